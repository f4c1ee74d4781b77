import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createBrandRepository } from '../../db/repositories/brand-repository';
import { createMemberCampaignRepository, type MemberCampaignColumns, type MemberCampaignRecord, type MemberCampaignRepository } from '../../db/repositories/member-campaign-repository';
import { parseProductIds, validateMemberCampaign, type CheckedMemberCampaign, type MemberCampaignField, type MemberCampaignForm } from '../../domain/member-campaigns';
import type { Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';
import { NO_BRAND_ID } from './brand-admin';

/** A campaign as the back office lists it: the record, with the products' article numbers and the scope's name. */
export interface MemberCampaignView extends MemberCampaignRecord {
  productSkus: string[];
  scopeName: string | null;
}

export type MemberCampaignSave =
  | { ok: true; campaign: MemberCampaignRecord; changed: boolean }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'fields'; errors: Partial<Record<MemberCampaignField, true>> }
  | { ok: false; reason: 'products' | 'category_id' | 'brand_id'; unknown?: string[] };

/** What a campaign's audit entry records: its rule, never more. */
function audited(row: MemberCampaignRecord) {
  return {
    name: row.name, kind: row.kind, percent: row.percent, price_incl_vat_ore: row.price_incl_vat_ore, scope: row.scope,
    product_ids: parseProductIds(row.product_ids), category_id: row.category_id, brand_id: row.brand_id,
    valid_from: row.valid_from, valid_until: row.valid_until, active: row.active === 1,
  };
}

/** The product ids of article numbers (or ids typed as numbers), or the references that name no product. */
async function productIdsOf(campaigns: MemberCampaignRepository, refs: readonly string[]): Promise<{ ids: number[] } | { unknown: string[] }> {
  const numbers = refs.filter((r) => /^\d{1,10}$/.test(r)).map(Number).filter((n) => n <= 2_147_483_647);
  const rows = await campaigns.productsNamed(refs, numbers);
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

type Checked = { ok: true; columns: MemberCampaignColumns } | Exclude<MemberCampaignSave, { ok: true } | { reason: 'unknown' }>;

/** The stored columns of a typed campaign, or the fields found wrong, or the field that names something that does not exist. */
async function columnsOf(campaigns: MemberCampaignRepository, form: MemberCampaignForm): Promise<Checked> {
  const valid = validateMemberCampaign(form);
  if (!valid.ok) return { ok: false, reason: 'fields', errors: valid.errors };
  const campaign: CheckedMemberCampaign = valid.campaign;
  let productIds: number[] = [];
  if (campaign.scope === 'products') {
    const resolved = await productIdsOf(campaigns, campaign.productRefs);
    if ('unknown' in resolved) return { ok: false, reason: 'products', unknown: resolved.unknown };
    productIds = resolved.ids;
  }
  if (campaign.category_id !== null && !(await campaigns.categoryExists(campaign.category_id))) return { ok: false, reason: 'category_id' };
  if (campaign.brand_id !== null && !(await campaigns.brandExists(campaign.brand_id))) return { ok: false, reason: 'brand_id' };
  return {
    ok: true,
    columns: {
      name: campaign.name, kind: campaign.kind, percent: campaign.percent, price_incl_vat_ore: campaign.price_incl_vat_ore, scope: campaign.scope,
      product_ids: JSON.stringify(productIds), category_id: campaign.category_id, brand_id: campaign.brand_id,
      valid_from: campaign.valid_from, valid_until: campaign.valid_until,
    },
  };
}

/**
 * The back office's member campaigns (issue 15): list, create, edit, switch off and on. Each change writes its audit
 * entry and moves the catalog version in its own transaction, so every process drops its cached cards and prices
 * members' carts with the new rule within seconds.
 */
export function createMemberCampaignAdmin(db: Kysely<Database>, change: CatalogChange) {
  const campaigns = createMemberCampaignRepository(db);
  const brandRepository = createBrandRepository(db);

  return {
    async list(): Promise<MemberCampaignView[]> {
      return withNames(await campaigns.all());
    },

    async get(id: number): Promise<MemberCampaignView | null> {
      const row = await campaigns.byId(id);
      return row ? ((await withNames([row]))[0] ?? null) : null;
    },

    /** The categories and brands a campaign can be for, for the form's choices. */
    async choices(): Promise<{ categories: { id: number; name: string; level: number }[]; brands: { id: number; name: string }[] }> {
      const [categories, brands] = await Promise.all([campaigns.categories(), brandRepository.all(NO_BRAND_ID)]);
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
      return { categories: ordered, brands: brands.map(({ id, name }) => ({ id, name })) };
    },

    async create(form: MemberCampaignForm, actor: Actor): Promise<MemberCampaignSave> {
      return change(actor, async (w) => {
        const checked = await columnsOf(w.memberCampaigns, form);
        if (!checked.ok) return checked;
        const row = await w.memberCampaigns.insert(checked.columns, w.nowIso);
        await w.changed({ action: 'member_campaign.create', entityType: 'member_campaign', entityId: row.id, before: null, after: audited(row) });
        return { ok: true, campaign: row, changed: true };
      });
    },

    async update(id: number, form: MemberCampaignForm, actor: Actor): Promise<MemberCampaignSave> {
      return change(actor, async (w) => {
        const before = await w.memberCampaigns.byId(id);
        if (!before) return { ok: false, reason: 'unknown' };
        const checked = await columnsOf(w.memberCampaigns, form);
        if (!checked.ok) return checked;
        const unchanged = (Object.keys(checked.columns) as (keyof typeof checked.columns)[]).every((k) => before[k] === checked.columns[k]);
        if (unchanged) return { ok: true, campaign: before, changed: false };
        const row = await w.memberCampaigns.update(id, checked.columns, w.nowIso);
        await w.changed({ action: 'member_campaign.update', entityType: 'member_campaign', entityId: id, before: audited(before), after: audited(row) });
        return { ok: true, campaign: row, changed: true };
      });
    },

    /** Switches a campaign off (or on again); repeating it changes nothing and records nothing. */
    async setActive(id: number, active: boolean, actor: Actor): Promise<MemberCampaignSave> {
      return change(actor, async (w) => {
        const before = await w.memberCampaigns.byId(id);
        if (!before) return { ok: false, reason: 'unknown' };
        const row = await w.memberCampaigns.switchTo(id, active, w.nowIso);
        if (!row) return { ok: true, campaign: before, changed: false };
        await w.changed({ action: active ? 'member_campaign.activate' : 'member_campaign.deactivate', entityType: 'member_campaign', entityId: id, before: audited(before), after: audited(row) });
        return { ok: true, campaign: row, changed: true };
      });
    },
  };

  async function withNames(rows: MemberCampaignRecord[]): Promise<MemberCampaignView[]> {
    const productIds = [...new Set(rows.flatMap((r) => parseProductIds(r.product_ids)))];
    const categoryIds = [...new Set(rows.map((r) => r.category_id).filter((id): id is number => id !== null))];
    const brandIds = [...new Set(rows.map((r) => r.brand_id).filter((id): id is number => id !== null))];
    const names = await campaigns.names(productIds, categoryIds, brandIds);
    return rows.map((row) => ({
      ...row,
      productSkus: parseProductIds(row.product_ids).map((id) => names.skus.get(id) ?? String(id)),
      scopeName: row.scope === 'category' ? (names.categories.get(row.category_id ?? 0) ?? null) : row.scope === 'brand' ? (names.brands.get(row.brand_id ?? 0) ?? null) : null,
    }));
  }
}

export type MemberCampaignAdmin = ReturnType<typeof createMemberCampaignAdmin>;
