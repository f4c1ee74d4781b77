import { sql, type Kysely } from 'kysely';
import { createTableWithId, withTimestamps } from '../migration-kit';

/**
 * Newsletter subscriptions of visitors (issue 31): one row per address, 'pending' until the owner confirms from the
 * mail (double opt-in), then 'active' until unsubscribed. The consent is kept as given: its time, the text's version
 * and the very words shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    createTableWithId(db, 'newsletter_subscriptions')
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'active', 'unsubscribed')`))
      .addColumn('consent_text', 'text', (c) => c.notNull())
      .addColumn('consent_version', 'text', (c) => c.notNull())
      .addColumn('consented_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('unsubscribed_at', 'text'),
  ).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
