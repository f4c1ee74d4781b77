import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Reads for robots and sitemaps. Indexable products are what the storefront lists: active, and not a variant
 * (a variant's page names its parent's page as canonical).
 */
export function createSeoRepository(db: Kysely<Database>) {
  const indexable = () => db.selectFrom('products').where('status', '=', 'active').where('parent_id', 'is', null);

  return {
    /**
     * The indexable products in id order cut into files of `size`: each file's last id, its count and newest
     * updated_at, in one pass (row_number() on both dialects) instead of reading 100 000 rows.
     */
    async productChunks(size: number): Promise<{ lastId: number; count: number; lastmod: string | null }[]> {
      const numbered = indexable().select(['id', 'updated_at', sql<number>`row_number() over (order by id)`.as('n')]);
      const chunk = sql<number>`(x.n - 1) / ${sql.lit(size)}`;
      const rows = await db
        .selectFrom(numbered.as('x'))
        .select([chunk.as('chunk'), (eb) => eb.fn.max('x.id').as('last_id'), (eb) => eb.fn.max('x.updated_at').as('lastmod'), (eb) => eb.fn.countAll().as('count')])
        .groupBy(chunk)
        .orderBy(chunk)
        .execute();
      return rows.map((r) => ({ lastId: Number(r.last_id), count: Number(r.count), lastmod: r.lastmod ?? null }));
    },

    /** Up to `limit` indexable products with afterId < id <= untilId, in id order (keyset paging for streaming). */
    async productPage(afterId: number, untilId: number, limit: number) {
      return indexable().select(['id', 'url', 'updated_at']).where('id', '>', afterId).where('id', '<=', untilId).orderBy('id').limit(limit).execute();
    },

    /** The newest updated_at of the indexable products per category. */
    async lastModifiedByCategory() {
      return indexable().select(['category_id', (eb) => eb.fn.max('updated_at').as('lastmod')]).groupBy('category_id').execute();
    },

    /** The newest updated_at of the indexable products per brand (brands without any are absent). */
    async lastModifiedByBrand() {
      return indexable().select(['brand_id', (eb) => eb.fn.max('updated_at').as('lastmod')]).groupBy('brand_id').execute();
    },

    /** The url of an active product (a variant's parent), or undefined. */
    async activeProductUrl(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('products').select('url').where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
      return row?.url;
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
