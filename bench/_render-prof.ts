import { buildApp } from '../server/app';
import { benchConfig } from '../bench/lib/shop';
const app = await buildApp(benchConfig('/tmp/prof/demo.sqlite', 'production'));
await app.ready();
const db = app.database.db;
const category = await db.selectFrom('categories').select('url').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
const product = await db.selectFrom('products').select(['id', 'url']).where('parent_id', 'is', null).where('status', '=', 'active').orderBy('popularity', 'desc').executeTakeFirstOrThrow();
const first = await app.inject({ method: 'GET', url: '/' });
const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const token = /name="csrf-token" content="([^"]+)"/.exec(first.body)?.[1] ?? '';
const add = await app.inject({ method: 'POST', url: '/checkoutv3/products/add', headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' }, payload: { product_id: product.id, quantity: 1 } });
if (add.statusCode !== 200) throw new Error(add.body);
const url = process.argv[2] === 'home' ? '/' : process.argv[2] === 'product' ? product.url : category.url;
for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url, headers: { cookie } });
const t0 = performance.now(); const N = 400;
for (let i = 0; i < N; i++) { const r = await app.inject({ method: 'GET', url, headers: { cookie } }); if (r.statusCode !== 200) throw new Error(String(r.statusCode)); }
console.log(url, ((performance.now() - t0) / N).toFixed(2), 'ms per render');
await app.close();
