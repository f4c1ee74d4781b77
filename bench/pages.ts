/**
 * Server-rendered page timings (TTFB budget: category page p50 under 30 ms) on a catalog database: one visitor at a
 * time (TTFB is one request's wait, not a queue's), then four at once for what one process serves per second.
 * Usage: npm run seed:bench && npm run build && node --import tsx bench/pages.ts [--database data/bench.sqlite]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/env';
import { measureHttp, report, type Figures } from './lib/harness';

const { values } = parseArgs({ options: { database: { type: 'string', default: 'data/bench.sqlite' }, seconds: { type: 'string', default: '10' } } });
const database = values.database!;
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.dirname(path.resolve(database)),
  DATABASE_URL: database.startsWith('postgres') ? database : `sqlite:${database}`,
  DEMO_CATALOG_SIZE: '0',
});
const app = await buildApp(config);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const db = app.database.db;
const category = await db.selectFrom('categories').select('url').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
const product = await db.selectFrom('products').select(['id', 'url']).where('parent_id', 'is', null).where('status', '=', 'active').orderBy('popularity', 'desc').executeTakeFirstOrThrow();

// A returning visitor: the session exists, so page views do not create rows.
const first = await fetch(`${address}/`);
const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const seconds = Number(values.seconds);
const rows: Figures[] = [];
for (const [name, url] of [
  ['home', '/'],
  ['category (level 3)', category.url],
  ['product page', product.url],
  ['product by id', `/produkter/id/${product.id}`],
] as const) {
  rows.push(await measureHttp(`${name}, 1 connection`, `${address}${url}`, { connections: 1, seconds, headers: { cookie } }));
  rows.push(await measureHttp(`${name}, 4 connections`, `${address}${url}`, { connections: 4, seconds, headers: { cookie } }));
}
report('bench/results/pages.json', rows);
await app.close();
