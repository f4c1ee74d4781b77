import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ProductsTable } from '../schema';
import { contains } from '../text-match';

/** The product list's filters and page (domain/product-editor.ts `ProductListQuery`). */
export interface ProductListFilter {
  search: string;
  categoryId: number | null;
  brandId: number | null;
  status: Selectable<ProductsTable>['status'] | null;
  limit: number;
  offset: number;
}

/** What the back office's product editor and list read (issue 18); its writes are product-write-repository.ts's. */
export function createProductEditorRepository(db: Kysely<Database>) {
  return {
    /** A page of main products (variants are shown in their parent), newest first, with how many match in all. */
    async list(filter: ProductListFilter) {
      let base = db.selectFrom('products as p').where('p.parent_id', 'is', null);
      if (filter.search !== '') base = base.where((eb) => eb.or([contains(sql.ref('p.name'), filter.search), contains(sql.ref('p.sku'), filter.search)]));
      if (filter.categoryId !== null) base = base.where('p.category_id', '=', filter.categoryId);
      if (filter.brandId !== null) base = base.where('p.brand_id', '=', filter.brandId);
      if (filter.status !== null) base = base.where('p.status', '=', filter.status);
      const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'p.name', 'p.sku', 'p.status', 'p.stock', 'p.allow_backorder', 'p.price_incl_vat_ore', 'p.original_price_incl_vat_ore', 'b.name as brand_name', 'c.name as category_name'])
        .select((eb) => eb.selectFrom('products as v').whereRef('v.parent_id', '=', 'p.id').select((v) => v.fn.countAll<number>().as('n')).as('variant_count'))
        .orderBy('p.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      return { rows: rows.map((r) => ({ ...r, variant_count: Number(r.variant_count ?? 0) })), total: Number(count) };
    },

    /** The editor's choices: brands, categories (with their address), VAT rates and variant options. */
    async choices() {
      const [brands, categories, vatRates, options] = await Promise.all([
        db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute(),
        db.selectFrom('categories').select(['id', 'name', 'url', 'level']).orderBy('url').execute(),
        db.selectFrom('vat_rates').select(['vat_class', 'rate_percent']).orderBy('rate_percent', 'desc').execute(),
        db
          .selectFrom('variant_attribute_options as o')
          .innerJoin('variant_attributes as a', 'a.id', 'o.attribute_id')
          .select(['o.id', 'o.display_name', 'a.label'])
          .orderBy('a.position')
          .orderBy('o.position')
          .execute(),
      ]);
      return { brands, categories, vatRates, options };
    },

    async product(id: number) {
      return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** What the editor shows around a product: images, variants, sales, parent, category address, parts, add-ons and packages it is part of. */
    async surroundings(id: number, parentId: number | null, categoryId: number) {
      const [images, variants, sales, parent, category, parts, addOns, partOf] = await Promise.all([
        db.selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('position').orderBy('id').execute(),
        db
          .selectFrom('products as v')
          .leftJoin('product_variant_options as pvo', 'pvo.product_id', 'v.id')
          .leftJoin('variant_attribute_options as o', 'o.id', 'pvo.option_id')
          .leftJoin('variant_attributes as a', 'a.id', 'o.attribute_id')
          .select(['v.id', 'v.sku', 'v.name', 'v.status', 'v.stock', 'v.price_incl_vat_ore', 'o.display_name', 'a.label'])
          .where('v.parent_id', '=', id)
          .orderBy('v.id')
          .execute(),
        db.selectFrom('product_price_schedules').selectAll().where('product_id', '=', id).orderBy('starts_at', 'desc').limit(20).execute(),
        parentId === null ? Promise.resolve(undefined) : db.selectFrom('products').select(['id', 'name']).where('id', '=', parentId).executeTakeFirst(),
        db.selectFrom('categories').select('url').where('id', '=', categoryId).executeTakeFirst(),
        db
          .selectFrom('package_items as pi')
          .innerJoin('products as p', 'p.id', 'pi.part_product_id')
          .select(['p.id', 'p.sku', 'p.name', 'p.status', 'p.price_incl_vat_ore', 'pi.quantity'])
          .where('pi.package_product_id', '=', id)
          .orderBy('p.id')
          .execute(),
        db
          .selectFrom('product_add_ons as pa')
          .innerJoin('products as p', 'p.id', 'pa.add_on_product_id')
          .select(['p.id', 'p.sku', 'p.name', 'p.status', 'p.price_incl_vat_ore', 'p.stock', 'p.allow_backorder'])
          .where('pa.product_id', '=', id)
          .orderBy('pa.position')
          .orderBy('p.id')
          .execute(),
        db.selectFrom('package_items as pi').innerJoin('products as p', 'p.id', 'pi.package_product_id').select(['p.id', 'p.name']).where('pi.part_product_id', '=', id).orderBy('p.id').execute(),
      ]);
      return { images, variants, sales, parent: parent ?? null, categoryUrl: category?.url ?? '', parts, addOns, partOf };
    },
  };
}
