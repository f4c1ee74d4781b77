/**
 * Which badges a product card shows (storefront.md, Badges): the discount badge gives way only when it is
 * second priority and a ribbon exists; the ribbon shows only without a (first-priority) discount badge and
 * without tags. Badge positions containing '_ri' are never shown as a ribbon. A package is always marked: by its
 * 'Paketpris / Spara ...' badge when it saves something and that badge shows, else by the package marker 'Paket'.
 */
export interface BadgeFacts {
  hasDiscountBadge: boolean;
  discountIsSecondPriority: boolean;
  ribbonPosition: string | null;
  hasTags: boolean;
  isPackage: boolean;
}

export interface VisibleBadges {
  discount: boolean;
  ribbon: 'left' | 'right' | null;
  packageMarker: boolean;
}

export function visibleBadges(facts: BadgeFacts): VisibleBadges {
  const ribbonExists = facts.ribbonPosition !== null && !facts.ribbonPosition.includes('_ri');
  const discount = facts.hasDiscountBadge && !(facts.discountIsSecondPriority && ribbonExists);
  const ribbonAllowed = ribbonExists && (!facts.hasDiscountBadge || facts.discountIsSecondPriority) && !facts.hasTags;
  return {
    discount,
    ribbon: ribbonAllowed ? (facts.ribbonPosition!.startsWith('left') ? 'left' : 'right') : null,
    packageMarker: facts.isPackage && !discount,
  };
}
