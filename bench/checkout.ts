/**
 * Checkout calls on the benchmark catalog (budget: each update p95 < 15 ms on SQLite; placing an order p95 < 50 ms
 * and at most 25 SQL statements). Usage: npm run seed:bench && npm run bench:checkout [-- --iterations 500]
 *
 * Through Fastify (app.inject) on a 5-line cart with a discount code; orders are invoice orders, each from a fresh
 * cart (filled outside the timing). The orders and the stock they take are rolled back at the end.
 */
import { parseArgs } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { benchShop, benchShopper, popularStockedProducts } from './lib/shop';
import { measureInProcess, percentile, report, type Figures } from './lib/harness';

const { values } = parseArgs({ options: { database: { type: 'string', default: 'data/bench.sqlite' }, iterations: { type: 'string', default: '500' } } });
const database = values.database!;
const app = await benchShop(database);
const db = app.database.db;
const iterations = Number(values.iterations);

const products = await popularStockedProducts(app, 5).where('p.is_digital', '=', 0).execute();
const invoice = await db.selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow();
const budbee = await db.selectFrom('delivery_types').select('id').where('name', '=', 'Budbee').executeTakeFirstOrThrow();
const ombud = await db.selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
const form = {
  customer_type: 'private', user_firstname: 'Anna', user_lastname: 'Svensson', user_email: 'anna@example.se', user_pnr: '19900101-0017',
  user_address: 'Storgatan 1', user_mobile: '0701234567', user_zipcode: '11122', user_city: 'Stockholm', order_accept_terms: '1',
};

async function shopper() {
  const { session, headers } = await benchShopper(app);
  const post = (url: string, payload: string, json = false) =>
    app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' }, payload });
  for (const p of products) await post('/checkoutv3/products/add', `product_id=${p.id}`);
  await post('/checkoutv3/discounts/store', 'code=VALKOMMEN10');
  return { session, post };
}

const statements: Record<string, number> = {};
function checked(name: string, res: LightMyRequestResponse) {
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  statements[name] = Number(res.headers['x-sql-statements']);
}

const s = await shopper();
await s.post('/checkoutv3/deliverytypes/update_postal_code', JSON.stringify({ postal_code: '111 22' }), true);
const rows: Figures[] = [
  await measureInProcess('update_customer_type', iterations, async (i) =>
    checked('customer type', await s.post('/checkoutv3/checkoutv3/update_customer_type', JSON.stringify({ customer_type: i % 2 ? 'company' : 'private' }), true))),
  await measureInProcess('paymentTypes/update', iterations, async () =>
    checked('payment type', await s.post('/checkoutv3/paymentTypes/update', `payment_type_id=${invoice.id}`))),
  await measureInProcess('deliverytypes/update', iterations, async (i) =>
    checked('delivery type', await s.post('/checkoutv3/deliverytypes/update', `delivery_type_id=${i % 2 ? budbee.id : ombud.id}`))),
  await measureInProcess('deliverytypes/update_postal_code', iterations, async (i) =>
    checked('postal code', await s.post('/checkoutv3/deliverytypes/update_postal_code', JSON.stringify({ postal_code: i % 2 ? '11122' : '41122' }), true))),
];

const placeTimes: number[] = [];
const orderNumbers: string[] = [];
const placeRuns = Math.max(50, Math.round(iterations / 5));
for (let i = 0; i < placeRuns; i++) {
  const buyer = await shopper();
  await buyer.post('/checkoutv3/deliverytypes/update', `delivery_type_id=${ombud.id}`);
  const shown = (await buyer.post('/checkoutv3/paymentTypes/update', `payment_type_id=${invoice.id}`)).json<{ price_token: string; submission_key: string }>();
  const start = performance.now();
  // A new e-mail each time: VALKOMMEN10 is once per customer. The amount shown and the form's key go with it.
  const res = await buyer.post('/checkoutv3/checkout/manual_payment', new URLSearchParams({ ...form, user_email: `anna+${i}@example.se`, price_token: shown.price_token, submission_key: shown.submission_key }).toString());
  placeTimes.push(performance.now() - start);
  checked('place order', res);
  orderNumbers.push(res.json<{ order_number: string }>().order_number);
}
const sorted = [...placeTimes].sort((a, b) => a - b);
rows.push({ name: 'checkout/manual_payment (place an order, 5 lines, 1 code)', p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), samples: sorted.length });
report('bench/results/checkout.json', rows);
console.log('SQL statements per call:', statements);

// Leave the benchmark database as it was.
const orders = await db.selectFrom('orders').select('id').where('order_number', 'in', orderNumbers).execute();
await db.deleteFrom('discount_redemptions').where('order_id', 'in', orders.map((o) => o.id)).execute();
await db.deleteFrom('outbox_emails').where('order_id', 'in', orders.map((o) => o.id)).execute();
await db.deleteFrom('orders').where('id', 'in', orders.map((o) => o.id)).execute();
for (const p of products) await db.updateTable('products').set({ stock: p.stock }).where('id', '=', p.id).execute();
await db.updateTable('discount_codes').set({ times_used: 0 }).execute();
await db.deleteFrom('carts').execute();
const updates = rows.slice(0, 4).map((r) => r.p95);
console.log(`budget: updates p95 max ${Math.max(...updates)} ms (< 15: ${Math.max(...updates) < 15 ? 'ok' : 'MISSED'}), place order p95 ${rows[4]!.p95} ms (< 50: ${rows[4]!.p95 < 50 ? 'ok' : 'MISSED'}), ${statements['place order']} statements (<= 25: ${statements['place order']! <= 25 ? 'ok' : 'MISSED'})`);
await app.close();
