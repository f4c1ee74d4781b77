import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { isPlainProduct } from '../plain-product';

/**
 * The shop's demo commerce data (README "Demo codes"): delivery and payment types, discount codes, a gift card and one gift
 * campaign. Each kind is written once, when the shop has none of it, so an owner's own data is never overwritten.
 */
export async function seedDemoCommerce(db: Kysely<Database>, now: Date): Promise<boolean> {
  const [codes, deliveries, payments] = await Promise.all([
    db.selectFrom('discount_codes').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('delivery_types').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('payment_types').select('id').limit(1).executeTakeFirst(),
  ]);
  if (codes && deliveries && payments) return false;
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const type = (t: { name: string; description: string; price: number; position: number } & Partial<{
      pickup: boolean; postalCode: boolean; free: boolean; countries: string; ranges: { from: string; to: string }[]; options: { key: string; name: string }[];
      privateOnly: boolean; companyOnly: boolean; digital: boolean;
    }>) => ({
      name: t.name, description: t.description, price_incl_vat_ore: t.price, position: t.position, active: 1,
      is_pickup: t.pickup ? 1 : 0, requires_postal_code: t.postalCode ? 1 : 0, free_delivery_applies: t.free === false ? 0 : 1,
      countries: t.countries ?? 'SE', postal_code_ranges: t.ranges ? JSON.stringify(t.ranges) : null,
      shipping_options: JSON.stringify(t.options ?? [{ key: 'standard', name: 'Standard' }]),
      for_private: t.companyOnly ? 0 : 1, for_company: t.privateOnly ? 0 : 1, is_digital: t.digital ? 1 : 0,
    });
    if (!deliveries) await trx
      .insertInto('delivery_types')
      .values([
        type({ name: 'Hämta i butik', description: 'Hämta i vår butik i Göteborg, oftast redan samma dag.', price: 0, position: 1, pickup: true,
          options: [{ key: 'goteborg', name: 'Butiken i Göteborg' }, { key: 'stockholm', name: 'Butiken i Stockholm' }] }),
        type({ name: 'PostNord ombud', description: 'Hämta ut hos ditt närmaste PostNord-ombud inom 1–3 vardagar.', price: 4_900, position: 2,
          options: [{ key: 'ombud', name: 'Närmaste ombud' }, { key: 'paketbox', name: 'Paketbox' }] }),
        type({ name: 'PostNord hemleverans', description: 'Levereras till din dörr inom 1–3 vardagar.', price: 9_900, position: 3 }),
        type({ name: 'Budbee', description: 'Hemleverans kvällstid, i Stockholm, Göteborg och Malmö.', price: 7_900, position: 4, postalCode: true,
          ranges: [{ from: '10000', to: '19999' }, { from: '20000', to: '23999' }, { from: '40000', to: '44999' }],
          options: [{ key: 'kvall', name: 'Kväll 17–22' }, { key: 'box', name: 'Budbee Box' }] }),
        type({ name: 'DHL företagsleverans', description: 'Leverans till företag dagtid, 1–2 vardagar.', price: 14_900, position: 5, companyOnly: true, free: false }),
        type({ name: 'PostNord till Norge', description: 'Levereras inom 3–5 vardagar.', price: 19_900, position: 6, countries: 'NO', free: false }),
        type({ name: 'PostNord till Danmark', description: 'Levereras inom 2–4 vardagar.', price: 14_900, position: 7, countries: 'DK', free: false }),
        type({ name: 'Posti till Finland', description: 'Levereras inom 3–5 vardagar.', price: 17_900, position: 8, countries: 'FI', free: false }),
        type({ name: 'E-post', description: 'Digitala produkter skickas till din e-post direkt efter köpet.', price: 0, position: 9, digital: true, countries: 'SE,NO,DK,FI' }),
      ])
      .execute();
    // Swish and card first: a credit method (invoice) is never shown first or pre-selected (konsumentkreditlagen).
    if (!payments) await trx
      .insertInto('payment_types')
      .values([
        { code: 'swish', name: 'Swish', description: 'Betala direkt med Swish-appen i din mobil.', price_incl_vat_ore: 0, handler: 'swish', for_private: 1, for_company: 1, is_credit: 0, position: 0, active: 1 },
        { code: 'card', name: 'Kortbetalning', description: 'Betala med Visa eller Mastercard hos vår kortinlösare. Vi ser aldrig ditt kortnummer.', price_incl_vat_ore: 0, handler: 'card_redirect', for_private: 1, for_company: 1, is_credit: 0, position: 1, active: 1 },
        { code: 'klarna', name: 'Klarna', description: 'Betala med kort, faktura eller delbetalning i Klarnas kassa.', price_incl_vat_ore: 0, handler: 'klarna_checkout', for_private: 1, for_company: 0, is_credit: 0, position: 2, active: 1 },
        { code: 'invoice', name: 'Faktura', description: 'Betala inom {betalningsvillkor} dagar. Fakturan skickas med e-post.', price_incl_vat_ore: 2_900, handler: 'manual_payment', for_private: 1, for_company: 1, is_credit: 1, position: 2, active: 1 },
        { code: 'wasa_leasing', name: 'Leasing via Wasa Kredit', description: 'Leasa till ditt företag och betala per månad. Avtalet signeras med BankID.', price_incl_vat_ore: 0, handler: 'wasa_checkout', for_private: 0, for_company: 1, is_credit: 1, position: 4, active: 1 },
        { code: 'svea_part_payment', name: 'Delbetalning via Svea', description: 'Dela upp betalningen på flera månader. Du väljer kampanj i Sveas kassa.', price_incl_vat_ore: 0, handler: 'svea_part_payment', for_private: 1, for_company: 0, is_credit: 1, position: 5, active: 1 },
        { code: 'free_order', name: 'Ingen betalning', description: 'Ordern är redan betald, till exempel med presentkort.', price_incl_vat_ore: 0, handler: 'free_order', for_private: 1, for_company: 1, is_credit: 0, position: 3, active: 1 },
      ])
      .execute();
    if (codes) return;
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

    // Buy a coffee maker, get a bag of coffee beans; a small catalog without them gets its most popular product
    // with its cheapest as the gift, so the demo always shows a gift line.
    const eligible = () =>
      trx
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'p.name'])
        .where(isPlainProduct)
        .where('p.buy_option', '=', 1)
        .where('p.max_purchasable_quantity', 'is', null)
        .where('p.stock', '>', 10);
    const coffeeMaker = await eligible().where('c.name', '=', 'Kaffebryggare').orderBy('p.id').executeTakeFirst();
    const beans = await eligible().where('c.name', '=', 'Kaffebönor').orderBy('p.price_incl_vat_ore').orderBy('p.id').executeTakeFirst();
    const trigger = coffeeMaker ?? (await eligible().orderBy('p.popularity', 'desc').orderBy('p.id').executeTakeFirst());
    const gift = beans ?? (trigger ? await eligible().where('p.id', '<>', trigger.id).orderBy('p.price_incl_vat_ore').orderBy('p.id').executeTakeFirst() : undefined);
    if (trigger && gift) {
      await trx
        .insertInto('gift_campaigns')
        .values({
          name: coffeeMaker && beans ? 'Kaffe på köpet' : 'Gåva på köpet',
          trigger_product_id: trigger.id, trigger_quantity: 1, gift_product_id: gift.id, gift_quantity: 1,
          valid_from: null, valid_until: null, active: 1,
        })
        .execute();
    }
  });
  return true;
}
