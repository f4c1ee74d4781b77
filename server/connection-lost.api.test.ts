import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { suiteShop } from './testing/test-app';

/**
 * PostgreSQL ends connections on its own: a restart or a failover, an administrator's pg_terminate_backend, an idle
 * timeout. An idle pooled connection it ends must cost the shop that connection only, never the process.
 */
describe.skipIf(!process.env.DATABASE_URL_TEST)('a PostgreSQL connection ended under the shop', () => {
  const shop = suiteShop('postgres', { pages: false });

  it('keeps serving when PostgreSQL ends its idle connections', async () => {
    const { db } = shop.app.database;
    // Side by side, so that the pool holds several connections; only these (this shop's) are ended: other suites
    // share the database.
    const reads = await Promise.all(Array.from({ length: 4 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db)));
    const pids = [...new Set(reads.map((read) => read.rows[0]!.pid))];
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      await expect.poll(async () => (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid = any($1::int[])', [pids])).rows[0]!.n).toBe(0);
    } finally {
      await admin.end();
    }
    // The pool heard of each end (an 'error' event, which ended the process when nothing listened) and opens anew.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const session = await shop.app.services.sessions.create();
    expect(await shop.app.services.sessions.find(session.id)).not.toBeNull();
    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    expect(pids).not.toContain(after.rows[0]!.pid);
  });
});
