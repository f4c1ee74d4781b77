import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { createTableWithId } from '../migration-kit';

/**
 * Refunds through the payment providers (issue 18, decision 033): a refund is `pending` from the cancellation
 * until its provider answered, and keeps the provider's order (`provider_order_id`), the instruction id of our
 * refund at the provider (the same on every attempt, so a repeated call is one refund there), why it is left to
 * a person (`reason`, with the provider's own words in `detail`), and until when an attempt holds it
 * (`claimed_until`), so two processes never call the provider at the same time.
 *
 * The status CHECK gains 'pending': PostgreSQL swaps the constraint; SQLite cannot, so the table (referenced by
 * nothing) is rebuilt with its rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) {
    await sql`alter table order_refunds drop constraint if exists order_refunds_status_check`.execute(db);
    await sql`alter table order_refunds add constraint order_refunds_status_check check (status in ('pending', 'refunded', 'manual'))`.execute(db);
    for (const column of ['provider_order_id', 'instruction_id', 'reason', 'detail', 'claimed_until', 'updated_at']) {
      await db.schema.alterTable('order_refunds').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('order_refunds').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  } else {
    await createTableWithId(db, 'order_refunds_rebuilt')
      .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
      .addColumn('amount_ore', 'integer', (c) => c.notNull().check(sql`amount_ore > 0`))
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'refunded', 'manual')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .addColumn('settled_by', 'text')
      .addColumn('provider_order_id', 'text')
      .addColumn('instruction_id', 'text')
      .addColumn('reason', 'text')
      .addColumn('detail', 'text')
      .addColumn('claimed_until', 'text')
      .addColumn('updated_at', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`insert into order_refunds_rebuilt (id, order_id, amount_ore, method, status, created_at, settled_at, settled_by)
      select id, order_id, amount_ore, method, status, created_at, settled_at, settled_by from order_refunds`.execute(db);
    await db.schema.dropTable('order_refunds').execute();
    await sql`alter table order_refunds_rebuilt rename to order_refunds`.execute(db);
    await db.schema.createIndex('order_refunds_status_idx').on('order_refunds').column('status').execute();
  }
  await db.schema.createIndex('order_refunds_instruction_idx').on('order_refunds').column('instruction_id').unique().execute();
  // A manual refund made before this migration says why, as new ones do.
  await db.updateTable('order_refunds').set({ reason: sql`case when method = 'card_redirect' then 'card' when method = 'manual_payment' then 'invoice' else 'not_configured' end` }).where('status', '=', 'manual').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_refunds_instruction_idx').execute();
  await db.deleteFrom('order_refunds').where('status', '=', 'pending').execute();
  for (const column of ['attempts', 'updated_at', 'claimed_until', 'detail', 'reason', 'instruction_id', 'provider_order_id']) {
    await db.schema.alterTable('order_refunds').dropColumn(column).execute();
  }
  if (isPostgres(db)) {
    await sql`alter table order_refunds drop constraint if exists order_refunds_status_check`.execute(db);
    await sql`alter table order_refunds add constraint order_refunds_status_check check (status in ('refunded', 'manual'))`.execute(db);
  }
}
