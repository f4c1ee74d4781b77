import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ProductImagesTable, ProductsTable } from '../schema';
import { isPostgres } from '../dialect';
import type { CandidateProduct } from '../../domain/product-parts';

/** A product's stored row, with its package flag as a boolean (the row keeps the stored 0/1 the audit entry shows). */
export type StoredProduct = Selectable<ProductsTable> & { isPackage: boolean };

/** What of a product draft is already someone else's, or unknown: the editor's field errors come from it. */
export interface DraftClashes {
  unknownBrand: boolean;
  unknownCategory: boolean;
  unknownVatClass: boolean;
  skuTaken: boolean;
  urlTaken: boolean;
}

/** Whether any of these addresses is a product's, a category's or an info page's (stored with or without its slash). */
async function anyUrlTaken(db: Kysely<Database>, urls: readonly string[], exceptProductId: number | null): Promise<boolean> {
  const [product, category, page] = await Promise.all([
    db.selectFrom('products').select('id').where('url', 'in', urls).$if(exceptProductId !== null, (q) => q.where('id', '!=', exceptProductId!)).executeTakeFirst(),
    db.selectFrom('categories').select('id').where('url', 'in', urls).executeTakeFirst(),
    db.selectFrom('info_pages').select('id').where('url', 'in', [...urls, ...urls.map((u) => u.slice(1))]).executeTakeFirst(),
  ]);
  return product !== undefined || category !== undefined || page !== undefined;
}

/**
 * The back-office product editor's writes (issue 29): a product's row, its variants, images, package parts and
 * add-ons, and the cleanup of a deleted variant. Its prices go through the price repository.
 */
export function createProductWriteRepository(db: Kysely<Database>) {
  async function addOnIds(productId: number): Promise<number[]> {
    const rows = await db.selectFrom('product_add_ons').select('add_on_product_id').where('product_id', '=', productId).orderBy('position').orderBy('add_on_product_id').execute();
    return rows.map((r) => r.add_on_product_id);
  }

  async function writeAddOnOrder(productId: number, ids: readonly number[]): Promise<void> {
    for (const [position, addOnId] of ids.entries()) {
      await db.updateTable('product_add_ons').set({ position }).where('product_id', '=', productId).where('add_on_product_id', '=', addOnId).execute();
    }
  }

  return {
    /** The product's row for a change, locked on PostgreSQL so two changes of one product take turns (SQLite has one writer). */
    async lock(id: number): Promise<StoredProduct | undefined> {
      let query = db.selectFrom('products').selectAll().where('id', '=', id);
      if (isPostgres(db)) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && { ...row, isPackage: row.is_package === 1 };
    },

    async exists(id: number): Promise<boolean> {
      return (await db.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** A product asked for by its article number, with what the part and add-on rules look at. */
    async candidateBySku(sku: string): Promise<CandidateProduct | null> {
      const row = await db
        .selectFrom('products as p')
        .select(['p.id', 'p.parent_id', 'p.is_package', 'p.status', 'p.hide_price', 'p.buy_option'])
        .select((eb) => eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id')).as('has_variants'))
        .where('p.sku', '=', sku)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id, parentId: row.parent_id, isPackage: row.is_package === 1, hasVariants: Boolean(row.has_variants), status: row.status,
        hidePrice: row.hide_price === 1, buyOption: row.buy_option === 1,
      };
    },

    /** Whether an order or an offer request names the product: their lines point at it, so it stays. */
    async isOrdered(id: number): Promise<boolean> {
      const [order, offer] = await Promise.all([
        db.selectFrom('order_lines').select('id').where((eb) => eb.or([eb('sold_product_id', '=', id), eb('variant_id', '=', id), eb('product_id', '=', id)])).limit(1).executeTakeFirst(),
        db.selectFrom('offer_request_lines').select('id').where((eb) => eb.or([eb('variant_id', '=', id), eb('product_id', '=', id)])).limit(1).executeTakeFirst(),
      ]);
      return order !== undefined || offer !== undefined;
    },

    async hasVariants(id: number): Promise<boolean> {
      return (await db.selectFrom('products').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
    },

    /** A category's address ('' for an unknown one). */
    async categoryUrl(id: number): Promise<string> {
      return (await db.selectFrom('categories').select('url').where('id', '=', id).executeTakeFirst())?.url ?? '';
    },

    /** What of a draft clashes with the stored catalog; `selfId` is the product being saved (its own SKU and address are no clash). */
    async draftClashes(draft: { brandId: number; categoryId: number; vatClass: string; sku: string }, url: string, selfId: number | null): Promise<DraftClashes> {
      const [brand, category, vat, sku, urlTaken] = await Promise.all([
        db.selectFrom('brands').select('id').where('id', '=', draft.brandId).executeTakeFirst(),
        db.selectFrom('categories').select('id').where('id', '=', draft.categoryId).executeTakeFirst(),
        db.selectFrom('vat_rates').select('vat_class').where('vat_class', '=', draft.vatClass).executeTakeFirst(),
        db.selectFrom('products').select('id').where('sku', '=', draft.sku).$if(selfId !== null, (q) => q.where('id', '!=', selfId!)).executeTakeFirst(),
        anyUrlTaken(db, [url], selfId),
      ]);
      return { unknownBrand: !brand, unknownCategory: !category, unknownVatClass: !vat, skuTaken: sku !== undefined, urlTaken };
    },

    /** A parent's variants with their addresses, locked on PostgreSQL (they move with it). */
    async lockVariants(parentId: number): Promise<{ id: number; url: string }[]> {
      const query = db.selectFrom('products').select(['id', 'url']).where('parent_id', '=', parentId).orderBy('id');
      return (isPostgres(db) ? query.forUpdate() : query).execute();
    },

    anyUrlTaken: (urls: readonly string[]) => anyUrlTaken(db, urls, null),

    async insert(values: Insertable<ProductsTable>): Promise<Selectable<ProductsTable>> {
      return db.insertInto('products').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async moveUrl(id: number, url: string, nowIso: string): Promise<void> {
      await db.updateTable('products').set({ url, updated_at: nowIso }).where('id', '=', id).execute();
    },

    async setPackage(id: number, isPackage: boolean, nowIso: string): Promise<void> {
      await db.updateTable('products').set({ is_package: isPackage ? 1 : 0, updated_at: nowIso }).where('id', '=', id).execute();
    },

    /** A variant option with what a variant takes from it. */
    async variantOption(optionId: number) {
      return db.selectFrom('variant_attribute_options').select(['id', 'display_name', 'primary_color_id']).where('id', '=', optionId).executeTakeFirst();
    },

    async skuOrUrlTaken(sku: string, url: string): Promise<boolean> {
      const [bySku, byUrl] = await Promise.all([
        db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirst(),
        db.selectFrom('products').select('id').where('url', '=', url).executeTakeFirst(),
      ]);
      return bySku !== undefined || byUrl !== undefined;
    },

    /** Whether one of the parent's variants already has this option. */
    async hasVariantWithOption(parentId: number, optionId: number): Promise<boolean> {
      const row = await db
        .selectFrom('products as v')
        .innerJoin('product_variant_options as pvo', 'pvo.product_id', 'v.id')
        .select('v.id')
        .where('v.parent_id', '=', parentId)
        .where('pvo.option_id', '=', optionId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setVariantOption(productId: number, optionId: number): Promise<void> {
      await db.insertInto('product_variant_options').values({ product_id: productId, option_id: optionId }).execute();
    },

    /** Whether the product is a part of some package. */
    async isPart(id: number): Promise<boolean> {
      return (await db.selectFrom('package_items').select('package_product_id').where('part_product_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
    },

    async partIds(packageId: number): Promise<number[]> {
      const rows = await db.selectFrom('package_items').select('part_product_id').where('package_product_id', '=', packageId).execute();
      return rows.map((r) => r.part_product_id);
    },

    async part(packageId: number, partId: number) {
      return db.selectFrom('package_items').selectAll().where('package_product_id', '=', packageId).where('part_product_id', '=', partId).executeTakeFirst();
    },

    async addPart(packageId: number, partId: number, quantity: number): Promise<void> {
      await db.insertInto('package_items').values({ package_product_id: packageId, part_product_id: partId, quantity }).execute();
    },

    /** A part's new quantity, or (null) its removal from the package. */
    async setPartQuantity(packageId: number, partId: number, quantity: number | null): Promise<void> {
      if (quantity === null) {
        await db.deleteFrom('package_items').where('package_product_id', '=', packageId).where('part_product_id', '=', partId).execute();
      } else {
        await db.updateTable('package_items').set({ quantity }).where('package_product_id', '=', packageId).where('part_product_id', '=', partId).execute();
      }
    },

    /** A product's add-ons in their order (positions 0..n-1 after every change). */
    addOnIds,
    /** Stores `ids` as the product's add-ons at positions 0, 1, 2 ... (whatever positions they had before). */
    writeAddOnOrder,

    async addAddOn(productId: number, addOnId: number, position: number): Promise<void> {
      await db.insertInto('product_add_ons').values({ product_id: productId, add_on_product_id: addOnId, position }).execute();
    },

    async removeAddOn(productId: number, addOnId: number): Promise<void> {
      await db.deleteFrom('product_add_ons').where('product_id', '=', productId).where('add_on_product_id', '=', addOnId).execute();
    },

    /** Whether a gift campaign gives the product or is set off by it. */
    async inGiftCampaign(id: number): Promise<boolean> {
      return (await db.selectFrom('gift_campaigns').select('id').where((eb) => eb.or([eb('trigger_product_id', '=', id), eb('gift_product_id', '=', id)])).limit(1).executeTakeFirst()) !== undefined;
    },

    /** Deletes a variant's images, variant option, specifications and tags: the rows only about it. The images' paths, for their files. */
    async deleteOwnRows(id: number): Promise<string[]> {
      const images = await db.selectFrom('product_images').select('path').where('product_id', '=', id).execute();
      await db.deleteFrom('product_images').where('product_id', '=', id).execute();
      await db.deleteFrom('product_variant_options').where('product_id', '=', id).execute();
      await db.deleteFrom('product_specifications').where('product_id', '=', id).execute();
      await db.deleteFrom('product_tags').where('product_id', '=', id).execute();
      return images.map((i) => i.path);
    },

    /**
     * Deletes a variant with what points at it: its sales, package and add-on rows (products offering it keep their
     * other add-ons at positions 0..n-1), open cart lines, and its id in member campaigns.
     */
    async deleteWithReferences(id: number): Promise<void> {
      await db.deleteFrom('product_price_schedules').where('product_id', '=', id).execute();
      await db.deleteFrom('package_items').where('package_product_id', '=', id).execute();
      const offeredBy = await db.selectFrom('product_add_ons').select('product_id').where('add_on_product_id', '=', id).execute();
      await db.deleteFrom('product_add_ons').where((eb) => eb.or([eb('product_id', '=', id), eb('add_on_product_id', '=', id)])).execute();
      for (const { product_id } of offeredBy) await writeAddOnOrder(product_id, await addOnIds(product_id));
      // Open carts lose the line (a cart with a line of a gone product already shows the rest only).
      await db.deleteFrom('cart_lines').where((eb) => eb.or([eb('sold_product_id', '=', id), eb('variant_id', '=', id)])).execute();
      const campaigns = await db.selectFrom('member_campaigns').select(['id', 'product_ids']).where('product_ids', 'like', `%${id}%`).execute();
      for (const campaign of campaigns) {
        const ids: unknown = JSON.parse(campaign.product_ids);
        if (!Array.isArray(ids) || !ids.includes(id)) continue;
        await db.updateTable('member_campaigns').set({ product_ids: JSON.stringify(ids.filter((x) => x !== id)) }).where('id', '=', campaign.id).execute();
      }
      await db.deleteFrom('products').where('id', '=', id).execute();
    },

    /** A product's images in their order. */
    async images(productId: number): Promise<Selectable<ProductImagesTable>[]> {
      return db.selectFrom('product_images').selectAll().where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
    },

    /** Stores an image as the product's last one. */
    async appendImage(image: Omit<Insertable<ProductImagesTable>, 'position'> & { product_id: number }): Promise<Selectable<ProductImagesTable>> {
      const last = await db.selectFrom('product_images').select((eb) => eb.fn.max('position').as('max')).where('product_id', '=', image.product_id).executeTakeFirst();
      return db.insertInto('product_images').values({ ...image, position: Number(last?.max ?? -1) + 1 }).returningAll().executeTakeFirstOrThrow();
    },

    async setImageAlt(imageId: number, alt: string): Promise<void> {
      await db.updateTable('product_images').set({ alt }).where('id', '=', imageId).execute();
    },

    /** Stores these images at positions 0, 1, 2 ... */
    async writeImageOrder(imageIds: readonly number[]): Promise<void> {
      for (const [position, id] of imageIds.entries()) await db.updateTable('product_images').set({ position }).where('id', '=', id).execute();
    },

    async deleteImage(imageId: number): Promise<void> {
      await db.deleteFrom('product_images').where('id', '=', imageId).execute();
    },
  };
}

export type ProductWriteRepository = ReturnType<typeof createProductWriteRepository>;
