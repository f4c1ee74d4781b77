/**
 * One process against two workers (WEB_CONCURRENCY=2, issue 32), on SQLite and PostgreSQL in the same run: pages/s
 * (a level-3 category shared with visitors, the same page rendered for a cart holder, a product page rendered) at 10
 * connections, orders/s (invoice orders by distinct shoppers, 10 at a time), beside a Fastify hello-world measured in
 * this run; and the time a catalog change made through process A's back office takes to show on process B's page
 * (two separate processes on one database: LISTEN/NOTIFY on PostgreSQL, polling on SQLite).
 *
 * Usage: npm run build (once), then
 *   node --import tsx bench/workers.ts [--products 2000] [--seconds 8] [--orders 150] [--pg postgres://postgres@127.0.0.1:5432/test]
 * Without --pg (or DATABASE_URL_TEST) only SQLite is measured. Every server is a real `server/main.ts` process.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { formatPrice } from '../domain/money';
import { DEMO_ADMIN } from '../db/seed/staff';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { exited, placeOrder, prepareCatalog, prepareShopper, startShopProcess, type Shopper } from '../server/testing/order-burst';
import { measureHttp, percentile, report, type Figures } from './lib/harness';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '8' },
    orders: { type: 'string', default: '150' },
    rounds: { type: 'string', default: '6' },
    pg: { type: 'string', default: process.env.DATABASE_URL_TEST },
  },
});
const SECONDS = Number(values.seconds);
const ORDERS = Number(values.orders);
const ROUNDS = Number(values.rounds);
const ORDER_CONCURRENCY = 10;
let nextPort = 3940;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  name: string;
  dataDir: string;
  databaseUrl?: string;
  drop?: () => Promise<void>;
}

function start(target: Target, port: number, env: Record<string, string> = {}) {
  return startShopProcess({ port, dataDir: target.dataDir, databaseUrl: target.databaseUrl, env: { DEMO_CATALOG_SIZE: values.products!, ...env } });
}

async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await exited(server);
}

/** A visitor who has put a product in the cart: every one of their pages is rendered. */
async function cartHolder(base: string, productId: number): Promise<string> {
  const page = await fetch(`${base}/varukorg`);
  const cookie = (page.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0]!;
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())![1]!;
  await fetch(`${base}/checkoutv3/products/update`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrf, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: `products[${productId}][quantity]=1`,
  });
  return cookie;
}

/** ORDERS invoice orders by as many shoppers, ORDER_CONCURRENCY at a time: orders/s and each order's time. */
async function orderRate(base: string, shoppers: Shopper[], label: string): Promise<Figures> {
  const queue = [...shoppers.entries()];
  const times: number[] = [];
  let failed = 0;
  const began = performance.now();
  await Promise.all(Array.from({ length: ORDER_CONCURRENCY }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [i, shopper] = next;
      const at = performance.now();
      const status = await placeOrder(base, shopper, i).catch(() => 0);
      times.push(performance.now() - at);
      if (status !== 200) failed += 1;
    }
  }));
  const seconds = (performance.now() - began) / 1000;
  const sorted = times.sort((a, b) => a - b);
  return { name: label, requestsPerSecond: Math.round((shoppers.length / seconds) * 10) / 10, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), samples: sorted.length, non2xx: failed };
}

/** Pages/s and orders/s of the shop with `workers` processes. */
type Goods = Awaited<ReturnType<typeof prepareCatalog>>;

async function throughput(target: Target, workers: number, db: DatabaseHandle['db'], goods: Goods): Promise<Figures[]> {
  const port = nextPort++;
  const base = `http://127.0.0.1:${port}`;
  const server = await start(target, port, { WEB_CONCURRENCY: String(workers) });
  try {
    const label = (what: string) => `${target.name}, ${workers === 1 ? '1 process' : `${workers} workers`}: ${what}`;
    const category = await db.selectFrom('categories').select('url').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    const product = await db.selectFrom('products').select(['id', 'url']).where('parent_id', 'is', null).where('status', '=', 'active').orderBy('popularity', 'desc').executeTakeFirstOrThrow();
    const cookie = await cartHolder(base, product.id);
    const accept = { 'accept-encoding': 'br, gzip' };
    const rows = [
      await measureHttp(label('category, visitor (shared page)'), base + category.url, { seconds: SECONDS, headers: accept }),
      await measureHttp(label('category, cart holder (rendered)'), base + category.url, { seconds: SECONDS, headers: { ...accept, cookie } }),
      await measureHttp(label('product, cart holder (rendered)'), base + product.url, { seconds: SECONDS, headers: { ...accept, cookie } }),
    ];
    const { productIds, giftCards, ids } = goods;
    const shoppers: Shopper[] = [];
    for (let i = 0; i < ORDERS; i++) shoppers.push(await prepareShopper(base, i, productIds, giftCards, ids));
    rows.push(await orderRate(base, shoppers, label('orders/s (invoice, 10 at a time)')));
    return rows;
  } finally {
    await stop(server);
  }
}

/** The back office of process A, logged in as the demo admin: schedules and stops a sale as the product editor does. */
async function backOffice(base: string) {
  const loginPage = await fetch(`${base}/admin/login`);
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      jar.set(name, value);
    }
  };
  keep(loginPage);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const tokenOf = (html: string) => /name="_token" value="([^"]+)"/.exec(html)![1]!;
  const post = async (url: string, form: Record<string, string>) => {
    const res = await fetch(base + url, { method: 'POST', redirect: 'manual', headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
    keep(res);
    if (res.status >= 400) throw new Error(`${url}: ${res.status}`);
    return res;
  };
  await post('/admin/login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, _token: tokenOf(await loginPage.text()) });
  const staffToken = async (productId: number) => tokenOf(await (await fetch(`${base}/admin/produkter/${productId}`, { headers: { cookie: cookie() } })).text());
  return {
    async startSale(productId: number, saleKronor: number) {
      const ends = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16);
      await post(`/admin/api/products/${productId}/sales`, { sale_price: String(saleKronor), starts_at: '', ends_at: ends, _token: await staffToken(productId) });
    },
    async stopSale(productId: number, saleId: number) {
      await post(`/admin/api/products/${productId}/sales/${saleId}/stop`, { _token: await staffToken(productId) });
    },
  };
}

/** Milliseconds from A's answer to the change until B's page (as a visitor gets it) shows `text`. */
async function shownAfter(url: string, text: string): Promise<number> {
  const began = performance.now();
  for (;;) {
    const html = await (await fetch(url)).text();
    if (html.includes(text)) return performance.now() - began;
    if (performance.now() - began > 30_000) throw new Error(`${url} never showed ${text}`);
    await sleep(10);
  }
}

/** A sale started and stopped through A, ROUNDS times each, timed until B's product page shows the price. */
async function propagation(target: Target, db: DatabaseHandle['db']): Promise<Figures> {
  const [portA, portB] = [nextPort++, nextPort++];
  const [a, b] = [await start(target, portA), await start(target, portB)];
  try {
    const product = await db.selectFrom('products').select(['id', 'url', 'price_incl_vat_ore']).where('parent_id', 'is', null).where('status', '=', 'active')
      .where('hide_price', '=', 0).where('price_incl_vat_ore', '>', 100_000)
      // The demo has running sales, and a product has one sale at a time: a product without one can take the bench's.
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('product_price_schedules').select('id').whereRef('product_id', '=', 'products.id'))))
      .orderBy('popularity', 'desc').executeTakeFirstOrThrow();
    const staff = await backOffice(`http://127.0.0.1:${portA}`);
    const pageOnB = `http://127.0.0.1:${portB}${product.url}`;
    const regular = formatPrice(product.price_incl_vat_ore);
    await shownAfter(pageOnB, regular);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const saleKronor = Math.floor(product.price_incl_vat_ore / 100) - 11 - round;
      await staff.startSale(product.id, saleKronor);
      times.push(await shownAfter(pageOnB, formatPrice(saleKronor * 100)));
      const sale = await db.selectFrom('product_price_schedules').select('id').where('product_id', '=', product.id).where('state', '=', 'running').executeTakeFirstOrThrow();
      await staff.stopSale(product.id, sale.id);
      times.push(await shownAfter(pageOnB, regular));
    }
    const sorted = times.sort((x, y) => x - y);
    return { name: `${target.name}: catalog change in A shown by B (ms)`, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), samples: sorted.length };
  } finally {
    await Promise.all([stop(a), stop(b)]);
  }
}

async function helloWorld(): Promise<Figures> {
  const hello = Fastify();
  hello.get('/', async () => 'hello world');
  const address = await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await measureHttp('Fastify hello-world (this run, in the bench process)', address, { seconds: SECONDS });
  } finally {
    await hello.close();
  }
}

const targets: Target[] = [{ name: 'SQLite', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-workers-sqlite-')) }];
if (values.pg) {
  const scratch = await createScratchDatabase(values.pg, 'bench_workers');
  targets.push({ name: 'PostgreSQL', dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-workers-pg-')), databaseUrl: scratch.url, drop: scratch.drop });
}
const rows: Figures[] = [await helloWorld()];
try {
  for (const target of targets) {
    // The first start seeds the catalog; every start after it finds it there.
    await stop(await start(target, nextPort++));
    const handle = await connectDatabase({ url: target.databaseUrl, sqliteFile: path.join(target.dataDir, 'shop.sqlite') });
    try {
      // Orders: enough stock that none is refused, so the figure is of orders placed.
      // Each shopper paying with a gift card has a card of their own: a card's balance spent by another order meanwhile
      // refuses the order as a price change (domain/pricing/price-view.ts), which is the crash bench's contention, not this one's.
      const burst = await prepareCatalog(handle.db);
      await handle.db.updateTable('products').set({ stock: 1_000_000 }).where('id', 'in', burst.productIds).execute();
      const giftCards = Array.from({ length: ORDERS }, (_, i) => `BENCHKORT${i}`);
      await handle.db.insertInto('gift_cards').values(giftCards.map((code) => ({ code, initial_balance_ore: 1_000_000_000, balance_ore: 1_000_000_000, valid_until: null, active: 1, created_at: new Date().toISOString() }))).execute();
      const goods = { ...burst, giftCards };
      for (const workers of [1, 2]) rows.push(...(await throughput(target, workers, handle.db, goods)));
      rows.push(await propagation(target, handle.db));
    } finally {
      await handle.close();
    }
  }
} finally {
  for (const target of targets) {
    await target.drop?.();
    fs.rmSync(target.dataDir, { recursive: true, force: true });
  }
}
rows.push(await helloWorld());
report('bench/results/workers.json', rows);
