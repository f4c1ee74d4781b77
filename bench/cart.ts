/**
 * Cart calls on the benchmark catalog (budget: cart update and cart read p95 < 15 ms on SQLite with a 20-line cart).
 * Usage: npm run seed:bench && npm run bench:cart [-- --database data/bench.sqlite --iterations 2000]
 *
 * Each call goes through Fastify (app.inject: routing, session, CSRF, parsing, the service, serialising), on a
 * returning shopper's 20-line cart with VALKOMMEN10 applied. The statement count per call is printed beside.
 */
import { parseArgs } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import { benchShop, benchShopper, popularStockedProducts } from './lib/shop';
import { measureInProcess, report } from './lib/harness';

const { values } = parseArgs({ options: { database: { type: 'string', default: 'data/bench.sqlite' }, iterations: { type: 'string', default: '2000' } } });
const database = values.database!;
const app = await benchShop(database);
const db = app.database.db;

const { session, headers, form } = await benchShopper(app);
const products = await popularStockedProducts(app, 20).execute();
for (const p of products) await app.inject({ method: 'POST', url: '/checkoutv3/products/add', headers: form, payload: `product_id=${p.id}` });
await app.inject({ method: 'POST', url: '/checkoutv3/discounts/store', headers: form, payload: 'code=VALKOMMEN10' });

const statements: Record<string, number> = {};
async function call(name: string, run: () => Promise<LightMyRequestResponse>) {
  const res = await run();
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  statements[name] = Number(res.headers['x-sql-statements']);
}
const iterations = Number(values.iterations);
const first = products[0]!.id;
const rows = [
  await measureInProcess('GET /checkoutv3/products/index (20 lines, 1 code)', iterations, () =>
    call('read', () => app.inject({ method: 'GET', url: '/checkoutv3/products/index', headers }))),
  await measureInProcess('POST /checkoutv3/products/update (20 lines, 1 code)', iterations, (i) =>
    call('update', () => app.inject({ method: 'POST', url: '/checkoutv3/products/update', headers: form, payload: `products[${first}][quantity]=${1 + (i % 3)}` }))),
  await measureInProcess('POST /checkoutv3/products/add (+1 on a line of 20)', iterations, async (i) => {
    // Back to 1 now and then, so the line never reaches the product's stock (1 run in 40 is timed with it).
    if (i % 40 === 0) await db.updateTable('cart_lines').set({ quantity: 1 }).where('sold_product_id', '=', products[1]!.id).execute();
    await call('add', () => app.inject({ method: 'POST', url: '/checkoutv3/products/add', headers: form, payload: `product_id=${products[1]!.id}` }));
  }),
];
report('bench/results/cart.json', rows);
console.log(`SQL statements per call: read ${statements.read}, update ${statements.update}, add ${statements.add}`);
const worst = Math.max(rows[0]!.p95, rows[1]!.p95);
console.log(`budget: cart read and update p95 ${worst} ms (< 15: ${worst < 15 ? 'ok' : 'MISSED'})`);
await db.deleteFrom('carts').where('session_id_hash', '=', session.idHash).execute();
await app.close();
