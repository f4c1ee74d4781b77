import type { Kysely } from 'kysely';

/**
 * A payment confirmed after its order's hold was released (issue 27, decision 038): the order says what became of
 * it (`late_payment`: 'reinstated' or 'refunded'), why a refunded one could not be taken back, and when.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['late_payment', 'late_payment_reason', 'late_payment_at']) {
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['late_payment_at', 'late_payment_reason', 'late_payment']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
