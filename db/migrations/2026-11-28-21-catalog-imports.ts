import { sql, type Kysely } from 'kysely';
import { createTableWithId } from '../migration-kit';

/**
 * The back office's CSV imports (issue 18): one row per file read, imported, checked only or refused, with its counts
 * and (for a refusal) the first problems found, so the import page can show the report after a plain form post.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'catalog_imports')
    .addColumn('staff_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    // Null when the header did not say which file it is.
    .addColumn('kind', 'text', (c) => c.check(sql`kind in ('products', 'prices')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('imported', 'checked', 'refused')`))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('issue_count', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON [{ line, column, message }]: the first problems, in line order.
    .addColumn('issues_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('catalog_imports_created_idx').on('catalog_imports').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('catalog_imports').execute();
}
