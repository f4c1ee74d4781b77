import type { Kysely } from 'kysely';

/**
 * The per-product buy option (issue 14, the spec's buy-button flag): a product shown with its price that the shop
 * does not sell online (sold in store only, made to order after a quote). Without it, cards link 'Läs mer' and the
 * product page's buy button stays disabled; the add call refuses it. Every existing product keeps its buy option.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('buy_option', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('buy_option').execute();
}
