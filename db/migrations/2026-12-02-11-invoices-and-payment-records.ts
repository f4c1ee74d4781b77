import { sql, type Kysely } from 'kysely';
import { createTableWithId, withTimestamps } from '../migration-kit';

/**
 * Issue 30: the invoices an invoice order is billed with (and the credit invoices that take them back), and one
 * record per money movement (payment, capture, refund, credit) for the order page and the accountant's export.
 *
 * An invoice's number is its id: one gap-free-enough series in the order issued, credit invoices included, as
 * mervärdesskattelagen asks. Its OCR reference is derived from the number and kept for the bank file's lookup.
 * `lines` and `vat_breakdown` are the invoice as issued (JSON), so a reprint or a reminder shows the same invoice
 * after the catalog changed. A payment record's `source_key` names the event it records (a provider's capture,
 * a bank file's row), so the same event arriving twice is recorded once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withTimestamps(
    createTableWithId(db, 'invoices')
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit')`))
      .addColumn('credits_invoice_id', 'integer', (c) => c.references('invoices.id'))
      .addColumn('ocr', 'text', (c) => c.notNull().unique())
      .addColumn('amount_ore', 'integer', (c) => c.notNull().check(sql`amount_ore >= 0`))
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('vat_breakdown', 'text', (c) => c.notNull())
      .addColumn('issue_date', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text', (c) => c.notNull())
      .addColumn('paid_ore', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'paid', 'credited')`))
      .addColumn('paid_at', 'text')
      .addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reminded_at', 'text'),
  ).execute();
  await db.schema.createIndex('invoices_order_idx').on('invoices').column('order_id').execute();
  await db.schema.createIndex('invoices_status_due_idx').on('invoices').columns(['status', 'due_date']).execute();
  // One invoice per order: the credit invoices are the other rows of the same order.
  await sql`create unique index invoices_one_per_order_idx on invoices (order_id) where kind = 'invoice'`.execute(db);

  await createTableWithId(db, 'payment_records')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'capture', 'refund', 'credit')`))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_reference', 'text')
    .addColumn('amount_ore', 'integer', (c) => c.notNull().check(sql`amount_ore >= 0`))
    .addColumn('booked_at', 'text', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('recorded_by', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_records_order_idx').on('payment_records').column('order_id').execute();
  await db.schema.createIndex('payment_records_booked_idx').on('payment_records').column('booked_at').execute();

  // An outbox mail may carry a document rendered when it is sent (JSON [{ kind: 'invoice', invoiceId }]).
  await db.schema.alterTable('outbox_emails').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_emails').dropColumn('attachments').execute();
  await db.schema.dropTable('payment_records').execute();
  await db.schema.dropTable('invoices').execute();
}
