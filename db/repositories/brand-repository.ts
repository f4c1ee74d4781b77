import type { Insertable, Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { BrandsTable, Database } from '../schema';

/** A brand as the back office edits it. */
export interface BrandRecord {
  id: number;
  name: string;
  brand_link: string;
  description: string;
  logo: string | null;
  brand_override_link: string;
}

const COLUMNS = ['id', 'name', 'brand_link', 'description', 'logo', 'brand_override_link'] as const;

/** The catalog's brands, with what the back office needs to know about their use. */
export function createBrandRepository(db: Kysely<Database>) {
  return {
    /** Every brand but `exceptId` (the catalog's 'no brand'), by name. */
    async all(exceptId: number): Promise<BrandRecord[]> {
      return db.selectFrom('brands').select(COLUMNS).where('id', '<>', exceptId).orderBy('name').execute();
    },

    async byId(id: number): Promise<BrandRecord | null> {
      return (await db.selectFrom('brands').select(COLUMNS).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The brand's row, locked on PostgreSQL so two logo changes take turns (SQLite has one writer). */
    async locked(id: number): Promise<BrandRecord | null> {
      const query = db.selectFrom('brands').select(COLUMNS).where('id', '=', id);
      return (await (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst()) ?? null;
    },

    /** Products per brand (of any status). */
    async productCounts(): Promise<Map<number, number>> {
      const rows = await db.selectFrom('products').select((eb) => ['brand_id', eb.fn.countAll<number>().as('count')]).groupBy('brand_id').execute();
      return new Map(rows.map((c) => [c.brand_id, Number(c.count)]));
    },

    async productCount(id: number): Promise<number> {
      const { count } = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).where('brand_id', '=', id).executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Whether a product (of any status) or a member campaign uses the brand. */
    async inUse(id: number): Promise<boolean> {
      const [product, campaign] = await Promise.all([
        db.selectFrom('products').select('id').where('brand_id', '=', id).executeTakeFirst(),
        db.selectFrom('member_campaigns').select('id').where('brand_id', '=', id).executeTakeFirst(),
      ]);
      return product !== undefined || campaign !== undefined;
    },

    async linkTaken(link: string, exceptId: number | null): Promise<boolean> {
      return (await db.selectFrom('brands').select('id').where('brand_link', '=', link).where('id', '<>', exceptId ?? 0).executeTakeFirst()) !== undefined;
    },

    /** The new brand, or null when its link was taken meanwhile. */
    async insert(values: Insertable<BrandsTable>): Promise<BrandRecord | null> {
      return (await db.insertInto('brands').values(values).onConflict((oc) => oc.column('brand_link').doNothing()).returning(COLUMNS).executeTakeFirst()) ?? null;
    },

    async update(id: number, values: Partial<Insertable<BrandsTable>>): Promise<void> {
      await db.updateTable('brands').set(values).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('brands').where('id', '=', id).execute();
    },
  };
}

export type BrandRepository = ReturnType<typeof createBrandRepository>;
