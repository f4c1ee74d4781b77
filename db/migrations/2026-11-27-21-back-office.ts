import { sql, type Kysely } from 'kysely';
import { createTableWithId, withTimestamps } from '../migration-kit';

/**
 * The back office (issue 18): staff accounts with a role, their own sessions (never a shopper's), the audit log every
 * admin change writes, and an order's tracking number (given when it is shipped).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, 'staff_users')
    // Stored lower case (domain/account.ts normaliseEmail), so one address is one account.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'staff')`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(withTimestamps)
    .execute();

  // A staff session: only the keyed hash of the cookie's id is stored, as for shoppers (docs/decisions/007).
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_expires_idx').on('staff_sessions').column('expires_at').execute();

  await createTableWithId(db, 'audit_log')
    // The e-mail is kept beside the id: the entry still says who after the account is gone.
    .addColumn('staff_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'entity_id']).execute();

  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
  // The order list's newest-first pages and the dashboard's "today".
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_created_idx').execute();
  await db.schema.alterTable('orders').dropColumn('tracking_number').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_users').execute();
}
