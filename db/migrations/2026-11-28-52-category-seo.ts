import type { Kysely } from 'kysely';

/**
 * A category's own search-engine fields (issue 18, the back office's category form): the page title and the meta
 * description. Empty (null) keeps what the page says without them: its name and its description or the shop's
 * sentence about it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('seo_title', 'text').execute();
  await db.schema.alterTable('categories').addColumn('meta_description', 'text').execute();
}
