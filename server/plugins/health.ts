import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { unappliedMigrations } from '../../db/migrate';
import type { Lifecycle } from '../lifecycle';

export interface HealthOptions {
  db: Kysely<Database>;
  lifecycle: Lifecycle;
  pgSchema?: string;
}

/** A database that does not answer within this is as good as down for a shopper. */
const DATABASE_TIMEOUT_MS = 1_000;
/** Migrations change only with a deploy or a restore: checked at most this often, the database's ping every call. */
const MIGRATIONS_CHECKED_EVERY_MS = 10_000;

type Check = { ok: true } | { ok: false; why: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/healthz` (the process answers) and `/readyz` (it can serve a shopper: started, not draining, the database
 * answers and has every migration). Both are for load balancers and monitors that call them every second: no
 * session, no cookie, no rate limit, no compression, never cached.
 */
export async function healthRoutes(app: FastifyInstance, { db, lifecycle, pgSchema }: HealthOptions): Promise<void> {
  let migrationsCheckedAt = 0;

  async function migrationsApplied(): Promise<Check> {
    if (Date.now() - migrationsCheckedAt < MIGRATIONS_CHECKED_EVERY_MS) return { ok: true };
    const missing = await unappliedMigrations(db, { pgSchema });
    if (missing.length > 0) return { ok: false, why: `migrations not applied: ${missing.join(', ')}` };
    migrationsCheckedAt = Date.now();
    return { ok: true };
  }

  async function databaseReady(): Promise<Check> {
    try {
      await withTimeout(sql`select 1`.execute(db), DATABASE_TIMEOUT_MS);
      return await withTimeout(migrationsApplied(), DATABASE_TIMEOUT_MS);
    } catch (error) {
      return { ok: false, why: `database: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  async function readiness(): Promise<Check> {
    if (lifecycle.phase === 'draining') return { ok: false, why: 'draining' };
    if (lifecycle.phase === 'starting') {
      return { ok: false, why: lifecycle.startFailure === null ? 'starting' : `start failed: ${String(lifecycle.startFailure)}` };
    }
    return databaseReady();
  }

  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_request, reply) => reply.headers(noStore).type('text/plain; charset=utf-8').send('ok\n'));

  app.get('/readyz', async (_request, reply) => {
    const check = await readiness();
    void reply.headers(noStore).type('text/plain; charset=utf-8');
    if (check.ok) return reply.status(200).send('ready\n');
    return reply.status(503).send(`not ready: ${check.why}\n`);
  });
}
