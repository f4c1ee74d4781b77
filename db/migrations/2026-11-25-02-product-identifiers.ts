import type { Kysely } from 'kysely';

/**
 * Manufacturer identifiers for price comparison feeds (issue 14): Google Merchant and Prisjakt match offers by
 * GTIN (EAN), else by brand and manufacturer part number. Both are optional: many products have neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('gtin', 'text').execute();
  await db.schema.alterTable('products').addColumn('mpn', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('mpn').execute();
  await db.schema.alterTable('products').dropColumn('gtin').execute();
}
