import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { createTableWithId, withTimestamps } from '../migration-kit';

const OLD_STATES = `'awaiting_invoice', 'awaiting_payment', 'paid', 'cancelled'`;
const NEW_STATES = `'awaiting_invoice', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled'`;

/**
 * Orders that are shipped and delivered, and product reviews asked for by e-mail once an order is delivered
 * (issue 14): a review request per order (its uuid is the mail link) and one review per product of that order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  if (pg) {
    await sql`alter table orders drop constraint if exists orders_status_check`.execute(db);
    await sql.raw(`alter table orders add constraint orders_status_check check (status in (${NEW_STATES}))`).execute(db);
  } else {
    await widenSqliteStatusCheck(db);
  }
  await db.schema.alterTable('orders').addColumn('shipped_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivered_at', 'text').execute();

  await db.schema
    .createTable('product_review_requests')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    // One request per order: delivering again finds it instead of asking twice.
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();

  await createTableWithId(db, 'product_reviews')
    .addColumn('request_uuid', 'text', (c) => c.notNull().references('product_review_requests.uuid').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('reviewer', 'text', (c) => c.notNull().defaultTo(''))
    // Null until the reviewer writes one; only reviews with a text are listed on the product page.
    .addColumn('text', 'text')
    .addColumn('store_name', 'text', (c) => c.notNull().defaultTo(''))
    .$call(withTimestamps)
    .addUniqueConstraint('product_reviews_request_product_uq', ['request_uuid', 'product_id'])
    .execute();
  // The product page lists a product's reviews newest first, a page at a time.
  await db.schema.createIndex('product_reviews_product_idx').on('product_reviews').columns(['product_id', 'created_at']).execute();
}

/**
 * SQLite cannot alter a CHECK constraint: the table is rebuilt from its own definition with the wider list (the
 * procedure of sqlite.org/lang_altertable.html), foreign keys off so dropping the old table cascades to nothing.
 */
async function widenSqliteStatusCheck(db: Kysely<any>): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'orders'`.execute(db);
  const definition = table.rows[0]?.sql;
  if (!definition || !definition.includes(OLD_STATES)) throw new Error('orders: the status check to widen was not found');
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'orders' and sql is not null`.execute(db);
  const rebuilt = definition.replace(OLD_STATES, NEW_STATES).replace(/^CREATE TABLE "?orders"?/i, 'CREATE TABLE "orders_rebuilt"');
  await db.connection().execute(async (conn) => {
    await sql`pragma foreign_keys = off`.execute(conn);
    try {
      await sql`begin immediate`.execute(conn);
      try {
        await sql.raw(rebuilt).execute(conn);
        await sql`insert into orders_rebuilt select * from orders`.execute(conn);
        await sql`drop table orders`.execute(conn);
        await sql`alter table orders_rebuilt rename to orders`.execute(conn);
        for (const index of indexes.rows) await sql.raw(index.sql).execute(conn);
        const broken = await sql`pragma foreign_key_check`.execute(conn);
        if (broken.rows.length > 0) throw new Error('orders: foreign keys broken by the rebuild');
        await sql`commit`.execute(conn);
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    } finally {
      await sql`pragma foreign_keys = on`.execute(conn);
    }
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_reviews').execute();
  await db.schema.dropTable('product_review_requests').execute();
  await db.schema.alterTable('orders').dropColumn('delivered_at').execute();
  await db.schema.alterTable('orders').dropColumn('shipped_at').execute();
}
