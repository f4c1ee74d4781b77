import type { Kysely } from 'kysely';

/**
 * 'Passar bra ihop med' ranks what was ordered together with the cart's products (issue 11 item 19): their order
 * lines are found through this index, not by reading every order line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('order_lines_product_idx').on('order_lines').columns(['product_id', 'order_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_lines_product_idx').execute();
}
