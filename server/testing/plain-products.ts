import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isPlainProduct } from '../../db/plain-product';

/**
 * Single products sold as they are: active, no variants, not a package, not digital, price shown, sold from stock,
 * triggering no gift campaign; a purchase cap allowed.
 */
export function singleProducts(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.price_incl_vat_ore', 'p.stock', 'p.name'])
    .where(isPlainProduct)
    .where('p.allow_backorder', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('gift_campaigns as g').select('g.id').whereRef('g.trigger_product_id', '=', 'p.id'))));
}

/** Products a test can buy without any rule getting in the way: single products (above) without a purchase cap. */
export function plainProducts(db: Kysely<Database>) {
  return singleProducts(db).where('p.max_purchasable_quantity', 'is', null);
}
