import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect';
import { testDialects } from './testing/test-app';
import { drainOutbox, exited, scratchShop, invariants, placeOrder, prepareBurst, startShopProcess } from './testing/order-burst';

const SHOPPERS = 30;
const ORDER_CALL = '/checkoutv3/checkout/manual_payment';
let nextPort = 3970;


/**
 * The real server as its own process, stopped by SIGTERM as systemd or a rolling restart stops it (issue 32): every
 * request it had taken is answered, no order is left half made, and it exits 0.
 */
describe.each(testDialects)('SIGTERM during a burst of orders on %s', (dialect) => {
  it('answers every order in flight, leaves no half order or claimed mail, and exits 0', async () => {
    const place = await scratchShop(dialect, 'sigterm');
    const { dataDir, databaseUrl } = place;
    const port = nextPort++;
    const base = `http://127.0.0.1:${port}`;
    const stderr: string[] = [];
    /** The server's warnings and errors. */
    const problems: string[] = [];
    // The server's own log says when it has taken a request (pino's 'incoming request'): SIGTERM comes once it has
    // taken every order of the burst, so each is in flight, not waiting in the kernel's queue of unaccepted connections.
    let ordersTaken = 0;
    let allTaken = () => {};
    let partial = '';
    const log = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop()!;
      ordersTaken += lines.filter((line) => line.includes('"incoming request"') && line.includes(ORDER_CALL)).length;
      problems.push(...lines.filter((line) => /"level":(40|50|60)/.test(line)));
      if (ordersTaken >= SHOPPERS) allTaken();
    };
    let server: ChildProcess | undefined;
    const handle = { current: undefined as Awaited<ReturnType<typeof connectDatabase>> | undefined };
    try {
      server = await startShopProcess({
        port, dataDir, databaseUrl, env: { SHUTDOWN_TIMEOUT_MS: '60000', LOG_LEVEL: 'info' }, stderr: (chunk) => stderr.push(chunk.toString()), stdout: log,
      });
      handle.current = await connectDatabase({ url: databaseUrl, sqliteFile: path.join(dataDir, 'shop.sqlite') });
      const db = handle.current.db;
      const { shoppers, before, lastOrderBefore } = await prepareBurst(db, base, SHOPPERS);

      const taken = new Promise<void>((resolve) => (allTaken = resolve));
      ordersTaken = 0;
      // On PostgreSQL the orders are held at their stock update by a lock until after the signal, so every one is
      // certainly in flight when it comes (SQLite's writer would block the whole process, so there they race).
      const stockLock = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
      if (stockLock) {
        await stockLock.connect();
        await stockLock.query('begin');
        await stockLock.query('lock table products in exclusive mode');
      }
      let answered = 0;
      const inFlight = shoppers.map((shopper, i) =>
        placeOrder(base, shopper, i).then((status) => ({ status }), (error: unknown) => ({ error: String(error) })).finally(() => (answered += 1)));
      await taken;
      const exit = exited(server);
      server.kill('SIGTERM');
      const answeredAtSignal = answered;
      if (stockLock) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await stockLock.query('commit');
        await stockLock.end();
      }

      const answers = await Promise.all(inFlight);
      if (stockLock) expect(answeredAtSignal).toBe(0);
      expect(answers.filter((answer) => 'error' in answer)).toEqual([]);
      // Placed, or refused for a reason of the order itself (stock ran out, a code used up): never a server failure.
      expect(answers.filter((answer) => 'status' in answer && ![200, 409, 422].includes(answer.status)), problems.join('\n')).toEqual([]);
      expect(await exit, [...stderr, ...problems].join('\n')).toBe(0);

      const claimed = await db.selectFrom('outbox_emails').select(db.fn.countAll<number>().as('n')).where('status', '=', 'pending').where('claimed_until', 'is not', null).executeTakeFirstOrThrow();
      expect(Number(claimed.n)).toBe(0);

      server = await startShopProcess({ port, dataDir, databaseUrl });
      await drainOutbox(db);
      const found = await invariants(db, dataDir, before, lastOrderBefore);
      expect(found.failures).toEqual([]);
      const placed = answers.filter((answer) => 'status' in answer && answer.status === 200).length;
      expect(found.orders).toBe(placed);
    } finally {
      server?.kill('SIGKILL');
      if (server) await exited(server);
      await handle.current?.close();
      await place.remove();
    }
  }, 240_000);
});
