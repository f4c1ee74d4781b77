import type { CatalogRepository, ProductRecord } from '../../db/repositories/catalog-repository';
import type { PricePoint } from '../../domain/price-history';
import { hasForbiddenCharacters, MAX_ID } from '../../domain/text-input';
import { brandsShown } from '../../domain/commerce-gate';
import { pickerState, selectionFromQuery, type VariantAttribute } from '../../domain/variant-picker';
import { buildProductCard, type CardContext } from './product-card';
import { normalisePath } from './catalog-path';
import type { CatalogVersionWatch } from './catalog-version-watch';
import { loadCatalogSnapshot, settingsFromRows, type BrandEntry, type CatalogSnapshot, type CategoryNode, type InfoPageNode } from './catalog-snapshot';
import type { ProductCard } from '../../common/contract/product-card';
import { ancestry } from '../../domain/category-tree';
import { priceEndFor, type PriceEnd } from '../../domain/price-end';

/** How often the site settings are re-read (they may change in the database without a catalog change). */
const SETTINGS_CHECK_MS = 2_000;
/**
 * How long a built product card is reused. An order forgets the cards of what it sold in its own process at once
 * (forgetCards); another process's listings may show the old stock status this long.
 */
const CARD_TTL_MS = 30_000;
const CARD_CACHE_MAX = 20_000;
/** Longer than any category, product or page address the shop makes. */
const MAX_PATH_LENGTH = 1_000;

export interface DisplayOptions {
  /** Prices incl. VAT: always for private customers, for companies as the settings say (includesVatFor). */
  includesVat: boolean;
  /** The viewer is a logged-in club member: cards carry the member price (services/accounts/viewer-display.ts). */
  memberPrices: boolean;
}

/** Every display a card is built for: the card cache keeps one card per product and display. */
const DISPLAYS: readonly DisplayOptions[] = [true, false].flatMap((includesVat) => [true, false].map((memberPrices) => ({ includesVat, memberPrices })));
const cardKey = (id: number, display: DisplayOptions) => `${id}:${display.includesVat ? 1 : 0}:${display.memberPrices ? 1 : 0}`;

export interface ProductPage {
  card: ProductCard;
  sku: string;
  description: string;
  /** The title and description for search engines the back office set (issue 18); empty: the page's own. */
  seo: { title: string; description: string };
  images: { src: string; alt: string; width: number; height: number }[];
  breadcrumbs: { name: string; url: string }[];
  specifications: { section: string; rows: { title: string; unit: string | null; description: string | null; values: string[] }[] }[];
  energy: { class: string; version: number | null; labelFile: string | null; datasheetFile: string | null } | null;
  packageItems: { id: number; name: string; url: string; quantity: number }[];
  variants: (ProductCard & { options: string[] })[];
  /** The variant picker's attributes, levels in order. */
  variantAttributes: VariantAttribute[];
  /** Attribute id -> value id read from the variant address, for the picker's first render. */
  initialSelection: [number, number][];
  /** Add-on products offered beside the buy button, each buyable as it is. */
  addOns: ProductCard[];
  /** The variant the address leads to: its card, article number and images are the page's. */
  selectedVariant: { card: ProductCard; sku: string } | null;
  /** When the price this viewer pays for the shown product (or variant) ends: the campaign countdown's end. */
  priceEnd: PriceEnd | null;
  vatRatePercent: number;
  isDigital: boolean;
  purchasable: boolean;
}

export type ResolvedPath =
  | { kind: 'category'; category: CategoryNode }
  | { kind: 'product'; productId: number }
  | { kind: 'info-page'; page: InfoPageNode }
  | { kind: 'brand'; brand: BrandEntry };

export type ListFilter = { category?: CategoryNode; brandId?: number };

export interface ProductList {
  cards: ProductCard[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export function createCatalogService(repo: CatalogRepository, options: { watch: CatalogVersionWatch; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  let snapshot: CatalogSnapshot | null = null;
  let checkedAt = 0;
  // Set by the catalog signal: the next snapshot looks at the version at once instead of after the check interval.
  let signalled = false;
  let readVersionNow = false;
  let refreshing: Promise<CatalogSnapshot> | null = null;
  // Cards change with the catalog, and their stock status with every order: kept for a few seconds only.
  const cardCache = new Map<string, { card: ProductCard; at: number }>();
  // Moves whenever cached cards are dropped or the settings change, so answers built from them (the listing
  // micro-cache, the shared pages) know to go too.
  let cardGeneration = 0;
  let settingsText = '';

  async function current(): Promise<CatalogSnapshot> {
    if (snapshot && !signalled && Date.now() - checkedAt < SETTINGS_CHECK_MS) return snapshot;
    refreshing ??= (async () => {
      try {
        signalled = false;
        const fresh = readVersionNow;
        readVersionNow = false;
        // Settings can change in the database without a catalog change, so they are re-read with every check; the
        // rest (category tree and counts, brands, pages) only when the version moved.
        const [version, settingsSource] = await Promise.all([options.watch.version(fresh), repo.settingsSource()]);
        const text = JSON.stringify(settingsSource);
        if (text !== settingsText) {
          settingsText = text;
          cardGeneration++;
        }
        if (!snapshot || snapshot.version !== version) {
          snapshot = await loadCatalogSnapshot(repo, version);
          cardCache.clear();
          cardGeneration++;
        } else {
          snapshot = { ...snapshot, ...settingsFromRows(settingsSource) };
        }
        checkedAt = Date.now();
        return snapshot;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function cards(rows: ProductRecord[], display: DisplayOptions, snap: CatalogSnapshot): Promise<ProductCard[]> {
    const ids = rows.map((r) => r.id);
    const discounted = rows.filter((r) => (r.original_price_incl_vat_ore ?? 0) > r.price_incl_vat_ore).map((r) => r.id);
    const [images, tags, history, parents] = await Promise.all([
      repo.imagesOf(ids),
      repo.tagsOf(ids),
      repo.priceHistoryOf(discounted),
      repo.parentIdsAmong(ids),
    ]);
    const firstImage = new Map<number, string>();
    for (const image of images) if (!firstImage.has(image.product_id)) firstImage.set(image.product_id, image.path);
    const tagMap = new Map<number, ProductCard['tags']>();
    for (const tag of tags) {
      const list = tagMap.get(tag.product_id) ?? [];
      list.push({ product_tag_name: tag.name, product_tag_color: tag.color, product_tag_color_is_dark: tag.color_is_dark === 1 });
      tagMap.set(tag.product_id, list);
    }
    const historyMap = new Map<number, PricePoint[]>();
    for (const point of history) {
      const list = historyMap.get(point.product_id) ?? [];
      list.push({ priceOre: point.price_incl_vat_ore, validFrom: point.valid_from });
      historyMap.set(point.product_id, list);
    }
    const nowIso = now().toISOString();
    const parentSet = new Set(parents);
    const ctx: CardContext = {
      includesVat: display.includesVat,
      nowIso,
      lowStockThreshold: snap.settings.lowStockThreshold,
      vatRateOf: (vatClass) => snap.vatRateOf(vatClass, nowIso),
      imageOf: (id) => firstImage.get(id) ?? null,
      tagsOf: (id) => tagMap.get(id) ?? [],
      badgeOf: (id) => (id === null ? null : (snap.badges.get(id) ?? null)),
      historyOf: (id) => historyMap.get(id) ?? [],
      isParent: (id) => parentSet.has(id),
      customDiscountBadgeImage: snap.settings.customDiscountBadge.active ? snap.settings.customDiscountBadge.image : null,
      discountBadgeSecondPriority: snap.settings.discountBadgeSecondPriority,
    };
    // A running member campaign is a member price (issue 15): a member's card carries the lowest; nobody else's any.
    return rows.map((row) => buildProductCard({ ...row, member_price_incl_vat_ore: display.memberPrices ? snap.memberPriceOf(row, nowIso) : null }, ctx));
  }

  async function cardsByIds(ids: readonly number[], display: DisplayOptions, snap: CatalogSnapshot): Promise<ProductCard[]> {
    const at = Date.now();
    const key = (id: number) => cardKey(id, display);
    const missing = ids.filter((id) => {
      const hit = cardCache.get(key(id));
      return !hit || at - hit.at > CARD_TTL_MS;
    });
    if (missing.length > 0) {
      const rows = await repo.productsByIds(missing);
      if (cardCache.size > CARD_CACHE_MAX) cardCache.clear();
      for (const card of await cards(rows, display, snap)) cardCache.set(key(card.product_id), { card, at });
    }
    return ids.map((id) => cardCache.get(key(id))?.card).filter((c): c is ProductCard => c !== undefined);
  }

  /** When the shown price of this product ends for this viewer (a member's may be a campaign's); none for a hidden price. */
  async function priceEndOf(row: ProductRecord, display: DisplayOptions, snap: CatalogSnapshot): Promise<PriceEnd | null> {
    if (row.hide_price === 1) return null;
    const sale = await repo.runningSaleOf(row.id);
    return priceEndFor({
      priceOre: row.price_incl_vat_ore,
      sale: sale ? { salePriceOre: sale.sale_price_incl_vat_ore, startsAt: sale.starts_at, endsAt: sale.ends_at } : null,
      member: display.memberPrices ? snap.memberPriceSourceOf(row, now().toISOString()) : null,
    });
  }

  return {
    snapshot: current,

    /** The catalog signal: the next snapshot is of the new version. */
    catalogChanged(): void {
      signalled = true;
    },

    /** The next snapshot reads the settings and the version again (a test changed the database behind the shop's back). */
    recheck(): void {
      checkedAt = 0;
      readVersionNow = true;
    },

    /** A number that changes whenever cached cards were dropped or the site settings changed. */
    cardGeneration: () => cardGeneration,

    /** Drops cached cards of these products (their stock changed), so listings show it at once. */
    forgetCards(ids: readonly number[]): void {
      cardGeneration++;
      for (const id of ids) for (const display of DISPLAYS) cardCache.delete(cardKey(id, display));
    },

    /** Cards of these products in this order (unknown ids left out): one product read plus four detail reads. */
    async cardsByIds(ids: readonly number[], display: DisplayOptions): Promise<ProductCard[]> {
      if (ids.length === 0) return [];
      return cardsByIds(ids, display, await current());
    },

    async homePage(display: DisplayOptions) {
      const snap = await current();
      // A list price above today's price is not yet a reduction (Omnibus: the prior price decides), so more are read
      // and only cards that announce one are shown under 'Kampanjpriser'.
      const [popularIds, candidateIds] = await Promise.all([repo.topProductIds('popular', 8), repo.topProductIds('discounted', 24)]);
      const all = await cardsByIds([...new Set([...popularIds, ...candidateIds])], display, snap);
      const byId = new Map(all.map((c) => [c.product_id, c]));
      const pick = (ids: number[]) => ids.map((id) => byId.get(id)).filter((c): c is ProductCard => c !== undefined);
      const discountedIds = candidateIds.filter((id) => byId.get(id)?.is_discounted === true).slice(0, 8);
      return {
        categories: snap.categories,
        // The brand list goes with the shop when ecommerce is disabled.
        brands: brandsShown(snap.settings) ? snap.brands : [],
        popular: pick(popularIds),
        discounted: pick(discountedIds),
      };
    },

    /** What a path outside the fixed routes shows: a category, a product, an info page or an overridden brand. */
    async resolvePath(pathname: string): Promise<ResolvedPath | null> {
      const path = normalisePath(pathname);
      // No page lives at an address with control characters (PostgreSQL refuses a NUL) or of unbounded length.
      if (path.length > MAX_PATH_LENGTH || hasForbiddenCharacters(path)) return null;
      const snap = await current();
      const category = snap.categoryByUrl.get(path);
      if (category) return { kind: 'category', category };
      const page = snap.infoPageByUrl.get(path);
      if (page) return { kind: 'info-page', page };
      const brand = snap.brandByLink.get(path.slice(1));
      if (brand && brand.brand_override_link !== '0' && brandsShown(snap.settings)) return { kind: 'brand', brand };
      const productId = await repo.productIdByUrl(path);
      return productId === undefined ? null : { kind: 'product', productId };
    },

    /**
     * Where an old address of a product, category or brand page goes now (decision 032), or null. Asked only after
     * no live page matched, so a page at the address always wins; one map lookup, refreshed with the catalog version.
     */
    async redirectFor(pathname: string): Promise<string | null> {
      const path = normalisePath(pathname);
      if (path.length > MAX_PATH_LENGTH || hasForbiddenCharacters(path)) return null;
      const snap = await current();
      const to = snap.redirects.get(path);
      if (to === undefined) return null;
      // Brand pages are not shown while ecommerce is disabled (a setting, which changes without a catalog version).
      if (!brandsShown(snap.settings) && snap.brands.some((b) => b.url === to)) return null;
      return to;
    },

    /** A shown brand by its link (none while ecommerce is disabled). */
    async brandByLink(link: string): Promise<BrandEntry | null> {
      const snap = await current();
      return brandsShown(snap.settings) ? (snap.brandByLink.get(link) ?? null) : null;
    },

    /** A product's page; `query` is the variant address's query (variant, variant_attribute[n]) when there is one. */
    async productPage(productId: number, display: DisplayOptions, query?: URLSearchParams): Promise<ProductPage | null> {
      if (!Number.isSafeInteger(productId) || productId <= 0 || productId > MAX_ID) return null;
      const snap = await current();
      const row = await repo.productById(productId);
      if (!row || row.status !== 'active') return null;
      const [[card], images, specRows, packageItems, variantRows, addOnRows] = await Promise.all([
        cards([row], display, snap),
        repo.imagesOf([row.id]),
        repo.specificationsOf(row.id),
        row.is_package === 1 ? repo.packageItemsOf(row.id) : Promise.resolve([]),
        repo.variantsOf(row.id),
        repo.addOnsOf(row.id),
      ]);
      const [variantCards, variantOptions, addOnCards] = await Promise.all([
        cards(variantRows, display, snap),
        repo.variantOptionsOf(variantRows.map((v) => v.id)),
        cards(addOnRows, display, snap),
      ]);
      const { optionsByVariant, variantAttributes } = variantChoices(variantOptions);
      const selection = query ? selectionFromQuery(variantAttributes, variantRows.map((v) => v.id), query) : new Map<number, number>();
      const matched = pickerState(variantAttributes, selection).match;
      const selectedIndex = matched === null ? -1 : variantRows.findIndex((v) => v.id === matched);
      const selectedImages = selectedIndex >= 0 ? await repo.imagesOf([matched!]) : [];
      const shownImages = selectedImages.length > 0 ? selectedImages : images;

      const shownRow = selectedIndex >= 0 ? variantRows[selectedIndex]! : row;
      const priceEnd = await priceEndOf(shownRow, display, snap);
      const breadcrumbs = ancestry(snap.categoryById, row.category_id)
        .reverse()
        .map((node) => ({ name: node.name, url: node.url }));
      const vatRatePercent = snap.vatRateOf(row.vat_class, now().toISOString());
      const mainCard = card!;
      return {
        card: mainCard,
        sku: row.sku,
        description: row.description,
        seo: { title: row.seo_title, description: row.seo_description },
        images: shownImages.map((i) => ({ src: i.path, alt: i.alt || row.name, width: i.width, height: i.height })),
        breadcrumbs,
        specifications: specificationSections(specRows),
        energy: row.energy_class
          ? { class: row.energy_class, version: row.energy_class_version, labelFile: row.energy_label_file, datasheetFile: row.energy_datasheet_file }
          : null,
        packageItems,
        variants: variantCards.map((v) => ({ ...v, options: optionsByVariant.get(v.product_id) ?? [] })),
        variantAttributes,
        initialSelection: [...selection],
        addOns: addOnCards.filter((c) => c.stock_status.purchasable && !c.product_hide_price && !c.product_is_parent && c.product_buy_option),
        selectedVariant: selectedIndex >= 0 ? { card: variantCards[selectedIndex]!, sku: variantRows[selectedIndex]!.sku } : null,
        priceEnd,
        vatRatePercent,
        isDigital: row.is_digital === 1,
        purchasable: mainCard.stock_status.purchasable && !mainCard.product_hide_price && mainCard.product_buy_option && variantRows.length === 0,
      };
    },

    async listProducts(filter: ListFilter, page: number, perPage: number, display: DisplayOptions): Promise<ProductList> {
      const snap = await current();
      const safePerPage = Math.min(Math.max(1, Math.trunc(perPage) || 24), 96);
      const requested = Math.min(Math.max(1, Math.trunc(page) || 1), 100_000);
      // A category alone: its listed products are counted in the snapshot already.
      const knownTotal = filter.category && filter.brandId === undefined ? filter.category.productCount : undefined;
      const fetchPage = (n: number) => {
        const offset = (n - 1) * safePerPage;
        const categoryIds = filter.category ? descendantIds(filter.category) : undefined;
        return repo.listProducts({ categoryIds, brandId: filter.brandId }, offset, safePerPage, knownTotal);
      };
      const first = await fetchPage(requested);
      const pageCount = Math.max(1, Math.ceil(first.total / safePerPage));
      // A page past the end shows the last page rather than an empty list.
      const result = requested > pageCount ? await fetchPage(pageCount) : first;
      return {
        cards: await cardsByIds(result.ids, display, snap),
        total: result.total,
        page: Math.min(requested, pageCount),
        perPage: safePerPage,
        pageCount,
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

type VariantOptionRecord = Awaited<ReturnType<CatalogRepository['variantOptionsOf']>>[number];
type SpecificationRecord = Awaited<ReturnType<CatalogRepository['specificationsOf']>>[number];

/** The variant picker's attributes (each value with the variants that have it) and each variant's option names. */
function variantChoices(variantOptions: readonly VariantOptionRecord[]): { optionsByVariant: Map<number, string[]>; variantAttributes: VariantAttribute[] } {
  const optionsByVariant = new Map<number, string[]>();
  const attributesById = new Map<number, VariantAttribute>();
  for (const option of variantOptions) {
    optionsByVariant.set(option.product_id, [...(optionsByVariant.get(option.product_id) ?? []), option.display_name]);
    const attribute = attributesById.get(option.attribute_id) ?? {
      product_attribute_id: option.attribute_id,
      product_attribute_label: option.label,
      product_attribute_level: option.level,
      product_attribute_position: option.attribute_position,
      options: [],
    };
    attributesById.set(option.attribute_id, attribute);
    const value = attribute.options.find((o) => o.product_attribute_value_id === option.option_id);
    if (value) value.product_ids.push(option.product_id);
    else attribute.options.push({ product_attribute_value_id: option.option_id, product_attribute_value_display_name: option.display_name, product_ids: [option.product_id] });
  }
  return { optionsByVariant, variantAttributes: [...attributesById.values()] };
}

/** A product's specification table: its rows by section, each group on one row with all its values. */
function specificationSections(specRows: readonly SpecificationRecord[]): ProductPage['specifications'] {
  const sections = new Map<string, Map<number, ProductPage['specifications'][number]['rows'][number]>>();
  for (const spec of specRows) {
    const section = sections.get(spec.section) ?? new Map();
    sections.set(spec.section, section);
    const entry = section.get(spec.group_id) ?? { title: spec.title, unit: spec.unit, description: spec.description, values: [] };
    entry.values.push(spec.value);
    section.set(spec.group_id, entry);
  }
  return [...sections].map(([section, rows]) => ({ section, rows: [...rows.values()] }));
}

function descendantIds(category: CategoryNode): number[] {
  const ids: number[] = [];
  const walk = (node: CategoryNode) => {
    ids.push(node.id);
    node.children.forEach(walk);
  };
  walk(category);
  return ids;
}
