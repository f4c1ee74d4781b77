import type { AddOnCandidate } from './add-ons';

/** Share of the demo catalog shown with a price but not sold online: one product in 97. */
const STORE_ONLY_MODULUS = 97;
const STORE_ONLY_REMAINDER = 41;
/** Store-only goods are the larger purchases a shop sells after a conversation, never small items. */
const STORE_ONLY_FROM_ORE = 100_000;
/** The catalog's first products stay buyable: they lead its listings and are what a first visit tries to buy. */
const STORE_ONLY_FROM_ID = 200;

/**
 * The demo catalog's products without a buy option (the buy-button flag off): a few standalone products from 1 000 kr
 * beyond the first 200,
 * never a parent, variant, package, add-on or product with add-ons, chosen by id so the same catalog gets the same ones.
 */
export function chooseStoreOnly(
  products: readonly AddOnCandidate[],
  addOns: readonly { product_id: number; add_on_product_id: number }[],
): Set<number> {
  const parents = new Set(products.flatMap((p) => (p.parent_id === null ? [] : [p.parent_id])));
  const involved = new Set(addOns.flatMap((a) => [a.product_id, a.add_on_product_id]));
  return new Set(
    products
      .filter(
        (p) =>
          p.id > STORE_ONLY_FROM_ID &&
          p.id % STORE_ONLY_MODULUS === STORE_ONLY_REMAINDER &&
          p.parent_id === null &&
          !parents.has(p.id) &&
          !involved.has(p.id) &&
          (p.status ?? 'active') === 'active' &&
          !p.hide_price &&
          p.is_package !== 1 &&
          p.price_incl_vat_ore >= STORE_ONLY_FROM_ORE,
      )
      .map((p) => p.id),
  );
}
