/**
 * Server-rendered pages on a catalog database (issue 12's method): pages/s at 10 connections beside a bare Fastify
 * hello-world measured in the same process and run (the ratio page/hello-world makes runs on a shared machine
 * comparable), p50/p95/p99, the one-visitor TTFB (budget: category page p50 under 30 ms), for a visitor with nothing
 * stored (served the shared page) and one with a cart (every page rendered), and per page type the
 * bytes of HTML, of its loader data (the inline scripts) and of the JavaScript it loads on first paint (its
 * scripts and their static imports: bench/lib/first-paint-scripts.ts), raw and gzipped.
 * Usage: npm run seed:bench && npm run build && node --import tsx bench/pages.ts
 *        [--database data/bench.sqlite] [--seconds 5] [--sizes-only]
 *        [--accept-encoding 'br, gzip'] (sent with every page request; none by default)
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { benchConfig } from './lib/shop';
import { measureHttp, report, type Figures } from './lib/harness';
import { firstPaintScripts } from './lib/first-paint-scripts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'data/bench.sqlite' },
    seconds: { type: 'string', default: '5' },
    'sizes-only': { type: 'boolean', default: false },
    'accept-encoding': { type: 'string' },
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

// Two returning visitors. One has nothing stored (no cart): they get the shared pages (server/shared-pages.ts), a
// render per address and catalog generation. The other has a cart: every one of their pages is rendered.
const cookieOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const anonymousPage = await fetch(`${address}/`);
const cookie = cookieOf(anonymousPage);
const withCartPage = await fetch(`${address}/`);
const cartCookie = cookieOf(withCartPage);
const csrfToken = /name="csrf-token" content="([^"]+)"/.exec(await withCartPage.text())?.[1] ?? '';
const added = await fetch(`${address}/checkoutv3/products/add`, {
  method: 'POST',
  headers: { cookie: cartCookie, 'content-type': 'application/json', 'x-csrf-token': csrfToken },
  body: JSON.stringify({ product_id: product.id, quantity: 1 }),
});
if (!added.ok) throw new Error(`could not fill the cart: ${added.status} ${await added.text()}`);
const encoding: Record<string, string> = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {};
const visitors = [
  ['anonymous (shared page)', { cookie, ...encoding }],
  ['with a cart (rendered)', { cookie: cartCookie, ...encoding }],
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

/** The page as a browser without a cache gets it first: HTML, then the scripts it loads before it is interactive. */
async function sizes(name: string, url: string): Promise<Sizes> {
  const html = await (await fetch(`${address}${url}`, { headers: { cookie, 'accept-encoding': 'identity' } })).text();
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
  for (const body of bodies.values()) {
    js += body.length;
    jsGz += gzipSync(body).length;
  }
  return { page: name, url, 'HTML B': htmlBytes.length, 'HTML gz B': gzipSync(htmlBytes).length, 'loader data B': inline, 'JS files': scripts.size, 'JS B': js, 'JS gz B': jsGz };
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
  report('bench/results/pages.json', rows);
  console.table(ratios);
  fs.writeFileSync('bench/results/pages-summary.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), helloWorld: helloRow.requestsPerSecond, pages: ratios, sizes: sizeRows }, null, 2)}\n`);
  console.log('summary written to bench/results/pages-summary.json');
}
await app.close();
