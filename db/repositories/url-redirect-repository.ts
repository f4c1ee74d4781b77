import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The entity an old address leads to. */
export type RedirectTarget = { productId: number } | { categoryId: number } | { brandId: number };

export interface OldAddress {
  id: number;
  oldUrl: string;
  createdAt: string;
}

/** Rows per statement, well inside both dialects' limits on bound values. */
const BATCH = 500;

type TargetColumn = 'product_id' | 'category_id' | 'brand_id';

const columnOf = (target: RedirectTarget): TargetColumn => ('productId' in target ? 'product_id' : 'categoryId' in target ? 'category_id' : 'brand_id');
export const targetId = (target: RedirectTarget): number => ('productId' in target ? target.productId : 'categoryId' in target ? target.categoryId : target.brandId);

function targetColumns(target: RedirectTarget) {
  return {
    product_id: 'productId' in target ? target.productId : null,
    category_id: 'categoryId' in target ? target.categoryId : null,
    brand_id: 'brandId' in target ? target.brandId : null,
  };
}

/** Old addresses of products, categories and brand pages (decision 032). */
export function createUrlRedirectRepository(db: Kysely<Database>) {
  return {
    /**
     * Keeps addresses an entity just left as its old addresses. An address that already led somewhere now leads to
     * this entity (one row per address, whoever wrote it last: two saves at once never make two rows).
     */
    async keep(moves: readonly { oldUrl: string; target: RedirectTarget }[], nowIso: string): Promise<void> {
      const byUrl = new Map(moves.map((m) => [m.oldUrl, m.target]));
      const rows = [...byUrl].map(([oldUrl, target]) => ({ old_url: oldUrl, ...targetColumns(target), created_at: nowIso }));
      for (let i = 0; i < rows.length; i += BATCH) {
        await db
          .insertInto('url_redirects')
          .values(rows.slice(i, i + BATCH))
          .onConflict((oc) =>
            oc.column('old_url').doUpdateSet((eb) => ({
              product_id: eb.ref('excluded.product_id'),
              category_id: eb.ref('excluded.category_id'),
              brand_id: eb.ref('excluded.brand_id'),
              created_at: eb.ref('excluded.created_at'),
            })),
          )
          .execute();
      }
    },

    /** Addresses a live page takes: they stop redirecting (an old address never blocks its reuse). */
    async release(urls: readonly string[]): Promise<void> {
      const unique = [...new Set(urls)];
      for (let i = 0; i < unique.length; i += BATCH) await db.deleteFrom('url_redirects').where('old_url', 'in', unique.slice(i, i + BATCH)).execute();
    },

    /** An entity's old addresses, newest first (at most 200: a product moved that often is not the common case). */
    async of(target: RedirectTarget): Promise<OldAddress[]> {
      const rows = await db
        .selectFrom('url_redirects')
        .select(['id', 'old_url', 'created_at'])
        .where(columnOf(target), '=', targetId(target))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({ id: r.id, oldUrl: r.old_url, createdAt: r.created_at }));
    },

    /** Deletes one old address of this entity; its address, or null when it is not one of the entity's. */
    async remove(id: number, target: RedirectTarget): Promise<string | null> {
      const row = await db.deleteFrom('url_redirects').where('id', '=', id).where(columnOf(target), '=', targetId(target)).returning(['old_url']).executeTakeFirst();
      return row?.old_url ?? null;
    },
  };
}

export type UrlRedirectRepository = ReturnType<typeof createUrlRedirectRepository>;
