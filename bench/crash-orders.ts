/**
 * Kill -9 in the middle of an order burst, restart, and check every invariant of the order path (issue 10):
 * orders have lines, stock moved by exactly the units sold, gift-card balances and code uses match the orders, and
 * every order has exactly one e-mail, sent or pending (and one .eml file once sent).
 *
 * Usage: npm run build (once), then
 *   npm run bench:crash                                   (SQLite in a fresh temporary data directory)
 *   npm run bench:crash -- --database postgres://postgres@127.0.0.1:5432/test
 *   options: --orders 150 --concurrency 16 --kill-after 0.4 (share of the orders sent before the kill)
 *
 * The server runs as a child process (`server/main.ts`), so the kill is a real SIGKILL of a real process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { connectDatabase, isPostgresUrl } from '../db/connect';
import type { Database } from '../db/schema';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    orders: { type: 'string', default: '150' },
    concurrency: { type: 'string', default: '16' },
    'kill-after': { type: 'string', default: '0.4' },
    port: { type: 'string', default: '3917' },
  },
});
const ORDERS = Number(values.orders);
const CONCURRENCY = Number(values.concurrency);
const KILL_AFTER = Number(values['kill-after']);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
const pgUrl = values.database && isPostgresUrl(values.database) ? values.database : undefined;
// On PostgreSQL the run gets a database of its own, dropped at the end.
const pgDatabase = pgUrl ? `crash_${crypto.randomBytes(4).toString('hex')}` : undefined;
const databaseUrl = pgUrl ? Object.assign(new URL(pgUrl), { pathname: `/${pgDatabase}` }).toString() : undefined;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CATALOG_SIZE: '300',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every shopper of the burst comes from this one address: the per-address order limit would stop the burst.
      RATE_LIMITS: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Hembutiken körs')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

interface Shopper {
  cookie: string;
  csrf: string;
  priceToken: string;
  submissionKey: string;
}

async function call(shopper: Pick<Shopper, 'cookie' | 'csrf'>, url: string, form: Record<string, string>) {
  const res = await fetch(BASE + url, {
    method: 'POST',
    headers: { cookie: shopper.cookie, 'x-csrf-token': shopper.csrf, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A shopper with one to three products in the cart, sometimes a code or a gift card, delivery and invoice chosen. */
async function prepareShopper(i: number, productIds: number[], giftCards: string[], ids: { ombud: number; invoice: number }): Promise<Shopper> {
  const page = await fetch(`${BASE}/varukorg`);
  const cookie = (page.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0]!;
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())![1]!;
  const s = { cookie, csrf };
  for (let k = 0; k < 1 + (i % 3); k++) await call(s, '/checkoutv3/products/update', { [`products[${productIds[(i * 7 + k * 13) % productIds.length]}][quantity]`]: String(1 + (k % 2)) });
  if (i % 5 === 0) await call(s, '/checkoutv3/discounts/store', { code: 'SPARA200' });
  if (i % 7 === 0) await call(s, '/checkoutv3/discounts/store', { code: giftCards[i % giftCards.length]! });
  await call(s, '/checkoutv3/deliverytypes/update', { delivery_type_id: String(ids.ombud) });
  const state = (await call(s, '/checkoutv3/paymentTypes/update', { payment_type_id: String(ids.invoice) })).body;
  return { ...s, priceToken: String(state.price_token), submissionKey: String(state.submission_key) };
}

const FORM = {
  customer_type: 'private', user_firstname: 'Krasch', user_lastname: 'Test', user_pnr: '19900101-0017', user_address: 'Storgatan 1',
  user_mobile: '0701234567', user_zipcode: '41122', user_city: 'Göteborg', order_accept_terms: '1',
};

async function snapshot(db: Kysely<Database>) {
  const [stock, cards, codes] = await Promise.all([
    db.selectFrom('products').select(['id', 'stock']).execute(),
    db.selectFrom('gift_cards').select(['id', 'balance_ore']).execute(),
    db.selectFrom('discount_codes').select(['id', 'times_used']).execute(),
  ]);
  return { stock: new Map(stock.map((r) => [r.id, r.stock])), cards: new Map(cards.map((r) => [r.id, r.balance_ore])), codes: new Map(codes.map((r) => [r.id, r.times_used])) };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** The burst's goods: a dozen popular plain products with little stock, three gift cards, delivery and payment. */
async function prepareCatalog(db: Kysely<Database>) {
  const productIds = (await db.selectFrom('products').select('id').where('status', '=', 'active').where('parent_id', 'is', null).where('hide_price', '=', 0)
    .where('is_package', '=', 0).where('stock', '>', 5).where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'products.id'))))
    .orderBy('popularity', 'desc').limit(12).execute()).map((r) => r.id);
  // Few products, little stock: the burst runs them out, so refusals and stock races happen too.
  await db.updateTable('products').set({ stock: 15 }).where('id', 'in', productIds).execute();
  const giftCards = ['KRASCH1', 'KRASCH2', 'KRASCH3'];
  await db.insertInto('gift_cards').values(giftCards.map((code) => ({ code, initial_balance_ore: 40_000, balance_ore: 40_000, valid_until: null, active: 1, created_at: new Date().toISOString() }))).execute();
  const ids = {
    ombud: (await db.selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id,
    invoice: (await db.selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow()).id,
  };
  return { productIds, giftCards, ids };
}

/** Every shopper places the order at once, CONCURRENCY at a time, and the server is killed partway through. */
async function burst(server: ChildProcess, shoppers: Shopper[]) {
  const answers = { placed: 0, refused: 0, lost: 0 };
  let sent = 0;
  let killed = false;
  const killAt = Math.floor(ORDERS * KILL_AFTER);
  const queue = [...shoppers.entries()];
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [i, s] = next;
      sent += 1;
      if (!killed && sent >= killAt) {
        killed = true;
        server.kill('SIGKILL');
      }
      try {
        const res = await call(s, '/checkoutv3/checkout/manual_payment', { ...FORM, user_email: `krasch${i}@example.se`, price_token: s.priceToken, submission_key: s.submissionKey });
        if (res.status === 200) answers.placed += 1;
        else answers.refused += 1;
      } catch {
        answers.lost += 1;
      }
    }
  }));
  if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
  return { answers, killAt };
}

/**
 * Waits for the restarted server's worker to send what the crash left in the outbox (a mail the killed worker had
 * claimed goes once its claim of 60 s runs out).
 */
async function drainOutbox(db: Kysely<Database>): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const pending = await db.selectFrom('outbox_emails').select(db.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow();
    if (Number(pending.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stock moved by exactly the units the live orders took, and never below zero. */
async function checkStock(db: Kysely<Database>, before: Snapshot, after: Snapshot, live: number[], failures: string[]) {
  const taken = live.length === 0 ? [] : await db.selectFrom('order_lines').select(['sold_product_id', db.fn.sum<number>('stock_taken').as('n')]).where('order_id', 'in', live).groupBy('sold_product_id').execute();
  const takenBy = new Map(taken.map((r) => [r.sold_product_id, Number(r.n)]));
  for (const [id, stock] of after.stock) {
    const moved = before.stock.get(id)! - stock;
    if (moved !== (takenBy.get(id) ?? 0)) failures.push(`product ${id}: stock moved ${moved}, orders took ${takenBy.get(id) ?? 0}`);
    if (stock < 0) failures.push(`product ${id}: negative stock ${stock}`);
  }
  return [...takenBy.values()].reduce((a, b) => a + b, 0);
}

/** Gift-card balances fell by exactly the live orders' draws, card by card and in total. */
async function checkGiftCards(db: Kysely<Database>, before: Snapshot, after: Snapshot, live: number[], failures: string[]) {
  const draws = live.length === 0 ? [] : await db.selectFrom('gift_card_transactions').select(['gift_card_id', db.fn.sum<number>('amount_ore').as('n')]).where('order_id', 'in', live).groupBy('gift_card_id').execute();
  const drawnBy = new Map(draws.map((r) => [r.gift_card_id, -Number(r.n)]));
  const giftCardTotals = live.length === 0 ? { n: 0 } : await db.selectFrom('orders').select(db.fn.sum<number>('gift_cards_ore').as('n')).where('id', 'in', live).executeTakeFirstOrThrow();
  let drawnTotal = 0;
  for (const [id, balance] of after.cards) {
    const spent = before.cards.get(id)! - balance;
    drawnTotal += spent;
    if (spent !== (drawnBy.get(id) ?? 0)) failures.push(`gift card ${id}: balance fell ${spent}, draws ${drawnBy.get(id) ?? 0}`);
  }
  if (drawnTotal !== Number(giftCardTotals.n ?? 0)) failures.push(`gift cards fell ${drawnTotal} öre, orders say ${Number(giftCardTotals.n ?? 0)}`);
  return drawnTotal;
}

/** A discount code's uses rose by exactly its redemptions in live orders. */
async function checkCodes(db: Kysely<Database>, before: Snapshot, after: Snapshot, live: number[], failures: string[]) {
  const uses = live.length === 0 ? [] : await db.selectFrom('discount_redemptions').select(['discount_code_id', db.fn.countAll<number>().as('n')]).where('order_id', 'in', live).groupBy('discount_code_id').execute();
  const usesBy = new Map(uses.map((r) => [r.discount_code_id, Number(r.n)]));
  for (const [id, used] of after.codes) {
    if (used - before.codes.get(id)! !== (usesBy.get(id) ?? 0)) failures.push(`code ${id}: times_used rose ${used - before.codes.get(id)!}, redemptions ${usesBy.get(id) ?? 0}`);
  }
  return [...usesBy.values()].reduce((a, b) => a + b, 0);
}

/** Every order has exactly one e-mail, and every sent one its .eml file. */
async function checkMails(db: Kysely<Database>, orders: { id: number }[], failures: string[]) {
  const mails = await db.selectFrom('outbox_emails').select(['order_id', 'status']).where('order_id', 'in', orders.length === 0 ? [0] : orders.map((o) => o.id)).execute();
  const mailsBy = new Map<number, number>();
  for (const m of mails) mailsBy.set(m.order_id!, (mailsBy.get(m.order_id!) ?? 0) + 1);
  const withoutMail = orders.filter((o) => (mailsBy.get(o.id) ?? 0) !== 1);
  if (withoutMail.length > 0) failures.push(`${withoutMail.length} orders without exactly one e-mail`);
  const sentMails = mails.filter((m) => m.status === 'sent').length;
  const pendingMails = mails.filter((m) => m.status === 'pending').length;
  const files = fs.existsSync(path.join(dataDir, 'outbox')) ? fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')) : [];
  if (files.length !== sentMails) failures.push(`${files.length} .eml files for ${sentMails} sent e-mails`);
  return { sentMails, pendingMails, emlFiles: files.length };
}

/** The invariants after the restart, and the run's figures. */
async function invariants(db: Kysely<Database>, before: Snapshot, lastOrderBefore: number) {
  const after = await snapshot(db);
  const orders = await db.selectFrom('orders').select(['id', 'status']).where('id', '>', lastOrderBefore).orderBy('id').execute();
  const live = orders.filter((o) => o.status !== 'cancelled').map((o) => o.id);
  const failures: string[] = [];
  const linesPerOrder = await db.selectFrom('order_lines').select(['order_id', db.fn.countAll<number>().as('n')]).groupBy('order_id').execute();
  const withLines = new Set(linesPerOrder.filter((r) => Number(r.n) > 0).map((r) => r.order_id));
  const lineless = orders.filter((o) => !withLines.has(o.id));
  if (lineless.length > 0) failures.push(`${lineless.length} orders without lines`);
  const unitsSold = await checkStock(db, before, after, live, failures);
  const drawnTotal = await checkGiftCards(db, before, after, live, failures);
  const codeUses = await checkCodes(db, before, after, live, failures);
  const mails = await checkMails(db, orders, failures);
  return { orders: orders.length, live: live.length, unitsSold, drawnTotal, codeUses, mails, failures };
}

async function main() {
  console.log(`crash test on ${pgUrl ? 'PostgreSQL' : 'SQLite'} (data in ${dataDir})`);
  if (pgDatabase) await admin(`create database "${pgDatabase}"`);
  let server: ChildProcess | undefined;
  let handle: Awaited<ReturnType<typeof connectDatabase>> | undefined;
  try {
    server = await startServer();
    handle = await connectDatabase({ url: databaseUrl, sqliteFile: path.join(dataDir, 'shop.sqlite') });
    const db = handle.db;
    const { productIds, giftCards, ids } = await prepareCatalog(db);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < ORDERS; i++) shoppers.push(await prepareShopper(i, productIds, giftCards, ids));
    const before = await snapshot(db);
    const lastOrderBefore = Number((await db.selectFrom('orders').select(db.fn.max('id').as('n')).executeTakeFirstOrThrow()).n ?? 0);

    const { answers, killAt } = await burst(server, shoppers);
    server = await startServer();
    await drainOutbox(db);

    const found = await invariants(db, before, lastOrderBefore);
    const figures = {
      database: pgUrl ? 'postgres' : 'sqlite',
      orders_sent: ORDERS,
      killed_after: killAt,
      answered_placed: answers.placed,
      answered_refused: answers.refused,
      answers_lost_to_the_kill: answers.lost,
      orders_committed: found.orders,
      orders_live: found.live,
      emails_sent: found.mails.sentMails,
      emails_pending: found.mails.pendingMails,
      eml_files: found.mails.emlFiles,
      units_sold: found.unitsSold,
      gift_cards_drawn_ore: found.drawnTotal,
      code_uses: found.codeUses,
      invariant_failures: found.failures,
    };
    console.log(JSON.stringify(figures, null, 2));
    fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench', 'results', `crash-orders-${figures.database}.json`), `${JSON.stringify(figures, null, 2)}\n`);
    process.exitCode = found.failures.length === 0 ? 0 : 1;
  } finally {
    server?.kill('SIGTERM');
    await handle?.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (pgDatabase) await admin(`drop database if exists "${pgDatabase}" with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
