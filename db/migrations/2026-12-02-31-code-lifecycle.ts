import type { Kysely } from 'kysely';

/**
 * Issue 30: a discount code or gift card ended by the back office for good. Paused is `active = 0` alone; ended is
 * `active = 0` with the moment it ended, which no resume undoes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('discount_codes').addColumn('ended_at', 'text').execute();
  await db.schema.alterTable('gift_cards').addColumn('ended_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gift_cards').dropColumn('ended_at').execute();
  await db.schema.alterTable('discount_codes').dropColumn('ended_at').execute();
}
