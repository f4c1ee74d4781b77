import type { Kysely } from 'kysely';

/**
 * The checkout fills in the city for a postal code the shop has delivered to before (issue 11 item 3): the most
 * common city of earlier orders to that code, read through this index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_postal_code_idx').on('orders').columns(['country', 'postal_code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_postal_code_idx').execute();
}
