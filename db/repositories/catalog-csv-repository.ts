import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { isPostgres } from '../dialect';
import type { CatalogImportsTable, Database, ProductsTable } from '../schema';

/** A product's columns as the CSV import checks a file against them; `buy_option` as the boolean its 0/1 stands for. */
export type CsvProductRecord = Omit<
  Pick<
    Selectable<ProductsTable>,
    'id' | 'parent_id' | 'sku' | 'name' | 'url' | 'brand_id' | 'category_id' | 'vat_class' | 'price_incl_vat_ore' | 'original_price_incl_vat_ore'
    | 'member_price_incl_vat_ore' | 'stock' | 'status' | 'buy_option' | 'gtin' | 'mpn'
  >,
  'buy_option'
> & { buy_option: boolean };

export type CatalogImportRow = Selectable<CatalogImportsTable>;

/** Imports take this PostgreSQL advisory lock for their transaction, so two never interleave. */
const IMPORT_LOCK_KEY = 18_000_018;

const PRODUCT_COLUMNS = [
  'p.id', 'p.parent_id', 'p.sku', 'p.name', 'p.url', 'p.brand_id', 'p.category_id', 'p.vat_class', 'p.price_incl_vat_ore', 'p.original_price_incl_vat_ore',
  'p.member_price_incl_vat_ore', 'p.stock', 'p.status', 'p.buy_option', 'p.gtin', 'p.mpn',
] as const;

/** The catalog as the CSV import and export read it, the import's products written, and the imports' reports. */
export function createCatalogCsvRepository(db: Kysely<Database>) {
  return {
    /** Every product, brand and category, and the VAT classes, for checking a file. */
    async catalog() {
      const [products, brands, categories, vatRates] = await Promise.all([
        db.selectFrom('products as p').select(PRODUCT_COLUMNS).execute(),
        db.selectFrom('brands').select(['id', 'name']).execute(),
        db.selectFrom('categories').select(['id', 'name', 'url']).execute(),
        db.selectFrom('vat_rates').select('vat_class').distinct().execute(),
      ]);
      return {
        products: products.map((p): CsvProductRecord => ({ ...p, buy_option: p.buy_option === 1 })),
        brands,
        categories,
        vatClasses: vatRates.map((v) => v.vat_class),
      };
    },

    /** Brands' names and categories' addresses, which an export writes for their ids. */
    async catalogNames(): Promise<{ brands: { id: number; name: string }[]; categories: { id: number; url: string }[] }> {
      const [brands, categories] = await Promise.all([
        db.selectFrom('brands').select(['id', 'name']).execute(),
        db.selectFrom('categories').select(['id', 'url']).execute(),
      ]);
      return { brands, categories };
    },

    /** A page of products by id after `afterId`, each with its parent's article number. */
    async exportPage(afterId: number, limit: number): Promise<(CsvProductRecord & { parent_sku: string | null })[]> {
      const rows = await db
        .selectFrom('products as p')
        .leftJoin('products as parent', 'parent.id', 'p.parent_id')
        .select([...PRODUCT_COLUMNS, 'parent.sku as parent_sku'])
        .where('p.id', '>', afterId)
        .orderBy('p.id')
        .limit(limit)
        .execute();
      return rows.map((p) => ({ ...p, buy_option: p.buy_option === 1 }));
    },

    /** New products, with their ids. */
    async insertProducts(rows: readonly Insertable<ProductsTable>[]): Promise<{ id: number; sku: string; price_incl_vat_ore: number }[]> {
      return db.insertInto('products').values([...rows]).returning(['id', 'sku', 'price_incl_vat_ore']).execute();
    },

    /** Only one import at a time writes: PostgreSQL by an advisory lock; SQLite's one connection runs one transaction at a time. */
    async lockImports(): Promise<void> {
      if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`.execute(db);
    },

    async saveReport(values: Insertable<CatalogImportsTable>): Promise<number> {
      return (await db.insertInto('catalog_imports').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** The newest reports first. */
    async recentReports(limit: number): Promise<CatalogImportRow[]> {
      return db.selectFrom('catalog_imports').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },

    async report(id: number): Promise<CatalogImportRow | null> {
      return (await db.selectFrom('catalog_imports').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },
  };
}

export type CatalogCsvRepository = ReturnType<typeof createCatalogCsvRepository>;
