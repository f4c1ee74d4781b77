import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MemberCampaignsTable } from '../schema';

/**
 * A member campaign as the back office edits it. `active` stays the column's 0/1: the back office's pages
 * (app/lib/member-campaign-text.ts) read it so.
 */
export type MemberCampaignRecord = Selectable<MemberCampaignsTable>;

/** The columns a campaign's form sets (its switch and timestamps are the repository's and the change's). */
export type MemberCampaignColumns = Omit<Insertable<MemberCampaignsTable>, 'id' | 'active' | 'created_at' | 'updated_at'>;

/** The back office's member campaigns (issue 15), and the names of what their rules point at. */
export function createMemberCampaignRepository(db: Kysely<Database>) {
  return {
    /** Active campaigns first, newest first. */
    async all(): Promise<MemberCampaignRecord[]> {
      return db.selectFrom('member_campaigns').selectAll().orderBy('active', 'desc').orderBy('id', 'desc').execute();
    },

    async byId(id: number): Promise<MemberCampaignRecord | null> {
      return (await db.selectFrom('member_campaigns').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async insert(columns: MemberCampaignColumns, nowIso: string): Promise<MemberCampaignRecord> {
      return db.insertInto('member_campaigns').values({ ...columns, active: 1, created_at: nowIso, updated_at: nowIso }).returningAll().executeTakeFirstOrThrow();
    },

    async update(id: number, columns: MemberCampaignColumns, nowIso: string): Promise<MemberCampaignRecord> {
      return db.updateTable('member_campaigns').set({ ...columns, updated_at: nowIso }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },

    /** Switches the campaign on or off; null when it already was (or does not exist). */
    async switchTo(id: number, active: boolean, nowIso: string): Promise<MemberCampaignRecord | null> {
      const row = await db
        .updateTable('member_campaigns')
        .set({ active: active ? 1 : 0, updated_at: nowIso })
        .where('id', '=', id)
        .where('active', '=', active ? 0 : 1)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /** Products whose article number is one of `skus` or whose id is one of `ids`. */
    async productsNamed(skus: readonly string[], ids: readonly number[]): Promise<{ id: number; sku: string }[]> {
      return db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where((eb) => eb.or([eb('sku', 'in', [...skus]), ...(ids.length > 0 ? [eb('id', 'in', [...ids])] : [])]))
        .execute();
    },

    async categoryExists(id: number): Promise<boolean> {
      return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async brandExists(id: number): Promise<boolean> {
      return (await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Every category with what places it in the tree, by position. */
    async categories(): Promise<{ id: number; name: string; level: number; parent_id: number | null; position: number }[]> {
      return db.selectFrom('categories').select(['id', 'name', 'level', 'parent_id', 'position']).orderBy('position').orderBy('id').execute();
    },

    /** The article numbers, category names and brand names of the ids campaigns name. */
    async names(productIds: number[], categoryIds: number[], brandIds: number[]): Promise<{ skus: Map<number, string>; categories: Map<number, string>; brands: Map<number, string> }> {
      const [products, categories, brands] = await Promise.all([
        productIds.length > 0 ? db.selectFrom('products').select(['id', 'sku']).where('id', 'in', productIds).execute() : Promise.resolve([]),
        categoryIds.length > 0 ? db.selectFrom('categories').select(['id', 'name']).where('id', 'in', categoryIds).execute() : Promise.resolve([]),
        brandIds.length > 0 ? db.selectFrom('brands').select(['id', 'name']).where('id', 'in', brandIds).execute() : Promise.resolve([]),
      ]);
      return {
        skus: new Map(products.map((p) => [p.id, p.sku])),
        categories: new Map(categories.map((c) => [c.id, c.name])),
        brands: new Map(brands.map((b) => [b.id, b.name])),
      };
    },
  };
}

export type MemberCampaignRepository = ReturnType<typeof createMemberCampaignRepository>;
