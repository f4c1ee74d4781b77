import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../migration-kit';

/**
 * Offer requests (issue 16, offer mode): what the checkout sends instead of an order while the site setting isOffer
 * is on. A request keeps the contact details and a copy of the cart's lines at the prices shown when it was sent;
 * it takes no payment and no stock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'offer_requests')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received').check(sql`status in ('received', 'answered', 'closed')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_requests_created_idx').on('offer_requests').column('created_at').execute();

  await createTableWithId(db, 'offer_request_lines')
    .addColumn('offer_request_id', 'integer', (c) => c.notNull().references('offer_requests.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('variant_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_incl_vat_ore', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_request_lines_request_idx').on('offer_request_lines').column('offer_request_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_request_lines').execute();
  await db.schema.dropTable('offer_requests').execute();
}
