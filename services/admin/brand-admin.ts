import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit, type Actor } from './audit-log';

/** Brand 1 is the catalog's 'no brand' (never shown, brand-less products point at it): not the back office's to change. */
export const NO_BRAND_ID = 1;

export interface BrandAdminRow {
  id: number;
  name: string;
  brand_link: string;
  description: string;
  logo: string | null;
  productCount: number;
}

export type BrandRefusal = 'unknown' | 'taken' | 'in_use';
export type BrandChange = { ok: true; id: number; changed: boolean } | { ok: false; reason: BrandRefusal };

interface CheckedBrand {
  name: string;
  brandLink: string;
  description: string;
}

/**
 * The back office's brands (issue 18): create, edit, delete only when no product or member campaign uses it. Each
 * change writes its audit entry and moves the catalog version (brand pages, filters and cards) in one transaction.
 */
export function createBrandAdmin(db: Kysely<Database>, options: { now?: () => Date; changed?: () => void }) {
  const now = options.now ?? (() => new Date());

  async function finish(trx: Transaction<Database>, actor: Actor, action: string, id: number, before: unknown, after: unknown, nowIso: string): Promise<void> {
    await trx.updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).execute();
    await recordAudit(trx, actor, { action, entityType: 'brand', entityId: id, before, after }, nowIso);
  }

  async function committed<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work);
    options.changed?.();
    return result;
  }

  const linkTaken = async (trx: Transaction<Database>, link: string, except: number | null) =>
    (await trx.selectFrom('brands').select('id').where('brand_link', '=', link).where('id', '<>', except ?? 0).executeTakeFirst()) !== undefined;

  return {
    async list(): Promise<BrandAdminRow[]> {
      const [brands, counts] = await Promise.all([
        db.selectFrom('brands').select(['id', 'name', 'brand_link', 'description', 'logo']).where('id', '<>', NO_BRAND_ID).orderBy('name').execute(),
        db.selectFrom('products').select((eb) => ['brand_id', eb.fn.countAll<number>().as('count')]).groupBy('brand_id').execute(),
      ]);
      const count = new Map(counts.map((c) => [c.brand_id, Number(c.count)]));
      return brands.map((b) => ({ ...b, productCount: count.get(b.id) ?? 0 }));
    },

    async get(id: number): Promise<BrandAdminRow | null> {
      if (id === NO_BRAND_ID) return null;
      const row = await db.selectFrom('brands').select(['id', 'name', 'brand_link', 'description', 'logo']).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const { count } = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).where('brand_id', '=', id).executeTakeFirstOrThrow();
      return { ...row, productCount: Number(count) };
    },

    async create(brand: CheckedBrand, actor: Actor): Promise<BrandChange> {
      const nowIso = now().toISOString();
      return committed(async (trx) => {
        if (await linkTaken(trx, brand.brandLink, null)) return { ok: false, reason: 'taken' };
        const row = await trx
          .insertInto('brands')
          .values({ name: brand.name, brand_link: brand.brandLink, description: brand.description })
          .onConflict((oc) => oc.column('brand_link').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'taken' };
        await finish(trx, actor, 'brand.create', row.id, null, { name: row.name, brand_link: row.brand_link, description: row.description }, nowIso);
        return { ok: true, id: row.id, changed: true };
      });
    },

    async update(id: number, brand: CheckedBrand, actor: Actor): Promise<BrandChange> {
      const nowIso = now().toISOString();
      return committed(async (trx) => {
        if (id === NO_BRAND_ID) return { ok: false, reason: 'unknown' };
        const before = await trx.selectFrom('brands').select(['name', 'brand_link', 'description']).where('id', '=', id).executeTakeFirst();
        if (!before) return { ok: false, reason: 'unknown' };
        const after = { name: brand.name, brand_link: brand.brandLink, description: brand.description };
        if (JSON.stringify(before) === JSON.stringify(after)) return { ok: true, id, changed: false };
        if (await linkTaken(trx, brand.brandLink, id)) return { ok: false, reason: 'taken' };
        await trx.updateTable('brands').set(after).where('id', '=', id).execute();
        await finish(trx, actor, 'brand.update', id, before, after, nowIso);
        return { ok: true, id, changed: true };
      });
    },

    /** Deletes a brand nothing uses: no product (of any status) and no member campaign. */
    async remove(id: number, actor: Actor): Promise<BrandChange> {
      const nowIso = now().toISOString();
      return committed(async (trx) => {
        if (id === NO_BRAND_ID) return { ok: false, reason: 'unknown' };
        const before = await trx.selectFrom('brands').select(['name', 'brand_link', 'description']).where('id', '=', id).executeTakeFirst();
        if (!before) return { ok: false, reason: 'unknown' };
        const [product, campaign] = await Promise.all([
          trx.selectFrom('products').select('id').where('brand_id', '=', id).executeTakeFirst(),
          trx.selectFrom('member_campaigns').select('id').where('brand_id', '=', id).executeTakeFirst(),
        ]);
        if (product || campaign) return { ok: false, reason: 'in_use' };
        await trx.deleteFrom('brands').where('id', '=', id).execute();
        await finish(trx, actor, 'brand.delete', id, before, null, nowIso);
        return { ok: true, id, changed: true };
      });
    },
  };
}

export type BrandAdmin = ReturnType<typeof createBrandAdmin>;
