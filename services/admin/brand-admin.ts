import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { CatalogChange, CatalogWork } from './catalog-change';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { PRODUCT_IMAGE_EXTENSIONS, type ProductImageInfo } from '../../domain/product-image';
import { brandUrl } from '../catalog/catalog-snapshot';
import type { Actor } from './audit-log';

/** Where uploaded logos live under DATA_DIR/uploads, and the address the shop serves them at. */
const LOGO_DIR = 'brands';
const LOGO_URL_PREFIX = `/assets/uploads/${LOGO_DIR}/`;

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
export function createBrandAdmin(db: Kysely<Database>, options: { change: CatalogChange; uploadsDir: string; log?: (message: string) => void }) {

  /** Deletes a logo file this editor stored (a seeded logo may be shared, and is left alone). */
  async function dropLogoFile(logo: string | null): Promise<void> {
    if (logo === null || !logo.startsWith(LOGO_URL_PREFIX)) return;
    await fs.rm(path.join(options.uploadsDir, LOGO_DIR, path.basename(logo)), { force: true }).catch((error: unknown) => options.log?.(`logo file not removed: ${String(error)}`));
  }

  const finish = (w: CatalogWork, action: string, id: number, before: unknown, after: unknown) => w.changed({ action, entityType: 'brand', entityId: id, before, after });

  /** The brand's row, locked on PostgreSQL so two logo changes take turns (SQLite has one writer). */
  async function lockedBrand(trx: Transaction<Database>, id: number) {
    const query = trx.selectFrom('brands').select(['id', 'logo']).where('id', '=', id);
    return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
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
      return options.change(actor, async (w) => {
        const { trx } = w;
        if (await linkTaken(trx, brand.brandLink, null)) return { ok: false, reason: 'taken' };
        const row = await trx
          .insertInto('brands')
          .values({ name: brand.name, brand_link: brand.brandLink, description: brand.description })
          .onConflict((oc) => oc.column('brand_link').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'taken' };
        await w.redirects.release([brandUrl(row)]);
        await finish(w, 'brand.create', row.id, null, { name: row.name, brand_link: row.brand_link, description: row.description });
        return { ok: true, id: row.id, changed: true };
      });
    },

    async update(id: number, brand: CheckedBrand, actor: Actor): Promise<BrandChange> {
      return options.change(actor, async (w): Promise<BrandChange> => {
        const { trx } = w;
        if (id === NO_BRAND_ID) return { ok: false, reason: 'unknown' };
        const row = await trx.selectFrom('brands').select(['name', 'brand_link', 'description', 'brand_override_link']).where('id', '=', id).executeTakeFirst();
        if (!row) return { ok: false, reason: 'unknown' };
        const { brand_override_link: override, ...before } = row;
        const after = { name: brand.name, brand_link: brand.brandLink, description: brand.description };
        if (JSON.stringify(before) === JSON.stringify(after)) return { ok: true, id, changed: false };
        if (await linkTaken(trx, brand.brandLink, id)) return { ok: false, reason: 'taken' };
        await trx.updateTable('brands').set(after).where('id', '=', id).execute();
        const [from, to] = [brandUrl({ ...before, brand_override_link: override }), brandUrl({ ...after, brand_override_link: override })];
        if (from !== to) {
          // The brand page's old address keeps leading to it (decision 032).
          await w.redirects.release([to]);
          await w.redirects.keep([{ oldUrl: from, target: { brandId: id } }], w.nowIso);
        }
        await finish(w, 'brand.update', id, before, after);
        return { ok: true, id, changed: true };
      });
    },

    /** Stores a checked image (domain/product-image.ts) as the brand's logo; the logo it replaces is deleted. */
    async setLogo(id: number, bytes: Buffer, info: ProductImageInfo, actor: Actor): Promise<boolean> {
      if (id === NO_BRAND_ID) return false;
      const exists = await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) return false;
      // Named by the shop, never by the uploader: a random name under a fixed directory.
      const fileName = `${id}-${crypto.randomBytes(8).toString('hex')}.${PRODUCT_IMAGE_EXTENSIONS[info.type]}`;
      const dir = path.join(options.uploadsDir, LOGO_DIR);
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, fileName);
      await fs.writeFile(file, bytes, { flag: 'wx' });
      const logo = LOGO_URL_PREFIX + fileName;
      let replaced: string | null;
      try {
        replaced = await options.change(actor, async (w) => {
          const before = await lockedBrand(w.trx, id);
          if (!before) throw new Error('gone');
          await w.trx.updateTable('brands').set({ logo }).where('id', '=', id).execute();
          await finish(w, 'brand.logo_set', id, { logo: before.logo }, { logo, width: info.width, height: info.height });
          return before.logo;
        });
      } catch (error) {
        await fs.rm(file, { force: true });
        if (error instanceof Error && error.message === 'gone') return false;
        throw error;
      }
      await dropLogoFile(replaced);
      return true;
    },

    /** Takes the brand's logo away (and deletes its file); false when the brand is unknown or has none. */
    async removeLogo(id: number, actor: Actor): Promise<boolean> {
      if (id === NO_BRAND_ID) return false;
      const removed = await options.change(actor, async (w) => {
        const before = await lockedBrand(w.trx, id);
        if (!before || before.logo === null) return null;
        await w.trx.updateTable('brands').set({ logo: null }).where('id', '=', id).execute();
        await finish(w, 'brand.logo_remove', id, { logo: before.logo }, { logo: null });
        return before.logo;
      });
      if (removed === null) return false;
      await dropLogoFile(removed);
      return true;
    },

    /** Deletes a brand nothing uses: no product (of any status) and no member campaign. */
    async remove(id: number, actor: Actor): Promise<BrandChange> {
      let logoOfDeleted: string | null = null;
      const result = await options.change(actor, async (w): Promise<BrandChange> => {
        const { trx } = w;
        if (id === NO_BRAND_ID) return { ok: false, reason: 'unknown' };
        const before = await trx.selectFrom('brands').select(['name', 'brand_link', 'description']).where('id', '=', id).executeTakeFirst();
        if (!before) return { ok: false, reason: 'unknown' };
        const [product, campaign] = await Promise.all([
          trx.selectFrom('products').select('id').where('brand_id', '=', id).executeTakeFirst(),
          trx.selectFrom('member_campaigns').select('id').where('brand_id', '=', id).executeTakeFirst(),
        ]);
        if (product || campaign) return { ok: false, reason: 'in_use' };
        const deleted = await trx.deleteFrom('brands').where('id', '=', id).returning(['logo']).executeTakeFirst();
        logoOfDeleted = deleted?.logo ?? null;
        await finish(w, 'brand.delete', id, before, null);
        return { ok: true, id, changed: true };
      });
      await dropLogoFile(logoOfDeleted);
      return result;
    },
  };
}

export type BrandAdmin = ReturnType<typeof createBrandAdmin>;
