import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, InfoPagesTable } from '../schema';

export type InfoPageRow = Selectable<InfoPagesTable>;

/** The shop's info pages (docs/info-pages.md) as the back office reads and writes them. */
export function createInfoPageRepository(db: Kysely<Database>) {
  return {
    /** One page of the list, by address, with the total count. */
    async page(limit: number, offset: number): Promise<{ rows: InfoPageRow[]; total: number }> {
      const [{ count }, rows] = await Promise.all([
        db.selectFrom('info_pages').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        db.selectFrom('info_pages').selectAll().orderBy('url').limit(limit).offset(offset).execute(),
      ]);
      return { rows, total: Number(count) };
    },

    async byId(id: number): Promise<InfoPageRow | null> {
      return (await db.selectFrom('info_pages').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** Top-level pages, the choices for a page's parent. */
    async topLevel(): Promise<{ id: number; title: string; url: string }[]> {
      return db.selectFrom('info_pages').select(['id', 'title', 'url']).where('parent_id', 'is', null).orderBy('position').orderBy('title').execute();
    },

    /** Whether `url` is the address of anything else the storefront serves: a category, product, brand or another page. */
    async urlTaken(url: string, exceptId: number | null): Promise<boolean> {
      const [page, category, product, brand] = await Promise.all([
        db.selectFrom('info_pages').select('id').where('url', '=', url).$if(exceptId !== null, (q) => q.where('id', '!=', exceptId!)).executeTakeFirst(),
        db.selectFrom('categories').select('id').where('url', '=', url).executeTakeFirst(),
        db.selectFrom('products').select('id').where('url', '=', url).executeTakeFirst(),
        db.selectFrom('brands').select('id').where('brand_link', '=', url.slice(1)).executeTakeFirst(),
      ]);
      return Boolean(page ?? category ?? product ?? brand);
    },

    async hasSubpages(id: number): Promise<boolean> {
      return (await db.selectFrom('info_pages').select('id').where('parent_id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** The new page, or undefined when its address was taken meanwhile. */
    async insert(values: Insertable<InfoPagesTable>): Promise<InfoPageRow | undefined> {
      return db.insertInto('info_pages').values(values).onConflict((oc) => oc.column('url').doNothing()).returningAll().executeTakeFirst();
    },

    async update(id: number, values: Partial<Insertable<InfoPagesTable>>): Promise<InfoPageRow> {
      return db.updateTable('info_pages').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('info_pages').where('id', '=', id).execute();
    },
  };
}

export type InfoPageRepository = ReturnType<typeof createInfoPageRepository>;
