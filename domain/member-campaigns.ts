/**
 * Member campaigns (issue 15): a price for the customer club's members, for some Swedish days, on chosen products,
 * a category (with everything below it) or a brand. A campaign price is a member price: it is what a logged-in
 * member pays, it is never offered to anyone else, and it is not a reduction over time (the Omnibus line keeps
 * measuring the public price, decision 015). When a product has both, the lowest member price wins.
 */
import type { Ore } from './money';
import { parsePriceInput } from './money';

export type MemberCampaignKind = 'percent' | 'price';
export type MemberCampaignScope = 'products' | 'category' | 'brand';

export interface MemberCampaignRule {
  id: number;
  kind: MemberCampaignKind;
  /** 1–90, for 'percent'. */
  percent: number | null;
  /** The members' price incl. VAT, for 'price' (chosen products only). */
  priceInclVatOre: Ore | null;
  scope: MemberCampaignScope;
  productIds: readonly number[];
  categoryId: number | null;
  brandId: number | null;
  /** Swedish days YYYY-MM-DD, both included; null: open-ended. */
  validFrom: string | null;
  validUntil: string | null;
}

/** What a campaign needs to know of a product sold (a variant counts as its parent's product too). */
export interface CampaignProduct {
  id: number;
  parentId: number | null;
  brandId: number;
  /** The product's category and every category above it. */
  categoryIds: readonly number[];
  priceInclVatOre: Ore;
  /** The product's own member price (products.member_price_incl_vat_ore). */
  memberPriceInclVatOre: Ore | null;
}

/** Whether a campaign runs on a Swedish day (YYYY-MM-DD): its first and last day both count. */
export function campaignRunsOn(rule: Pick<MemberCampaignRule, 'validFrom' | 'validUntil'>, day: string): boolean {
  return (rule.validFrom === null || rule.validFrom <= day) && (rule.validUntil === null || day <= rule.validUntil);
}

export function campaignAppliesTo(rule: MemberCampaignRule, product: CampaignProduct): boolean {
  switch (rule.scope) {
    case 'products':
      return rule.productIds.includes(product.id) || (product.parentId !== null && rule.productIds.includes(product.parentId));
    case 'category':
      return rule.categoryId !== null && product.categoryIds.includes(rule.categoryId);
    case 'brand':
      return rule.brandId !== null && rule.brandId === product.brandId;
  }
}

/**
 * The campaign's price for a product priced `priceOre`. A percentage is rounded down to whole kronor (the pages show
 * whole kronor, and the member is charged what they were shown, never more).
 */
export function campaignPriceOf(rule: Pick<MemberCampaignRule, 'kind' | 'percent' | 'priceInclVatOre'>, priceOre: Ore): Ore | null {
  if (rule.kind === 'percent') {
    if (rule.percent === null) return null;
    return Math.floor((priceOre * (100 - rule.percent)) / 10_000) * 100;
  }
  return rule.priceInclVatOre;
}

/** A member price and where it comes from: the product's own member price (campaign null) or a running campaign. */
export interface MemberPriceSource {
  priceOre: Ore;
  campaign: MemberCampaignRule | null;
}

/**
 * Where the product's member price on `day` comes from: the lowest of its own member price and the prices of the
 * campaigns that run that day and apply to it; null when none is below the ordinary price (a member then pays what
 * everyone pays). Of equal prices the product's own wins, then the first campaign.
 */
export function memberPriceSourceOn(product: CampaignProduct, campaigns: readonly MemberCampaignRule[], day: string): MemberPriceSource | null {
  const own = product.memberPriceInclVatOre;
  let lowest: MemberPriceSource | null = own !== null && own < product.priceInclVatOre ? { priceOre: own, campaign: null } : null;
  for (const rule of campaigns) {
    if (!campaignRunsOn(rule, day) || !campaignAppliesTo(rule, product)) continue;
    const price = campaignPriceOf(rule, product.priceInclVatOre);
    if (price !== null && price >= 0 && price < product.priceInclVatOre && (lowest === null || price < lowest.priceOre)) lowest = { priceOre: price, campaign: rule };
  }
  return lowest;
}

/** The product's member price on `day` (memberPriceSourceOn's price), or null when a member pays what everyone pays. */
export function memberPriceOn(product: CampaignProduct, campaigns: readonly MemberCampaignRule[], day: string): Ore | null {
  return memberPriceSourceOn(product, campaigns, day)?.priceOre ?? null;
}

export const MEMBER_CAMPAIGN_MAX_PERCENT = 90;
export const MEMBER_CAMPAIGN_MAX_PRODUCTS = 500;

/** What the back office's campaign form sends (all text, as a form posts it). */
export interface MemberCampaignForm {
  name: string;
  kind: string;
  percent: string;
  price: string;
  scope: string;
  /** Article numbers (or product ids), separated by commas, spaces or new lines. */
  products: string;
  category_id: string;
  brand_id: string;
  valid_from: string;
  valid_until: string;
}

export type MemberCampaignField = keyof MemberCampaignForm;

/** A checked campaign; the products are still article numbers (or ids), for the service to look up. */
export interface CheckedMemberCampaign {
  name: string;
  kind: MemberCampaignKind;
  percent: number | null;
  price_incl_vat_ore: number | null;
  scope: MemberCampaignScope;
  productRefs: string[];
  category_id: number | null;
  brand_id: number | null;
  valid_from: string | null;
  valid_until: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string): string | null {
  if (!DAY.test(value)) return null;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

function positiveId(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/**
 * A campaign from the form, or the fields that are wrong. A fixed member price only makes sense for chosen
 * products (one price for a whole category would sell a cheap product dearer and an expensive one at a loss), so
 * it is refused for a category or a brand.
 */
export function validateMemberCampaign(form: MemberCampaignForm): { ok: true; campaign: CheckedMemberCampaign } | { ok: false; errors: Partial<Record<MemberCampaignField, true>> } {
  const errors: Partial<Record<MemberCampaignField, true>> = {};
  const name = form.name.trim();
  if (name === '' || [...name].length > 100) errors.name = true;
  const kind = (['percent', 'price'] as const).find((k) => k === form.kind);
  if (!kind) errors.kind = true;
  const scope = (['products', 'category', 'brand'] as const).find((s) => s === form.scope);
  if (!scope) errors.scope = true;

  let percent: number | null = null;
  let price: number | null = null;
  if (kind === 'percent') {
    percent = Number(form.percent.trim());
    if (form.percent.trim() === '' || !Number.isInteger(percent) || percent < 1 || percent > MEMBER_CAMPAIGN_MAX_PERCENT) errors.percent = true;
  } else if (kind === 'price') {
    price = parsePriceInput(form.price);
    // Whole kronor: the pages show prices in whole kronor, and a member pays exactly what they were shown.
    if (price === null || price <= 0 || price % 100 !== 0) errors.price = true;
    if (scope !== undefined && scope !== 'products') errors.kind = true;
  }

  let productRefs: string[] = [];
  let categoryId: number | null = null;
  let brandId: number | null = null;
  if (scope === 'products') {
    productRefs = [...new Set(form.products.split(/[\s,;]+/).map((r) => r.trim()).filter((r) => r !== ''))];
    if (productRefs.length === 0 || productRefs.length > MEMBER_CAMPAIGN_MAX_PRODUCTS || productRefs.some((r) => [...r].length > 64)) errors.products = true;
  } else if (scope === 'category') {
    categoryId = positiveId(form.category_id);
    if (categoryId === null) errors.category_id = true;
  } else if (scope === 'brand') {
    brandId = positiveId(form.brand_id);
    if (brandId === null) errors.brand_id = true;
  }

  const from = form.valid_from.trim() === '' ? null : validDay(form.valid_from.trim());
  if (form.valid_from.trim() !== '' && from === null) errors.valid_from = true;
  const until = form.valid_until.trim() === '' ? null : validDay(form.valid_until.trim());
  if (form.valid_until.trim() !== '' && (until === null || (from !== null && until < from))) errors.valid_until = true;

  if (Object.keys(errors).length > 0 || !kind || !scope) return { ok: false, errors };
  return {
    ok: true,
    campaign: { name, kind, percent, price_incl_vat_ore: price, scope, productRefs, category_id: categoryId, brand_id: brandId, valid_from: from, valid_until: until },
  };
}

/** The stored product ids of a campaign (JSON text): anything but whole positive numbers is left out. */
export function parseProductIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v) && v > 0) : [];
  } catch {
    return [];
  }
}
