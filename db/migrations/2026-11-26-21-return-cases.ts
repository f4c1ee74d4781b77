import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { createTableWithId } from '../migration-kit';

/**
 * Returns and complaints (issue 16): a case per filing, the order lines and quantities it names, and its images.
 * Images are kept in the database (bytea / blob) rather than on disk: they are written in the case's transaction,
 * so a refused or failed filing leaves nothing behind, every app instance on one PostgreSQL sees them, and no path
 * a shopper names is ever used.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  await createTableWithId(db, 'return_cases')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('return', 'complaint')`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received').check(sql`status in ('received', 'approved', 'rejected', 'closed')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_cases_order_idx').on('return_cases').column('order_id').execute();

  await createTableWithId(db, 'return_case_lines')
    .addColumn('case_id', 'integer', (c) => c.notNull().references('return_cases.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addUniqueConstraint('return_case_lines_case_line_uq', ['case_id', 'order_line_id'])
    .execute();
  await db.schema.createIndex('return_case_lines_order_line_idx').on('return_case_lines').column('order_line_id').execute();

  await createTableWithId(db, 'return_case_images')
    .addColumn('case_id', 'integer', (c) => c.notNull().references('return_cases.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/jpeg', 'image/png')`))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('return_case_images_case_idx').on('return_case_images').column('case_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('return_case_images').execute();
  await db.schema.dropTable('return_case_lines').execute();
  await db.schema.dropTable('return_cases').execute();
}
