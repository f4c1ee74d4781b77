import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The bulk reads that build the in-process catalog index (services/catalog-index). */
export function createCatalogIndexRepository(db: Kysely<Database>) {
  return {
    async catalogVersion(): Promise<number> {
      const row = await db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
      return row?.version ?? 0;
    },

    /** Listed products: active and not variants. */
    async listedProducts() {
      return db
        .selectFrom('products as p')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .select([
          'p.id', 'p.name', 'p.brand_id', 'b.name as brand_name', 'p.category_id', 'p.vat_class', 'p.price_incl_vat_ore',
          'p.hide_price', 'p.primary_color_id', 'p.popularity', 'p.rating_average', 'p.rating_count', 'p.created_at',
          'p.stock', 'p.allow_backorder', 'p.sku', 'p.url', 'p.monthly_price_ore',
        ])
        .where('p.status', '=', 'active')
        .where('p.parent_id', 'is', null)
        .orderBy('p.id')
        .execute();
    },

    /** Active variants with their parent and own primary colour. */
    async activeVariants() {
      return db
        .selectFrom('products')
        .select(['id', 'parent_id', 'primary_color_id'])
        .where('status', '=', 'active')
        .where('parent_id', 'is not', null)
        .execute();
    },

    /** Variant options that are colours (they have a primary colour or a swatch). */
    async variantColorOptions() {
      return db
        .selectFrom('product_variant_options as pvo')
        .innerJoin('variant_attribute_options as o', 'o.id', 'pvo.option_id')
        .select(['pvo.product_id', 'o.id as option_id', 'o.primary_color_id'])
        .where((eb) => eb.or([eb('o.primary_color_id', 'is not', null), eb('o.color_hex', 'is not', null)]))
        .execute();
    },

    async colorOptions() {
      return db
        .selectFrom('variant_attribute_options')
        .select(['id', 'primary_color_id'])
        .where((eb) => eb.or([eb('primary_color_id', 'is not', null), eb('color_hex', 'is not', null)]))
        .execute();
    },

    /** The specification links of the products with ids from `firstId` to `lastId` (read in slices: there are millions). */
    async productSpecifications(firstId: number, lastId: number) {
      return db.selectFrom('product_specifications').select(['product_id', 'row_id']).where('product_id', '>=', firstId).where('product_id', '<=', lastId).execute();
    },

    async categories() {
      return db.selectFrom('categories').select(['id', 'parent_id', 'level', 'name', 'url', 'position']).where('visible', '=', 1).execute();
    },

    async brands() {
      return db.selectFrom('brands').select(['id', 'name', 'brand_link', 'brand_override_link']).execute();
    },

    async primaryColors() {
      return db.selectFrom('primary_colors').select(['id', 'name', 'hex', 'position']).execute();
    },

    async specificationGroups() {
      return db.selectFrom('specification_groups').select(['id', 'title', 'type', 'unit', 'description', 'show_in_filter', 'position']).execute();
    },

    async specificationRows() {
      return db.selectFrom('specification_rows').select(['id', 'group_id', 'value', 'numeric_value', 'position']).execute();
    },

    async categorySpecificationGroups() {
      return db.selectFrom('category_specification_groups').select(['category_id', 'group_id', 'position']).execute();
    },

    async vatRates() {
      return db.selectFrom('vat_rates').select(['vat_class', 'rate_percent', 'valid_from']).execute();
    },

    /** Each product's first image (lowest position, then id). */
    async firstImages() {
      return db
        .selectFrom('product_images as i')
        .select(['i.product_id', 'i.path'])
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('product_images as o')
                .select('o.id')
                .whereRef('o.product_id', '=', 'i.product_id')
                .where((eb) => eb.or([eb('o.position', '<', eb.ref('i.position')), eb.and([eb('o.position', '=', eb.ref('i.position')), eb('o.id', '<', eb.ref('i.id'))])])),
            ),
          ),
        )
        .execute();
    },

    async infoPages() {
      return db.selectFrom('info_pages').select(['id', 'title', 'url']).where('published', '=', 1).execute();
    },
  };
}

export type CatalogIndexRepository = ReturnType<typeof createCatalogIndexRepository>;
