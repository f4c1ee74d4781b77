/**
 * An order burst against a shop running as its own process, and the invariants of the order path afterwards: orders
 * have lines, stock moved by exactly the units sold, gift-card balances and code uses match the orders, and every
 * order has exactly one e-mail (issue 10). The crash bench kills the process halfway; the graceful-stop test sends
 * SIGTERM (issue 32).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createScratchDatabase } from './scratch-database';
import { serverBundle } from '../build-freshness';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

export interface ShopProcessOptions {
  port: number;
  dataDir: string;
  /** PostgreSQL, or undefined for the SQLite file in the data directory. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Writes the process's own error output here (default: this process's stderr). */
  stderr?: (chunk: Buffer) => void;
  /** Reads the process's log (JSON lines at LOG_LEVEL, warn unless told). */
  stdout?: (chunk: Buffer) => void;
}

/** The server as production runs it (`npm run build` made it: build/node/main.mjs), answered once it says it runs. */
export function startShopProcess(options: ShopProcessOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverBundle(ROOT)], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DEMO_CATALOG_SIZE: '300',
      LOG_LEVEL: 'warn',
      // Unset, as `npm start` runs it: the server must choose production itself (React's build depends on it).
      NODE_ENV: undefined,
      // Every shopper of the burst comes from this one address: the per-address order limit would stop the burst.
      RATE_LIMITS: 'off',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', options.stderr ?? ((chunk: Buffer) => process.stderr.write(chunk)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 120 s')), 120_000);
    let said = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      options.stdout?.(chunk);
      said += chunk.toString();
      if (said.includes('Hembutiken körs')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

/**
 * Places the shopper's order as the checkout page posts it: by invoice, or as a free order when a gift card paid it
 * all when the shopper was ready; the answer's status, or a thrown network error.
 */
export async function placeOrder(base: string, shopper: Shopper, i: number): Promise<number> {
  const endpoint = shopper.free ? '/checkoutv3/checkout/freeorder' : '/checkoutv3/checkout/manual_payment';
  const res = await call(base, shopper, endpoint, { ...FORM, user_email: `krasch${i}@example.se`, price_token: shopper.priceToken, submission_key: shopper.submissionKey });
  return res.status;
}

export interface Shopper {
  cookie: string;
  csrf: string;
  priceToken: string;
  submissionKey: string;
  /** A gift card paid the whole order: the checkout offers only the free order. */
  free: boolean;
}

async function call(base: string, shopper: Pick<Shopper, 'cookie' | 'csrf'>, url: string, form: Record<string, string>) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { cookie: shopper.cookie, 'x-csrf-token': shopper.csrf, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A shopper with one to three products in the cart, sometimes a code or a gift card, delivery and invoice chosen. */
export async function prepareShopper(base: string, i: number, productIds: number[], giftCards: string[], ids: { ombud: number; invoice: number }): Promise<Shopper> {
  const page = await fetch(`${base}/varukorg`);
  const cookie = (page.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0]!;
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(await page.text())![1]!;
  const s = { cookie, csrf };
  for (let k = 0; k < 1 + (i % 3); k++) await call(base, s, '/checkoutv3/products/update', { [`products[${productIds[(i * 7 + k * 13) % productIds.length]}][quantity]`]: String(1 + (k % 2)) });
  if (i % 5 === 0) await call(base, s, '/checkoutv3/discounts/store', { code: 'SPARA200' });
  if (i % 7 === 0) await call(base, s, '/checkoutv3/discounts/store', { code: giftCards[i % giftCards.length]! });
  await call(base, s, '/checkoutv3/deliverytypes/update', { delivery_type_id: String(ids.ombud) });
  const state = (await call(base, s, '/checkoutv3/paymentTypes/update', { payment_type_id: String(ids.invoice) })).body;
  return { ...s, priceToken: String(state.price_token), submissionKey: String(state.submission_key), free: state.handler === 'free_order' };
}

const FORM = {
  customer_type: 'private', user_firstname: 'Krasch', user_lastname: 'Test', user_pnr: '19900101-0017', user_address: 'Storgatan 1',
  user_mobile: '0701234567', user_zipcode: '41122', user_city: 'Göteborg', order_accept_terms: '1',
};

export async function snapshot(db: Kysely<Database>) {
  const [stock, cards, codes] = await Promise.all([
    db.selectFrom('products').select(['id', 'stock']).execute(),
    db.selectFrom('gift_cards').select(['id', 'balance_ore']).execute(),
    db.selectFrom('discount_codes').select(['id', 'times_used']).execute(),
  ]);
  return { stock: new Map(stock.map((r) => [r.id, r.stock])), cards: new Map(cards.map((r) => [r.id, r.balance_ore])), codes: new Map(codes.map((r) => [r.id, r.times_used])) };
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** The burst's goods: a dozen popular plain products with little stock, three gift cards, delivery and payment. */
export async function prepareCatalog(db: Kysely<Database>) {
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

/** A data directory and, on PostgreSQL (DATABASE_URL_TEST), a database of its own for a shop process; `remove` deletes both. */
export async function scratchShop(dialect: 'sqlite' | 'postgres', prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${prefix}-`));
  const pgUrl = process.env.DATABASE_URL_TEST;
  const scratch = dialect === 'postgres' && pgUrl ? await createScratchDatabase(pgUrl, prefix) : null;
  return {
    dataDir,
    databaseUrl: scratch?.url,
    async remove() {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Settles when the process has exited, with its exit code (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

/** The burst's goods and `count` shoppers ready to order, with what `invariants` compares the aftermath against. */
export async function prepareBurst(db: Kysely<Database>, base: string, count: number) {
  const { productIds, giftCards, ids } = await prepareCatalog(db);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) shoppers.push(await prepareShopper(base, i, productIds, giftCards, ids));
  const before = await snapshot(db);
  const lastOrderBefore = Number((await db.selectFrom('orders').select(db.fn.max('id').as('n')).executeTakeFirstOrThrow()).n ?? 0);
  return { productIds, shoppers, before, lastOrderBefore };
}

/**
 * Waits for the restarted server's worker to send what the crash left in the outbox (a mail the killed worker had
 * claimed goes once its claim of 60 s runs out).
 */
export async function drainOutbox(db: Kysely<Database>): Promise<void> {
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

/**
 * Every order has exactly one confirmation, every invoiced order exactly one invoice mail, and every sent mail its
 * .eml file.
 */
async function checkMails(db: Kysely<Database>, dataDir: string, orders: { id: number }[], failures: string[]) {
  const orderIds = orders.length === 0 ? [0] : orders.map((o) => o.id);
  const mails = await db.selectFrom('outbox_emails').select(['order_id', 'status', 'kind']).where('order_id', 'in', orderIds).execute();
  const invoiced = new Set((await db.selectFrom('invoices').select('order_id').where('order_id', 'in', orderIds).where('kind', '=', 'invoice').execute()).map((r) => r.order_id));
  const count = (kind: string) => {
    const by = new Map<number, number>();
    for (const m of mails) if (m.kind === kind) by.set(m.order_id!, (by.get(m.order_id!) ?? 0) + 1);
    return by;
  };
  const confirmations = count('order_confirmation');
  const invoiceMails = count('invoice');
  const withoutConfirmation = orders.filter((o) => (confirmations.get(o.id) ?? 0) !== 1);
  if (withoutConfirmation.length > 0) failures.push(`${withoutConfirmation.length} orders without exactly one confirmation`);
  const invoiceMailWrong = orders.filter((o) => (invoiceMails.get(o.id) ?? 0) !== (invoiced.has(o.id) ? 1 : 0));
  if (invoiceMailWrong.length > 0) failures.push(`${invoiceMailWrong.length} orders whose invoice mails do not match their invoices`);
  const sentMails = mails.filter((m) => m.status === 'sent').length;
  const pendingMails = mails.filter((m) => m.status === 'pending').length;
  const files = fs.existsSync(path.join(dataDir, 'outbox')) ? fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')) : [];
  if (files.length !== sentMails) failures.push(`${files.length} .eml files for ${sentMails} sent e-mails`);
  return { sentMails, pendingMails, emlFiles: files.length };
}

/** The invariants after the restart, and the run's figures. */
export async function invariants(db: Kysely<Database>, dataDir: string, before: Snapshot, lastOrderBefore: number) {
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
  const mails = await checkMails(db, dataDir, orders, failures);
  return { orders: orders.length, live: live.length, unitsSold, drawnTotal, codeUses, mails, failures };
}

