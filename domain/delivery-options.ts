import { postalCodeInRanges } from './postal-code';

/**
 * Which delivery types a checkout offers (DESIGN.md "Decisions"): by country, customer type, digital or physical
 * goods, and postal code. A type that needs a postal code is listed but not selectable until one is given, and one
 * that does not serve the given postal code is listed as '(ej tillgängligt)'.
 */
export interface DeliveryTypeRule {
  id: number;
  priceInclVatOre: number;
  isPickup: boolean;
  requiresPostalCode: boolean;
  countries: readonly string[];
  postalCodeRanges: readonly { from: string; to: string }[] | null;
  forPrivate: boolean;
  forCompany: boolean;
  isDigital: boolean;
}

export interface DeliveryContext {
  country: string;
  customerType: 'private' | 'company';
  /** Digits, or null when none is given yet. */
  postalCode: string | null;
  /** Every line is a digital product: then only digital delivery is offered. */
  allDigital: boolean;
}

export type DeliveryAvailability = 'available' | 'needs_postal_code' | 'not_served';

export interface OfferedDelivery<T extends DeliveryTypeRule> {
  type: T;
  availability: DeliveryAvailability;
}

/** The types offered here, in the given order, each with whether it can be chosen now. */
export function offeredDeliveryTypes<T extends DeliveryTypeRule>(types: readonly T[], ctx: DeliveryContext): OfferedDelivery<T>[] {
  return types
    .filter((t) => t.countries.includes(ctx.country))
    .filter((t) => (ctx.customerType === 'company' ? t.forCompany : t.forPrivate))
    .filter((t) => t.isDigital === ctx.allDigital)
    .map((type) => {
      if (type.requiresPostalCode && ctx.postalCode === null) return { type, availability: 'needs_postal_code' as const };
      if (ctx.postalCode !== null && !postalCodeInRanges(ctx.postalCode, type.postalCodeRanges)) return { type, availability: 'not_served' as const };
      return { type, availability: 'available' as const };
    });
}

/** The cheapest delivery (pickup aside) that can be chosen, or could be once a postal code is given. */
export function cheapestDeliveryOre(offered: readonly OfferedDelivery<DeliveryTypeRule>[]): number | null {
  const prices = offered.filter((o) => !o.type.isPickup && o.availability !== 'not_served').map((o) => o.type.priceInclVatOre);
  return prices.length > 0 ? Math.min(...prices) : null;
}
