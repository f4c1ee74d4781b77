import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../common/contract/cart';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { invoiceReadyShopper, orderForm as withShown } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

/**
 * The rules that guard money and stock, tried by crowds (issue 10): every race here runs on SQLite and on
 * PostgreSQL, where transactions really overlap.
 */
const ORDER = '/checkoutv3/checkout/manual_payment';

describe.each(testDialects)('money and stock under concurrency on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 300 });
  const db = () => shop().app.database.db;

  /** Plain products with stock to spare, priced above `minOre`. */
  const products = (count: number, minOre = 0) =>
    plainProducts(db()).where('p.price_incl_vat_ore', '>', minOre).where('p.stock', '>', 20).orderBy('p.id').limit(count).execute();

  /** A shopper who has a product in the cart, a delivery and invoice chosen, and the checkout in front of them. */
  const readyShopper = (productId: number, code?: string) => invoiceReadyShopper(shop().app, [{ productId }], code);


  it('never charges a shopper more than the checkout showed when a gift card is spent by someone else first', async () => {
    const [product] = await products(1, 60_000);
    await db().insertInto('gift_cards').values({ code: `RACE${dialect.toUpperCase()}`, initial_balance_ore: 50_000, balance_ore: 50_000, valid_until: null, active: 1, created_at: new Date().toISOString() }).execute();
    const crowd = await Promise.all(Array.from({ length: 12 }, () => readyShopper(product!.id, `RACE${dialect.toUpperCase()}`)));
    for (const { shown } of crowd) expect(shown.cart.summary.giftCardSum).toBe(500);

    const results = await Promise.all(crowd.map(({ shopper, shown }) => shopper.post(ORDER, withShown(shown))));
    const placed = results.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Presentkortet har redan använts. Kontrollera beloppet och försök igen.');
    }
    // Every order that was placed is at the amount its shopper saw.
    for (const [i, r] of results.entries()) {
      if (r.statusCode !== 200) continue;
      const order = await db().selectFrom('orders').select(['to_pay_ore', 'gift_cards_ore']).where('order_number', '=', r.json<PlaceOrderResponse>().order_number).executeTakeFirstOrThrow();
      expect(order.to_pay_ore).toBe(Math.round(crowd[i]!.shown.cart.summary.totalCartSumInclVat * 100));
      expect(order.gift_cards_ore).toBe(50_000);
    }
    const card = await db().selectFrom('gift_cards').select('balance_ore').where('code', '=', `RACE${dialect.toUpperCase()}`).executeTakeFirstOrThrow();
    expect(card.balance_ore).toBe(0);
  }, 60_000);

  it('refuses a client that sends no price token too, measuring it against the checkout it was last shown, then lets its retry through', async () => {
    const [product] = await products(1, 60_000);
    const code = `BARE${dialect.toUpperCase()}`;
    await db().insertInto('gift_cards').values({ code, initial_balance_ore: 50_000, balance_ore: 50_000, valid_until: null, active: 1, created_at: new Date().toISOString() }).execute();
    const first = await readyShopper(product!.id, code);
    const second = await readyShopper(product!.id, code);
    expect((await first.shopper.post(ORDER, PRIVATE_FORM)).statusCode).toBe(200);
    const refused = await second.shopper.post(ORDER, PRIVATE_FORM);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Presentkortet har redan använts. Kontrollera beloppet och försök igen.');
    // Told what changed, the same shopper's next try goes through at the new amount.
    const retried = await second.shopper.post(ORDER, PRIVATE_FORM);
    expect(retried.statusCode, retried.body).toBe(200);
    const order = await db().selectFrom('orders').select(['gift_cards_ore', 'to_pay_ore']).where('order_number', '=', retried.json<PlaceOrderResponse>().order_number).executeTakeFirstOrThrow();
    expect(order.gift_cards_ore).toBe(0);
  }, 60_000);

  it('gives a code with a total limit of 3 to exactly 3 of 10 racing shoppers, and refuses the rest by name', async () => {
    const [product] = await products(1, 20_000);
    const code = `TRE${dialect.toUpperCase()}`;
    await db().insertInto('discount_codes').values({ code, kind: 'amount', percent: null, amount_ore: 10_000, min_order_ore: null, valid_from: null, valid_until: null, usage_limit_total: 3, usage_limit_per_customer: null, member_only: 0, label: null, active: 1 }).execute();
    const crowd = await Promise.all(Array.from({ length: 10 }, () => readyShopper(product!.id, code)));
    const results = await Promise.all(crowd.map(({ shopper, shown }, i) => shopper.post(ORDER, withShown(shown, { ...PRIVATE_FORM, user_email: `tre${i}@example.se` }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`Rabattkoden ${code} gäller inte längre. Kontrollera beloppet och försök igen.`);
    }
    const row = await db().selectFrom('discount_codes').select(['id', 'times_used']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(row.times_used).toBe(3);
    const redemptions = await db().selectFrom('discount_redemptions').select('id').where('discount_code_id', '=', row.id).execute();
    expect(redemptions).toHaveLength(3);
  }, 60_000);

  it('lets one e-mail use a once-per-customer code once, however many orders race for it', async () => {
    const [product] = await products(1, 20_000);
    const email = `en-gang-${dialect}@example.se`;
    const crowd = await Promise.all(Array.from({ length: 20 }, () => readyShopper(product!.id, 'VALKOMMEN10')));
    const results = await Promise.all(crowd.map(({ shopper, shown }) => shopper.post(ORDER, withShown(shown, { ...PRIVATE_FORM, user_email: email }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) expect(refused.json().message).toBe('Du har redan använt den här koden.');
    const code = await db().selectFrom('discount_codes').select('id').where('code', '=', 'VALKOMMEN10').executeTakeFirstOrThrow();
    const uses = await db().selectFrom('discount_redemptions').select('id').where('discount_code_id', '=', code.id).where('customer_key', '=', `email:${email}`).execute();
    expect(uses).toHaveLength(1);
  }, 60_000);

  it('puts both of a double click in one new cart, and counts every one of 10 concurrent adds', async () => {
    const [product] = await products(1);
    for (let attempt = 0; attempt < 5; attempt++) {
      const fresh = shop().app.services.sessions.start();
      const headers = { cookie: `sid=${fresh.id}`, 'x-csrf-token': fresh.csrfToken, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
      const add = () => shop().app.inject({ method: 'POST', url: '/checkoutv3/products/add', headers, payload: `product_id=${product!.id}` });
      const [a, b] = await Promise.all([add(), add()]);
      expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
      const carts = await db().selectFrom('carts').select('id').where('session_id_hash', '=', fresh.idHash).execute();
      expect(carts).toHaveLength(1);
      const lines = await db().selectFrom('cart_lines').select('quantity').where('cart_id', '=', carts[0]!.id).execute();
      expect(lines.map((l) => l.quantity)).toEqual([2]);
    }

    const shopper = await testShopper(shop().app);
    await shopper.post('/checkoutv3/products/add', { product_id: String(product!.id) });
    const adds = await Promise.all(Array.from({ length: 10 }, () => shopper.post('/checkoutv3/products/add', { product_id: String(product!.id) })));
    expect(adds.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const cart = (await shopper.get('/checkoutv3/products/index')).json<CartResponse>();
    expect(cart.products.map((p) => p.quantity)).toEqual([11]);
  }, 60_000);

  it('answers a double submit without a key with one order and the empty-cart message, never a second order', async () => {
    const [product] = await products(1);
    const { shopper } = await readyShopper(product!.id);
    const [a, b] = await Promise.all([shopper.post(ORDER, PRIVATE_FORM), shopper.post(ORDER, PRIVATE_FORM)]);
    // Without a submission key the second is not a retry of the first: it finds the cart gone.
    expect([a.statusCode, b.statusCode]).toContain(200);
    const other = [a, b].find((r) => r.statusCode !== 200);
    if (other) expect(other.json().message).toBe('Din varukorg är tom.');
    const orders = await db().selectFrom('orders').select('id').where('session_id_hash', '=', shopper.session.idHash).execute();
    expect(orders).toHaveLength(1);
  }, 60_000);

  it('releases the stock, gift card and code of a card order whose payment hold ran out, exactly as taken', async () => {
    const [product, backordered] = await products(2, 60_000);
    await db().updateTable('products').set({ allow_backorder: 1, stock: 1 }).where('id', '=', backordered!.id).execute();
    const code = `HOLD${dialect.toUpperCase()}`;
    await db().insertInto('gift_cards').values({ code, initial_balance_ore: 20_000, balance_ore: 20_000, valid_until: null, active: 1, created_at: new Date().toISOString() }).execute();
    const shopper = await testShopper(shop().app);
    await shopper.post('/checkoutv3/products/update', { [`products[${product!.id}][quantity]`]: '3' });
    await shopper.post('/checkoutv3/products/update', { [`products[${backordered!.id}][quantity]`]: '4' });
    await shopper.post('/checkoutv3/discounts/store', { code });
    await shopper.post('/checkoutv3/discounts/store', { code: 'SPARA200' });
    const ombud = await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
    // Card, not the pre-selected Swish (first wherever it is configured, as in test mode).
    const card = await db().selectFrom('payment_types').select('id').where('code', '=', 'card').executeTakeFirstOrThrow();
    await shopper.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(card.id) });
    const shown = (await shopper.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(ombud.id) })).json<CheckoutState>();
    expect(shown.snippet).toBe('card_redirect');
    const spara = await db().selectFrom('discount_codes').select(['id', 'times_used']).where('code', '=', 'SPARA200').executeTakeFirstOrThrow();

    const started = await shopper.post('/checkoutv3/checkout/card_payment', withShown(shown));
    expect(started.statusCode, started.body).toBe(200);
    const stockOf = async (id: number) => (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
    expect(await stockOf(product!.id)).toBe(product!.stock - 3);
    expect(await stockOf(backordered!.id)).toBe(0);
    const order = await db().selectFrom('orders').select(['id', 'status']).where('order_number', '=', started.json<PlaceOrderResponse>().order_number).executeTakeFirstOrThrow();
    const lines = await db().selectFrom('order_lines').select(['sold_product_id', 'quantity', 'stock_taken']).where('order_id', '=', order.id).orderBy('sold_product_id').execute();
    expect(lines.find((l) => l.sold_product_id === backordered!.id)).toMatchObject({ quantity: 4, stock_taken: 1 });

    // Not yet expired: nothing happens.
    expect(await shop().app.services.orders.releaseExpiredHolds(30)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await shop().app.services.orders.releaseExpiredHolds(0)).toContain(order.id);
    expect((await db().selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('cancelled');
    expect(await stockOf(product!.id)).toBe(product!.stock);
    // The backorder line took the 1 unit there was: 1 comes back, not 4.
    expect(await stockOf(backordered!.id)).toBe(1);
    expect((await db().selectFrom('gift_cards').select('balance_ore').where('code', '=', code).executeTakeFirstOrThrow()).balance_ore).toBe(20_000);
    expect((await db().selectFrom('discount_codes').select('times_used').where('id', '=', spara.id).executeTakeFirstOrThrow()).times_used).toBe(spara.times_used);
    // Released twice is released once.
    expect(await shop().app.services.orders.releaseExpiredHolds(0)).toEqual([]);
    expect(await stockOf(product!.id)).toBe(product!.stock);
    // The provider's late 'paid' for it is refused; the shopper is told.
    const payment = await db().selectFrom('card_payments').select('status').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(payment.status).toBe('cancelled');
  }, 60_000);

  it('queues exactly one confirmation e-mail per order in its transaction, sent once', async () => {
    const [product] = await products(1);
    const { shopper, shown } = await readyShopper(product!.id);
    const placed = await shopper.post(ORDER, withShown(shown));
    expect(placed.statusCode).toBe(200);
    const order = await db().selectFrom('orders').select('id').where('order_number', '=', placed.json<PlaceOrderResponse>().order_number).executeTakeFirstOrThrow();
    await shopper.post(ORDER, withShown(shown));
    await shop().app.services.outbox.drain();
    const mails = await db().selectFrom('outbox_emails').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
    // An invoice order's invoice is its second mail (issue 30), also queued once.
    expect(mails.map((m) => m.kind)).toEqual(['order_confirmation', 'invoice']);
    expect(mails[0]).toMatchObject({ status: 'sent', attempts: 1, recipient: PRIVATE_FORM.user_email });
  });
});
