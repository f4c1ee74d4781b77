import { sql, type Insertable, type Kysely } from 'kysely';
import type {
  BadgesTable, BrandsTable, CategoriesTable, CategorySpecificationGroupsTable, Database, InfoPagesTable,
  PackageItemsTable, ProductAddOnsTable, PrimaryColorsTable, ProductImagesTable, ProductPriceHistoryTable, ProductPriceSchedulesTable, ProductSpecificationsTable,
  ProductsTable, ProductTagsTable, ProductVariantOptionsTable, SpecificationGroupsTable, SpecificationRowsTable,
  TagsTable, VariantAttributeOptionsTable, VariantAttributesTable, VatRatesTable,
} from '../schema';
import { isPostgres } from '../dialect';
import { createRandom, type Random } from './random';
import { assignIdentifiers } from './identifiers';
import { chooseAddOns } from './add-ons';
import { chooseStoreOnly } from './buy-options';
import {
  BADGES, BRANDS, CATEGORY_TREE, CLOSING_SENTENCES, COLORS, DIGITAL_PRODUCTS, INFO_PAGES, KINDS, NO_BRAND,
  PACKAGE_RECIPES, RESERVED_PATHS, SHOP_NAME, SIZE_OPTIONS, SPEC_GROUPS, STORAGE_OPTIONS, TAGS, VARIANT_ATTRIBUTES,
  VAT_RATES, VAT_VALID_FROM, WARRANTY_SENTENCE, storageLabel,
  type BrandModel, type CategoryDef, type InfoPageDef, type KindDef, type SeriesDef, type SpecValue, type VariantAxis,
} from './catalog-data';
import {
  PRODUCT_IMAGE_SIZE, PRODUCT_VIEWS, categoryImagePath, energyLabelPath, needsDarkText, productImagePath, productSheetPath, slugify,
  uploadsUrl, type ProductView,
} from './media';
import { widgetSettings } from './widget-settings';

export interface SeedOptions {
  /** Number of product rows, variants and packages included. */
  size: number;
  /** Anchor for created_at and the price history; nothing else reads the clock. */
  now: Date;
  seed?: number;
}

export interface SeedSummary {
  categories: number;
  brands: number;
  /** All product rows (parents, variants, packages and digital products included). */
  products: number;
  /** Of which variants (rows with a parent_id). */
  variants: number;
  packages: number;
  specificationGroups: number;
  productSpecifications: number;
  durationMs: number;
}

export const DEFAULT_SEED = 20261122;

// ---------------------------------------------------------------------------------------
// Row shapes (explicit ids: the catalog is the same on every run and dialect)
// ---------------------------------------------------------------------------------------

type WithId<T> = Insertable<T> & { id: number };

export interface CatalogRows {
  vatRates: Insertable<VatRatesTable>[];
  primaryColors: WithId<PrimaryColorsTable>[];
  brands: WithId<BrandsTable>[];
  categories: WithId<CategoriesTable>[];
  tags: WithId<TagsTable>[];
  badges: WithId<BadgesTable>[];
  specificationGroups: WithId<SpecificationGroupsTable>[];
  specificationRows: WithId<SpecificationRowsTable>[];
  categorySpecificationGroups: Insertable<CategorySpecificationGroupsTable>[];
  variantAttributes: WithId<VariantAttributesTable>[];
  variantAttributeOptions: WithId<VariantAttributeOptionsTable>[];
  products: WithId<ProductsTable>[];
  productPriceHistory: WithId<ProductPriceHistoryTable>[];
  /** The running sales behind the campaign prices: each ends on its own day within the coming week. */
  productPriceSchedules: Insertable<ProductPriceSchedulesTable>[];
  productImages: WithId<ProductImagesTable>[];
  productTags: Insertable<ProductTagsTable>[];
  packageItems: Insertable<PackageItemsTable>[];
  productAddOns: Insertable<ProductAddOnsTable>[];
  productSpecifications: Insertable<ProductSpecificationsTable>[];
  productVariantOptions: Insertable<ProductVariantOptionsTable>[];
  infoPages: WithId<InfoPagesTable>[];
}

// ---------------------------------------------------------------------------------------
// Tunables (shares of the catalog)
// ---------------------------------------------------------------------------------------

const SHARE = {
  parent: 0.45, // of entries whose kind has variants: ~8 % of listed products are parents
  package: 0.011,
  listInfo: 0.6,
  discounted: 0.15,
  temporaryLowBeforeReduction: 0.4, // of discounted
  member: 0.1,
  hidePrice: 0.01,
  soldOut: 0.05,
  limited: 0.1,
  maxQuantity: 0.05,
  tagged: 0.135, // of non-variants: about 10 % of all products
  badge: 0.03,
  rated: 0.5,
} as const;
/** Every n-th entry (offset) is forced to be a special case, so small catalogs have them too. */
const EVERY = {
  hidden: { n: 331, offset: 11 },
  backorder: { n: 197, offset: 13 },
  largeDiscount: { n: 499, offset: 7 },
} as const;
const MONTHLY_FROM_ORE = 500_000;
const DAY_S = 86_400;
const DIGITAL_STOCK = 9999;
const BATCH_ROWS = 500;

// ---------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------

/** Swedish number text: 6.1 -> '6,1'. */
export function formatSpecNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(value).replace('.', ',');
}

function specText(value: SpecValue): string {
  return typeof value === 'number' ? formatSpecNumber(value) : value;
}

/** A shop price in whole kronor: 349, 4 990, 12 490. */
export function prettyKr(kr: number): number {
  if (kr < 100) return Math.max(9, Math.round(kr / 10) * 10 - 1);
  if (kr < 1000) return Math.round(kr / 10) * 10 - 1;
  if (kr < 10_000) return Math.round(kr / 100) * 100 - 10;
  return Math.round(kr / 500) * 500 - 10;
}

/** The nicest price at most `kr` and strictly below `capKr`. */
function prettyBelow(kr: number, capKr: number): number {
  let price = prettyKr(Math.min(kr, capKr));
  let guard = 0;
  while (price >= capKr && guard++ < 20) {
    const step = price < 100 ? 10 : price < 1000 ? 10 : price < 10_000 ? 100 : 500;
    price = prettyKr(price - step);
  }
  return Math.max(9, Math.min(price, capKr - 1));
}

/** 'Mellan' -> 'mellan', but acronyms stay: 'USB-C-laddare', 'LTE/eSIM'. */
function lowerFirst(text: string): string {
  const second = text.charAt(1);
  if (text.length === 0 || (second !== second.toLocaleLowerCase('sv') && second === second.toLocaleUpperCase('sv'))) return text;
  return text.charAt(0).toLocaleLowerCase('sv') + text.slice(1);
}

function fillPattern(pattern: string, rng: Random): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  let out = '';
  for (const ch of pattern) {
    if (ch === '#') out += String(rng.int(0, 9));
    else if (ch === '@') out += letters.charAt(rng.int(0, letters.length - 1));
    else out += ch;
  }
  return out;
}

function iso(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString();
}

const PLACEHOLDER = /\{([a-z0-9-]+)(?::([a-z]+))?\}/g;

interface RenderContext {
  brand: string;
  series: string;
  model: string;
  noun: string;
  name: string;
  specs: ReadonlyMap<string, readonly SpecValue[]>;
  /** Spec keys that are variant axes: [optional parts] mentioning them are dropped. */
  dropKeys?: ReadonlySet<string>;
}

function render(template: string, ctx: RenderContext): string {
  let text = template.replace(/\[([^\]]*)\]/g, (_all, inner: string) => {
    if (!ctx.dropKeys || ctx.dropKeys.size === 0) return inner;
    for (const m of inner.matchAll(PLACEHOLDER)) if (ctx.dropKeys.has(m[1] as string)) return '';
    return inner;
  });
  text = text.replace(PLACEHOLDER, (_all, key: string, modifier: string | undefined) => {
    let value: string;
    switch (key) {
      case 'brand': value = ctx.brand; break;
      case 'series': value = ctx.series; break;
      case 'model': value = ctx.model; break;
      case 'noun': value = ctx.noun; break;
      case 'name': value = ctx.name; break;
      default: {
        const first = ctx.specs.get(key)?.[0];
        if (first === undefined) throw new Error(`Template "${template}" needs spec '${key}'`);
        value = modifier === 'storage' && typeof first === 'number' ? storageLabel(first) : specText(first);
      }
    }
    return modifier === 'lc' ? lowerFirst(value) : value;
  });
  return text.replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
}

// ---------------------------------------------------------------------------------------
// Static tables
// ---------------------------------------------------------------------------------------

interface LeafInfo {
  id: number;
  name: string;
  url: string;
  kindKey: string;
  kind: KindDef;
  weight: number;
}

interface StaticCatalog {
  rows: Pick<CatalogRows,
    'vatRates' | 'primaryColors' | 'brands' | 'categories' | 'tags' | 'badges' | 'specificationGroups' |
    'specificationRows' | 'categorySpecificationGroups' | 'variantAttributes' | 'variantAttributeOptions' | 'infoPages'>;
  leaves: LeafInfo[];
  brandIds: Map<string, number>;
  colorIds: Map<string, number>;
  groupIds: Map<string, number>;
  rowIds: Map<string, Map<string, number>>;
  optionIds: Map<VariantAxis, Map<string, number>>;
}

function seriesName(series: SeriesDef): string {
  return typeof series === 'string' ? series : series[0];
}

/** Spec values narrowed by the series, else by the brand; undefined when the kind's own values apply. */
function specOverride(model: BrandModel | null, series: SeriesDef | null, key: string): readonly SpecValue[] | undefined {
  return (series && typeof series !== 'string' ? series[1][key] : undefined) ?? model?.[3]?.specs?.[key];
}

/** Every kind in the order its leaf appears in the tree (so row order is stable). */
function kindsInTreeOrder(): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly CategoryDef[]) => {
    for (const node of nodes) {
      if (node.kind && !out.includes(node.kind)) out.push(node.kind);
      if (node.children) walk(node.children);
    }
  };
  walk(CATEGORY_TREE);
  return out;
}

function buildStatic(): StaticCatalog {
  const vatRates = VAT_RATES.map((v) => ({ vat_class: v.vatClass, rate_percent: v.ratePercent, valid_from: VAT_VALID_FROM }));

  const primaryColors = COLORS.map((c, i) => ({ id: i + 1, name: c.name, hex: c.hex, position: i }));
  const colorIds = new Map(COLORS.map((c, i) => [c.slug, i + 1]));

  // Categories, depth first; the url is the slug path.
  const categories: WithId<CategoriesTable>[] = [];
  const leaves: LeafInfo[] = [];
  const segments = new Set<string>();
  const walk = (nodes: readonly CategoryDef[], parent: { id: number; url: string } | null, level: number) => {
    nodes.forEach((node, position) => {
      const segment = slugify(node.name);
      segments.add(segment);
      const url = `${parent?.url ?? ''}/${segment}`;
      const id = categories.length + 1;
      categories.push({
        id,
        parent_id: parent?.id ?? null,
        level,
        name: node.name,
        url,
        description: node.description,
        image: level <= 2 ? uploadsUrl(categoryImagePath(url)) : null,
        position,
        visible: 1,
      });
      if (node.children && node.children.length > 0) {
        if (node.kind) throw new Error(`Category ${node.name} has both children and a kind`);
        walk(node.children, { id, url }, level + 1);
      } else {
        const kind = node.kind ? KINDS[node.kind] : undefined;
        if (!node.kind || !kind) throw new Error(`Leaf category ${node.name} has no known kind`);
        leaves.push({ id, name: node.name, url, kindKey: node.kind, kind, weight: node.weight ?? 1 });
      }
    });
  };
  walk(CATEGORY_TREE, null, 1);

  // Brands: id 1 is "no brand"; links must not shadow categories or the shop's own paths.
  const brandDefs = [NO_BRAND, ...BRANDS];
  const brands = brandDefs.map((b, i) => ({
    id: i + 1,
    name: b.name,
    brand_link: slugify(b.name),
    brand_override_link: b.overrideLink ? '1' : '0',
    description: b.description,
    logo: null,
  }));
  for (const b of brands) {
    if (segments.has(b.brand_link) || RESERVED_PATHS.includes(b.brand_link)) {
      throw new Error(`Brand link '${b.brand_link}' collides with a category or a reserved path`);
    }
  }
  const brandIds = new Map(brands.map((b) => [b.name, b.id]));

  const tags = TAGS.map((t, i) => ({ id: i + 1, name: t.name, color: t.color, color_is_dark: needsDarkText(t.color) ? 1 : 0 }));
  const badges = BADGES.map((b, i) => ({ id: i + 1, name: b.name, image: b.file, position: b.position }));

  // Specification groups actually used, in SPEC_GROUPS order; rows are the union of values.
  const kindOrder = kindsInTreeOrder();
  const valuesByGroup = new Map<string, SpecValue[]>();
  const addValues = (key: string, values: readonly SpecValue[]) => {
    if (!SPEC_GROUPS[key]) throw new Error(`Unknown specification group '${key}'`);
    const list = valuesByGroup.get(key) ?? [];
    for (const v of values) if (!list.includes(v)) list.push(v);
    valuesByGroup.set(key, list);
  };
  for (const kindKey of kindOrder) {
    const kind = KINDS[kindKey] as KindDef;
    for (const spec of kind.specs) addValues(spec.key, spec.values);
    for (const model of kind.brands) {
      for (const [key, values] of Object.entries(model[3]?.specs ?? {})) addValues(key, values);
      for (const series of model[1]) {
        if (typeof series !== 'string') for (const [key, values] of Object.entries(series[1])) addValues(key, values);
      }
    }
  }
  for (const digital of DIGITAL_PRODUCTS) {
    for (const [key, value] of Object.entries(digital.specs)) addValues(key, Array.isArray(value) ? value : [value as SpecValue]);
  }
  const specificationGroups: WithId<SpecificationGroupsTable>[] = [];
  const specificationRows: WithId<SpecificationRowsTable>[] = [];
  const groupIds = new Map<string, number>();
  const rowIds = new Map<string, Map<string, number>>();
  for (const [key, def] of Object.entries(SPEC_GROUPS)) {
    const values = valuesByGroup.get(key);
    if (!values) continue;
    const groupId = specificationGroups.length + 1;
    specificationGroups.push({
      id: groupId,
      title: def.title,
      section: def.section,
      type: def.type,
      unit: def.unit ?? null,
      description: def.description ?? null,
      show_in_filter: def.filter === false ? 0 : 1,
      position: specificationGroups.length,
    });
    groupIds.set(key, groupId);
    if (def.type === 'interval') {
      if (values.some((v) => typeof v !== 'number')) throw new Error(`Interval group '${key}' needs numbers`);
      values.sort((a, b) => (a as number) - (b as number));
    }
    const ids = new Map<string, number>();
    values.forEach((value, position) => {
      const id = specificationRows.length + 1;
      specificationRows.push({
        id,
        group_id: groupId,
        value: specText(value),
        numeric_value: typeof value === 'number' ? value : null,
        position,
      });
      ids.set(specText(value), id);
    });
    rowIds.set(key, ids);
  }
  const categorySpecificationGroups = leaves.flatMap((leaf) => {
    const keys = leaf.kind.specs.map((s) => s.key);
    if (new Set(keys).size !== keys.length) throw new Error(`Kind ${leaf.kindKey} lists a spec group twice`);
    return keys.map((key, position) => ({ category_id: leaf.id, group_id: groupIds.get(key) as number, position }));
  });

  // Variant attributes and their options.
  const variantAttributes = VARIANT_ATTRIBUTES.map((a, i) => ({ id: i + 1, label: a.label, level: a.level, position: i }));
  const variantAttributeOptions: WithId<VariantAttributeOptionsTable>[] = [];
  const optionIds = new Map<VariantAxis, Map<string, number>>();
  VARIANT_ATTRIBUTES.forEach((attribute, i) => {
    const ids = new Map<string, number>();
    const add = (key: string, display: string, hex: string | null, colorId: number | null) => {
      const id = variantAttributeOptions.length + 1;
      variantAttributeOptions.push({
        id, attribute_id: i + 1, display_name: display, color_hex: hex, primary_color_id: colorId, position: ids.size,
      });
      ids.set(key, id);
    };
    if (attribute.axis === 'color') COLORS.forEach((c) => add(c.slug, c.name, c.hex, colorIds.get(c.slug) ?? null));
    if (attribute.axis === 'storage') STORAGE_OPTIONS.forEach((gb) => add(String(gb), storageLabel(gb), null, null));
    if (attribute.axis === 'size') SIZE_OPTIONS.forEach((mm) => add(String(mm), `${mm} mm`, null, null));
    optionIds.set(attribute.axis, ids);
  });

  // Info pages, parents before their subpages.
  const infoPages: WithId<InfoPagesTable>[] = [];
  const addPages = (pages: readonly InfoPageDef[], parentId: number | null) => {
    pages.forEach((page, position) => {
      const id = infoPages.length + 1;
      infoPages.push({
        id,
        parent_id: parentId,
        title: page.title,
        url: page.url,
        type: page.type,
        heading: page.heading,
        body: page.body.join('\n\n'),
        position,
        expanded: page.expanded ? 1 : 0,
      });
      if (page.children) addPages(page.children, id);
    });
  };
  addPages(INFO_PAGES, null);

  return {
    rows: {
      vatRates, primaryColors, brands, categories, tags, badges, specificationGroups, specificationRows,
      categorySpecificationGroups, variantAttributes, variantAttributeOptions, infoPages,
    },
    leaves, brandIds, colorIds, groupIds, rowIds, optionIds,
  };
}

// ---------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------

/** A product before it gets an id: what it is, not yet what it costs or how many we have. */
interface Draft {
  leaf: LeafInfo;
  kind: KindDef;
  brandId: number;
  brandName: string;
  model: BrandModel | null;
  seriesDef: SeriesDef | null;
  series: string;
  modelCode: string;
  noun: string;
  nameTemplate: string;
  specs: Map<string, SpecValue[]>;
  color: string | null;
  regularKr: number;
}

/** Discount and timing decided once per product or variant family. */
interface PricePlan {
  createdS: number;
  discount: { fraction: number; startS: number; temp: { startS: number; endS: number; fraction: number } | null } | null;
  member: number | null;
}

interface BuiltProduct {
  id: number;
  kindKey: string;
  leaf: LeafInfo;
  brandId: number;
  priceOre: number;
  stock: number;
  color: string | null;
  images: string[];
  specRowIds: number[];
  listed: boolean;
}

class CatalogBuilder {
  readonly rows: CatalogRows;
  private readonly nowS: number;
  private readonly rng: Random;
  private readonly standaloneByKind = new Map<string, BuiltProduct[]>();
  private readonly packageKeys = new Set<string>();
  private readonly leafWeights: number[];
  private readonly pickableLeaves: LeafInfo[];
  private readonly largeDiscountLeaf: LeafInfo;
  variants = 0;
  packages = 0;

  constructor(private readonly st: StaticCatalog, now: Date, seed: number) {
    this.nowS = Math.floor(now.getTime() / 1000);
    this.rng = createRandom(seed);
    this.rows = {
      ...st.rows,
      products: [], productPriceHistory: [], productPriceSchedules: [], productImages: [], productTags: [], packageItems: [], productAddOns: [],
      productSpecifications: [], productVariantOptions: [],
    };
    this.pickableLeaves = st.leaves.filter((l) => l.weight > 0);
    this.leafWeights = this.pickableLeaves.map((l) => l.weight);
    this.largeDiscountLeaf = st.leaves.find((l) => l.kindKey === 'oled-tv') ?? (this.pickableLeaves[0] as LeafInfo);
  }

  private get nextId(): number {
    return this.rows.products.length + 1;
  }

  build(size: number): void {
    const digital = size >= 50 ? DIGITAL_PRODUCTS.length : 0;
    const main = size - digital;
    let entry = 0;
    while (this.rows.products.length < main) {
      const remaining = main - this.rows.products.length;
      const forcedLarge = entry % EVERY.largeDiscount.n === EVERY.largeDiscount.offset;
      if (!forcedLarge && this.rows.products.length >= 40 && this.rng.chance(SHARE.package) && this.addPackage()) {
        entry++;
        continue;
      }
      const leaf = forcedLarge ? this.largeDiscountLeaf : this.rng.weighted(this.pickableLeaves, this.leafWeights);
      const special = {
        hidden: entry % EVERY.hidden.n === EVERY.hidden.offset,
        backorder: entry % EVERY.backorder.n === EVERY.backorder.offset,
        largeDiscount: forcedLarge,
      };
      const family = !forcedLarge && leaf.kind.variants && remaining >= 3 && this.rng.chance(SHARE.parent);
      if (!family || !this.addFamily(leaf, remaining - 1)) this.addStandalone(leaf, special);
      entry++;
    }
    for (const def of DIGITAL_PRODUCTS.slice(0, digital)) this.addDigital(def);
  }

  // ----- drafting -----

  private draft(leaf: LeafInfo, opts: { top?: boolean } = {}): Draft {
    const { kind } = leaf;
    const rng = this.rng;
    const generic = kind.generic && (kind.brands.length === 0 || rng.chance(kind.generic.chance)) ? kind.generic : null;
    const model = generic || kind.brands.length === 0 ? null : rng.pick(kind.brands);
    const brandName = model ? model[0] : NO_BRAND.name;
    const brandId = this.st.brandIds.get(brandName);
    if (brandId === undefined) throw new Error(`Unknown brand ${brandName} in kind ${leaf.kindKey}`);
    const seriesDef = !generic && model ? rng.pick(model[1]) : null;
    const series = generic ? rng.pick(generic.series) : seriesDef ? seriesName(seriesDef) : '';
    const modelCode = model ? fillPattern(model[2], rng) : '';

    const specs = new Map<string, SpecValue[]>();
    for (const spec of kind.specs) {
      const override = specOverride(model, seriesDef, spec.key);
      const values = override ?? spec.values;
      const type = SPEC_GROUPS[spec.key]?.type;
      if (type === 'multiple_choice') {
        const picked = new Set(rng.sample(values, rng.int(1, Math.min(3, values.length))));
        specs.set(spec.key, values.filter((v) => picked.has(v)));
      } else if (opts.top && spec.key === kind.priceBy) {
        specs.set(spec.key, [values[values.length - 1] as SpecValue]);
      } else {
        const weights = !override && spec.weights && spec.weights.length === values.length ? spec.weights : null;
        specs.set(spec.key, [weights ? rng.weighted(values, weights) : rng.pick(values)]);
      }
    }

    const color = kind.colors.length > 0 ? rng.pick(kind.colors) : null;

    // Price: the rank of the price-driving spec, a little chance, the brand's premium.
    const [minKr, maxKr] = kind.price;
    let rank = rng.next();
    if (kind.priceBy) {
      const values = specOverride(model, seriesDef, kind.priceBy) ?? kind.specs.find((s) => s.key === kind.priceBy)?.values ?? [];
      const chosen = specs.get(kind.priceBy)?.[0];
      const index = chosen === undefined ? -1 : values.indexOf(chosen);
      if (index >= 0 && values.length > 1) rank = 0.7 * (index / (values.length - 1)) + 0.3 * rng.next();
    }
    const premium = generic ? NO_BRAND.premium : (BRANDS.find((b) => b.name === brandName)?.premium ?? 1);
    const regularKr = prettyKr(Math.max(minKr * 0.8, (minKr + (maxKr - minKr) * rank) * premium));

    return {
      leaf, kind, brandId, brandName, model, seriesDef, series, modelCode,
      noun: model?.[3]?.noun ?? kind.noun,
      nameTemplate: generic ? generic.name : kind.name,
      specs, color, regularKr,
    };
  }

  private context(d: Draft, name = '', dropKeys?: ReadonlySet<string>): RenderContext {
    return {
      brand: d.brandId === 1 ? '' : d.brandName,
      series: d.series, model: d.modelCode, noun: d.noun, name, specs: d.specs, dropKeys,
    };
  }

  private planPrice(special: { largeDiscount?: boolean } = {}, regularKr = 0): PricePlan {
    const rng = this.rng;
    let createdS = this.nowS - rng.int(0, 730 * DAY_S);
    let discount: PricePlan['discount'] = null;
    if (special.largeDiscount || rng.chance(SHARE.discounted)) {
      let fraction = rng.float(0.08, 0.3);
      if (regularKr >= 25_000 && (special.largeDiscount || rng.chance(0.5))) {
        fraction = Math.min(0.45, Math.max(fraction, (10_500 + rng.int(0, 3000)) / regularKr));
      }
      const startS = this.nowS - rng.int(3 * DAY_S, 20 * DAY_S);
      let temp: NonNullable<PricePlan['discount']>['temp'] = null;
      if (rng.chance(SHARE.temporaryLowBeforeReduction)) {
        const tempStart = startS - rng.int(12 * DAY_S, 26 * DAY_S);
        temp = { startS: tempStart, endS: tempStart + rng.int(2 * DAY_S, 7 * DAY_S), fraction: fraction * rng.float(0.3, 0.7) };
      }
      // The regular price must have been charged for a while before any campaign.
      const earliest = (temp?.startS ?? startS) - 45 * DAY_S;
      if (createdS > earliest) createdS = earliest - rng.int(0, 300 * DAY_S);
      discount = { fraction, startS, temp };
    }
    const member = rng.chance(SHARE.member) ? rng.float(0.04, 0.1) : null;
    return { createdS, discount, member };
  }

  /** Writes the product row, its price history, images, specs and tags. Returns what later steps need. */
  private emit(input: {
    draft: Draft;
    name: string;
    parentId: number | null;
    regularKr: number;
    plan: PricePlan;
    stock: { stock: number; backorder: boolean; max: number | null };
    status: 'active' | 'hidden';
    images: { color: string; view: ProductView; alt: string }[];
    specRowIds: number[];
    infoText: string;
    description: string;
    isPackage?: boolean;
    originalOverrideOre?: number | null;
    listed: boolean;
    extras?: { tags: boolean };
  }): BuiltProduct {
    const { draft: d, plan } = input;
    const rng = this.rng;
    const id = this.nextId;
    const regularOre = input.regularKr * 100;
    let priceOre = regularOre;
    let originalOre: number | null = input.originalOverrideOre ?? null;
    const history: { s: number; ore: number }[] = [{ s: plan.createdS, ore: regularOre }];
    if (plan.discount && !input.isPackage) {
      const reducedKr = prettyBelow(input.regularKr * (1 - plan.discount.fraction), input.regularKr);
      priceOre = reducedKr * 100;
      originalOre = regularOre;
      const temp = plan.discount.temp;
      if (temp) {
        const tempKr = prettyBelow(input.regularKr * (1 - temp.fraction), input.regularKr);
        if (tempKr > reducedKr) {
          history.push({ s: temp.startS, ore: tempKr * 100 }, { s: temp.endS, ore: regularOre });
        }
      }
      history.push({ s: plan.discount.startS, ore: priceOre });
      // A campaign price is a running sale that ends on its own day (2–7 days and some hours from now), so the
      // product page's countdown differs from product to product. Drawn from the id: the random sequence stays as it was.
      const startsAt = iso(plan.discount.startS);
      this.rows.productPriceSchedules.push({
        product_id: id, sale_price_incl_vat_ore: priceOre, starts_at: startsAt,
        ends_at: iso(this.nowS + (2 + (id % 6)) * DAY_S + (id % 24) * 3600), state: 'running',
        price_before_incl_vat_ore: regularOre, original_before_incl_vat_ore: input.originalOverrideOre ?? null,
        created_at: startsAt, started_at: startsAt,
      });
    }
    const memberOre = plan.member !== null ? prettyBelow((priceOre / 100) * (1 - plan.member), priceOre / 100) * 100 : null;
    const energy = d.kind.energyLabel ? (d.specs.get('energiklass')?.[0] as string | undefined) ?? null : null;
    const createdAt = iso(plan.createdS);
    const popularity = Math.floor(10_000 * rng.next() ** 2.2);
    const rated = rng.chance(SHARE.rated);
    const ratingCount = rated ? 1 + Math.floor(rng.next() ** 3 * 400) : 0;
    const ratingAverage = rated ? Math.round((1 + 4 * (1 - rng.next() * rng.next() * rng.next())) * 10) / 10 : null;
    const badgeId = rng.chance(SHARE.badge) ? this.pickBadge(plan.createdS, popularity, ratingAverage) : null;

    this.rows.products.push({
      id,
      parent_id: input.parentId,
      sku: `HB${String(id).padStart(7, '0')}`,
      name: input.name,
      title: `${input.name} | ${SHOP_NAME}`,
      url: `${d.leaf.url}/${productSlug(input.name)}-${id}`,
      brand_id: d.brandId,
      category_id: d.leaf.id,
      vat_class: d.kind.vat ?? 'standard',
      price_incl_vat_ore: priceOre,
      original_price_incl_vat_ore: originalOre,
      member_price_incl_vat_ore: memberOre,
      monthly_price_ore: priceOre >= MONTHLY_FROM_ORE ? Math.ceil(priceOre / 24 / 100) * 100 : null,
      hide_price: rng.chance(SHARE.hidePrice) ? 1 : 0,
      stock: input.stock.stock,
      max_purchasable_quantity: input.stock.max,
      allow_backorder: input.stock.backorder ? 1 : 0,
      status: input.status,
      is_package: input.isPackage ? 1 : 0,
      is_digital: 0,
      energy_class: energy,
      energy_class_version: energy ? 2 : null,
      energy_label_file: energy ? uploadsUrl(energyLabelPath(energy)) : null,
      energy_datasheet_file: energy ? uploadsUrl(productSheetPath(d.kind.icon, energy)) : null,
      info_text: input.infoText,
      description: input.description,
      primary_color_id: d.color && d.kind.colors.length > 0 ? (this.st.colorIds.get(d.color) ?? null) : null,
      badge_id: badgeId,
      popularity,
      rating_average: ratingAverage,
      rating_count: ratingCount,
      created_at: createdAt,
      updated_at: createdAt,
    });
    history.sort((a, b) => a.s - b.s);
    for (const h of history) {
      this.rows.productPriceHistory.push({
        id: this.rows.productPriceHistory.length + 1, product_id: id, price_incl_vat_ore: h.ore, valid_from: iso(h.s),
      });
    }
    const imagePaths: string[] = [];
    input.images.forEach((img, position) => {
      const path = uploadsUrl(productImagePath(d.kind.icon, img.color, img.view));
      imagePaths.push(path);
      this.rows.productImages.push({
        id: this.rows.productImages.length + 1, product_id: id, position, path, alt: img.alt,
        width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE,
      });
    });
    for (const rowId of input.specRowIds) this.rows.productSpecifications.push({ product_id: id, row_id: rowId });
    if (input.extras?.tags !== false && rng.chance(SHARE.tagged)) {
      for (const tagId of this.pickTags(plan, input.stock.stock)) this.rows.productTags.push({ product_id: id, tag_id: tagId });
    }
    return {
      id, kindKey: d.leaf.kindKey, leaf: d.leaf, brandId: d.brandId, priceOre, stock: input.stock.stock,
      color: d.color, images: imagePaths, specRowIds: input.specRowIds, listed: input.listed,
    };
  }

  private pickTags(plan: PricePlan, stock: number): number[] {
    const byName = (name: string) => TAGS.findIndex((t) => t.name === name) + 1;
    const eligible = [byName('Webbexklusiv'), byName('Miljöval')];
    if (this.nowS - plan.createdS < 120 * DAY_S) eligible.push(byName('Nyhet'));
    if (plan.discount) eligible.push(byName('Kampanj'), byName('Kampanj'));
    if (stock > 0 && stock <= 5) eligible.push(byName('Begränsat antal'));
    const picked = new Set(this.rng.sample(eligible, this.rng.int(1, 2)));
    return [...picked].filter((id) => id > 0).sort((a, b) => a - b);
  }

  private pickBadge(createdS: number, popularity: number, rating: number | null): number {
    const byName = (name: string) => BADGES.findIndex((b) => b.name === name) + 1;
    const eligible = [byName('Miljöval')];
    if (this.nowS - createdS < 120 * DAY_S) eligible.push(byName('Nyhet'));
    if (popularity > 4000) eligible.push(byName('Bästsäljare'));
    if (rating !== null && rating >= 4.5) eligible.push(byName('Testvinnare'));
    return this.rng.pick(eligible);
  }

  private stockFor(special: { backorder?: boolean }): { stock: number; backorder: boolean; max: number | null } {
    const rng = this.rng;
    const max = rng.chance(SHARE.maxQuantity) ? rng.int(1, 3) : null;
    if (special.backorder) return { stock: 0, backorder: true, max };
    const r = rng.next();
    const stock = r < SHARE.soldOut ? 0 : r < SHARE.soldOut + SHARE.limited ? rng.int(1, 5) : 6 + Math.floor(195 * rng.next() ** 2);
    return { stock, backorder: false, max };
  }

  private specRowIds(d: Draft): number[] {
    const ids: number[] = [];
    for (const [key, values] of d.specs) {
      const rows = this.st.rowIds.get(key);
      for (const v of values) {
        const id = rows?.get(specText(v));
        if (id === undefined) throw new Error(`No specification row for ${key} = ${String(v)}`);
        ids.push(id);
      }
    }
    return ids;
  }

  private infoText(d: Draft): string {
    const { kind } = d;
    if (kind.info.length > 0 && this.rng.chance(SHARE.listInfo)) {
      const count = this.rng.int(2, Math.min(4, kind.info.length));
      const picked = new Set(this.rng.sample(kind.info, count));
      const ctx = this.context(d);
      return kind.info.filter((t) => picked.has(t)).map((t) => `- ${render(t, ctx)}`).join('\n');
    }
    return kind.taglines.length > 0 ? this.rng.pick(kind.taglines) : '';
  }

  private description(d: Draft, name: string): string {
    const { kind } = d;
    const ctx = this.context(d, name);
    const eligible = kind.sentences.map((s) => applicableSentence(s, d.specs)).filter((s): s is string => s !== null);
    const sentences = this.rng.sample(eligible, Math.min(eligible.length, this.rng.int(3, 4))).map((s) => render(s, ctx));
    const first = [render(this.rng.pick(kind.intro), ctx), sentences[0]].filter(Boolean).join(' ');
    const second = sentences.slice(1).join(' ');
    const closing = [
      d.specs.has('garanti') ? render(WARRANTY_SENTENCE, ctx) : null,
      this.rng.pick(kind.closing ?? CLOSING_SENTENCES),
    ].filter((s): s is string => s !== null).join(' ');
    return [first, second, closing].filter((p) => p.length > 0).join('\n\n');
  }

  private imageSet(d: Draft, name: string, color: string): { color: string; view: ProductView; alt: string }[] {
    const count = this.rng.weighted([1, 2, 3, 4], [2, 3, 3, 2]);
    return PRODUCT_VIEWS.slice(0, count).map((view) => ({ color, view, alt: altText(name, view) }));
  }

  // ----- product kinds of rows -----

  private addStandalone(leaf: LeafInfo, special: { hidden: boolean; backorder: boolean; largeDiscount: boolean }): void {
    const d = this.draft(leaf, { top: special.largeDiscount });
    let name = render(d.nameTemplate, this.context(d));
    if (d.kind.colorInName && d.color) name += `, ${colorName(d.color)}`;
    const plan = this.planPrice(special, d.regularKr);
    const built = this.emit({
      draft: d,
      name,
      parentId: null,
      regularKr: d.regularKr,
      plan,
      stock: this.stockFor(special),
      status: special.hidden ? 'hidden' : 'active',
      images: this.imageSet(d, name, d.color ?? d.kind.imageColor ?? 'vit'),
      specRowIds: this.specRowIds(d),
      infoText: this.infoText(d),
      description: this.description(d, name),
      listed: !special.hidden,
    });
    if (!special.hidden) {
      const list = this.standaloneByKind.get(leaf.kindKey) ?? [];
      list.push(built);
      this.standaloneByKind.set(leaf.kindKey, list);
    }
  }

  /** A parent with 2-6 variants; false when the kind cannot make one within `maxVariants`. */
  private addFamily(leaf: LeafInfo, maxVariants: number): boolean {
    const rng = this.rng;
    const d = this.draft(leaf);
    const axes = d.kind.variants ?? [];
    const second = axes.find((a) => a !== 'color');
    const axisValues = (axis: VariantAxis): SpecValue[] => {
      if (axis === 'color') return [...d.kind.colors];
      const key = axis === 'storage' ? 'lagring' : 'boettstorlek';
      const values = specOverride(d.model, d.seriesDef, key) ?? d.kind.specs.find((s) => s.key === key)?.values ?? [];
      const allowed: readonly number[] = axis === 'storage' ? STORAGE_OPTIONS : SIZE_OPTIONS;
      return values.filter((v) => typeof v === 'number' && allowed.includes(v));
    };
    const pickSorted = (axis: VariantAxis, count: number): SpecValue[] => {
      const all = axisValues(axis);
      const chosen = new Set(rng.sample(all, Math.min(count, all.length)));
      return all.filter((v) => chosen.has(v));
    };

    let used: VariantAxis[];
    let colors: SpecValue[] = [];
    let others: SpecValue[] = [];
    if (axes.includes('color') && second && rng.chance(0.5)) {
      used = ['color', second];
      colors = pickSorted('color', rng.int(2, 3));
      others = pickSorted(second, 2);
    } else {
      const axis = rng.pick(axes);
      used = [axis];
      const values = pickSorted(axis, rng.int(2, axis === 'color' ? 4 : 3));
      if (axis === 'color') colors = values;
      else others = values;
    }
    const combos: { color: string | null; other: SpecValue | null }[] = [];
    for (const c of colors.length > 0 ? colors : [null]) {
      for (const o of others.length > 0 ? others : [null]) combos.push({ color: c as string | null, other: o });
    }
    if (combos.length < 2 || combos.length > Math.min(6, maxVariants)) return false;

    const otherAxis = used.find((a) => a !== 'color') ?? null;
    const otherKey = otherAxis === 'storage' ? 'lagring' : otherAxis === 'size' ? 'boettstorlek' : null;
    const dropKeys = new Set(otherKey ? [otherKey] : []);
    const parentName = render(d.nameTemplate, this.context(d, '', dropKeys));
    const plan = this.planPrice({}, d.regularKr);
    const stepKr = d.kind.storageStepKr ?? Math.max(100, Math.round(d.regularKr * 0.08));
    const otherValues = otherAxis ? axisValues(otherAxis) : [];

    // Variant drafts: the axis spec follows the variant, the rest is the parent's.
    const variants = combos.map((combo) => {
      const specs = new Map(d.specs);
      if (otherKey && combo.other !== null && specs.has(otherKey)) specs.set(otherKey, [combo.other]);
      const color = combo.color ?? d.color;
      const steps = combo.other !== null ? Math.max(0, otherValues.indexOf(combo.other) - otherValues.indexOf(others[0] as SpecValue)) : 0;
      const labels = [
        combo.color ? colorName(combo.color) : null,
        combo.other !== null ? (otherAxis === 'storage' ? storageLabel(combo.other as number) : `${specText(combo.other)} mm`) : null,
      ].filter((l): l is string => l !== null);
      return { draft: { ...d, specs, color } as Draft, regularKr: prettyKr(d.regularKr + steps * stepKr), labels, combo };
    });
    const first = variants[0] as (typeof variants)[number];
    const parentDraft: Draft = { ...d, specs: first.draft.specs, color: first.draft.color };
    const stocks = variants.map(() => this.stockFor({}));

    // Parent first (its id must be lower), then the variants.
    const parentColor = parentDraft.color ?? d.kind.imageColor ?? 'vit';
    const parentImages = this.imageSet(parentDraft, parentName, parentColor).slice(0, 2);
    for (const c of colors.slice(1)) {
      if (parentImages.length >= 4) break;
      parentImages.push({ color: c as string, view: 'front', alt: `${parentName} i färgen ${lowerFirst(colorName(c as string))}` });
    }
    const parent = this.emit({
      draft: parentDraft,
      name: parentName,
      parentId: null,
      regularKr: first.regularKr,
      plan,
      stock: { stock: stocks.reduce((sum, s) => sum + s.stock, 0), backorder: false, max: null },
      status: 'active',
      images: parentImages,
      specRowIds: this.specRowIds(parentDraft),
      infoText: this.infoText(parentDraft),
      description: this.description(parentDraft, parentName),
      listed: true,
    });
    variants.forEach((v, i) => {
      const name = `${parentName}, ${v.labels.join(', ')}`;
      const variantColor = v.draft.color ?? d.kind.imageColor ?? 'vit';
      const built = this.emit({
        draft: v.draft,
        name,
        parentId: parent.id,
        regularKr: v.regularKr,
        plan,
        stock: stocks[i] as { stock: number; backorder: boolean; max: number | null },
        status: 'active',
        images: this.imageSet(v.draft, name, variantColor),
        specRowIds: this.specRowIds(v.draft),
        infoText: this.infoText(v.draft),
        description: this.description(v.draft, name),
        listed: false,
        extras: { tags: false },
      });
      if (v.combo.color) this.rows.productVariantOptions.push({ product_id: built.id, option_id: this.optionId('color', v.combo.color) });
      if (otherAxis && v.combo.other !== null) {
        this.rows.productVariantOptions.push({ product_id: built.id, option_id: this.optionId(otherAxis, String(v.combo.other)) });
      }
      this.variants++;
    });
    return true;
  }

  private optionId(axis: VariantAxis, key: string): number {
    const id = this.st.optionIds.get(axis)?.get(key);
    if (id === undefined) throw new Error(`No variant option ${axis} ${key}`);
    return id;
  }

  /** A bundle of 2-3 earlier products at a package price; false when no recipe can be filled yet. */
  private addPackage(): boolean {
    const rng = this.rng;
    const recipe = rng.pick(PACKAGE_RECIPES);
    const parts: BuiltProduct[] = [];
    for (const slot of recipe.slots) {
      const kinds = slot.filter((k) => (this.standaloneByKind.get(k)?.length ?? 0) > 0);
      if (kinds.length === 0) continue;
      const candidates = this.standaloneByKind.get(rng.pick(kinds)) as BuiltProduct[];
      parts.push(rng.pick(candidates));
    }
    if (parts.length < 2) return false;
    const key = parts.map((p) => p.id).join('+');
    if (this.packageKeys.has(key)) return false;
    this.packageKeys.add(key);
    const main = parts[0] as BuiltProduct;
    const leaf = main.leaf;
    const partRows = parts.map((p) => this.rows.products[p.id - 1] as WithId<ProductsTable>);
    const name = `${recipe.title}: ${partRows.map((p) => p.name).join(' + ')}`;
    const sumOre = parts.reduce((sum, p) => sum + p.priceOre, 0);
    const priceKr = prettyBelow((sumOre / 100) * rng.float(0.85, 0.93), sumOre / 100);
    const d: Draft = {
      leaf, kind: leaf.kind, brandId: main.brandId, brandName: '', model: null, seriesDef: null, series: '', modelCode: '', noun: '',
      nameTemplate: '', specs: new Map(), color: main.color, regularKr: priceKr,
    };
    const plan = this.planPrice();
    plan.discount = null;
    plan.member = null;
    // A package is put together after its parts exist.
    const partsCreatedS = Math.max(...partRows.map((p) => Date.parse(p.created_at) / 1000));
    if (plan.createdS < partsCreatedS) plan.createdS = Math.min(this.nowS, partsCreatedS + this.rng.int(DAY_S, 60 * DAY_S));
    const saving = Math.round(sumOre / 100 - priceKr);
    const built = this.emit({
      draft: { ...d, kind: { ...leaf.kind, energyLabel: false } },
      name,
      parentId: null,
      regularKr: priceKr,
      plan,
      stock: { stock: Math.min(...parts.map((p) => p.stock)), backorder: false, max: null },
      status: 'active',
      images: [],
      specRowIds: main.specRowIds,
      infoText: partRows.map((p) => `- ${p.name}`).join('\n'),
      description: [
        `${recipe.title} med ${partRows.length === 2 ? 'två' : 'tre'} produkter som passar bra ihop. Köper du dem tillsammans sparar du ${formatKr(saving)} jämfört med att köpa dem var för sig.`,
        `I paketet ingår: ${partRows.map((p) => p.name).join(', ')}.`,
        'Produkterna levereras tillsammans. Du kan ångra köpet av hela paketet inom 14 dagar.',
      ].join('\n\n'),
      isPackage: true,
      originalOverrideOre: sumOre,
      listed: true,
    });
    // Package images are the parts' main images.
    partRows.forEach((p, position) => {
      const image = parts[position]?.images[0];
      if (!image) return;
      this.rows.productImages.push({
        id: this.rows.productImages.length + 1, product_id: built.id, position, path: image, alt: p.name,
        width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE,
      });
    });
    for (const p of parts) this.rows.packageItems.push({ package_product_id: built.id, part_product_id: p.id, quantity: 1 });
    this.packages++;
    return true;
  }

  private addDigital(def: (typeof DIGITAL_PRODUCTS)[number]): void {
    const leaf = this.st.leaves.find((l) => l.kindKey === def.kind);
    if (!leaf) throw new Error(`No category for digital kind ${def.kind}`);
    const id = this.nextId;
    const createdS = this.nowS - this.rng.int(30 * DAY_S, 730 * DAY_S);
    const createdAt = iso(createdS);
    const priceOre = def.priceKr * 100;
    this.rows.products.push({
      id, parent_id: null, sku: `HB${String(id).padStart(7, '0')}`, name: def.name, title: `${def.name} | ${SHOP_NAME}`,
      url: `${leaf.url}/${productSlug(def.name)}-${id}`, brand_id: 1, category_id: leaf.id, vat_class: 'standard',
      price_incl_vat_ore: priceOre, original_price_incl_vat_ore: null, member_price_incl_vat_ore: null,
      monthly_price_ore: null, hide_price: 0, stock: DIGITAL_STOCK, max_purchasable_quantity: null, allow_backorder: 0,
      status: 'active', is_package: 0, is_digital: 1, energy_class: null, energy_class_version: null,
      energy_label_file: null, energy_datasheet_file: null, info_text: def.info, description: def.description.join('\n\n'),
      primary_color_id: null, badge_id: null, popularity: this.rng.int(0, 3000), rating_average: null, rating_count: 0,
      created_at: createdAt, updated_at: createdAt,
    });
    this.rows.productPriceHistory.push({
      id: this.rows.productPriceHistory.length + 1, product_id: id, price_incl_vat_ore: priceOre, valid_from: createdAt,
    });
    this.rows.productImages.push({
      id: this.rows.productImages.length + 1, product_id: id, position: 0,
      path: uploadsUrl(productImagePath(leaf.kind.icon, leaf.kind.imageColor ?? 'bla', 'front')), alt: def.name,
      width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE,
    });
    for (const spec of leaf.kind.specs) {
      const value = def.specs[spec.key];
      if (value === undefined) throw new Error(`Digital product ${def.name} lacks spec ${spec.key}`);
      for (const v of Array.isArray(value) ? value : [value]) {
        const rowId = this.st.rowIds.get(spec.key)?.get(specText(v as SpecValue));
        if (rowId === undefined) throw new Error(`No specification row for ${spec.key} = ${String(v)}`);
        this.rows.productSpecifications.push({ product_id: id, row_id: rowId });
      }
    }
  }
}

const CONDITION = /^\{if:([a-z0-9-]+)=([^}]+)\}/;

/** The sentence without its {if:key=A|B} prefix, or null when the product's spec does not match. */
function applicableSentence(sentence: string, specs: ReadonlyMap<string, readonly SpecValue[]>): string | null {
  const m = CONDITION.exec(sentence);
  if (!m) return sentence;
  const wanted = (m[2] as string).split('|');
  const values = specs.get(m[1] as string) ?? [];
  return values.some((v) => wanted.includes(specText(v))) ? sentence.slice(m[0].length) : null;
}

function colorName(slug: string): string {
  return COLORS.find((c) => c.slug === slug)?.name ?? slug;
}

function formatKr(kr: number): string {
  return `${new Intl.NumberFormat('sv-SE').format(kr)} kr`;
}

function altText(name: string, view: ProductView): string {
  switch (view) {
    case 'front': return name;
    case 'detalj': return `${name}, närbild`;
    case 'miljo': return `${name} i hemmiljö`;
    case 'sida': return `${name} sedd från sidan`;
  }
}

/** Name slug for a product url, cut at a word boundary. */
function productSlug(name: string): string {
  const slug = slugify(name);
  if (slug.length <= 80) return slug;
  const cut = slug.slice(0, 80);
  return cut.slice(0, Math.max(cut.lastIndexOf('-'), 40)).replace(/-(plus|och)?$/, '').replace(/-+$/, '');
}

/** Builds every row of the demo catalog in memory; same size, seed and `now` give the same rows. */
export function buildDemoCatalog(options: SeedOptions): { rows: CatalogRows; variants: number; packages: number } {
  if (!Number.isInteger(options.size) || options.size < 1) throw new Error(`Catalog size must be a positive integer, got ${options.size}`);
  const builder = new CatalogBuilder(buildStatic(), options.now, options.seed ?? DEFAULT_SEED);
  builder.build(options.size);
  const brandNames = new Map(builder.rows.brands.map((b) => [b.id, b.name]));
  assignIdentifiers(builder.rows.products, brandNames, builder.rows.brands.find((b) => b.name === NO_BRAND.name)?.id ?? 0);
  const parentOf = new Map(builder.rows.categories.map((c) => [c.id!, c.parent_id ?? null]));
  const mainCategoryOf = (id: number): number => {
    let current = id;
    for (let parent = parentOf.get(current) ?? null; parent !== null; parent = parentOf.get(current) ?? null) current = parent;
    return current;
  };
  builder.rows.productAddOns = chooseAddOns(builder.rows.products as Parameters<typeof chooseAddOns>[0], mainCategoryOf);
  const storeOnly = chooseStoreOnly(builder.rows.products as Parameters<typeof chooseStoreOnly>[0], builder.rows.productAddOns);
  for (const product of builder.rows.products) product.buy_option = storeOnly.has(product.id!) ? 0 : 1;
  return { rows: builder.rows, variants: builder.variants, packages: builder.packages };
}

// ---------------------------------------------------------------------------------------
// Writing to the database
// ---------------------------------------------------------------------------------------

type TableName = keyof Database;

async function insertBatches<T extends TableName>(db: Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    // Kysely's overloads cannot follow a generic table name; the rows are typed by the caller.
    await db.insertInto(table).values(rows.slice(i, i + BATCH_ROWS) as never).execute();
  }
}

const IDENTITY_TABLES = [
  'categories', 'brands', 'primary_colors', 'tags', 'badges', 'products', 'product_price_history', 'product_images',
  'specification_groups', 'specification_rows', 'variant_attributes', 'variant_attribute_options', 'info_pages',
] as const satisfies readonly TableName[];

/** True once the demo catalog (or any catalog) has been written. */
export async function isCatalogSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('catalog_state').select('id').where('id', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty catalog with the deterministic demo catalog, in one transaction.
 * Throws when the catalog already has categories, brands, products or a catalog_state row.
 */
export async function seedDemoCatalog(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const { rows, variants, packages } = buildDemoCatalog(options);
  const pg = isPostgres(db);

  await db.transaction().execute(async (trx) => {
    const state = await trx.selectFrom('catalog_state').select('id').limit(1).executeTakeFirst();
    const category = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    const brand = await trx.selectFrom('brands').select('id').limit(1).executeTakeFirst();
    const product = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
    const infoPage = await trx.selectFrom('info_pages').select('id').limit(1).executeTakeFirst();
    if (state || category || brand || product) {
      throw new Error('The catalog is not empty: the demo catalog is only written into an empty database');
    }

    const existingVat = await trx.selectFrom('vat_rates').select(['vat_class', 'valid_from']).execute();
    const vatKey = (r: { vat_class: string; valid_from: string }) => `${r.vat_class}|${r.valid_from}`;
    const haveVat = new Set(existingVat.map(vatKey));
    await insertBatches(trx, 'vat_rates', rows.vatRates.filter((r) => !haveVat.has(vatKey(r))));

    await insertBatches(trx, 'primary_colors', rows.primaryColors);
    await insertBatches(trx, 'brands', rows.brands);
    await insertBatches(trx, 'categories', rows.categories);
    await insertBatches(trx, 'tags', rows.tags);
    await insertBatches(trx, 'badges', rows.badges);
    await insertBatches(trx, 'specification_groups', rows.specificationGroups);
    await insertBatches(trx, 'specification_rows', rows.specificationRows);
    await insertBatches(trx, 'category_specification_groups', rows.categorySpecificationGroups);
    await insertBatches(trx, 'variant_attributes', rows.variantAttributes);
    await insertBatches(trx, 'variant_attribute_options', rows.variantAttributeOptions);
    await insertBatches(trx, 'products', rows.products);
    await insertBatches(trx, 'product_price_history', rows.productPriceHistory);
    await insertBatches(trx, 'product_price_schedules', rows.productPriceSchedules);
    await insertBatches(trx, 'product_images', rows.productImages);
    await insertBatches(trx, 'product_tags', rows.productTags);
    await insertBatches(trx, 'package_items', rows.packageItems);
    await insertBatches(trx, 'product_add_ons', rows.productAddOns);
    await insertBatches(trx, 'product_specifications', rows.productSpecifications);
    await insertBatches(trx, 'product_variant_options', rows.productVariantOptions);
    if (!infoPage) await insertBatches(trx, 'info_pages', rows.infoPages);

    const siteName = await trx.selectFrom('site_settings').select('key').where('key', '=', 'siteName').executeTakeFirst();
    if (!siteName) await trx.insertInto('site_settings').values({ key: 'siteName', value: JSON.stringify(SHOP_NAME) }).execute();
    for (const [key, value] of Object.entries(widgetSettings(options.now))) {
      const stored = await trx.selectFrom('site_settings').select('key').where('key', '=', key).executeTakeFirst();
      if (!stored) await trx.insertInto('site_settings').values({ key, value: JSON.stringify(value) }).execute();
    }

    if (pg) {
      for (const table of IDENTITY_TABLES) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
    await trx.insertInto('catalog_state').values({ id: 1, version: 1, seeded_size: options.size }).execute();
  });

  return {
    categories: rows.categories.length,
    brands: rows.brands.length,
    products: rows.products.length,
    variants,
    packages,
    specificationGroups: rows.specificationGroups.length,
    productSpecifications: rows.productSpecifications.length,
    durationMs: performance.now() - started,
  };
}
