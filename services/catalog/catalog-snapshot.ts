import { parseSiteSettings, type SiteSettings } from '../../domain/site-settings';
import { themedSettings, type ActiveTheme, type ThemeRecord } from '../../domain/themes';
import { vatRateAt, type VatRate } from '../../domain/vat';
import { memberPriceOn, memberPriceSourceOn, parseProductIds, type CampaignProduct, type MemberCampaignRule, type MemberPriceSource } from '../../domain/member-campaigns';
import { swedishDate } from '../../domain/swedish-calendar';
import { buildRedirectMap } from '../../domain/url-redirects';
import { normalisePath } from './catalog-path';
import { createCatalogRepository, type CatalogRepository } from '../../db/repositories/catalog-repository';
import type { Kysely } from 'kysely';
import type { Database, InfoPageType } from '../../db/schema';
import { ancestry, ancestryIds } from '../../domain/category-tree';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  url: string;
  description: string;
  image: string | null;
  /** The search engines' title and description, when the shop gave its own (issue 18). */
  seoTitle: string | null;
  metaDescription: string | null;
  /** Listed products in this category and everything below it. */
  productCount: number;
  children: CategoryNode[];
}

export interface BrandEntry {
  brand_id: number;
  brand_name: string;
  brand_link: string;
  brand_override_link: string;
  /** Where the brand page lives: /{brand_link} when overridden, else /tillverkare/visa/{brand_link}. */
  url: string;
  description: string;
  /** The uploaded logo's address (issue 18), shown in a fixed-ratio box; null: none. */
  logo: string | null;
}

export interface InfoPageNode {
  id: number;
  title: string;
  url: string;
  type: InfoPageType;
  heading: string;
  body: string;
  expanded: boolean;
  subpages: InfoPageNode[];
}

/** Everything about the catalog that every page needs, loaded once per catalog version. */
export interface CatalogSnapshot {
  version: number;
  settings: SiteSettings;
  /** The active theme (null only for a shop without themes). */
  theme: ActiveTheme | null;
  categories: CategoryNode[];
  categoryById: Map<number, CategoryNode>;
  categoryByUrl: Map<string, CategoryNode>;
  brands: BrandEntry[];
  brandById: Map<number, BrandEntry>;
  brandByLink: Map<string, BrandEntry>;
  infoPages: InfoPageNode[];
  infoPageByUrl: Map<string, InfoPageNode>;
  /** Old addresses (normalised) → the current address of their product, category or brand page (decision 032). */
  redirects: Map<string, string>;
  badges: Map<number, { badge_id: number; badge_image: string; badge_position: string }>;
  vatRates: VatRate[];
  vatRateOf(vatClass: string, atIso: string): number;
  /** The member campaigns switched on (issue 15), whatever their days. */
  memberCampaigns: MemberCampaignRule[];
  /**
   * A product's member price at an instant: its own member price or a running member campaign's, the lowest, or
   * null when neither is below its price. Every price a member sees or pays reads it (cards, cart, order).
   */
  memberPriceOf(product: MemberPricedProduct, atIso: string): number | null;
  /** memberPriceOf's price and the campaign it comes from (null: the product's own member price). */
  memberPriceSourceOf(product: MemberPricedProduct, atIso: string): MemberPriceSource | null;
}

/** What the member price of a product sold depends on (a product or card row, a cart's sold product). */
export interface MemberPricedProduct {
  id: number;
  parent_id: number | null;
  brand_id: number;
  category_id: number;
  price_incl_vat_ore: number;
  member_price_incl_vat_ore: number | null;
}

export function brandUrl(brand: { brand_link: string; brand_override_link: string }): string {
  return brand.brand_override_link !== '0' && brand.brand_link
    ? `/${brand.brand_link}`
    : `/tillverkare/visa/${encodeURIComponent(brand.brand_link)}`;
}

/** The site settings as they are in the database (or a transaction) now, the active theme's included: for work that must not read a cached snapshot. */
export async function settingsIn(db: Kysely<Database>): Promise<SiteSettings> {
  return settingsFromRows(await createCatalogRepository(db).settingsSource()).settings;
}

/** Site settings from their stored key/JSON-value rows. */
export interface SettingsSource {
  rows: readonly { key: string; value: string }[];
  themes: readonly ThemeRecord[];
}

/** The settings the pages use: the stored ones, the active theme's on top, defaults for the rest. */
export function settingsFromRows(source: SettingsSource): { settings: SiteSettings; theme: ActiveTheme | null } {
  const stored: Record<string, unknown> = {};
  for (const row of source.rows) {
    try {
      stored[row.key] = JSON.parse(row.value);
    } catch {
      // a hand-edited value that is not JSON keeps its default
    }
  }
  const { values, theme } = themedSettings(stored, source.themes);
  return { settings: parseSiteSettings(values), theme };
}

type Rows<K extends keyof CatalogRepository> = Awaited<ReturnType<CatalogRepository[K]>>;

/** The category tree with each category's listed products counted in it and in every ancestor. */
function categoryTree(categoryRows: Rows<'categories'>, counts: Rows<'productCountsByCategory'>) {
  const categoryById = new Map<number, CategoryNode>();
  const categoryByUrl = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of categoryRows) {
    const node: CategoryNode = {
      id: row.id, parentId: row.parent_id, level: row.level, name: row.name, url: row.url,
      description: row.description, image: row.image, seoTitle: row.seo_title, metaDescription: row.meta_description, productCount: 0, children: [],
    };
    categoryById.set(node.id, node);
    categoryByUrl.set(node.url, node);
  }
  for (const node of categoryById.values()) {
    const parent = node.parentId === null ? undefined : categoryById.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === null) roots.push(node);
  }
  for (const { category_id, count } of counts) {
    for (const node of ancestry(categoryById, category_id)) node.productCount += count;
  }
  return { roots, categoryById, categoryByUrl };
}

/** The published info pages as a tree, and every page shown by its id. */
function infoPageTree(infoRows: Rows<'infoPages'>) {
  const infoById = new Map<number, InfoPageNode>();
  for (const row of infoRows) {
    infoById.set(row.id, {
      id: row.id, title: row.title, url: row.url, type: row.type, heading: row.heading, body: row.body,
      expanded: row.expanded === 1, subpages: [],
    });
  }
  const infoPages: InfoPageNode[] = [];
  for (const row of infoRows) {
    const node = infoById.get(row.id)!;
    const parent = row.parent_id === null ? undefined : infoById.get(row.parent_id);
    if (parent) parent.subpages.push(node);
    // A subpage of a draft (not loaded) is not shown either, neither in the footer nor at its address.
    else if (row.parent_id !== null) infoById.delete(row.id);
    else infoPages.push(node);
  }
  return { infoPages, infoById };
}

export async function loadCatalogSnapshot(repo: CatalogRepository, version: number): Promise<CatalogSnapshot> {
  const [settingsSource, categoryRows, counts, brandRows, infoRows, badgeRows, vatRows, campaignRows, redirectRows] = await Promise.all([
    repo.settingsSource(),
    repo.categories(),
    repo.productCountsByCategory(),
    repo.brands(),
    repo.infoPages(),
    repo.badges(),
    repo.vatRates(),
    repo.activeMemberCampaigns(),
    repo.redirects(),
  ]);

  const { roots, categoryById, categoryByUrl } = categoryTree(categoryRows, counts);

  const brands = brandRows
    .filter((b) => b.id !== 1)
    .map<BrandEntry>((b) => ({
      brand_id: b.id, brand_name: b.name, brand_link: b.brand_link, brand_override_link: b.brand_override_link,
      url: brandUrl(b), description: b.description, logo: b.logo,
    }));
  const brandUrlById = new Map(brands.map((b) => [b.brand_id, b.url]));
  const redirects = buildRedirectMap(
    redirectRows.map((r) => ({
      oldUrl: r.old_url,
      targetUrl:
        r.product_id !== null
          ? r.product_status === 'active' ? r.product_url : null
          : r.category_id !== null
            ? r.category_visible === 1 ? r.category_url : null
            : (brandUrlById.get(r.brand_id ?? 0) ?? null),
    })),
    normalisePath,
  );

  const { infoPages, infoById } = infoPageTree(infoRows);

  const vatRates = vatRows.map((r) => ({ vatClass: r.vat_class, ratePercent: r.rate_percent, validFrom: r.valid_from }));
  const memberCampaigns = campaignRows.map<MemberCampaignRule>((r) => ({
    id: r.id, kind: r.kind, percent: r.percent, priceInclVatOre: r.price_incl_vat_ore, scope: r.scope, productIds: parseProductIds(r.product_ids),
    categoryId: r.category_id, brandId: r.brand_id, validFrom: r.valid_from, validUntil: r.valid_until,
  }));
  const campaignProductOf = (product: MemberPricedProduct): CampaignProduct => ({
    id: product.id, parentId: product.parent_id, brandId: product.brand_id, categoryIds: ancestryIds(categoryById, product.category_id),
    priceInclVatOre: product.price_incl_vat_ore, memberPriceInclVatOre: product.member_price_incl_vat_ore,
  });
  return {
    version,
    ...settingsFromRows(settingsSource),
    categories: roots,
    categoryById,
    categoryByUrl,
    brands,
    brandById: new Map(brands.map((b) => [b.brand_id, b])),
    brandByLink: new Map(brands.map((b) => [b.brand_link, b])),
    infoPages,
    infoPageByUrl: new Map([...infoById.values()].map((p) => [p.url, p])),
    redirects,
    badges: new Map(badgeRows.map((b) => [b.id, { badge_id: b.id, badge_image: b.image, badge_position: b.position }])),
    vatRates,
    vatRateOf: (vatClass, atIso) => vatRateAt(vatRates, vatClass, atIso),
    memberCampaigns,
    memberPriceOf: (product, atIso) => {
      const own = product.member_price_incl_vat_ore;
      if (memberCampaigns.length === 0) return own !== null && own < product.price_incl_vat_ore ? own : null;
      return memberPriceOn(campaignProductOf(product), memberCampaigns, swedishDate(new Date(atIso)));
    },
    memberPriceSourceOf: (product, atIso) => memberPriceSourceOn(campaignProductOf(product), memberCampaigns, swedishDate(new Date(atIso))),
  };
}
