import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../migration-kit';

/**
 * The back office's product editor (issue 18): a product's own title and description for search engines (empty: the
 * page uses its name and text as before), and scheduled sale prices that start and end on their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('seo_title', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('products').addColumn('seo_description', 'text', (c) => c.notNull().defaultTo('')).execute();

  // A sale price from starts_at to ends_at. The scheduler moves it scheduled -> running -> ended with conditional
  // updates, so only one process applies each step; price_before is what the shopper paid when it started.
  await createTableWithId(db, 'product_price_schedules')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sale_price_incl_vat_ore', 'integer', (c) => c.notNull().check(sql`sale_price_incl_vat_ore >= 0`))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('scheduled').check(sql`state in ('scheduled', 'running', 'ended', 'cancelled')`))
    .addColumn('price_before_incl_vat_ore', 'integer')
    .addColumn('original_before_incl_vat_ore', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('product_price_schedules_product_idx').on('product_price_schedules').column('product_id').execute();
  await db.schema.createIndex('product_price_schedules_state_idx').on('product_price_schedules').columns(['state', 'starts_at', 'ends_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_price_schedules').execute();
  await db.schema.alterTable('products').dropColumn('seo_description').execute();
  await db.schema.alterTable('products').dropColumn('seo_title').execute();
}
