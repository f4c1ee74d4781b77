import { sql, type Kysely } from 'kysely';

/**
 * Add-on products (issue 14): products offered as checkboxes beside a product's buy button (installation, cables,
 * accessories), bought in the same add call. An add-on is an ordinary product with its own price, stock and cap.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_add_ons')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('add_on_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_add_ons_pk', ['product_id', 'add_on_product_id'])
    .addCheckConstraint('product_add_ons_not_self', sql`product_id <> add_on_product_id`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_add_ons').execute();
}
