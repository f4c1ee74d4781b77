import type { Kysely } from 'kysely';

/**
 * Abuse-limit counters (docs/decisions/012), shared by every app process on the database: one row per limited key
 * (a limit, a scope and a keyed hash of the session or the client address; never a raw address), counting the
 * hits of its current window. A window starts at its key's first hit and ends at `expires_at`; the next hit after
 * that starts a new one in the same row. Expired rows are deleted by their end time, hence the index.
 * Same portable types as the other migrations (integers, ISO-8601 text timestamps).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_expires_idx').on('rate_limit_counters').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
