import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Products a test can buy without any rule getting in the way: active, single (no variants, not a package, not
 * digital), price shown, sold from stock without a purchase cap, and triggering no gift campaign.
 */
export function plainProducts(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.price_incl_vat_ore', 'p.stock', 'p.name'])
    .where('p.status', '=', 'active')
    .where('p.parent_id', 'is', null)
    .where('p.is_package', '=', 0)
    .where('p.is_digital', '=', 0)
    .where('p.hide_price', '=', 0)
    .where('p.allow_backorder', '=', 0)
    .where('p.max_purchasable_quantity', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('gift_campaigns as g').select('g.id').whereRef('g.trigger_product_id', '=', 'p.id'))));
}
