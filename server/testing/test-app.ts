import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { dropPostgresSchema } from '../../db/connect';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../env';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when DATABASE_URL_TEST is set (CI sets it). */
export const testDialects: TestDialect[] = process.env.DATABASE_URL_TEST ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A whole shop on a fresh database: its own temporary SQLite file, or its own PostgreSQL
 * schema so parallel and repeated runs never collide.
 */
export async function createTestApp(
  dialect: TestDialect,
  options: BuildOptions & { catalogSize?: number; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const pgUrl = process.env.DATABASE_URL_TEST;
  if (dialect === 'postgres' && !pgUrl) throw new Error('DATABASE_URL_TEST is not set');
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_CATALOG_SIZE: String(options.catalogSize ?? 120),
      ...(dialect === 'postgres' ? { DATABASE_URL: pgUrl } : {}),
      ...options.env,
    }),
    pgSchema: dialect === 'postgres' ? `test_${crypto.randomBytes(6).toString('hex')}` : undefined,
  };
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      if (config.pgSchema && pgUrl) await dropPostgresSchema(pgUrl, config.pgSchema);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite's shop: call it for the TestApp, or read its `app` and `config` straight off it, once the suite's beforeAll ran. */
export type SuiteShop = (() => TestApp) & Readonly<Pick<TestApp, 'app' | 'config'>>;

/** A shop for the suite this is called in: built before its tests, closed after them. */
export function suiteShop(dialect: TestDialect, options: Parameters<typeof createTestApp>[1] = {}): SuiteShop {
  let shop: TestApp | undefined;
  beforeAll(async () => {
    shop = await createTestApp(dialect, options);
  });
  afterAll(async () => {
    await shop?.close();
  });
  const current = () => {
    if (!shop) throw new Error('The suite shop is used before its beforeAll ran');
    return shop;
  };
  return Object.defineProperties(current, {
    app: { get: () => current().app },
    config: { get: () => current().config },
  }) as SuiteShop;
}

/** The session cookie and CSRF token a browser would hold after opening a page. */
export async function openSession(app: FastifyInstance, url = '/'): Promise<{ cookie: string; csrfToken: string; page: LightMyRequestResponse }> {
  const page = await app.inject({ method: 'GET', url });
  const setCookie = page.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
  const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
  if (!csrfToken) throw new Error(`No csrf-token meta on ${url} (status ${page.statusCode})`);
  return { cookie, csrfToken, page };
}

let shopperCount = 0;
/**
 * A client address of its own for each test shopper, as real shoppers have (the per-address abuse limits count by
 * it): 198.18.0.0/15, the range set aside for tests, sent as X-Forwarded-For by the loopback proxy inject poses as.
 */
export function nextShopperAddress(): string {
  const n = shopperCount++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** A shopper with a session and an address of their own, calling the shop as the spec's widgets do (CSRF token, XHR marker). */
export async function testShopper(app: FastifyInstance) {
  const session = await app.services.sessions.create();
  const headers = {
    cookie: `sid=${session.id}`, 'x-csrf-token': session.csrfToken, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json',
    'x-forwarded-for': nextShopperAddress(),
  };
  return {
    session,
    headers,
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    /** A form post (application/x-www-form-urlencoded). */
    post: (url: string, form: Record<string, string>, extra: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', ...extra }, payload: new URLSearchParams(form).toString() }),
    postJson: (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers, payload }),
  };
}
