import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The shop's demo commerce data (README "Demo codes"): delivery types, discount codes, a gift card and one gift
 * campaign. Written once, when the shop has no discount codes yet, so an owner's own data is never overwritten.
 */
export async function seedDemoCommerce(db: Kysely<Database>, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('discount_codes').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('delivery_types')
      .values([
        { name: 'Hämta i butik', description: 'Hämta i vår butik i Göteborg, oftast redan samma dag.', price_incl_vat_ore: 0, is_pickup: 1, requires_postal_code: 0, free_delivery_applies: 1, position: 1, active: 1 },
        { name: 'PostNord ombud', description: 'Hämta ut hos ditt närmaste PostNord-ombud inom 1–3 vardagar.', price_incl_vat_ore: 4_900, is_pickup: 0, requires_postal_code: 0, free_delivery_applies: 1, position: 2, active: 1 },
        { name: 'PostNord hemleverans', description: 'Levereras till din dörr inom 1–3 vardagar.', price_incl_vat_ore: 9_900, is_pickup: 0, requires_postal_code: 0, free_delivery_applies: 1, position: 3, active: 1 },
        { name: 'Budbee', description: 'Hemleverans kvällstid, i utvalda postnummerområden.', price_incl_vat_ore: 7_900, is_pickup: 0, requires_postal_code: 1, free_delivery_applies: 1, position: 4, active: 1 },
        { name: 'DHL företagsleverans', description: 'Leverans till företag dagtid, 1–2 vardagar.', price_incl_vat_ore: 14_900, is_pickup: 0, requires_postal_code: 0, free_delivery_applies: 0, position: 5, active: 1 },
      ])
      .execute();
    await trx
      .insertInto('discount_codes')
      .values([
        { code: 'VALKOMMEN10', kind: 'percent', percent: 10, amount_ore: null, min_order_ore: null, valid_from: null, valid_until: null, usage_limit_total: null, usage_limit_per_customer: 1, member_only: 0, label: 'Välkomstrabatt 10 %', active: 1 },
        { code: 'FRIFRAKT', kind: 'free_delivery', percent: null, amount_ore: null, min_order_ore: null, valid_from: null, valid_until: null, usage_limit_total: null, usage_limit_per_customer: null, member_only: 0, label: 'Fri frakt', active: 1 },
        { code: 'SPARA200', kind: 'amount', percent: null, amount_ore: 20_000, min_order_ore: 200_000, valid_from: null, valid_until: null, usage_limit_total: 1_000, usage_limit_per_customer: null, member_only: 0, label: '200 kr rabatt', active: 1 },
        { code: 'MEDLEM15', kind: 'percent', percent: 15, amount_ore: null, min_order_ore: null, valid_from: null, valid_until: null, usage_limit_total: null, usage_limit_per_customer: null, member_only: 1, label: 'Medlemsrabatt 15 %', active: 1 },
        { code: 'UTGATT', kind: 'percent', percent: 20, amount_ore: null, min_order_ore: null, valid_from: '2024-01-01T00:00:00.000Z', valid_until: '2025-01-01T00:00:00.000Z', usage_limit_total: null, usage_limit_per_customer: null, member_only: 0, label: 'Gammal kampanj 20 %', active: 1 },
      ])
      .execute();
    await trx.insertInto('gift_cards').values({ code: 'PRESENTKORT500', initial_balance_ore: 50_000, balance_ore: 50_000, valid_until: null, active: 1, created_at: nowIso }).execute();

    // Buy a coffee maker, get a bag of coffee beans: the first coffee maker in stock and the cheapest beans in stock.
    const inStock = (categoryName: string) =>
      trx
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select('p.id')
        .where('c.name', '=', categoryName)
        .where('p.status', '=', 'active')
        .where('p.parent_id', 'is', null)
        .where('p.is_package', '=', 0)
        .where('p.hide_price', '=', 0)
        .where('p.stock', '>', 10)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id'))));
    const trigger = await inStock('Kaffebryggare').orderBy('p.id').executeTakeFirst();
    const gift = await inStock('Kaffebönor').orderBy('p.price_incl_vat_ore').orderBy('p.id').executeTakeFirst();
    if (trigger && gift) {
      await trx
        .insertInto('gift_campaigns')
        .values({ name: 'Kaffe på köpet', trigger_product_id: trigger.id, trigger_quantity: 1, gift_product_id: gift.id, gift_quantity: 1, valid_from: null, valid_until: null, active: 1 })
        .execute();
    }
  });
  return true;
}
