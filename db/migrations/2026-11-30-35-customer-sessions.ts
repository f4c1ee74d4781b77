import { sql, type Kysely } from 'kysely';

/**
 * A password reset or change ends the customer's other sessions (docs/decisions/035): a partial index of the
 * logged-in sessions by customer finds them without scanning every visitor's row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('sessions_customer_idx')
    .on('sessions')
    .column('customer_id')
    .where(sql.ref('customer_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_customer_idx').execute();
}
