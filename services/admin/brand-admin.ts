import type { Kysely } from 'kysely';
import { createBrandRepository, type BrandRecord } from '../../db/repositories/brand-repository';
import type { CatalogChange, CatalogWork } from './catalog-change';
import type { Database } from '../../db/schema';
import type { ProductImageInfo } from '../../domain/product-image';
import { brandUrl } from '../catalog/catalog-snapshot';
import { validateBrand, type BrandField, type BrandForm } from '../../domain/catalog-structure';
import type { Actor } from './audit-log';
import { uploadedImageFiles } from './uploaded-image-files';


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
export type BrandChange =
  | { ok: true; id: number; changed: boolean }
  | { ok: false; reason: BrandRefusal }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<BrandField, true>> };

function adminRow(brand: BrandRecord, productCount: number): BrandAdminRow {
  return { id: brand.id, name: brand.name, brand_link: brand.brand_link, description: brand.description, logo: brand.logo, productCount };
}

/**
 * The back office's brands (issue 18): create, edit, delete only when no product or member campaign uses it. Each
 * change writes its audit entry and moves the catalog version (brand pages, filters and cards) in one transaction.
 */
export function createBrandAdmin(db: Kysely<Database>, options: { change: CatalogChange; uploadsDir: string; log?: (message: string) => void }) {
  const brands = createBrandRepository(db);

  // Uploaded logos live under DATA_DIR/uploads/brands; a seeded logo elsewhere may be shared, and is never deleted.
  const logoFiles = uploadedImageFiles(options.uploadsDir, 'brands', options.log);
  const dropLogoFile = logoFiles.drop;

  const finish = (w: CatalogWork, action: string, id: number, before: unknown, after: unknown) => w.changed({ action, entityType: 'brand', entityId: id, before, after });

  return {
    async list(): Promise<BrandAdminRow[]> {
      const [rows, counts] = await Promise.all([brands.all(NO_BRAND_ID), brands.productCounts()]);
      return rows.map((b) => adminRow(b, counts.get(b.id) ?? 0));
    },

    async get(id: number): Promise<BrandAdminRow | null> {
      if (id === NO_BRAND_ID) return null;
      const row = await brands.byId(id);
      return row ? adminRow(row, await brands.productCount(id)) : null;
    },

    async create(form: BrandForm, actor: Actor): Promise<BrandChange> {
      const checked = validateBrand(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const { brand } = checked;
      return options.change(actor, async (w) => {
        if (await w.brands.linkTaken(brand.brandLink, null)) return { ok: false, reason: 'taken' };
        const row = await w.brands.insert({ name: brand.name, brand_link: brand.brandLink, description: brand.description });
        if (!row) return { ok: false, reason: 'taken' };
        await w.redirects.release([brandUrl(row)]);
        await finish(w, 'brand.create', row.id, null, { name: row.name, brand_link: row.brand_link, description: row.description });
        return { ok: true, id: row.id, changed: true };
      });
    },

    async update(id: number, form: BrandForm, actor: Actor): Promise<BrandChange> {
      const checked = validateBrand(form);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const { brand } = checked;
      return options.change(actor, async (w): Promise<BrandChange> => {
        if (id === NO_BRAND_ID) return { ok: false, reason: 'unknown' };
        const row = await w.brands.byId(id);
        if (!row) return { ok: false, reason: 'unknown' };
        const { brand_override_link: override } = row;
        const before = { name: row.name, brand_link: row.brand_link, description: row.description };
        const after = { name: brand.name, brand_link: brand.brandLink, description: brand.description };
        if (JSON.stringify(before) === JSON.stringify(after)) return { ok: true, id, changed: false };
        if (await w.brands.linkTaken(brand.brandLink, id)) return { ok: false, reason: 'taken' };
        await w.brands.update(id, after);
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
      if (!(await brands.byId(id))) return false;
      const { url: logo, discard } = await logoFiles.write(id, bytes, info);
      let replaced: string | null;
      try {
        replaced = await options.change(actor, async (w) => {
          const before = await w.brands.locked(id);
          if (!before) throw new Error('gone');
          await w.brands.update(id, { logo });
          await finish(w, 'brand.logo_set', id, { logo: before.logo }, { logo, width: info.width, height: info.height });
          return before.logo;
        });
      } catch (error) {
        await discard();
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
        const before = await w.brands.locked(id);
        if (!before || before.logo === null) return null;
        await w.brands.update(id, { logo: null });
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
        if (id === NO_BRAND_ID) return { ok: false, reason: 'unknown' };
        const row = await w.brands.locked(id);
        if (!row) return { ok: false, reason: 'unknown' };
        if (await w.brands.inUse(id)) return { ok: false, reason: 'in_use' };
        await w.brands.remove(id);
        logoOfDeleted = row.logo;
        await finish(w, 'brand.delete', id, { name: row.name, brand_link: row.brand_link, description: row.description }, null);
        return { ok: true, id, changed: true };
      });
      await dropLogoFile(logoOfDeleted);
      return result;
    },
  };
}

export type BrandAdmin = ReturnType<typeof createBrandAdmin>;
