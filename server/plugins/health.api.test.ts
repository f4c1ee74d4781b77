import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createLifecycle } from '../lifecycle';
import { healthRoutes } from './health';
import { createTestApp, suiteShop, testDialects } from '../testing/test-app';

describe.each(testDialects)('health and readiness on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 30 });

  it('answers /healthz with no session, no cookie and no caching', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('ok\n');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await shop.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('reports not ready, naming them, while migrations this code knows are missing from the database', async () => {
    const db = shop.app.database.db;
    const table = dialect === 'postgres' ? `${shop.config.pgSchema}.kysely_migration` : 'kysely_migration';
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${sql.table(table)} order by name desc limit 1`.execute(db);
    const latest = rows[0]!;
    await sql`delete from ${sql.table(table)} where name = ${latest.name}`.execute(db);
    try {
      const res = await shop.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain(latest.name);
    } finally {
      await sql`insert into ${sql.table(table)} (name, timestamp) values (${latest.name}, ${latest.timestamp})`.execute(db);
    }
    expect((await shop.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is cheap enough to be asked every second by several balancers: never rate-limited, never a session row', async () => {
    const sessionsBefore = await shop.app.database.db.selectFrom('sessions').select(shop.app.database.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 200 }, () => shop.app.inject({ method: 'GET', url: '/readyz', remoteAddress: '203.0.113.9' })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const sessionsAfter = await shop.app.database.db.selectFrom('sessions').select(shop.app.database.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(sessionsAfter.n)).toBe(Number(sessionsBefore.n));
  });

  it('reports not ready once draining, while still answering shoppers', async () => {
    const draining = await createTestApp(dialect, { pages: false, catalogSize: 20 });
    try {
      expect((await draining.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      draining.app.lifecycle.drain();
      const res = await draining.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('not ready: draining\n');
      expect((await draining.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await draining.app.inject({ method: 'GET', url: '/checkoutv3/products/index' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it('answers 503 while starting, names a failed start, and is ready once the start work is done', async () => {
    const starting = Fastify();
    const lifecycle = createLifecycle();
    let finish!: () => void;
    lifecycle.startWith(new Promise<void>((resolve) => (finish = resolve)));
    await starting.register(healthRoutes, { db: shop.app.database.db, lifecycle, pgSchema: shop.config.pgSchema });
    const early = await starting.inject({ method: 'GET', url: '/readyz' });
    expect([early.statusCode, early.body]).toEqual([503, 'not ready: starting\n']);
    finish();
    await lifecycle.started;
    expect((await starting.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    const failing = Fastify();
    const failed = createLifecycle();
    failed.startWith(Promise.reject(new Error('index build failed')));
    await failed.started;
    await failing.register(healthRoutes, { db: shop.app.database.db, lifecycle: failed, pgSchema: shop.config.pgSchema });
    const refused = await failing.inject({ method: 'GET', url: '/readyz' });
    expect([refused.statusCode, refused.body]).toEqual([503, 'not ready: start failed: Error: index build failed\n']);
  });
});
