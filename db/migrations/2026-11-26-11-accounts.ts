import { sql, type Kysely, type ColumnDefinitionBuilder } from 'kysely';
import { createTableWithId } from '../migration-kit';

/**
 * Customer accounts and the customer club (issue 15): a password (argon2id hash) and the details that prefill the
 * checkout on the customer row, the customer's addresses, and single-use e-mail tokens (password reset, e-mail
 * verification, claiming membership as an existing customer). Only a token's SHA-256 is stored, never the token.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const add = (name: string, type: 'text' | 'integer', build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder = (c) => c) =>
    db.schema.alterTable('customers').addColumn(name, type, build).execute();
  // Null: a customer row without a login (none can log in with it until a reset or a claim sets one).
  await add('password_hash', 'text');
  await add('customer_type', 'text', (c) => c.notNull().defaultTo('private').check(sql`customer_type in ('private', 'company')`));
  await add('company', 'text', (c) => c.notNull().defaultTo(''));
  await add('mobile', 'text', (c) => c.notNull().defaultTo(''));
  await add('newsletter', 'integer', (c) => c.notNull().defaultTo(0));
  // Set once the customer proved the address (a link of ours opened): only then are earlier guest orders shown.
  await add('email_verified_at', 'text');
  await add('updated_at', 'text');

  await createTableWithId(db, 'customer_addresses')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('co', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('SE'))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_addresses_customer_idx').on('customer_addresses').column('customer_id').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('password_reset', 'verify_email', 'claim')`))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_expires_idx').on('account_tokens').column('expires_at').execute();

  // Mina sidor finds a verified customer's earlier guest orders by their e-mail, in any case the shopper typed it.
  await db.schema.createIndex('orders_email_lower_idx').on('orders').expression(sql`lower(email)`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_email_lower_idx').execute();
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.dropTable('customer_addresses').execute();
  for (const column of ['updated_at', 'email_verified_at', 'newsletter', 'mobile', 'company', 'customer_type', 'password_hash']) {
    await db.schema.alterTable('customers').dropColumn(column).execute();
  }
}
