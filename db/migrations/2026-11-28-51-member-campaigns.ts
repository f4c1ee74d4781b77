import type { Kysely } from 'kysely';
import { createTableWithId, withTimestamps } from '../migration-kit';

/**
 * Member campaigns (issue 15): a time-limited price for the customer club's members, as a percentage off or a fixed
 * member price, on chosen products (their ids as a JSON array, as discount codes keep theirs), a category (with
 * its subcategories) or a brand. Valid from and until are Swedish calendar days (YYYY-MM-DD, both included).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'member_campaigns')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('price_incl_vat_ore', 'integer')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('category_id', 'integer')
    .addColumn('brand_id', 'integer')
    .addColumn('valid_from', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(withTimestamps)
    .execute();
  await db.schema.createIndex('member_campaigns_active').on('member_campaigns').column('active').execute();
}
