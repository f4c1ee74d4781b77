import type { Kysely, Transaction } from 'kysely';
import type { Database, MemberCampaignRow } from '../../db/schema';
import { parseProductIds, type CheckedMemberCampaign } from '../../domain/member-campaigns';
import type { Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';

/** A campaign as the back office lists it: the row, with the products' article numbers and the scope's name. */
export interface MemberCampaignView extends MemberCampaignRow {
  productSkus: string[];
  scopeName: string | null;
}

export type MemberCampaignSave =
  | { ok: true; campaign: MemberCampaignRow; changed: boolean }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'products' | 'category_id' | 'brand_id'; unknown?: string[] };

/** What a campaign's audit entry records: its rule, never more. */
function audited(row: MemberCampaignRow) {
  return {
    name: row.name, kind: row.kind, percent: row.percent, price_incl_vat_ore: row.price_incl_vat_ore, scope: row.scope,
    product_ids: parseProductIds(row.product_ids), category_id: row.category_id, brand_id: row.brand_id,
    valid_from: row.valid_from, valid_until: row.valid_until, active: row.active === 1,
  };
}

/**
 * The back office's member campaigns (issue 15): list, create, edit, switch off and on. Each change writes its audit
 * entry and moves the catalog version in its own transaction, so every process drops its cached cards and prices
 * members' carts with the new rule within seconds.
 */
export function createMemberCampaignAdmin(db: Kysely<Database>, change: CatalogChange) {

  /** The product ids of article numbers (or ids typed as numbers), or the references that name no product. */
  async function productIdsOf(trx: Transaction<Database>, refs: readonly string[]): Promise<{ ids: number[] } | { unknown: string[] }> {
    const numbers = refs.filter((r) => /^\d{1,10}$/.test(r)).map(Number).filter((n) => n <= 2_147_483_647);
    const rows = await trx
      .selectFrom('products')
      .select(['id', 'sku'])
      .where((eb) => eb.or([eb('sku', 'in', [...refs]), ...(numbers.length > 0 ? [eb('id', 'in', numbers)] : [])]))
      .execute();
    const bySku = new Map(rows.map((r) => [r.sku, r.id]));
    const ids = new Set(rows.map((r) => r.id));
    const found: number[] = [];
    const unknown: string[] = [];
    for (const ref of refs) {
      const id = bySku.get(ref) ?? (/^\d+$/.test(ref) && ids.has(Number(ref)) ? Number(ref) : undefined);
      if (id === undefined) unknown.push(ref);
      else if (!found.includes(id)) found.push(id);
    }
    return unknown.length > 0 ? { unknown } : { ids: found };
  }

  /** The stored columns of a checked campaign, or the field that names something that does not exist. */
  async function columnsOf(trx: Transaction<Database>, campaign: CheckedMemberCampaign) {
    let productIds: number[] = [];
    if (campaign.scope === 'products') {
      const resolved = await productIdsOf(trx, campaign.productRefs);
      if ('unknown' in resolved) return { ok: false as const, reason: 'products' as const, unknown: resolved.unknown };
      productIds = resolved.ids;
    }
    if (campaign.category_id !== null && !(await trx.selectFrom('categories').select('id').where('id', '=', campaign.category_id).executeTakeFirst())) {
      return { ok: false as const, reason: 'category_id' as const };
    }
    if (campaign.brand_id !== null && !(await trx.selectFrom('brands').select('id').where('id', '=', campaign.brand_id).executeTakeFirst())) {
      return { ok: false as const, reason: 'brand_id' as const };
    }
    return {
      ok: true as const,
      columns: {
        name: campaign.name, kind: campaign.kind, percent: campaign.percent, price_incl_vat_ore: campaign.price_incl_vat_ore, scope: campaign.scope,
        product_ids: JSON.stringify(productIds), category_id: campaign.category_id, brand_id: campaign.brand_id,
        valid_from: campaign.valid_from, valid_until: campaign.valid_until,
      },
    };
  }

  return {
    async list(): Promise<MemberCampaignView[]> {
      const rows = await db.selectFrom('member_campaigns').selectAll().orderBy('active', 'desc').orderBy('id', 'desc').execute();
      return withNames(rows);
    },

    async get(id: number): Promise<MemberCampaignView | null> {
      const row = await db.selectFrom('member_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? ((await withNames([row]))[0] ?? null) : null;
    },

    /** The categories and brands a campaign can be for, for the form's choices. */
    async choices(): Promise<{ categories: { id: number; name: string; level: number }[]; brands: { id: number; name: string }[] }> {
      const [categories, brands] = await Promise.all([
        db.selectFrom('categories').select(['id', 'name', 'level', 'parent_id', 'position']).orderBy('position').orderBy('id').execute(),
        db.selectFrom('brands').select(['id', 'name']).where('id', '<>', 1).orderBy('name').execute(),
      ]);
      // Depth first, so each category follows its parent in the list.
      const children = new Map<number | null, typeof categories>();
      for (const c of categories) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c]);
      const ordered: { id: number; name: string; level: number }[] = [];
      const walk = (parent: number | null, depth: number) => {
        if (depth > 20) return;
        for (const c of children.get(parent) ?? []) {
          ordered.push({ id: c.id, name: c.name, level: depth });
          walk(c.id, depth + 1);
        }
      };
      walk(null, 1);
      return { categories: ordered, brands };
    },

    async create(campaign: CheckedMemberCampaign, actor: Actor): Promise<MemberCampaignSave> {
      return change(actor, async (w) => {
        const { trx } = w;
        const checked = await columnsOf(trx, campaign);
        if (!checked.ok) return checked;
        const row = await trx
          .insertInto('member_campaigns')
          .values({ ...checked.columns, active: 1, created_at: w.nowIso, updated_at: w.nowIso })
          .returningAll()
          .executeTakeFirstOrThrow();
        await w.changed({ action: 'member_campaign.create', entityType: 'member_campaign', entityId: row.id, before: null, after: audited(row) });
        return { ok: true, campaign: row, changed: true };
      });
    },

    async update(id: number, campaign: CheckedMemberCampaign, actor: Actor): Promise<MemberCampaignSave> {
      return change(actor, async (w) => {
        const { trx } = w;
        const before = await trx.selectFrom('member_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return { ok: false, reason: 'unknown' };
        const checked = await columnsOf(trx, campaign);
        if (!checked.ok) return checked;
        const unchanged = (Object.keys(checked.columns) as (keyof typeof checked.columns)[]).every((k) => before[k] === checked.columns[k]);
        if (unchanged) return { ok: true, campaign: before, changed: false };
        const row = await trx
          .updateTable('member_campaigns')
          .set({ ...checked.columns, updated_at: w.nowIso })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await w.changed({ action: 'member_campaign.update', entityType: 'member_campaign', entityId: id, before: audited(before), after: audited(row) });
        return { ok: true, campaign: row, changed: true };
      });
    },

    /** Switches a campaign off (or on again); repeating it changes nothing and records nothing. */
    async setActive(id: number, active: boolean, actor: Actor): Promise<MemberCampaignSave> {
      return change(actor, async (w) => {
        const { trx } = w;
        const before = await trx.selectFrom('member_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return { ok: false, reason: 'unknown' };
        const row = await trx
          .updateTable('member_campaigns')
          .set({ active: active ? 1 : 0, updated_at: w.nowIso })
          .where('id', '=', id)
          .where('active', '=', active ? 0 : 1)
          .returningAll()
          .executeTakeFirst();
        if (!row) return { ok: true, campaign: before, changed: false };
        await w.changed({ action: active ? 'member_campaign.activate' : 'member_campaign.deactivate', entityType: 'member_campaign', entityId: id, before: audited(before), after: audited(row) });
        return { ok: true, campaign: row, changed: true };
      });
    },
  };

  async function withNames(rows: MemberCampaignRow[]): Promise<MemberCampaignView[]> {
    const productIds = [...new Set(rows.flatMap((r) => parseProductIds(r.product_ids)))];
    const categoryIds = [...new Set(rows.map((r) => r.category_id).filter((id): id is number => id !== null))];
    const brandIds = [...new Set(rows.map((r) => r.brand_id).filter((id): id is number => id !== null))];
    const [products, categories, brands] = await Promise.all([
      productIds.length > 0 ? db.selectFrom('products').select(['id', 'sku']).where('id', 'in', productIds).execute() : Promise.resolve([]),
      categoryIds.length > 0 ? db.selectFrom('categories').select(['id', 'name']).where('id', 'in', categoryIds).execute() : Promise.resolve([]),
      brandIds.length > 0 ? db.selectFrom('brands').select(['id', 'name']).where('id', 'in', brandIds).execute() : Promise.resolve([]),
    ]);
    const sku = new Map(products.map((p) => [p.id, p.sku]));
    const category = new Map(categories.map((c) => [c.id, c.name]));
    const brand = new Map(brands.map((b) => [b.id, b.name]));
    return rows.map((row) => ({
      ...row,
      productSkus: parseProductIds(row.product_ids).map((id) => sku.get(id) ?? String(id)),
      scopeName: row.scope === 'category' ? (category.get(row.category_id ?? 0) ?? null) : row.scope === 'brand' ? (brand.get(row.brand_id ?? 0) ?? null) : null,
    }));
  }
}

export type MemberCampaignAdmin = ReturnType<typeof createMemberCampaignAdmin>;
