import type { Kysely } from 'kysely';

/**
 * Issue 31: the owner's own image per delivery and payment type (an address under /assets/uploads/), shown beside
 * the option in the checkout; null shows the shop's built-in mark for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('delivery_types').addColumn('image', 'text').execute();
  await db.schema.alterTable('payment_types').addColumn('image', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_types').dropColumn('image').execute();
  await db.schema.alterTable('delivery_types').dropColumn('image').execute();
}
