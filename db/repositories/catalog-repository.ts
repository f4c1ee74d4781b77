import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Product columns a card or page needs; variants and packages reuse them. */
const productColumns = [
  'p.id', 'p.parent_id', 'p.sku', 'p.name', 'p.title', 'p.url', 'p.brand_id', 'p.category_id', 'p.vat_class',
  'p.price_incl_vat_ore', 'p.original_price_incl_vat_ore', 'p.member_price_incl_vat_ore', 'p.monthly_price_ore',
  'p.hide_price', 'p.stock', 'p.max_purchasable_quantity', 'p.allow_backorder', 'p.status', 'p.is_package',
  'p.is_digital', 'p.energy_class', 'p.energy_class_version', 'p.energy_label_file', 'p.energy_datasheet_file',
  'p.info_text', 'p.description', 'p.primary_color_id', 'p.badge_id', 'p.popularity', 'p.rating_average',
  'p.rating_count', 'p.created_at', 'p.buy_option', 'p.seo_title', 'p.seo_description',
] as const;

export function createCatalogRepository(db: Kysely<Database>) {
  const products = () =>
    db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(productColumns)
      .select(['b.name as brand_name', 'b.brand_link', 'b.brand_override_link']);

  return {
    async catalogVersion(): Promise<number> {
      const row = await db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
      return row?.version ?? 0;
    },

    /** The stored site settings and the themes, what the settings the pages use are made of. */
    async settingsSource() {
      const [rows, themes] = await Promise.all([
        db.selectFrom('site_settings').select(['key', 'value']).orderBy('key').execute(),
        db.selectFrom('themes').select(['id', 'name', 'palette', 'settings']).orderBy('id').execute(),
      ]);
      return { rows, themes };
    },

    async vatRates() {
      return db.selectFrom('vat_rates').selectAll().execute();
    },

    /** The member campaigns that are switched on (issue 15); whether one runs today is decided per request. */
    async activeMemberCampaigns() {
      return db.selectFrom('member_campaigns').selectAll().where('active', '=', 1).orderBy('id').execute();
    },

    async categories() {
      return db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'level', 'name', 'url', 'description', 'image', 'position', 'seo_title', 'meta_description'])
        .where('visible', '=', 1)
        .orderBy('level')
        .orderBy('position')
        .orderBy('name')
        .execute();
    },

    /** Products per category, counting only what is listed (active, not variants). */
    async productCountsByCategory() {
      return db
        .selectFrom('products')
        .select(['category_id', db.fn.countAll<number>().as('count')])
        .where('status', '=', 'active')
        .where('parent_id', 'is', null)
        .groupBy('category_id')
        .execute();
    },

    async brands() {
      return db
        .selectFrom('brands')
        .select(['id', 'name', 'brand_link', 'brand_override_link', 'description', 'logo'])
        .orderBy('name')
        .execute();
    },

    /**
     * Every stored old address with its entity's current address and whether it is shown: an active product, a
     * visible category, a brand (the snapshot decides whether brand pages are shown at all).
     */
    async redirects() {
      return db
        .selectFrom('url_redirects as r')
        .leftJoin('products as p', 'p.id', 'r.product_id')
        .leftJoin('categories as c', 'c.id', 'r.category_id')
        .leftJoin('brands as b', 'b.id', 'r.brand_id')
        .select([
          'r.old_url', 'r.product_id', 'r.category_id', 'r.brand_id', 'p.url as product_url', 'p.status as product_status',
          'c.url as category_url', 'c.visible as category_visible',
        ])
        .execute();
    },

    async infoPages() {
      return db
        .selectFrom('info_pages')
        .select(['id', 'parent_id', 'title', 'url', 'type', 'heading', 'body', 'position', 'expanded'])
        // A draft (issue 18) is the back office's only; its subpages are left out with it by the snapshot.
        .where('published', '=', 1)
        .orderBy('position')
        .orderBy('title')
        .execute();
    },

    async productById(id: number) {
      return products().where('p.id', '=', id).executeTakeFirst();
    },

    async productIdByUrl(url: string): Promise<number | undefined> {
      const row = await db.selectFrom('products').select('id').where('url', '=', url).executeTakeFirst();
      return row?.id;
    },

    async productsByIds(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return products().where('p.id', 'in', ids).execute();
    },

    /** Which of these products have variants. */
    async parentIdsAmong(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('products')
        .select('parent_id')
        .distinct()
        .where('parent_id', 'in', ids)
        .execute();
      return rows.map((r) => r.parent_id!);
    },

    async variantsOf(parentId: number) {
      return products().where('p.parent_id', '=', parentId).where('p.status', '=', 'active').orderBy('p.id').execute();
    },

    async imagesOf(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('product_images')
        .select(['product_id', 'path', 'alt', 'width', 'height', 'position'])
        .where('product_id', 'in', productIds)
        .orderBy('product_id')
        .orderBy('position')
        .execute();
    },

    /** The product's sale the scheduler has started and not yet ended, or undefined (sales never overlap). */
    async runningSaleOf(productId: number) {
      return db
        .selectFrom('product_price_schedules')
        .select(['sale_price_incl_vat_ore', 'starts_at', 'ends_at'])
        .where('product_id', '=', productId)
        .where('state', '=', 'running')
        .executeTakeFirst();
    },

    async priceHistoryOf(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('product_price_history')
        .select(['product_id', 'price_incl_vat_ore', 'valid_from'])
        .where('product_id', 'in', productIds)
        .orderBy('valid_from')
        .execute();
    },

    async tagsOf(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('product_tags as pt')
        .innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['pt.product_id', 't.id', 't.name', 't.color', 't.color_is_dark'])
        .where('pt.product_id', 'in', productIds)
        .orderBy('t.id')
        .execute();
    },

    async badges() {
      return db.selectFrom('badges').select(['id', 'name', 'image', 'position']).execute();
    },

    async specificationsOf(productId: number) {
      return db
        .selectFrom('product_specifications as ps')
        .innerJoin('specification_rows as r', 'r.id', 'ps.row_id')
        .innerJoin('specification_groups as g', 'g.id', 'r.group_id')
        .select(['g.id as group_id', 'g.title', 'g.section', 'g.type', 'g.unit', 'g.description', 'g.position', 'r.value', 'r.position as row_position'])
        .where('ps.product_id', '=', productId)
        .orderBy('g.position')
        .orderBy('g.id')
        .orderBy('r.position')
        .execute();
    },

    /** A product's add-ons in their order: active single products only (a parent has no price of its own to add). */
    async addOnsOf(productId: number) {
      return products()
        .innerJoin('product_add_ons as pa', 'pa.add_on_product_id', 'p.id')
        .where('pa.product_id', '=', productId)
        .where('p.status', '=', 'active')
        .where('p.parent_id', 'is', null)
        .orderBy('pa.position')
        .orderBy('p.id')
        .limit(10)
        .execute();
    },

    /** A package's parts, each linked to its page: a variant's is its parent's page with the variant chosen. */
    async packageItemsOf(packageId: number) {
      const rows = await db
        .selectFrom('package_items as pi')
        .innerJoin('products as p', 'p.id', 'pi.part_product_id')
        .leftJoin('products as pp', 'pp.id', 'p.parent_id')
        .select(['p.id', 'p.name', 'p.url', 'pp.url as parent_url', 'pi.quantity'])
        .where('pi.package_product_id', '=', packageId)
        .orderBy('p.id')
        .execute();
      return rows.map(({ parent_url, ...row }) => ({ ...row, url: parent_url === null ? row.url : `${parent_url}?variant=${row.id}` }));
    },

    async variantOptionsOf(productIds: readonly number[]) {
      if (productIds.length === 0) return [];
      return db
        .selectFrom('product_variant_options as pvo')
        .innerJoin('variant_attribute_options as o', 'o.id', 'pvo.option_id')
        .innerJoin('variant_attributes as a', 'a.id', 'o.attribute_id')
        .select(['pvo.product_id', 'a.id as attribute_id', 'a.label', 'a.level', 'a.position as attribute_position', 'o.id as option_id', 'o.display_name', 'o.color_hex', 'o.position'])
        .where('pvo.product_id', 'in', productIds)
        .orderBy('a.level')
        .orderBy('o.position')
        .execute();
    },

    /**
     * A page of listed products (active parents and single products) in the given categories and/or brand, and how
     * many there are (counted unless the caller knows).
     */
    async listProducts(filter: { categoryIds?: readonly number[]; brandId?: number }, offset: number, limit: number, knownTotal?: number) {
      let query = db
        .selectFrom('products as p')
        .where('p.status', '=', 'active')
        .where('p.parent_id', 'is', null);
      if (filter.categoryIds) query = query.where('p.category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [-1]);
      if (filter.brandId !== undefined) query = query.where('p.brand_id', '=', filter.brandId);
      const [rows, total] = await Promise.all([
        query.select('p.id').orderBy('p.popularity', 'desc').orderBy('p.id').offset(offset).limit(limit).execute(),
        knownTotal ?? query.select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow().then((row) => Number(row.count)),
      ]);
      return { ids: rows.map((r) => r.id), total };
    },

    async topProductIds(kind: 'popular' | 'discounted', limit: number): Promise<number[]> {
      let query = db
        .selectFrom('products')
        .select('id')
        .where('status', '=', 'active')
        .where('parent_id', 'is', null)
        .where('hide_price', '=', 0)
        .where((eb) => eb.or([eb('stock', '>', 0), eb('allow_backorder', '=', 1)]));
      if (kind === 'discounted') {
        query = query.where('original_price_incl_vat_ore', 'is not', null).whereRef('original_price_incl_vat_ore', '>', 'price_incl_vat_ore');
      }
      const rows = await query.orderBy('popularity', 'desc').orderBy('id').limit(limit).execute();
      return rows.map((r) => r.id);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type ProductRecord = NonNullable<Awaited<ReturnType<CatalogRepository['productById']>>>;
