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
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, isPostgresUrl } from '../db/connect';
import { createScratchDatabase } from '../server/testing/scratch-database';
import { drainOutbox, invariants, placeOrder, prepareBurst, startShopProcess, type Shopper } from '../server/testing/order-burst';

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
const scratch = pgUrl ? await createScratchDatabase(pgUrl, 'crash') : null;
const databaseUrl = scratch?.url;

const startServer = () => startShopProcess({ port: PORT, dataDir, databaseUrl });

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
        if ((await placeOrder(BASE, s, i)) === 200) answers.placed += 1;
        else answers.refused += 1;
      } catch {
        answers.lost += 1;
      }
    }
  }));
  if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
  return { answers, killAt };
}

async function main() {
  console.log(`crash test on ${pgUrl ? 'PostgreSQL' : 'SQLite'} (data in ${dataDir})`);
  let server: ChildProcess | undefined;
  let handle: Awaited<ReturnType<typeof connectDatabase>> | undefined;
  try {
    server = await startServer();
    handle = await connectDatabase({ url: databaseUrl, sqliteFile: path.join(dataDir, 'shop.sqlite') });
    const db = handle.db;
    const { shoppers, before, lastOrderBefore } = await prepareBurst(db, BASE, ORDERS);

    const { answers, killAt } = await burst(server, shoppers);
    server = await startServer();
    await drainOutbox(db);

    const found = await invariants(db, dataDir, before, lastOrderBefore);
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
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
