import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/connect';
import { testDialects } from '../testing/test-app';
import { drainOutbox, exited, scratchShop, invariants, placeOrder, prepareBurst, startShopProcess, type Shopper } from '../testing/order-burst';

const SHOPPERS = 24;
let nextPort = 3990;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cluster's log as it comes: which processes answered requests, and the workers it has started. */
function clusterLog() {
  const servedBy = new Set<number>();
  const problems: string[] = [];
  const lines: string[] = [];
  let partial = '';
  return {
    servedBy,
    problems,
    lines,
    read(chunk: Buffer) {
      const complete = (partial + chunk.toString()).split('\n');
      partial = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        if (line.includes('"incoming request"')) servedBy.add((JSON.parse(line) as { pid: number }).pid);
        // Warnings and errors, but not the primary's own report of the worker this test kills.
        if (/"level":(40|50|60)/.test(line) && !line.includes('worker died') && !line.includes('RATE_LIMITS=off')) problems.push(line);
      }
    },
    says: (text: string) => lines.some((line) => line.includes(text)),
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(200);
  }
}

/** Pages and cart calls in a loop until stopped: every answer's status, or the network error. */
function steadyLoad(base: string, shopper: Shopper, productId: number) {
  let running = true;
  const outcomes: string[] = [];
  const loop = async () => {
    while (running) {
      for (const request of [
        () => fetch(`${base}/`, { headers: { cookie: shopper.cookie } }),
        () => fetch(`${base}/checkoutv3/products/add`, {
          method: 'POST',
          headers: { cookie: shopper.cookie, 'x-csrf-token': shopper.csrf, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: `product_id=${productId}`,
        }),
      ]) {
        outcomes.push(await request().then(async (res) => (await res.arrayBuffer(), String(res.status)), (error: unknown) => `error ${String(error)}`));
      }
    }
  };
  const loops = Array.from({ length: 4 }, loop);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/**
 * WEB_CONCURRENCY=2 as production runs it (issue 32): two workers on one port and one database, each taking requests,
 * orders racing across them without a lost or doubled unit, mail or gift-card draw; /metrics adding up both; a
 * SIGHUP replacing both under load without one failed request; a killed worker replaced; SIGTERM stopping all with 0.
 */
describe.each(testDialects)('two worker processes on %s', (dialect) => {
  it('share the port, the orders and the outbox, restart one at a time without losing a request, and stop cleanly', async () => {
    const place = await scratchShop(dialect, 'cluster');
    const { dataDir, databaseUrl } = place;
    const port = nextPort++;
    const base = `http://127.0.0.1:${port}`;
    const log = clusterLog();
    const stderr: string[] = [];
    let server: ChildProcess | undefined;
    const handle = { current: undefined as Awaited<ReturnType<typeof connectDatabase>> | undefined };
    try {
      server = await startShopProcess({
        port, dataDir, databaseUrl, env: { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' }, stderr: (chunk) => stderr.push(chunk.toString()), stdout: log.read,
      });
      // The primary migrated and seeded once; the workers did neither.
      expect(log.lines.filter((line) => line.includes('Demo catalog created'))).toHaveLength(1);
      expect(log.lines.find((line) => line.includes('Demo catalog created'))).toContain('"role":"primary"');
      handle.current = await connectDatabase({ url: databaseUrl, sqliteFile: path.join(dataDir, 'shop.sqlite') });
      const db = handle.current.db;

      // Orders from 24 shoppers at once over little stock, spread over both workers.
      const { productIds, shoppers, before, lastOrderBefore } = await prepareBurst(db, base, SHOPPERS);
      const answers = await Promise.all(shoppers.map((shopper, i) => placeOrder(base, shopper, i)));
      expect(answers.filter((status) => ![200, 409, 422].includes(status)), log.problems.join('\n')).toEqual([]);
      const placed = answers.filter((status) => status === 200).length;
      expect(placed).toBeGreaterThan(0);
      const workers = new Set(log.servedBy);
      expect(workers.size).toBe(2);

      // Both outboxes ran on the same rows: each mail was sent once, by one of them.
      await drainOutbox(db);
      const found = await invariants(db, dataDir, before, lastOrderBefore);
      expect(found.failures).toEqual([]);
      expect(found.orders).toBe(placed);

      // /metrics, asked of one worker, counts both.
      const metrics = await (await fetch(`${base}/metrics`)).text();
      const ordered = [...metrics.matchAll(/^shop_orders_placed_total\{payment_type="manual_payment"\} (\d+)$/gm)].map((m) => Number(m[1]));
      expect(ordered).toEqual([placed]);
      expect(metrics).toMatch(/^shop_workers 2$/m);

      // SIGHUP: both workers replaced, one at a time, while shoppers keep browsing and adding to their carts.
      const spare = await db.selectFrom('products').select('id').where('status', '=', 'active').where('parent_id', 'is', null).where('hide_price', '=', 0)
        .where('is_package', '=', 0).where('max_purchasable_quantity', 'is', null).where('id', 'not in', productIds)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'products.id')))).orderBy('id').executeTakeFirstOrThrow();
      await db.updateTable('products').set({ stock: 1_000_000 }).where('id', '=', spare.id).execute();
      const load = steadyLoad(base, shoppers[0]!, spare.id);
      const servedBefore = new Set(log.servedBy);
      server.kill('SIGHUP');
      await until(() => log.says('rolling restart done'), 'the rolling restart');
      await sleep(500);
      const outcomes = await load.stop();
      expect(outcomes.length).toBeGreaterThan(20);
      expect(outcomes.filter((outcome) => outcome !== '200'), log.problems.join('\n')).toEqual([]);
      log.servedBy.clear();
      await Promise.all(Array.from({ length: 12 }, () => fetch(`${base}/`).then((res) => res.arrayBuffer())));
      const servedAfter = [...log.servedBy];
      expect(servedAfter.length).toBeGreaterThan(0);
      expect(servedAfter.filter((pid) => servedBefore.has(pid))).toEqual([]);

      // A worker that dies is replaced; the other answers meanwhile.
      const victim = servedAfter[0]!;
      process.kill(victim, 'SIGKILL');
      await sleep(300);
      expect((await fetch(`${base}/varukorg`)).status).toBe(200);
      await until(async () => /^shop_worker_crashes_total 1$/m.test(await (await fetch(`${base}/metrics`)).text()), 'the crash counted');
      await until(async () => /^shop_workers 2$/m.test(await (await fetch(`${base}/metrics`)).text()), 'a replacement worker');

      const exit = exited(server);
      server.kill('SIGTERM');
      expect(await exit, [...stderr, ...log.problems].join('\n')).toBe(0);
      expect(log.problems).toEqual([]);
    } finally {
      server?.kill('SIGKILL');
      if (server) await exited(server);
      await handle.current?.close();
      await place.remove();
    }
  }, 300_000);
});
