import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../migration-kit';

/**
 * Orders that stay right under races and crashes (issue 10):
 * - order lines remember the units they took from stock, so a cancellation gives back exactly those (a backorder
 *   line clamped at 0 took fewer than it sold);
 * - an order remembers the cart it came from, so a new attempt on the same cart supersedes a card order still
 *   waiting for payment, and payment holds can be swept by age;
 * - e-mail is a row written in the order's own transaction (a transactional outbox), sent by a worker.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('stock_taken', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Lines of orders placed before this migration took their whole quantity.
  await sql`update order_lines set stock_taken = quantity`.execute(db);

  await db.schema.alterTable('orders').addColumn('cart_id', 'integer').execute();
  await db.schema.createIndex('orders_cart_idx').on('orders').columns(['cart_id', 'status']).execute();
  // The hold sweeper reads the oldest orders waiting for payment.
  await db.schema.createIndex('orders_status_created_idx').on('orders').columns(['status', 'created_at']).execute();

  await createTableWithId(db, 'outbox_emails')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    // What the mail is about ('order_confirmation'); with the order it is sent at most once.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    // A worker that claimed the row owns it until then; a crashed worker's claim simply runs out.
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_emails_order_kind_uq').on('outbox_emails').columns(['order_id', 'kind']).unique().execute();
  await db.schema.createIndex('outbox_emails_due_idx').on('outbox_emails').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_emails').execute();
  await db.schema.dropIndex('orders_status_created_idx').execute();
  await db.schema.dropIndex('orders_cart_idx').execute();
  await db.schema.alterTable('orders').dropColumn('cart_id').execute();
  await db.schema.alterTable('order_lines').dropColumn('stock_taken').execute();
}
