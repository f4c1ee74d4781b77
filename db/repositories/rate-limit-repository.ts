import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** One counter to count a hit on: its key and the length of a window that starts now if none is running. */
export interface CounterHit {
  key: string;
  windowMs: number;
}

/** A counter after the hit: the hits of its current window and when that window ends. */
export interface CounterState {
  key: string;
  hits: number;
  expiresAt: string;
}

/**
 * The abuse-limit counters (docs/decisions/012), shared by every app process on the database. Timestamps are
 * ISO-8601 text (decision 004): they compare as text in both databases.
 */
export function createRateLimitRepository(db: Kysely<Database>) {
  // The existing row's window is over when it ended at or before this hit (the new row's window_start).
  const over = sql`rate_limit_counters.expires_at <= excluded.window_start`;
  return {
    /**
     * Counts one hit on each key in one statement: an atomic upsert-increment (INSERT ... ON CONFLICT DO UPDATE
     * ... RETURNING, the same text on SQLite and PostgreSQL) that starts a fresh window when the key's last one
     * is over. Concurrent hits from any number of processes are all counted: PostgreSQL locks the row for the
     * update, SQLite writes one statement at a time.
     */
    async hit(keys: readonly CounterHit[], now: Date): Promise<CounterState[]> {
      if (keys.length === 0) return [];
      const nowIso = now.toISOString();
      const rows = await db
        .insertInto('rate_limit_counters')
        .values(keys.map((k) => ({ key: k.key, hits: 1, window_start: nowIso, expires_at: new Date(now.getTime() + k.windowMs).toISOString() })))
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when ${over} then 1 else rate_limit_counters.hits + 1 end`,
            window_start: sql<string>`case when ${over} then excluded.window_start else rate_limit_counters.window_start end`,
            expires_at: sql<string>`case when ${over} then excluded.expires_at else rate_limit_counters.expires_at end`,
          }),
        )
        .returning(['key', 'hits', 'expires_at'])
        .execute();
      return rows.map((r) => ({ key: r.key, hits: Number(r.hits), expiresAt: r.expires_at }));
    },

    /** The hits of a key's current window, and when it ends; null when no window is running. */
    async current(key: string, now: Date): Promise<CounterState | null> {
      const row = await db.selectFrom('rate_limit_counters').select(['key', 'hits', 'expires_at']).where('key', '=', key).executeTakeFirst();
      return row && row.expires_at > now.toISOString() ? { key: row.key, hits: Number(row.hits), expiresAt: row.expires_at } : null;
    },

    /** Keeps a key's window running until `until` at least (a lock: the row's end is what counts, not its hits). */
    async holdUntil(key: string, until: Date, now: Date): Promise<void> {
      const untilIso = until.toISOString();
      await db
        .insertInto('rate_limit_counters')
        .values({ key, hits: 1, window_start: now.toISOString(), expires_at: untilIso })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            expires_at: sql<string>`case when rate_limit_counters.expires_at > excluded.expires_at then rate_limit_counters.expires_at else excluded.expires_at end`,
          }),
        )
        .execute();
    },

    async clear(keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await db.deleteFrom('rate_limit_counters').where('key', 'in', keys).execute();
    },

    /** Deletes the counters whose window is over (through the expires_at index); returns how many. */
    async purgeExpired(now: Date): Promise<number> {
      const result = await db.deleteFrom('rate_limit_counters').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
