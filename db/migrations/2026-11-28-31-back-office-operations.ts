import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../migration-kit';

/**
 * The back office's second half (issue 18): info pages can be drafts, a return case keeps the shop's decision (a
 * rejection's reason, when it was decided), and a cancelled paid order records its refund once (the unique order
 * id is what makes two cancellations at once refund a single time).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('info_pages').addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  await db.schema.alterTable('return_cases').addColumn('decision_note', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('return_cases').addColumn('decided_at', 'text').execute();
  await db.schema.createIndex('return_cases_created_idx').on('return_cases').column('created_at').execute();

  await createTableWithId(db, 'order_refunds')
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('amount_ore', 'integer', (c) => c.notNull().check(sql`amount_ore > 0`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('refunded', 'manual')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('settled_by', 'text')
    .execute();
  await db.schema.createIndex('order_refunds_status_idx').on('order_refunds').column('status').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_refunds').execute();
  await db.schema.dropIndex('return_cases_created_idx').execute();
  await db.schema.alterTable('return_cases').dropColumn('decided_at').execute();
  await db.schema.alterTable('return_cases').dropColumn('decision_note').execute();
  await db.schema.alterTable('info_pages').dropColumn('published').execute();
}
