import { sql, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { CategoriesTable, Database } from '../schema';

/** A category's row as the back office changes it (its audit entries record these columns as they are). */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  url: string;
  description: string;
  seo_title: string | null;
  meta_description: string | null;
  visible: number;
  position: number;
}

/** A product filed in a category, with the address that may follow the category's. */
export interface FiledProduct {
  id: number;
  url: string;
  category_id: number;
}

const COLUMNS = ['id', 'parent_id', 'level', 'name', 'url', 'description', 'seo_title', 'meta_description', 'visible', 'position'] as const;

/** The category tree's rows and the products and pages whose addresses it must not meet (issue 18). */
export function createCategoryRepository(db: Kysely<Database>) {
  const pg = isPostgres(db);

  return {
    async all(): Promise<CategoryRow[]> {
      return db.selectFrom('categories').select(COLUMNS).execute();
    },

    /** The whole tree, locked on PostgreSQL so changes to it take turns (SQLite serialises writers). */
    async lockedTree(): Promise<CategoryRow[]> {
      const query = db.selectFrom('categories').select(COLUMNS).orderBy('id');
      return pg ? query.forUpdate().execute() : query.execute();
    },

    /** Products filed directly in each category (of any status). */
    async productCounts(): Promise<Map<number, number>> {
      const rows = await db.selectFrom('products').select((eb) => ['category_id', eb.fn.countAll<number>().as('count')]).groupBy('category_id').execute();
      return new Map(rows.map((c) => [c.category_id, Number(c.count)]));
    },

    async hasProducts(id: number): Promise<boolean> {
      return (await db.selectFrom('products').select('id').where('category_id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Whether a product or an info page has the address. */
    async addressHeldByProductOrPage(url: string): Promise<boolean> {
      const [product, page] = await Promise.all([
        db.selectFrom('products').select('id').where('url', '=', url).executeTakeFirst(),
        db.selectFrom('info_pages').select('id').where('url', '=', url).executeTakeFirst(),
      ]);
      return product !== undefined || page !== undefined;
    },

    /** The products at any of these addresses, and whether an info page has one of them (stored with or without its slash). */
    async holdersOf(urls: readonly string[]): Promise<{ productIds: number[]; infoPage: boolean }> {
      const [products, page] = await Promise.all([
        db.selectFrom('products').select('id').where('url', 'in', urls).execute(),
        db.selectFrom('info_pages').select('id').where('url', 'in', [...urls, ...urls.map((u) => u.slice(1))]).executeTakeFirst(),
      ]);
      return { productIds: products.map((p) => p.id), infoPage: page !== undefined };
    },

    /** The products filed in these categories, locked on PostgreSQL while their addresses are decided. */
    async lockedProductsIn(categoryIds: readonly number[]): Promise<FiledProduct[]> {
      const query = db.selectFrom('products').select(['id', 'url', 'category_id']).where('category_id', 'in', categoryIds).orderBy('id');
      return (pg ? query.forUpdate() : query).execute();
    },

    async insert(values: Insertable<CategoriesTable>): Promise<CategoryRow> {
      return db.insertInto('categories').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, values: Partial<Insertable<CategoriesTable>>): Promise<void> {
      await db.updateTable('categories').set(values).where('id', '=', id).execute();
    },

    /**
     * Moves the products whose address sits under `from` to the same place under `to`, in one statement: the
     * address's tail is kept as stored.
     */
    async rebaseProductUrls(categoryId: number, from: string, to: string): Promise<void> {
      const prefix = `${from.replace(/\/+$/, '')}/`;
      await sql`update products set url = ${`${to.replace(/\/+$/, '')}/`} || substr(url, ${prefix.length + 1})
            where category_id = ${categoryId} and substr(url, 1, ${prefix.length}) = ${prefix} and length(url) > ${prefix.length}`.execute(db);
    },

    /** Deletes the category with its specification groups' links. */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('category_specification_groups').where('category_id', '=', id).execute();
      await db.deleteFrom('categories').where('id', '=', id).execute();
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
