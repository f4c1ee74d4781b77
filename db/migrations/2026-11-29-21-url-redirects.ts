import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../migration-kit';

/**
 * The old addresses of products, categories and brand pages (issue 18, decision 032): each row is an address the
 * entity had, answered with a 301 to where the entity lives now. Exactly one target per row; a target's deletion
 * takes its old addresses with it. An address is one row at most: it redirects to one entity or to none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'url_redirects')
    .addColumn('old_url', 'text', (c) => c.notNull().unique())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'url_redirects_one_target',
      sql`(case when product_id is null then 0 else 1 end) + (case when category_id is null then 0 else 1 end) + (case when brand_id is null then 0 else 1 end) = 1`,
    )
    .execute();
  await db.schema.createIndex('url_redirects_product_idx').on('url_redirects').column('product_id').execute();
  await db.schema.createIndex('url_redirects_category_idx').on('url_redirects').column('category_id').execute();
  await db.schema.createIndex('url_redirects_brand_idx').on('url_redirects').column('brand_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('url_redirects').execute();
}
