import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit, type Actor } from './audit-log';

/** The entity an old address leads to. */
export type RedirectTarget = { productId: number } | { categoryId: number } | { brandId: number };

export interface OldAddress {
  id: number;
  oldUrl: string;
  createdAt: string;
}

/** Rows per statement, well inside both dialects' limits on bound values. */
const BATCH = 500;

function targetColumns(target: RedirectTarget) {
  return {
    product_id: 'productId' in target ? target.productId : null,
    category_id: 'categoryId' in target ? target.categoryId : null,
    brand_id: 'brandId' in target ? target.brandId : null,
  };
}

/**
 * Keeps addresses an entity just left as its old addresses (decision 032). An address that already led somewhere
 * now leads to this entity (one row per address, whoever wrote it last: two saves at once never make two rows).
 */
export async function keepOldAddresses(trx: Kysely<Database>, moves: readonly { oldUrl: string; target: RedirectTarget }[], nowIso: string): Promise<void> {
  const byUrl = new Map(moves.map((m) => [m.oldUrl, m.target]));
  const rows = [...byUrl].map(([oldUrl, target]) => ({ old_url: oldUrl, ...targetColumns(target), created_at: nowIso }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
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
}

/** Addresses a live page takes: they stop redirecting (an old address never blocks its reuse). */
export async function releaseAddresses(trx: Kysely<Database>, urls: readonly string[]): Promise<void> {
  const unique = [...new Set(urls)];
  for (let i = 0; i < unique.length; i += BATCH) await trx.deleteFrom('url_redirects').where('old_url', 'in', unique.slice(i, i + BATCH)).execute();
}

/** The back office's view of old addresses: the product and category editors list theirs and can drop one. */
export function createRedirectAdmin(db: Kysely<Database>, options: { now?: () => Date; changed?: () => void }) {
  const now = options.now ?? (() => new Date());
  const column = (target: RedirectTarget) => ('productId' in target ? 'product_id' : 'categoryId' in target ? 'category_id' : 'brand_id') as 'product_id' | 'category_id' | 'brand_id';
  const idOf = (target: RedirectTarget) => ('productId' in target ? target.productId : 'categoryId' in target ? target.categoryId : target.brandId);
  const entityType = (target: RedirectTarget) => ('productId' in target ? 'product' : 'categoryId' in target ? 'category' : 'brand');

  return {
    /** An entity's old addresses, newest first (at most 200: a product moved that often is not the common case). */
    async of(target: RedirectTarget): Promise<OldAddress[]> {
      const rows = await db
        .selectFrom('url_redirects')
        .select(['id', 'old_url', 'created_at'])
        .where(column(target), '=', idOf(target))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => ({ id: r.id, oldUrl: r.old_url, createdAt: r.created_at }));
    },

    /** Stops one old address of this entity from redirecting; false when it is not one of its. */
    async remove(id: number, target: RedirectTarget, actor: Actor): Promise<boolean> {
      const nowIso = now().toISOString();
      const removed = await db.transaction().execute(async (trx: Transaction<Database>) => {
        const row = await trx.deleteFrom('url_redirects').where('id', '=', id).where(column(target), '=', idOf(target)).returning(['old_url']).executeTakeFirst();
        if (!row) return false;
        await trx.updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).execute();
        await recordAudit(trx, actor, { action: 'redirect.remove', entityType: entityType(target), entityId: idOf(target), before: { old_url: row.old_url }, after: null }, nowIso);
        return true;
      });
      if (removed) options.changed?.();
      return removed;
    },
  };
}

export type RedirectAdmin = ReturnType<typeof createRedirectAdmin>;
