import path from 'node:path';
import { seedDemoCommerce } from '../../db/seed/commerce';
import { buildApp } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/env';

/** A benchmark database's config: no demo catalog seeded, quiet logs; 'test' sends the statement count header. */
export function benchConfig(database: string, env: 'test' | 'production' = 'test'): AppConfig {
  return loadConfig({
    NODE_ENV: env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: path.dirname(path.resolve(database)),
    DATABASE_URL: database.startsWith('postgres') ? database : `sqlite:${database}`,
    DEMO_CATALOG_SIZE: '0',
    // INDEX_WORKER=off measures the indexes built in the server's thread (the figures before the index worker).
    ...(process.env.INDEX_WORKER ? { INDEX_WORKER: process.env.INDEX_WORKER } : {}),
  });
}

/**
 * The shop on a benchmark database, without pages (calls are timed through app.inject), with the statement count
 * header on and the demo delivery and payment types and codes in place.
 */
export async function benchShop(database: string) {
  const app = await buildApp(benchConfig(database), { pages: false });
  await seedDemoCommerce(app.database.db, new Date());
  return app;
}

/**
 * The most popular single products a benchmark cart can hold many of: shown with a price, well in stock, uncapped,
 * without variants (the first `count`).
 */
export function popularStockedProducts(app: Awaited<ReturnType<typeof benchShop>>, count: number) {
  return app.database.db
    .selectFrom('products as p')
    .select(['p.id', 'p.stock'])
    .where('p.status', '=', 'active')
    .where('p.parent_id', 'is', null)
    .where('p.hide_price', '=', 0)
    .where('p.stock', '>', 50)
    .where('p.max_purchasable_quantity', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id'))))
    .orderBy('p.popularity', 'desc')
    .limit(count);
}

let shoppers = 0;

/**
 * A returning shopper's headers: the session cookie, its CSRF token, the XHR marker and an address of their own
 * (198.18.0.0/15, through the loopback proxy app.inject poses as), so the per-address abuse limits count each
 * shopper as the shop would see them.
 */
export async function benchShopper(app: Awaited<ReturnType<typeof benchShop>>) {
  const session = await app.services.sessions.create();
  const n = shoppers++ % 131_072;
  const headers = {
    cookie: `sid=${session.id}`, 'x-csrf-token': session.csrfToken, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json',
    'x-forwarded-for': `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`,
  };
  return { session, headers, form: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } };
}
