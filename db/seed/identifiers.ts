import { gtin13 } from '../../domain/feeds/gtin';

/** GS1 Sweden's prefix range starts at 730: every demo GTIN-13 starts with it. */
const GS1_PREFIX = '73';
/** Every sixth branded product has no GTIN and every tenth no MPN, so the feeds' fallbacks show on the demo catalog. */
const WITHOUT_GTIN_EVERY = 6;
const WITHOUT_MPN_EVERY = 10;

export interface IdentifiedProduct {
  id: number;
  brand_id: number;
  is_package?: number;
  is_digital?: number;
  gtin?: string | null;
  mpn?: string | null;
}

/**
 * Plausible manufacturer identifiers for the demo catalog, from the product and brand ids alone (no random draws, so
 * the rest of the catalog stays as it was): a GTIN-13 of a per-brand company prefix and the product id with its
 * computed check digit, and an MPN in the brand's style. Packages, digital products and products without a brand
 * (`noBrandId`) are the shop's own and have neither.
 */
export function assignIdentifiers(products: IdentifiedProduct[], brandNames: ReadonlyMap<number, string>, noBrandId: number): void {
  for (const product of products) {
    const own = product.is_package === 1 || product.is_digital === 1 || product.brand_id === noBrandId;
    const brand = brandNames.get(product.brand_id) ?? '';
    product.gtin = own || product.id % WITHOUT_GTIN_EVERY === 0
      ? null
      : gtin13(`${GS1_PREFIX}${String(1000 + product.brand_id).slice(-4)}${String(product.id % 1_000_000).padStart(6, '0')}`);
    product.mpn = own || product.id % WITHOUT_MPN_EVERY === 0 ? null : mpnFor(brand, product.id);
  }
}

function mpnFor(brand: string, id: number): string {
  const letters = brand.normalize('NFD').replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase().padEnd(3, 'X');
  // A multiplicative scramble keeps neighbouring ids from getting neighbouring part numbers.
  const serial = ((id * 7919) % 1_000_003).toString(36).toUpperCase().padStart(4, '0');
  return `${letters}-${serial}${String.fromCharCode(65 + (id % 26))}`;
}
