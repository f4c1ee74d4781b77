/**
 * Server-rendered pages on a catalog database (issue 12's method): pages/s at 10 connections beside a bare Fastify
 * hello-world measured in the same process and run (the ratio page/hello-world makes runs on a shared machine
 * comparable), p50/p95/p99, the one-visitor TTFB (budget: category page p50 under 30 ms), for a visitor without a
 * session, a guest with a cart, a logged-in member with a cart and a company customer with a cart, and per page type the
 * bytes of HTML, of its loader data (the inline scripts) and of the JavaScript it loads on first paint (its
 * scripts and their static imports: bench/lib/first-paint-scripts.ts), raw and gzipped.
 * Usage: npm run seed:bench && npm run build && node --import tsx bench/pages.ts
 *        [--database data/bench.sqlite] [--seconds 5] [--sizes-only]
 *        [--accept-encoding 'br, gzip'] (sent with every page request; none by default)
 *        [--cold-only] (only the cold render after a catalog change, below) [--changes 8] (how many changes it times)
 *        [--load-connections 10] (the guests' load during the cold renders; 0 times the render alone)
 * The cold render (issue 33): while 10 connections load the category page as the guest with a cart, a product's price
 * is changed (the catalog version moved, as the back office's unit of work does, and announced on the catalog signal)
 * every 3 s; the first category page the member asks for after each change is timed. It cannot be a kept page: the
 * catalog version is in the key, so it is rendered, while the caches and indexes rebuild. The load comes from a worker
 * thread: sent from the server's own thread, it took a third of that thread and made even a warm member page wait
 * 100-190 ms behind the client's own work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { benchConfig } from './lib/shop';
import { measureHttp, percentile, report, type Figures } from './lib/harness';
import { firstPaintScripts } from './lib/first-paint-scripts';
import { offThreadFetch } from './lib/timed-fetch';
import { seedDemoAccounts } from '../db/seed/accounts';
import { createCatalogStateRepository } from '../db/repositories/catalog-state-repository';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'data/bench.sqlite' },
    seconds: { type: 'string', default: '5' },
    'sizes-only': { type: 'boolean', default: false },
    'accept-encoding': { type: 'string' },
    'cold-only': { type: 'boolean', default: false },
    changes: { type: 'string', default: '8' },
    'load-connections': { type: 'string', default: '10' },
  },
});
const database = values.database!;
const seconds = Number(values.seconds);
const config = benchConfig(database, 'production');
const app = await buildApp(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const db = app.database.db;
const category = await db.selectFrom('categories').select('url').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
const product = await db.selectFrom('products').select(['id', 'url']).where('parent_id', 'is', null).where('status', '=', 'active').orderBy('popularity', 'desc').executeTakeFirstOrThrow();
const pages = [
  ['home', '/'],
  ['category (level 3)', category.url],
  ['product page', product.url],
] as const;

// The shoppers a page is for (issue 33): a visitor with no session at all (served the shared page), and three with a
// stored session and a cart: a guest, a logged-in club member (the demo account, member prices) and a company customer
// (the demo company account, prices excl. VAT). Each holds one product.
const cookieOf = (response: Response, before = '') => {
  const jar = new Map(before.split('; ').filter(Boolean).map((c) => c.split('=') as [string, string]));
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};
await seedDemoAccounts(db, new Date());
/** A shopper who opened home, logged in (`login`), chose a customer type and put the product in the cart. */
async function shopper(login: { email: string; password: string } | null, customerType: 'private' | 'company'): Promise<string> {
  const first = await fetch(`${address}/`);
  let cookie = cookieOf(first);
  let token = /name="csrf-token" content="([^"]+)"/.exec(await first.text())?.[1] ?? '';
  const call = async (url: string, body: Record<string, unknown>) => {
    const response = await fetch(`${address}${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    cookie = cookieOf(response, cookie);
    return response.text();
  };
  if (login) {
    const answer = await call('/konto/login_from_checkout', login);
    if (!answer.includes('"error":false')) throw new Error(`could not log in as ${login.email}: ${answer}`);
    // The session id and its token rotate at login: the next page carries the new token.
    const page = await fetch(`${address}/`, { headers: { cookie } });
    token = /name="csrf-token" content="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  }
  if (customerType === 'company') await call('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'company' });
  await call('/checkoutv3/products/add', { product_id: product.id, quantity: 1 });
  return cookie;
}
// Every page is asked for as a browser asks: Node's fetch says 'node', which isbot takes for a crawler, and a crawler
// gets the whole document at once instead of the stream a shopper gets.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const encoding: Record<string, string> = { 'user-agent': BROWSER, ...(values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {}) };
const cookie = await shopper(null, 'private');
const visitors = [
  ['visitor (no session)', { ...encoding }],
  ['visitor with a cart', { cookie, ...encoding }],
  ['member with a cart', { cookie: await shopper({ email: 'kund@example.se', password: 'kund1234' }, 'private'), ...encoding }],
  ['company with a cart', { cookie: await shopper({ email: 'foretag@example.se', password: 'foretag1234' }, 'company'), ...encoding }],
] as const;

interface Sizes {
  page: string;
  url: string;
  'HTML B': number;
  'HTML gz B': number;
  'loader data B': number;
  'JS files': number;
  'JS B': number;
  'JS gz B': number;
}

/**
 * The bytes of the .gz copy the build wrote beside a script (scripts/precompress.ts, at the highest level): what a
 * browser that takes gzip but not brotli receives, as the budget test in server/lean-pages.api.test.ts counts it.
 */
function servedGzipBytes(src: string): number | null {
  const file = path.join('build', 'client', new URL(src, address).pathname);
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : null;
}

/** The page as a browser without a cache gets it first: HTML, then the scripts it loads before it is interactive. */
async function sizes(name: string, url: string): Promise<Sizes> {
  const html = await (await fetch(`${address}${url}`, { headers: { 'user-agent': BROWSER, 'accept-encoding': 'identity' } })).text();
  const htmlBytes = Buffer.from(html);
  // Inline scripts: React Router's context and the streamed loader data.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
  const bodies = new Map<string, Buffer>();
  const scripts = await firstPaintScripts(html, async (src) => {
    const body = Buffer.from(await (await fetch(new URL(src, address), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    bodies.set(src, body);
    return body.toString('utf8');
  });
  let js = 0;
  let jsGz = 0;
  for (const [src, body] of bodies) {
    js += body.length;
    jsGz += servedGzipBytes(src) ?? gzipSync(body).length;
  }
  return { page: name, url, 'HTML B': htmlBytes.length, 'HTML gz B': gzipSync(htmlBytes).length, 'loader data B': inline, 'JS files': scripts.size, 'JS B': js, 'JS gz B': jsGz };
}

/** Times of the member's first category page after each of `changes` catalog changes, under the guest's load. */
async function coldRenders(changes: number): Promise<Figures[]> {
  const [, member] = visitors[2];
  const [, guest] = visitors[1];
  const url = `${address}${category.url}`;
  const original = await db.selectFrom('products').select('price_incl_vat_ore').where('id', '=', product.id).executeTakeFirstOrThrow();
  const times: number[] = [];
  const memberBrowser = offThreadFetch();
  const connections = Number(values['load-connections']);
  // Without the load (--load-connections 0) the figure is the render's own time, to set beside the one under load.
  const load = connections > 0 ? measureHttp(`category page, guest with a cart, ${connections} connections, during the changes`, url, { connections, seconds: changes * 3 + 2, headers: guest, offThread: true }) : null;
  try {
    for (let round = 0; round < changes; round++) {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const version = await db.transaction().execute(async (trx) => {
        await trx.updateTable('products').set({ price_incl_vat_ore: original.price_incl_vat_ore + 100 * (round + 1) }).where('id', '=', product.id).execute();
        return createCatalogStateRepository(trx).advance();
      });
      app.services.catalogSignal.emit({ version });
      times.push(await memberBrowser.time(url, member));
    }
  } finally {
    await memberBrowser.close();
    await db.updateTable('products').set({ price_incl_vat_ore: original.price_incl_vat_ore }).where('id', '=', product.id).execute();
  }
  const sorted = times.sort((a, b) => a - b);
  return [
    { name: `cold render: first category page after a catalog change, member, ${load ? 'under that load' : 'no other load'}`, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), samples: sorted.length },
    ...(load ? [await load] : []),
  ];
}

if (values['cold-only']) {
  const rows = await coldRenders(Number(values.changes));
  console.table(rows);
  await app.close();
  process.exit(0);
}

const sizeRows: Sizes[] = [];
for (const [name, url] of pages) sizeRows.push(await sizes(name, url));
console.table(sizeRows);

if (!values['sizes-only']) {
  // The same process's ceiling: a bare Fastify hello-world, same client, connections and duration.
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloRow = await measureHttp('bare Fastify hello-world, 10 connections', helloAddress, { connections: 10, seconds });
  await hello.close();
  const rows: Figures[] = [helloRow];
  const ratios: Record<string, string | number>[] = [];
  for (const [name, url] of pages) {
    for (const [visitor, headers] of visitors) {
      const label = `${name}, ${visitor}`;
      const one = await measureHttp(`${label}, 1 connection (TTFB)`, `${address}${url}`, { connections: 1, seconds, headers });
      const ten = await measureHttp(`${label}, 10 connections`, `${address}${url}`, { connections: 10, seconds, headers });
      rows.push(one, ten);
      ratios.push({
        page: name,
        visitor,
        'pages/s': ten.requestsPerSecond ?? 0,
        'ratio to hello-world': Number(((ten.requestsPerSecond ?? 0) / (helloRow.requestsPerSecond ?? 1)).toFixed(4)),
        'p99 ms (10 conn.)': ten.p99,
        'TTFB p50 ms': one.p50,
      });
    }
  }
  rows.push(...(await coldRenders(Number(values.changes))));
  report('bench/results/pages.json', rows);
  console.table(ratios);
  fs.writeFileSync('bench/results/pages-summary.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), helloWorld: helloRow.requestsPerSecond, pages: ratios, sizes: sizeRows }, null, 2)}\n`);
  console.log('summary written to bench/results/pages-summary.json');
}
await app.close();
