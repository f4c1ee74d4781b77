/**
 * Rules of the product editor's packages, add-ons and variant removal (issue 18). What the storefront can show
 * decides them: a package's parts are listed on its page as links and named on its cart line, so a part must be a
 * product a shopper can buy on its own (a single product or a variant, never a package or a product with variants);
 * an add-on is offered beside the buy button only when it is an active, buyable single product with a shown price
 * (services/catalog/catalog-service.ts, `addOns`), at most ten.
 */

export const MAX_PART_QUANTITY = 99;
/** The storefront offers a product's first ten add-ons (db/repositories/catalog-repository.ts `addOnsOf`). */
export const MAX_ADD_ONS = 10;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The product a part or an add-on is asked for, as the database has it. */
export interface CandidateProduct {
  id: number;
  parentId: number | null;
  isPackage: boolean;
  hasVariants: boolean;
  status: string;
  hidePrice: boolean;
  buyOption: boolean;
}

/** A typed article number (trimmed), or null. */
export function parseSku(text: string): string | null {
  const sku = text.trim();
  return SKU.test(sku) ? sku : null;
}

/** A part's quantity: a whole number 1–99, or null. */
export function parsePartQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= MAX_PART_QUANTITY ? n : null;
}

export type PartRefusal = 'part_unknown' | 'part_self' | 'part_is_package' | 'part_has_variants' | 'part_duplicate' | 'not_package';

/** Why `candidate` cannot be a part of the package `packageId` (whose parts are `partIds`), or null when it can. */
export function partRefusal(pkg: { id: number; isPackage: boolean }, candidate: CandidateProduct | null, partIds: readonly number[]): PartRefusal | null {
  if (!pkg.isPackage) return 'not_package';
  if (!candidate) return 'part_unknown';
  if (candidate.id === pkg.id) return 'part_self';
  // The storefront expands no package inside another: the cart line names the parts of the package itself only.
  if (candidate.isPackage) return 'part_is_package';
  // A product with variants is not sold itself; its variants are.
  if (candidate.hasVariants) return 'part_has_variants';
  if (partIds.includes(candidate.id)) return 'part_duplicate';
  return null;
}

export type PackageFlagRefusal = 'package_variant' | 'package_has_variants' | 'package_is_part' | 'package_has_parts';

/**
 * Whether a product may become a package (`wanted` true) or stop being one. A variant or a product with variants
 * cannot be a package (the page sells the variants); a part of another package cannot become one (no package in a
 * package); a package with parts keeps the flag until its parts are removed, so no parts are dropped unseen.
 */
export function packageFlagRefusal(
  product: { parentId: number | null; hasVariants: boolean; isPartElsewhere: boolean; partCount: number },
  wanted: boolean,
): PackageFlagRefusal | null {
  if (wanted) {
    if (product.parentId !== null) return 'package_variant';
    if (product.hasVariants) return 'package_has_variants';
    if (product.isPartElsewhere) return 'package_is_part';
    return null;
  }
  return product.partCount > 0 ? 'package_has_parts' : null;
}

export type AddOnRefusal = 'add_on_unknown' | 'add_on_self' | 'add_on_duplicate' | 'add_on_variant' | 'add_on_has_variants' | 'add_on_not_sellable' | 'add_on_too_many' | 'add_on_on_variant';

/** Why `candidate` cannot be offered with `product` (which offers `addOnIds`), or null when it can. */
export function addOnRefusal(product: { id: number; parentId: number | null }, candidate: CandidateProduct | null, addOnIds: readonly number[]): AddOnRefusal | null {
  // A variant's page is its parent's: add-ons are the parent's.
  if (product.parentId !== null) return 'add_on_on_variant';
  if (!candidate) return 'add_on_unknown';
  if (candidate.id === product.id) return 'add_on_self';
  if (addOnIds.includes(candidate.id)) return 'add_on_duplicate';
  if (candidate.parentId !== null) return 'add_on_variant';
  if (candidate.hasVariants) return 'add_on_has_variants';
  if (candidate.status !== 'active' || candidate.hidePrice || !candidate.buyOption) return 'add_on_not_sellable';
  if (addOnIds.length >= MAX_ADD_ONS) return 'add_on_too_many';
  return null;
}

export type VariantDeletionRefusal = 'not_variant' | 'variant_ordered' | 'variant_in_package' | 'variant_in_gift_campaign';

/**
 * Whether a product may be deleted from the editor: only a variant, and only one no order or offer request names
 * (those keep their lines, which point at it), that is no package's part and no gift campaign's trigger or gift
 * (deleting would change them unseen).
 */
export function variantDeletionRefusal(v: { parentId: number | null; ordered: boolean; inPackage: boolean; inGiftCampaign: boolean }): VariantDeletionRefusal | null {
  if (v.parentId === null) return 'not_variant';
  if (v.ordered) return 'variant_ordered';
  if (v.inPackage) return 'variant_in_package';
  if (v.inGiftCampaign) return 'variant_in_gift_campaign';
  return null;
}
