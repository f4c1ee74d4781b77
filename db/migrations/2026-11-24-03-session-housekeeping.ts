import { sql, type Kysely } from 'kysely';

/**
 * The housekeeping purge (docs/decisions/013) looks for abandoned anonymous carts by age. A partial index holds
 * only carts without a customer, ordered by their last change, so each run reads the old ones and stops there
 * instead of scanning every cart; customers' carts never enter it. Expired sessions already have sessions_expires_idx.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('carts_anonymous_updated_idx')
    .on('carts')
    .column('updated_at')
    .where(sql.ref('customer_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('carts_anonymous_updated_idx').execute();
}
