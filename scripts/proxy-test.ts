/**
 * `npm run test:proxy`: the shop behind nginx as docs/operations.md sets it up (issue 32). Makes a certificate, starts
 * two shop processes on one PostgreSQL database and nginx from ops/nginx/hembutiken.conf, checks what the proxy must
 * do (HSTS, secure cookies, the http redirect, client addresses for the abuse limits, cached and compressed answers,
 * round-robin, a purchase), then restarts both processes one after the other under load and counts every answer.
 * Prints one PASS or FAIL line per check; exits 1 on any failure. Everything it starts runs in a temporary directory
 * on free ports (PROXY_TEST_PORTS_FROM=n: the first free ones from n) and is stopped at the end.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { connectDatabase } from '../db/connect';
import { buildMessage, buildState } from '../server/build-freshness';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { buildProduction } from './build';
import { answersByUpstream, assetCachedAndCompressed, assetPath, hstsOnce, httpRedirects, lookupsRefused, pageCompressed, secureSessionCookie, type Verdict } from './proxy-test/checks';
import { createClient, type Client } from './proxy-test/https-client';
import { exited, freePorts, killAll, makeCertificate, startNginx, startShop, type Shop } from './proxy-test/processes';
import { startLoad, type LoadTally } from './proxy-test/rolling-restart';
import { addToCart, openSession, placeInvoiceOrder, type Goods } from './proxy-test/shopper';

const ROOT = path.resolve(import.meta.dirname, '..');
const PG_URL = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/test';
const SHOPPERS = 6;
/** Orders granted to the load in each phase of each process's restart (5 phases x 2 processes x 4 = 40, under 60). */
const ORDERS_PER_PHASE = 4;

let failures = 0;
function report(name: string, result: Verdict): void {
  if (!result.ok) failures += 1;
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${name}: ${result.detail}`);
}

async function check(name: string, run: () => Promise<Verdict>): Promise<void> {
  try {
    report(name, await run());
  } catch (error) {
    report(name, { ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const message = buildMessage(buildState(ROOT));
  if (message !== null) {
    console.log(message);
    await buildProduction(ROOT);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hembutiken-proxy-'));
  const dataDir = path.join(dir, 'data');
  const nginxDir = path.join(dir, 'nginx');
  fs.mkdirSync(nginxDir);
  const from = process.env.PROXY_TEST_PORTS_FROM ? Number(process.env.PROXY_TEST_PORTS_FROM) : undefined;
  const [httpsPort, httpPort, portA, portB] = (await freePorts(4, from)) as [number, number, number, number];
  const base = `https://127.0.0.1:${httpsPort}`;
  const { certFile, keyFile } = makeCertificate(dir);
  const { call, close } = createClient(fs.readFileSync(certFile));
  const scratch = await createScratchDatabase(PG_URL, 'proxy');
  const shopErrors: string[] = [];
  const env = {
    PUBLIC_URL: base, TRUST_PROXY: '127.0.0.1', RATE_LIMITS: 'on', CARD_PROVIDER: 'test',
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
  };
  const shops: Shop[] = [];
  let nginx: ChildProcess | undefined;
  const database = { handle: undefined as Awaited<ReturnType<typeof connectDatabase>> | undefined };
  try {
    // One after the other: the first migrates and seeds the empty database.
    shops.push(await startShop(portA, dataDir, scratch.url, env, shopErrors));
    shops.push(await startShop(portB, dataDir, scratch.url, env, shopErrors));
    nginx = await startNginx({ httpsPort, httpPort, upstreamPorts: [portA, portB], certFile, keyFile, dir: nginxDir });
    database.handle = await connectDatabase({ url: scratch.url, sqliteFile: path.join(dataDir, 'unused.sqlite') });
    const db = database.handle.db;
    const goods = await pickGoods(db);
    console.log(`nginx on ${base} (http ${httpPort}), shop processes on ${portA} and ${portB}, PostgreSQL ${new URL(scratch.url).pathname.slice(1)}`);

    await check('HSTS once on https answers', () => hstsOnce(call, base));
    await check('session cookie Secure, HttpOnly, SameSite=Lax', () => secureSessionCookie(call, base));
    await check('plain http redirects to https', () => httpRedirects(call, `http://127.0.0.1:${httpPort}`, base));
    await check('a forged X-Forwarded-For sent straight to a process counts as the client (the control)', async () => {
      const direct = await lookupsRefused(call, base, `http://127.0.0.1:${portA}`, '198.51.100');
      return { ok: direct.refused === 0 && direct.other.length === 0, detail: `${direct.refused} of 108 return lookups refused, other answers ${direct.other.join(',') || 'none'}` };
    });
    await check('through nginx the client address is the connection\'s, whatever X-Forwarded-For says', async () => {
      const proxied = await lookupsRefused(call, base, base, '203.0.113');
      return { ok: proxied.refused === 8 && proxied.other.length === 0, detail: `${proxied.refused} of 108 return lookups refused (the per-address limit is 100), other answers ${proxied.other.join(',') || 'none'}` };
    });
    const asset = await assetPath(call, base);
    await check('fingerprinted asset: immutable for a year, brotli and gzip', () => assetCachedAndCompressed(call, base, asset));
    await check('page compressed: brotli and gzip with Vary: Accept-Encoding', () => pageCompressed(call, base));
    await check('a purchase through the proxy is in the database', () => purchase(call, base, goods, db));
    await check('round-robin: both processes answered', async () => {
      const counts = answersByUpstream(path.join(nginxDir, 'access.log'));
      const a = counts.get(`127.0.0.1:${portA}`) ?? 0;
      const b = counts.get(`127.0.0.1:${portB}`) ?? 0;
      return { ok: a > 0 && b > 0, detail: `process A ${a}, process B ${b} answers` };
    });
    const startAgain = (shop: Shop) => startShop(shop.port, dataDir, scratch.url, env, shopErrors);
    await check('rolling restart under load loses no request', () => rollingRestart({ call, base, goods, db, shops, startAgain, shopErrors }));
  } finally {
    killAll();
    await Promise.all([...shops.map((shop) => exited(shop.child)), ...(nginx ? [exited(nginx)] : [])]);
    close();
    await database.handle?.close();
    await scratch.drop();
    if (failures === 0) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`kept for a look: ${dir} (nginx/access.log, nginx/error.log)`);
  }
}

/** Plain products with stock to spare for every order of the run, and the ids of a delivery and invoice payment. */
async function pickGoods(db: Awaited<ReturnType<typeof connectDatabase>>['db']): Promise<Goods> {
  const products = await db.selectFrom('products').select('id').where('status', '=', 'active').where('parent_id', 'is', null).where('hide_price', '=', 0)
    .where('is_package', '=', 0).where('stock', '>=', 20).where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'products.id'))))
    .orderBy('id').limit(12).execute();
  if (products.length < 12) throw new Error(`only ${products.length} plain products with stock of 20 or more in the demo catalog`);
  return {
    productIds: products.map((p) => p.id),
    deliveryTypeId: (await db.selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id,
    invoiceId: (await db.selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow()).id,
  };
}

type Db = Awaited<ReturnType<typeof connectDatabase>>['db'];

async function ordersByEmail(db: Db, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['email', db.fn.countAll<number>().as('n')]).where('email', 'in', emails).groupBy('email').execute();
  return new Map(rows.map((r) => [r.email, Number(r.n)]));
}

/** A shopper's purchase: the cart page, a product in, delivery and invoice chosen, the order placed; found once. */
async function purchase(call: Client, base: string, goods: Goods, db: Db): Promise<Verdict> {
  const session = await openSession(call, base);
  const added = await addToCart(call, base, session, goods.productIds[0]!);
  if (added.status !== 200) return { ok: false, detail: `adding to the cart answered ${added.status}` };
  const email = `proxy-${crypto.randomBytes(3).toString('hex')}@example.se`;
  const order = await placeInvoiceOrder(call, base, session, goods, email);
  const found = (await ordersByEmail(db, [email])).get(email) ?? 0;
  return { ok: order.status === 200 && found === 1, detail: `order call ${order.status}, ${found} order(s) for ${email}` };
}

interface RestartStage {
  call: Client;
  base: string;
  goods: Goods;
  db: Db;
  /** The running processes, A and B; a restarted one takes its place. */
  shops: Shop[];
  startAgain(shop: Shop): Promise<Shop>;
  /** What the processes wrote on stderr. */
  shopErrors: string[];
}

/**
 * SIGTERM to A under load, wait for it to exit 0, start it again, wait for /readyz; then B. Every answer counted:
 * no connection error, no 5xx, no failed order, every order answered as placed in the database once.
 */
async function rollingRestart(stage: RestartStage): Promise<Verdict> {
  const { call, base, goods, db, shops, shopErrors } = stage;
  const load = startLoad({ call, base, goods, shoppers: SHOPPERS, runId: crypto.randomBytes(3).toString('hex') });
  const timings: string[] = [];
  const exitCodes: (number | null)[] = [];
  const started = Date.now();
  let tally: LoadTally;
  try {
    load.grantOrders(ORDERS_PER_PHASE);
    await sleep(1_500);
    for (const [i, name] of ['A', 'B'].entries()) {
      const shop = shops[i]!;
      load.grantOrders(ORDERS_PER_PHASE);
      await sleep(300);
      const signalled = Date.now();
      const exit = exited(shop.child);
      shop.child.kill('SIGTERM');
      exitCodes.push(await exit);
      const down = Date.now();
      load.grantOrders(ORDERS_PER_PHASE);
      await sleep(500);
      shops[i] = await stage.startAgain(shop);
      const ready = Date.now();
      load.grantOrders(ORDERS_PER_PHASE);
      // nginx tries a process it found closed again after fail_timeout (5 s): let it come back into the rotation.
      await sleep(6_000);
      timings.push(`${name}: exit after ${seconds(down - signalled)}, ready ${seconds(ready - down)} later`);
    }
    load.grantOrders(ORDERS_PER_PHASE);
    await sleep(1_500);
  } finally {
    tally = await load.stop();
  }
  const found = await ordersByEmail(db, tally.ordersPlaced);
  const notOnce = tally.ordersPlaced.filter((email) => found.get(email) !== 1);
  const ok = tally.connectionErrors.length === 0 && tally.serverErrors.length === 0 && tally.ordersFailed.length === 0 && notOnce.length === 0
    && exitCodes.every((code) => code === 0) && tally.ordersPlaced.length > 0;
  const problems = [...tally.connectionErrors.slice(0, 5), ...tally.serverErrors.slice(0, 5), ...tally.ordersFailed.slice(0, 5), ...shopErrors.slice(0, 5)];
  return {
    ok,
    detail: `${tally.requests} requests in ${seconds(Date.now() - started)}, ${tally.connectionErrors.length} connection errors, ${tally.serverErrors.length} 5xx, `
      + `${tally.ordersPlaced.length} of ${tally.ordersTried} orders placed (${tally.ordersFailed.length} failed, ${notOnce.length} not in the database once), `
      + `exit codes ${exitCodes.join(', ')}; ${timings.join('; ')}${problems.length > 0 ? `\n      ${problems.join('\n      ')}` : ''}`,
  };
}

process.on('SIGINT', () => {
  killAll();
  process.exit(130);
});

main().then(
  () => {
    console.log(failures === 0 ? 'proxy test: every check passed' : `proxy test: ${failures} check(s) failed`);
    process.exit(failures === 0 ? 0 : 1);
  },
  (error: unknown) => {
    killAll();
    console.error(error);
    process.exit(1);
  },
);
