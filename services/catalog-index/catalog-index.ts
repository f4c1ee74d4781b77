import { DEFAULT_SORT, isIntervalSelection, type FilterQuery } from '../../domain/filter-query';
import { roundToWholeKronor } from '../../domain/money';
import { exclVatFromInclVat } from '../../domain/vat';
import type { BrandFacet, CategoryFacet, ColorFacet, SpecificationGroupOut, SelectedSpecification, SortKey } from '../../common/contract/filter';
import { brandUrl } from '../catalog/catalog-snapshot';
import { emptyBits, forEachBit, fullBits, hasBit, orInto, orSpanInto, orSpanIntoRange, popcount, setBit, setSpanBit, spanFor, type Bitset, type SpanBits } from './bitset';
import { ancestry } from '../../domain/category-tree';

/** What the index is built from (loaded from the database by catalog-index-loader.ts, or made by hand in tests). */
export interface IndexSource {
  version: number;
  products: IndexProduct[];
  categories: { id: number; parentId: number | null; level: number; name: string; url: string; position: number }[];
  brands: { id: number; name: string; brand_link: string; brand_override_link: string }[];
  colors: { id: number; name: string; hex: string; position: number }[];
  /** Variant colour options: which primary colour each belongs to. */
  colorOptions: { id: number; primaryColorId: number | null }[];
  specGroups: { id: number; title: string; type: SpecificationGroupOut['type']; unit: string | null; description: string | null; showInFilter: boolean; position: number }[];
  specRows: { id: number; groupId: number; value: string; numericValue: number | null; position: number }[];
  categoryGroups: { categoryId: number; groupId: number; position: number }[];
}

/** A listed product (active, not a variant) with what its variants add. */
export interface IndexProduct {
  id: number;
  name: string;
  brandId: number;
  brandName: string;
  categoryId: number;
  priceInclVatOre: number;
  vatRatePercent: number;
  hidePrice: boolean;
  popularity: number;
  /** Sellable now (stock above 0 or backorder allowed) when the index was built; default true. */
  inStock?: boolean;
  /** What search shows besides (read in the same pass, services/search/search-source.ts); absent in hand-made sources. */
  sku?: string;
  url?: string;
  monthlyPriceOre?: number | null;
  ratingAverage: number | null;
  createdAt: string;
  /** Primary colours: from the active variants' colour options, else the product's own. */
  colorIds: number[];
  /** Variant colour option ids of the active variants. */
  colorOptionIds: number[];
  /** Specification rows of the product and of its active variants. */
  specRowIds: number[];
}

export interface IndexSearchResult {
  total: number;
  /** Product ids of the requested (clamped) page, in order. */
  pageIds: number[];
  page: number;
  pageCount: number;
  pageSize: number;
  brands: BrandFacet[];
  colors: ColorFacet[];
  subcategories: CategoryFacet[];
  currentCategory: CategoryFacet | null;
  /** The category the listing is in (deepest known of cat3, cat2, cat1). */
  contextCategory: { id: number; url: string } | null;
  specifications: SpecificationGroupOut[];
  /** The selections that were applied (of groups offered here). */
  appliedSpecifications: SelectedSpecification[];
  minPrice: number;
  maxPrice: number;
  /** The result's lowest and highest shown price (kronor, not rounded), without the price selection; null when none shows one. */
  priceBounds: { min: number; max: number } | null;
}

type Group = IndexSource['specGroups'][number];
type Row = IndexSource['specRows'][number];
interface Category {
  id: number; parentId: number | null; level: number; name: string; url: string; position: number;
  /** Dense numbers of the category and its ancestors. */
  chain: number[];
  children: number[];
}

/** A facet selection turned into a set, with the dimension it belongs to. */
interface Facet {
  key: string;
  bits: Bitset;
}

const collator = new Intl.Collator('sv');

/** The products a search text matched (ids, best first), as the search engine found them. */
export interface TextScope {
  ids: readonly number[];
}

export interface SearchOptions {
  includesVat: boolean;
  pageSize: number;
  /** 'auto' (default) picks by scope size; the others force one way (tests compare them). */
  strategy?: 'auto' | 'bitsets' | 'scope-list' | 'scope-list-rows' | 'scope-list-ranges';
  /** How the page is found: 'auto' (default) by expected cost, or forced (tests compare them). */
  paging?: 'auto' | 'walk' | 'sort';
}

/** A scope at most 1/SMALL_SCOPE_DIVISOR of the catalog is searched as a product list, not with bitsets. */
const SMALL_SCOPE_DIVISOR = 8;
/** The scope-list way gives each selection one bit of a 31-bit mask. */
const MAX_LIST_FACETS = 30;
const OFFERED_CACHE_MAX = 5_000;
const EMPTY_LIST = new Int32Array(0);
const EMPTY_WORDS = new Uint32Array(0);

/** A specification selection that applies: its group, the dense numbers of the rows it accepts, what is echoed. */
interface ResolvedSpecification {
  group: Group;
  rows: number[];
  applied: SelectedSpecification;
}

/** What either way of searching leaves besides the counts (which go to the index's scratch arrays). */
interface Tally {
  total: number;
  minPrice: number;
  maxPrice: number;
  /** The result as ascending product numbers (scope-list way) or as a set (bitset way). */
  list: Int32Array | null;
  bits: Bitset | null;
}

/** The scope-list way's bit of each selection (0: nothing selected in that dimension), given by markSelections. */
interface SelectionBits {
  /** The bits of every selection. */
  all: number;
  category: number;
  brand: number;
  color: number;
  price: number;
  /** The specification selections' bits: specCount bits from specBase up, specMask all of them. */
  specBase: number;
  specMask: number;
  specCount: number;
  /** The sets of the selected variant colour options: a product in any of them meets the colour selection. */
  optionSets: Bitset[];
}

/** The specification selections as sets over the words a scope spans: wordCount words each, from firstWord on. */
interface SpecRanges {
  words: Uint32Array;
  firstWord: number;
  wordCount: number;
}

const NO_RANGES: SpecRanges = { words: EMPTY_WORDS, firstWord: 0, wordCount: 0 };

/**
 * The in-process facet index (DESIGN.md Performance): one bitset per facet value over the listed
 * products, typed arrays for prices and sort orders, disjunctive counts. Immutable once built.
 * Product numbers follow the category tree, so a category's products are one run of numbers; a small scope
 * (a leaf category, a brand page, a narrow search) is searched as that list of products, a big one with
 * whole-catalog bitsets (same answers: the tests compare both ways).
 */
export class CatalogIndex {
  readonly version: number;
  readonly size: number;
  readonly builtInMs: number;
  private readonly words: number;
  private readonly ids: Int32Array;
  private readonly all: Bitset;
  private readonly empty: Bitset;
  /** Product number of each product id. */
  private readonly numberById = new Map<number, number>();
  private readonly hidePrice: Uint8Array;
  private readonly priceKrIncl: Float64Array;
  private readonly priceKrExcl: Float64Array;
  private readonly brandOf: Int32Array;
  private readonly categoryOf: Int32Array;
  private readonly colorStart: Int32Array;
  private readonly colorList: Int32Array;
  private readonly specStart: Int32Array;
  private readonly specList: Int32Array;

  private readonly categories: Category[];
  private readonly categoryIndex = new Map<number, number>();
  private readonly categoryBits: Bitset[];
  private readonly brands: IndexSource['brands'];
  private readonly brandIndex = new Map<number, number>();
  private readonly brandBits: Bitset[];
  private readonly brandOrder: number[];
  private readonly colors: IndexSource['colors'];
  private readonly colorIndex = new Map<number, number>();
  private readonly colorBits: Bitset[];
  private readonly colorOptionsOf: number[][];
  private readonly optionBits = new Map<number, Bitset>();
  private readonly groups = new Map<number, Group>();
  private readonly groupRows = new Map<number, number[]>();
  private readonly rows: Row[];
  private readonly rowIndex = new Map<number, number>();
  private readonly rowGroup: Int32Array;
  /** Per row: its products, over the words they span. */
  private readonly rowBits: SpanBits[];
  private readonly groupsOfCategory = new Map<number, { groupId: number; position: number }[]>();
  private readonly orders = new Map<string, Int32Array>();
  /** Per sort order: each product number's position in it (to sort a small result by typed-array sort). */
  private readonly ranks = new Map<string, Int32Array>();
  /** Per category (dense number): its products and its descendants', ascending. */
  private readonly categoryMembers: Int32Array[];
  /** Per brand (dense number): its products, ascending. */
  private readonly brandMembers: Int32Array[];
  private readonly rootCategories: number[];
  /** Per category (dense number): its chain (itself and its ancestors) at chainList[chainStart[c]..chainStart[c + 1]). */
  private readonly chainStart: Int32Array;
  private readonly chainList: Int32Array;
  /** Offered specification groups per scope (category ids joined by ','; '' for no category); memoised. */
  private readonly offeredCache = new Map<string, Group[]>();

  // Scratch space reused by every search (search is synchronous, so never shared between two calls).
  private readonly scopeBuf: Int32Array;
  private readonly resultBuf: Int32Array;
  private readonly rankBuf: Int32Array;
  /** Per facet bit of the scope-list way: the specification group it selects in. */
  private readonly groupOfBit = new Int32Array(32);
  /** The lowest and highest price a tally met. */
  private readonly bounds = new Float64Array(2);
  private readonly brandCounts: Int32Array;
  private readonly colorCounts: Int32Array;
  private readonly categoryCounts: Int32Array;
  /** Per category: the products counted in it alone, not below it (the bitset way adds them up the tree). */
  private readonly ownCategoryCounts: Int32Array;
  private readonly rowCounts: Int32Array;
  /** Per row: the bit of the facet selecting it in the scope-list path, 0 when none. */
  private readonly rowFacet: Int32Array;
  private readonly categorySelected: Uint8Array;
  private readonly brandSelected: Uint8Array;
  private readonly colorSelected: Uint8Array;

  constructor(source: IndexSource) {
    const started = performance.now();
    this.version = source.version;
    const n = source.products.length;
    this.size = n;
    this.all = fullBits(n);
    this.words = this.all.length;
    this.empty = emptyBits(this.words);

    // Categories: dense numbers, ancestor chains, children in position order.
    this.categories = source.categories.map((c) => ({ ...c, chain: [], children: [] }));
    this.categories.forEach((c, i) => this.categoryIndex.set(c.id, i));
    const categoryById = new Map(this.categories.map((c) => [c.id, c]));
    for (const [i, c] of this.categories.entries()) {
      for (const node of ancestry(categoryById, c.id)) c.chain.push(this.categoryIndex.get(node.id)!);
      const parent = c.parentId === null ? undefined : this.categoryIndex.get(c.parentId);
      if (parent !== undefined) this.categories[parent]!.children.push(i);
    }
    const byPosition = (a: number, b: number) =>
      this.categories[a]!.position - this.categories[b]!.position || collator.compare(this.categories[a]!.name, this.categories[b]!.name);
    for (const c of this.categories) c.children.sort(byPosition);

    // Product numbers follow the category tree (depth first), so that every category's products, and their
    // attributes in the per-product lists, lie together in memory: the scope-list way reads them in one sweep.
    const treeOrder = new Int32Array(this.categories.length).fill(this.categories.length);
    let visited = 0;
    const visit = (at: number, depth: number) => {
      if (depth > 32 || treeOrder[at]! < this.categories.length) return;
      treeOrder[at] = visited++;
      for (const child of this.categories[at]!.children) visit(child, depth + 1);
    };
    this.categories.forEach((c, at) => {
      if (c.parentId === null || !this.categoryIndex.has(c.parentId)) visit(at, 0);
    });
    const treeRank = (p: IndexProduct) => {
      const at = this.categoryIndex.get(p.categoryId);
      return at === undefined ? this.categories.length + 1 : treeOrder[at]!;
    };
    const products = source.products
      .map((p, i) => ({ p, i, rank: treeRank(p) }))
      .sort((a, b) => a.rank - b.rank || a.i - b.i)
      .map((x) => x.p);
    this.ids = Int32Array.from(products, (p) => p.id);
    this.categoryBits = this.categories.map(() => emptyBits(this.words));

    this.brands = source.brands;
    this.brands.forEach((b, i) => this.brandIndex.set(b.id, i));
    this.brandBits = this.brands.map(() => emptyBits(this.words));
    this.brandOrder = this.brands.map((_, i) => i).sort((a, b) => collator.compare(this.brands[a]!.name, this.brands[b]!.name));

    this.colors = [...source.colors].sort((a, b) => a.position - b.position || a.id - b.id);
    this.colors.forEach((c, i) => this.colorIndex.set(c.id, i));
    this.colorBits = this.colors.map(() => emptyBits(this.words));
    this.colorOptionsOf = this.colors.map(() => []);

    for (const g of source.specGroups) this.groups.set(g.id, g);
    this.rows = [...source.specRows].sort((a, b) => a.groupId - b.groupId || a.position - b.position || a.id - b.id);
    this.rowGroup = Int32Array.from(this.rows, (r) => r.groupId);
    this.rows.forEach((r, i) => {
      this.rowIndex.set(r.id, i);
      const list = this.groupRows.get(r.groupId) ?? [];
      list.push(i);
      this.groupRows.set(r.groupId, list);
    });
    for (const link of source.categoryGroups) {
      const list = this.groupsOfCategory.get(link.categoryId) ?? [];
      list.push({ groupId: link.groupId, position: link.position });
      this.groupsOfCategory.set(link.categoryId, list);
    }
    this.hidePrice = new Uint8Array(n);
    this.priceKrIncl = new Float64Array(n);
    this.priceKrExcl = new Float64Array(n);
    this.brandOf = new Int32Array(n).fill(-1);
    this.categoryOf = new Int32Array(n).fill(-1);
    this.colorStart = new Int32Array(n + 1);
    this.specStart = new Int32Array(n + 1);
    const colorList: number[] = [];
    const specList: number[] = [];

    products.forEach((p, i) => {
      this.numberById.set(p.id, i);
      this.hidePrice[i] = p.hidePrice ? 1 : 0;
      this.priceKrIncl[i] = roundToWholeKronor(p.priceInclVatOre) / 100;
      this.priceKrExcl[i] = roundToWholeKronor(exclVatFromInclVat(p.priceInclVatOre, p.vatRatePercent)) / 100;
      const brand = this.brandIndex.get(p.brandId);
      if (brand !== undefined) {
        this.brandOf[i] = brand;
        setBit(this.brandBits[brand]!, i);
      }
      const category = this.categoryIndex.get(p.categoryId);
      if (category !== undefined) {
        this.categoryOf[i] = category;
        for (const c of this.categories[category]!.chain) setBit(this.categoryBits[c]!, i);
      }
      this.colorStart[i] = colorList.length;
      joinSets(i, p.colorIds, this.colorIndex, this.colorBits, colorList);
      for (const optionId of new Set(p.colorOptionIds)) {
        let bits = this.optionBits.get(optionId);
        if (!bits) this.optionBits.set(optionId, (bits = emptyBits(this.words)));
        setBit(bits, i);
      }
      this.specStart[i] = specList.length;
      joinSets(i, p.specRowIds, this.rowIndex, null, specList);
    });
    this.colorStart[n] = colorList.length;
    this.specStart[n] = specList.length;
    this.colorList = Int32Array.from(colorList);
    this.specList = Int32Array.from(specList);
    this.rowBits = rowSpans(this.rows.length, this.specStart, this.specList);
    for (const o of source.colorOptions) {
      const c = o.primaryColorId === null ? undefined : this.colorIndex.get(o.primaryColorId);
      if (c !== undefined && this.optionBits.has(o.id)) this.colorOptionsOf[c]!.push(o.id);
    }

    // Sort orders: product numbers in display order, ties by id.
    const order = (compare: (a: number, b: number) => number) => {
      const perm = Int32Array.from({ length: n }, (_, i) => i);
      perm.sort((a, b) => compare(a, b) || products[a]!.id - products[b]!.id);
      return perm;
    };
    const byPrice = (prices: Float64Array, direction: 1 | -1) => (a: number, b: number) =>
      this.hidePrice[a]! - this.hidePrice[b]! || direction * (prices[a]! - prices[b]!);
    const nameKeys = products.map((p) => p.name);
    // The default order lists what can be bought first (issue 11 item 9), then by popularity.
    const soldOut = (i: number) => (products[i]!.inStock === false ? 1 : 0);
    this.orders.set('popularitet', order((a, b) => soldOut(a) - soldOut(b) || products[b]!.popularity - products[a]!.popularity));
    this.orders.set('lagsta_pris:incl', order(byPrice(this.priceKrIncl, 1)));
    this.orders.set('hogsta_pris:incl', order(byPrice(this.priceKrIncl, -1)));
    this.orders.set('lagsta_pris:excl', order(byPrice(this.priceKrExcl, 1)));
    this.orders.set('hogsta_pris:excl', order(byPrice(this.priceKrExcl, -1)));
    this.orders.set('nyheter', order((a, b) => (products[a]!.createdAt < products[b]!.createdAt ? 1 : products[a]!.createdAt > products[b]!.createdAt ? -1 : 0)));
    this.orders.set('namn', order((a, b) => collator.compare(nameKeys[a]!, nameKeys[b]!)));
    this.orders.set(
      'betyg',
      order((a, b) => {
        const ra = products[a]!.ratingAverage;
        const rb = products[b]!.ratingAverage;
        if (ra === null || rb === null) return ra === rb ? 0 : ra === null ? 1 : -1;
        return rb - ra;
      }),
    );
    for (const [key, perm] of this.orders) {
      const rank = new Int32Array(n);
      for (let o = 0; o < n; o++) rank[perm[o]!] = o;
      this.ranks.set(key, rank);
    }
    this.categoryMembers = this.categoryBits.map(membersOf);
    this.brandMembers = this.brandBits.map(membersOf);
    this.rootCategories = this.categories
      .map((_, i) => i)
      .filter((i) => this.categories[i]!.parentId === null)
      .sort((a, b) => this.categories[a]!.position - this.categories[b]!.position);
    this.chainStart = new Int32Array(this.categories.length + 1);
    const chains: number[] = [];
    this.categories.forEach((c, at) => {
      this.chainStart[at] = chains.length;
      chains.push(...c.chain);
    });
    this.chainStart[this.categories.length] = chains.length;
    this.chainList = Int32Array.from(chains);
    this.scopeBuf = new Int32Array(n);
    this.resultBuf = new Int32Array(n);
    this.rankBuf = new Int32Array(n);
    this.brandCounts = new Int32Array(this.brands.length);
    this.colorCounts = new Int32Array(this.colors.length);
    this.categoryCounts = new Int32Array(this.categories.length);
    this.ownCategoryCounts = new Int32Array(this.categories.length);
    this.rowCounts = new Int32Array(this.rows.length);
    this.rowFacet = new Int32Array(this.rows.length);
    this.categorySelected = new Uint8Array(this.categories.length);
    this.brandSelected = new Uint8Array(this.brands.length);
    this.colorSelected = new Uint8Array(this.colors.length);
    this.builtInMs = performance.now() - started;
  }

  /**
   * A facet index whose fields were copied by structured clone (as it comes from the index worker), with its methods
   * back: every field is a number, string, plain object, array, typed array or Map, which a clone keeps.
   */
  static revive(fields: CatalogIndex): CatalogIndex {
    return Object.setPrototypeOf(fields, CatalogIndex.prototype) as CatalogIndex;
  }

  /**
   * The specification groups offered for a listing: those linked to its category and the category's ancestors. A
   * listing without a category (the whole catalog, a brand page, a search) offers none: specifications belong to
   * categories, and every category's groups at once would be a sidebar no shopper can use and most of the answer's
   * weight (docs/decisions/012). The shopper picks a category (the category facet) and gets its groups.
   */
  private offeredGroups(categoryIds: number[] | null): Group[] {
    if (categoryIds === null) return [];
    const key = categoryIds.join(',');
    const cached = this.offeredCache.get(key);
    if (cached) return cached;
    const position = new Map<number, number>();
    for (const id of categoryIds) {
      const at = this.categoryIndex.get(id);
      if (at === undefined) continue;
      for (const c of this.categories[at]!.chain) {
        for (const link of this.groupsOfCategory.get(this.categories[c]!.id) ?? []) {
          position.set(link.groupId, Math.min(position.get(link.groupId) ?? Infinity, link.position));
        }
      }
    }
    const offered = [...position.keys()]
      .map((id) => this.groups.get(id))
      .filter((g): g is Group => g !== undefined && g.showInFilter)
      .sort((a, b) => position.get(a.id)! - position.get(b.id)! || a.position - b.position || a.id - b.id);
    // The keys come from the address (category lists): bounded so odd addresses cannot grow it forever.
    if (this.offeredCache.size >= OFFERED_CACHE_MAX) this.offeredCache.clear();
    this.offeredCache.set(key, offered);
    return offered;
  }

  /**
   * The specification selections that apply here (of offered groups; a range only on an interval group), each
   * with the dense numbers of the rows it accepts (OR; an interval is the rows inside it). Row ids of another
   * group (or unknown) match nothing.
   */
  private resolveSpecifications(offered: Group[], selections: SelectedSpecification[]): ResolvedSpecification[] {
    const out: ResolvedSpecification[] = [];
    for (const selection of selections) {
      const group = offered.find((g) => g.id === selection.groupId);
      if (!group) continue; // not offered here: ignored, and not echoed back
      if (isIntervalSelection(selection)) {
        if (group.type !== 'interval') continue;
        const rows: number[] = [];
        for (const r of this.groupRows.get(group.id) ?? []) {
          const v = this.rows[r]!.numericValue;
          if (v !== null && v >= selection.min && v <= selection.max) rows.push(r);
        }
        out.push({ group, rows, applied: selection });
        continue;
      }
      let values = selection.values.filter((id) => this.rowGroup[this.rowIndex.get(id) ?? -1] === group.id);
      if (group.type === 'single_choice' && values.length > 1) values = values.slice(-1);
      out.push({
        group,
        rows: values.map((id) => this.rowIndex.get(id)!),
        applied: { groupId: group.id, values: values.length > 0 ? values : selection.values },
      });
    }
    return out;
  }

  /**
   * The listing's own scope (its category, its brand page, the products its search text matched; not facets) as a
   * list of product numbers, ascending; null when there is none (the whole catalog).
   */
  private scopeList(contextId: number | null, contextAt: number | undefined, fromBrands: number | null, text: TextScope | null): Int32Array | null {
    if (contextId === null && fromBrands === null && text === null) return null;
    let source: Int32Array | null = null; // null: every product
    let brandFilter = -1;
    if (contextId !== null) {
      if (contextAt === undefined) return EMPTY_LIST;
      source = this.categoryMembers[contextAt]!;
      if (fromBrands !== null) {
        const b = this.brandIndex.get(fromBrands);
        if (b === undefined) return EMPTY_LIST;
        brandFilter = b;
      }
    } else if (fromBrands !== null) {
      const b = this.brandIndex.get(fromBrands);
      if (b === undefined) return EMPTY_LIST;
      source = this.brandMembers[b]!;
    }
    if (brandFilter < 0 && text === null) return source!;
    const out = this.scopeBuf;
    let len = 0;
    if (text !== null) {
      // The matched products, ascending, kept where they are in the category or brand scope.
      const matched = this.numbersOf(text.ids).sort();
      let j = 0;
      for (const i of matched) {
        if (source !== null) {
          while (j < source.length && source[j]! < i) j++;
          if (j === source.length) break;
          if (source[j] !== i) continue;
        }
        if (brandFilter >= 0 && this.brandOf[i] !== brandFilter) continue;
        out[len++] = i;
      }
      return out.subarray(0, len);
    }
    for (let j = 0; j < source!.length; j++) {
      const i = source![j]!;
      if (this.brandOf[i] === brandFilter) out[len++] = i;
    }
    return out.subarray(0, len);
  }

  /** The product numbers of these ids, in their order; unknown ids (not listed) left out. */
  private numbersOf(ids: readonly number[]): Int32Array {
    const numbers = new Int32Array(ids.length);
    let len = 0;
    for (const id of ids) {
      const n = this.numberById.get(id);
      if (n !== undefined) numbers[len++] = n;
    }
    return numbers.subarray(0, len);
  }

  private priceBits(within: Bitset, min: number | null, max: number | null, includesVat: boolean): Bitset {
    const prices = includesVat ? this.priceKrIncl : this.priceKrExcl;
    const lo = min ?? -Infinity;
    const hi = max ?? Infinity;
    const bits = emptyBits(this.words);
    for (let w = 0; w < this.words; w++) {
      let x = within[w]!;
      let out = 0;
      while (x !== 0) {
        const low = x & -x;
        const i = (w << 5) + 31 - Math.clz32(low);
        const p = prices[i]!;
        // A hidden price is not filtered on (that would reveal it): such products stay listed.
        if (this.hidePrice[i] === 1 || (p >= lo && p <= hi)) out |= low;
        x ^= low;
      }
      bits[w] = out >>> 0;
    }
    return bits;
  }

  /**
   * Facets, counts and the page. Two ways to the same answer: on a small scope (a leaf category, a brand page,
   * a narrow search) the scope's product list is filtered and its products' own attributes counted; otherwise
   * whole-catalog bitsets are intersected. `strategy` forces one (tests compare them).
   */
  search(query: FilterQuery, text: TextScope | null, options: SearchOptions): IndexSearchResult {
    const contextId = query.cat3 ?? query.cat2 ?? query.cat1;
    const contextAt = contextId === null ? undefined : this.categoryIndex.get(contextId);
    const scopeCategories = contextId !== null ? [contextId] : query.categories.length > 0 ? query.categories : null;
    const offered = this.offeredGroups(scopeCategories);
    const specs = this.resolveSpecifications(offered, query.specifications);
    const applied = specs.map((s) => s.applied);
    const scope = this.scopeList(contextId, contextAt, query.fromBrands, text);
    const tally = this.tally(scope, query, specs, options, offered.length > 0);
    const { total, minPrice, maxPrice } = tally;

    const pageSize = options.pageSize;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, query.page), pageCount);
    const skip = (page - 1) * pageSize;
    const pageIds =
      total === 0
        ? []
        : query.sorting === 'relevans' && text !== null
          ? this.pageInOrder(this.resultBits(tally), this.numbersOf(text.ids), skip, pageSize)
          : this.pageOf(tally, skip, pageSize, query.sorting === 'relevans' ? DEFAULT_SORT : query.sorting, options);

    return {
      total, pageIds, page, pageCount, pageSize,
      brands: this.brandFacets(query),
      colors: this.colorFacets(query),
      subcategories: this.subcategoryFacets(query, contextId, contextAt),
      currentCategory: contextAt === undefined ? null : this.categoryFacet(contextAt, true, query.categories),
      contextCategory: contextAt === undefined ? null : { id: this.categories[contextAt]!.id, url: this.categories[contextAt]!.url },
      specifications: this.specificationFacets(offered, applied),
      appliedSpecifications: applied,
      priceBounds: Number.isFinite(minPrice) ? { min: minPrice, max: maxPrice } : null,
      minPrice: Number.isFinite(minPrice) ? Math.floor(minPrice) : 0,
      maxPrice: Number.isFinite(maxPrice) ? Math.ceil(maxPrice) : 0,
    };
  }

  /** Clears the counts and tallies the scope the way that suits it (or the way `options.strategy` forces). */
  private tally(scope: Int32Array | null, query: FilterQuery, specs: ResolvedSpecification[], options: SearchOptions, countRows: boolean): Tally {
    this.brandCounts.fill(0);
    this.colorCounts.fill(0);
    this.categoryCounts.fill(0);
    this.rowCounts.fill(0);
    this.bounds[0] = Infinity;
    this.bounds[1] = -Infinity;
    const priceSelected = query.priceMin !== null || query.priceMax !== null;
    const colorsSelected = query.primaryColorIds.length > 0 || query.colorAttributeValueIds.length > 0;
    const facetCount = (query.categories.length > 0 ? 1 : 0) + (query.brands.length > 0 ? 1 : 0) + (colorsSelected ? 1 : 0) + specs.length + (priceSelected ? 1 : 0);
    const strategy = options.strategy ?? 'auto';
    const listable = scope !== null && facetCount <= MAX_LIST_FACETS && new Set(specs.map((s) => s.group.id)).size === specs.length;
    const useList = listable && strategy !== 'bitsets' && (strategy !== 'auto' || scope.length <= this.size / SMALL_SCOPE_DIVISOR);
    return useList ? this.tallyScopeList(scope, query, specs, options.includesVat, strategy) : this.tallyBitsets(scope, query, specs, options.includesVat, countRows);
  }

  /** The brands counted, by name; the no-brand brand never, a brand without products only when selected. */
  private brandFacets(query: FilterQuery): BrandFacet[] {
    const brands: BrandFacet[] = [];
    for (const b of this.brandOrder) {
      const brand = this.brands[b]!;
      if (brand.id === 1) continue;
      const selected = query.brands.includes(brand.id);
      if (this.brandCounts[b] === 0 && !selected) continue;
      brands.push({
        brand_id: brand.id, brand_name: brand.name, brand_link: brand.brand_link, brand_override_link: brand.brand_override_link,
        url: brandUrl(brand), product_count: this.brandCounts[b]!, selected,
      });
    }
    return brands;
  }

  /** The primary colours counted, in their order; one is selected by its id or by one of its variant options. */
  private colorFacets(query: FilterQuery): ColorFacet[] {
    const colors: ColorFacet[] = [];
    for (let i = 0; i < this.colors.length; i++) {
      const c = this.colors[i]!;
      const options = this.colorOptionsOf[i]!;
      const selected = query.primaryColorIds.includes(c.id) || (query.colorAttributeValueIds.length > 0 && options.some((o) => query.colorAttributeValueIds.includes(o)));
      if (this.colorCounts[i] === 0 && !selected) continue;
      colors.push({ id: c.id, name: c.name, hex: c.hex, product_count: this.colorCounts[i]!, color_attribute_value_ids: options, selected });
    }
    return colors;
  }

  /** The listing's category's children (the root categories without one) that have products or are selected. */
  private subcategoryFacets(query: FilterQuery, contextId: number | null, contextAt: number | undefined): CategoryFacet[] {
    const childList = contextAt !== undefined ? this.categories[contextAt]!.children : contextId === null ? this.rootCategories : [];
    const subcategories: CategoryFacet[] = [];
    for (const at of childList) {
      const active = query.categories.includes(this.categories[at]!.id);
      if (this.categoryCounts[at]! > 0 || active) subcategories.push(this.categoryFacet(at, active, query.categories));
    }
    return subcategories;
  }

  /**
   * A category with its count in this result (`products`, as `category_visible_product_count`) and, as the spec's
   * `childs`, its children that have products in it or are selected, each the same way down the tree.
   */
  private categoryFacet(at: number, active: boolean, selected: readonly number[] = []): CategoryFacet {
    const c = this.categories[at]!;
    const childs: CategoryFacet[] = [];
    for (const child of c.children) {
      const childActive = selected.includes(this.categories[child]!.id);
      if (this.categoryCounts[child]! > 0 || childActive) childs.push(this.categoryFacet(child, childActive, selected));
    }
    return {
      category_id: c.id, category_name: c.name, url: c.url, category_visible_product_count: this.categoryCounts[at]!,
      category_active: active, products: this.categoryCounts[at]!, category_level: c.level, childs,
    };
  }

  /** The offered groups with their counted (or selected) rows; a group with neither only when a selection names it. */
  private specificationFacets(offered: Group[], applied: SelectedSpecification[]): SpecificationGroupOut[] {
    const rowCounts = this.rowCounts;
    const specifications: SpecificationGroupOut[] = [];
    for (const group of offered) {
      const selection = applied.find((s) => s.groupId === group.id);
      const selectedValues = selection && !isIntervalSelection(selection) ? selection.values : [];
      const rows: number[] = [];
      for (const r of this.groupRows.get(group.id) ?? []) if (rowCounts[r]! > 0 || selectedValues.includes(this.rows[r]!.id)) rows.push(r);
      if (rows.length === 0 && !selection) continue;
      const { min, max } = group.type === 'interval' ? this.intervalOf(rows) : { min: null, max: null };
      specifications.push({
        type: group.type, groupId: group.id, id: group.id, unit: group.unit, description: group.description, title: group.title,
        rows: rows.map((r) => ({
          products_to_property_id: this.rows[r]!.id,
          products_to_property_value: this.rows[r]!.value,
          product_count: rowCounts[r]!,
          product_property_show_in_filter: true,
        })),
        selected_values: selectedValues,
        min, max,
        selected_min: selection && isIntervalSelection(selection) ? selection.min : null,
        selected_max: selection && isIntervalSelection(selection) ? selection.max : null,
      });
    }
    return specifications;
  }

  /** The whole numbers an interval group's slider spans to hold these rows' values (null: no row has one). */
  private intervalOf(rows: number[]): { min: number | null; max: number | null } {
    let min: number | null = null;
    let max: number | null = null;
    for (const r of rows) {
      const v = this.rows[r]!.numericValue;
      if (v === null) continue;
      min = min === null ? v : Math.min(min, v);
      max = max === null ? v : Math.max(max, v);
    }
    return { min: min === null ? null : Math.floor(min), max: max === null ? null : Math.ceil(max) };
  }

  /**
   * The scope-list way: one pass over the scope's products. Each facet selection gets a bit; a product
   * passing all of them is a result and counts everywhere; one failing exactly one selection counts only in
   * that selection's own dimension (disjunctive counts); any other is out.
   */
  private tallyScopeList(scope: Int32Array, query: FilterQuery, specs: ResolvedSpecification[], includesVat: boolean, strategy: SearchOptions['strategy']): Tally {
    const bits = this.markSelections(query, specs);
    const ranges = this.specRanges(scope, specs, strategy);
    const prices = includesVat ? this.priceKrIncl : this.priceKrExcl;
    const total = this.scanScope(scope, bits, ranges, prices, query.priceMin ?? -Infinity, query.priceMax ?? Infinity);
    this.unmarkSelections(specs);
    return { total, minPrice: this.bounds[0]!, maxPrice: this.bounds[1]!, list: this.resultBuf.subarray(0, total), bits: null };
  }

  /**
   * Gives each selection its bit and marks what it accepts in the scratch flags (categories, brands, colours, and the
   * rows of each specification selection in `rowFacet`) for scanScope to read.
   */
  private markSelections(query: FilterQuery, specs: ResolvedSpecification[]): SelectionBits {
    let bit = 1;
    const next = () => {
      const given = bit;
      bit <<= 1;
      return given;
    };
    const category = query.categories.length > 0 ? next() : 0;
    markSelected(query.categories, this.categoryIndex, this.categorySelected);
    const brand = query.brands.length > 0 ? next() : 0;
    markSelected(query.brands, this.brandIndex, this.brandSelected);
    const color = query.primaryColorIds.length > 0 || query.colorAttributeValueIds.length > 0 ? next() : 0;
    markSelected(query.primaryColorIds, this.colorIndex, this.colorSelected);
    const optionSets: Bitset[] = [];
    for (const id of query.colorAttributeValueIds) {
      const o = this.optionBits.get(id);
      if (o) optionSets.push(o);
    }
    const specBase = bit;
    for (const s of specs) {
      for (const r of s.rows) this.rowFacet[r] = bit;
      this.groupOfBit[31 - Math.clz32(bit)] = s.group.id;
      next();
    }
    const specMask = bit - specBase;
    const price = query.priceMin !== null || query.priceMax !== null ? next() : 0;
    return { all: bit - 1, category, brand, color, price, specBase, specMask, specCount: specs.length, optionSets };
  }

  /** Clears what markSelections marked, for the next search. */
  private unmarkSelections(specs: ResolvedSpecification[]): void {
    this.categorySelected.fill(0);
    this.brandSelected.fill(0);
    this.colorSelected.fill(0);
    for (let f = 0; f < specs.length; f++) {
      const rows = specs[f]!.rows;
      for (let k = 0; k < rows.length; k++) this.rowFacet[rows[k]!] = 0;
    }
  }

  /**
   * The specification selections as sets over the words the scope spans (a category's products lie together), when
   * that is cheaper than reading every product's rows; NO_RANGES otherwise.
   */
  private specRanges(scope: Int32Array, specs: ResolvedSpecification[], strategy: SearchOptions['strategy']): SpecRanges {
    if (specs.length === 0 || scope.length === 0) return NO_RANGES;
    const firstWord = scope[0]! >>> 5;
    const wordCount = (scope[scope.length - 1]! >>> 5) - firstWord + 1;
    let selectedRows = 0;
    for (const s of specs) selectedRows += s.rows.length;
    const useRanges = strategy === 'scope-list-ranges' || (strategy !== 'scope-list-rows' && wordCount * (selectedRows + specs.length) <= scope.length * 4);
    if (!useRanges) return NO_RANGES;
    const words = new Uint32Array(specs.length * wordCount);
    specs.forEach((s, f) => {
      for (const r of s.rows) orSpanIntoRange(words, firstWord, this.rowBits[r]!, f * wordCount, wordCount);
    });
    return { words, firstWord, wordCount };
  }

  /**
   * The hot loop of the scope-list way (kept apart, with typed arrays and numbers only, so it stays optimised):
   * the result goes to resultBuf (returns its length), the counts to the scratch arrays, the price bounds to `bounds`.
   */
  private scanScope(scope: Int32Array, bits: SelectionBits, ranges: SpecRanges, prices: Float64Array, lo: number, hi: number): number {
    const { all, category: categoryBit, brand: brandBit, color: colorBit, price: priceBit, specMask, optionSets } = bits;
    const useRanges = ranges.words.length > 0;
    const { brandOf, categoryOf, colorStart, colorList, specStart, specList, rowFacet, hidePrice, chainStart, chainList, groupOfBit } = this;
    const { brandCounts, colorCounts, categoryCounts, rowCounts, categorySelected, brandSelected, colorSelected, rowGroup, bounds } = this;
    const result = this.resultBuf;
    let total = 0;
    const otherMask = all & ~specMask;

    for (let j = 0; j < scope.length; j++) {
      const i = scope[j]!;
      const b = brandOf[i]!;
      const c = categoryOf[i]!;
      let pass = 0;
      if (categoryBit !== 0 && c >= 0 && anyFlagged(categorySelected, chainList, chainStart[c]!, chainStart[c + 1]!)) pass |= categoryBit;
      if (brandBit !== 0 && b >= 0 && brandSelected[b] === 1) pass |= brandBit;
      if (colorBit !== 0 && (anyFlagged(colorSelected, colorList, colorStart[i]!, colorStart[i + 1]!) || inAnySet(optionSets, i))) pass |= colorBit;
      // A hidden price is not filtered on (that would reveal it): such products stay listed.
      if (priceBit !== 0 && (hidePrice[i] === 1 || (prices[i]! >= lo && prices[i]! <= hi))) pass |= priceBit;
      if (specMask !== 0) {
        // Failing two selections already: counts nowhere, so its rows need not be read.
        const failed = otherMask & ~pass;
        if ((failed & (failed - 1)) !== 0) continue;
        pass |= useRanges ? specBitsInRanges(i, ranges, bits) : orListed(rowFacet, specList, specStart[i]!, specStart[i + 1]!);
      }

      const fail = all & ~pass;
      if (fail === 0) {
        result[total++] = i;
        if (b >= 0) brandCounts[b]!++;
        countListed(colorCounts, colorList, colorStart[i]!, colorStart[i + 1]!);
        if (c >= 0) countListed(categoryCounts, chainList, chainStart[c]!, chainStart[c + 1]!);
        countListed(rowCounts, specList, specStart[i]!, specStart[i + 1]!);
        if (hidePrice[i] === 0) widen(bounds, prices[i]!);
      } else if ((fail & (fail - 1)) === 0) {
        // Fails one selection only: counts in that selection's dimension, as if it were not made.
        if (fail === brandBit) {
          if (b >= 0) brandCounts[b]!++;
        } else if (fail === colorBit) {
          countListed(colorCounts, colorList, colorStart[i]!, colorStart[i + 1]!);
        } else if (fail === categoryBit) {
          if (c >= 0) countListed(categoryCounts, chainList, chainStart[c]!, chainStart[c + 1]!);
        } else if (fail === priceBit) {
          if (hidePrice[i] === 0) widen(bounds, prices[i]!);
        } else {
          countListedOfGroup(rowCounts, specList, specStart[i]!, specStart[i + 1]!, rowGroup, groupOfBit[31 - Math.clz32(fail)]!);
        }
      }
    }
    return total;
  }

  /** The bitset way, for big scopes (and the whole catalog); rows are counted only when groups are offered. */
  private tallyBitsets(scope: Int32Array | null, query: FilterQuery, specs: ResolvedSpecification[], includesVat: boolean, countRows: boolean): Tally {
    let base: Bitset;
    if (scope === null) base = this.all.slice();
    else {
      base = emptyBits(this.words);
      for (let j = 0; j < scope.length; j++) setBit(base, scope[j]!);
    }
    const facets = this.facetSets(base, query, specs, includesVat);
    const { result, others } = this.disjunctiveSets(base, facets);
    const setFor = (key: string) => {
      const i = facets.findIndex((f) => f.key === key);
      return i < 0 ? result : others[i]!;
    };
    countMembersBy(setFor('brands'), this.brandOf, this.brandCounts);
    this.tallyColors(setFor('colors'));
    this.tallyCategories(setFor('categories'));
    if (countRows) this.tallyRows(result, null);
    for (const f of facets) {
      if (!f.key.startsWith('spec:')) continue;
      const groupId = Number(f.key.slice(5));
      for (const r of this.groupRows.get(groupId) ?? []) this.rowCounts[r] = 0;
      this.tallyRows(setFor(f.key), groupId);
    }
    // Price bounds over the set without the price selection.
    this.tallyPriceBounds(setFor('price'), includesVat ? this.priceKrIncl : this.priceKrExcl);
    return { total: popcount(result), minPrice: this.bounds[0]!, maxPrice: this.bounds[1]!, list: null, bits: result };
  }

  /** Each facet selection as a set (within `base` for the price, the one set that is not precomputed). */
  private facetSets(base: Bitset, query: FilterQuery, specs: ResolvedSpecification[], includesVat: boolean): Facet[] {
    const facets: Facet[] = [];
    if (query.categories.length > 0) facets.push({ key: 'categories', bits: this.unionOf(query.categories, this.categoryIndex, this.categoryBits) });
    if (query.brands.length > 0) facets.push({ key: 'brands', bits: this.unionOf(query.brands, this.brandIndex, this.brandBits) });
    if (query.primaryColorIds.length > 0 || query.colorAttributeValueIds.length > 0) {
      const bits = this.unionOf(query.primaryColorIds, this.colorIndex, this.colorBits);
      for (const id of query.colorAttributeValueIds) {
        const o = this.optionBits.get(id);
        if (o) orInto(bits, o);
      }
      facets.push({ key: 'colors', bits });
    }
    for (const s of specs) {
      const bits = emptyBits(this.words);
      for (const r of s.rows) orSpanInto(bits, this.rowBits[r]!);
      facets.push({ key: `spec:${s.group.id}`, bits });
    }
    if (query.priceMin !== null || query.priceMax !== null) facets.push({ key: 'price', bits: this.priceBits(base, query.priceMin, query.priceMax, includesVat) });
    return facets;
  }

  /** The union of the sets of these ids (dense numbers in `at`); unknown ids add nothing. */
  private unionOf(ids: readonly number[], at: ReadonlyMap<number, number>, sets: readonly Bitset[]): Bitset {
    const bits = emptyBits(this.words);
    for (const id of ids) {
      const n = at.get(id);
      if (n !== undefined) orInto(bits, sets[n]!);
    }
    return bits;
  }

  /** The result and, per selected facet, the set with every other selection applied (disjunctive counts). */
  private disjunctiveSets(base: Bitset, facets: Facet[]): { result: Bitset; others: Bitset[] } {
    const k = facets.length;
    const result = emptyBits(this.words);
    const others = facets.map(() => emptyBits(this.words));
    const fw = new Uint32Array(k);
    for (let w = 0; w < this.words; w++) {
      const b = base[w]!;
      if (b === 0) continue;
      let r = b;
      for (let i = 0; i < k; i++) {
        fw[i] = facets[i]!.bits[w]!;
        r &= fw[i]!;
      }
      result[w] = r;
      for (let i = 0; i < k; i++) {
        let o = b;
        for (let j = 0; j < k; j++) if (j !== i) o &= fw[j]!;
        others[i]![w] = o;
      }
    }
    return { result, others };
  }

  private tallyColors(set: Bitset): void {
    for (let w = 0; w < set.length; w++) {
      let x = set[w]!;
      while (x !== 0) {
        const low = x & -x;
        const i = (w << 5) + 31 - Math.clz32(low);
        countListed(this.colorCounts, this.colorList, this.colorStart[i]!, this.colorStart[i + 1]!);
        x ^= low;
      }
    }
  }

  /** Each category's own products first, then added to it and every ancestor (fewer steps than a chain per product). */
  private tallyCategories(set: Bitset): void {
    const own = this.ownCategoryCounts;
    own.fill(0);
    countMembersBy(set, this.categoryOf, own);
    for (let at = 0; at < own.length; at++) {
      const count = own[at]!;
      if (count > 0) for (const c of this.categories[at]!.chain) this.categoryCounts[c]! += count;
    }
  }

  private tallyRows(set: Bitset, onlyGroup: number | null): void {
    for (let w = 0; w < set.length; w++) {
      let x = set[w]!;
      while (x !== 0) {
        const low = x & -x;
        const i = (w << 5) + 31 - Math.clz32(low);
        if (onlyGroup === null) countListed(this.rowCounts, this.specList, this.specStart[i]!, this.specStart[i + 1]!);
        else countListedOfGroup(this.rowCounts, this.specList, this.specStart[i]!, this.specStart[i + 1]!, this.rowGroup, onlyGroup);
        x ^= low;
      }
    }
  }

  /** The lowest and highest price in `set` (to `bounds`); hidden prices do not count. */
  private tallyPriceBounds(set: Bitset, prices: Float64Array): void {
    for (let w = 0; w < set.length; w++) {
      let x = set[w]!;
      while (x !== 0) {
        const low = x & -x;
        const i = (w << 5) + 31 - Math.clz32(low);
        if (this.hidePrice[i] === 0) widen(this.bounds, prices[i]!);
        x ^= low;
      }
    }
  }

  /** The result as a set (the scope-list way leaves it as a list). */
  private resultBits(tally: Tally): Bitset {
    if (tally.bits) return tally.bits;
    const bits = emptyBits(this.words);
    for (let j = 0; j < tally.total; j++) setBit(bits, tally.list![j]!);
    return bits;
  }

  /** A page of the members of `bits`, in the order `order` lists product numbers (a sort order, or search relevance). */
  private pageInOrder(bits: Bitset, order: Int32Array, skip: number, pageSize: number): number[] {
    const pageIds: number[] = [];
    let seen = 0;
    for (let o = 0; o < order.length && pageIds.length < pageSize; o++) {
      const i = order[o]!;
      if (!hasBit(bits, i)) continue;
      if (seen++ >= skip) pageIds.push(this.ids[i]!);
    }
    return pageIds;
  }

  /**
   * The ids of the page: a small result is sorted by its members' ranks in the order (a typed-array sort, no
   * comparator); a big one is found by walking the order until the page is full.
   */
  private pageOf(tally: Tally, skip: number, pageSize: number, sorting: Exclude<SortKey, 'relevans'>, options: SearchOptions): number[] {
    const key = sorting === 'lagsta_pris' || sorting === 'hogsta_pris' ? `${sorting}:${options.includesVat ? 'incl' : 'excl'}` : sorting;
    const order = this.orders.get(key)!;
    const total = tally.total;
    // Expected steps of the walk versus the sort's.
    const walk = Math.min(this.size, ((skip + pageSize) * this.size) / total);
    const sort = total * Math.log2(total + 2) * 2 + (tally.bits ? this.words : 0);
    const paging = options.paging ?? 'auto';
    if (paging === 'walk' || (paging === 'auto' && sort >= walk)) return this.pageInOrder(this.resultBits(tally), order, skip, pageSize);
    const ranks = this.resultRanks(tally, this.ranks.get(key)!);
    ranks.sort();
    const pageIds: number[] = [];
    for (let j = skip; j < total && j < skip + pageSize; j++) pageIds.push(this.ids[order[ranks[j]!]!]!);
    return pageIds;
  }

  /** Each result member's rank in a sort order (in rankBuf). */
  private resultRanks(tally: Tally, rank: Int32Array): Int32Array {
    const ranks = this.rankBuf.subarray(0, tally.total);
    if (tally.list) {
      const list = tally.list;
      for (let j = 0; j < tally.total; j++) ranks[j] = rank[list[j]!]!;
      return ranks;
    }
    const bits = tally.bits!;
    let j = 0;
    for (let w = 0; w < bits.length; w++) {
      let x = bits[w]!;
      while (x !== 0) {
        const low = x & -x;
        ranks[j++] = rank[(w << 5) + 31 - Math.clz32(low)]!;
        x ^= low;
      }
    }
    return ranks;
  }

  /** A brand's page scope and a category's url, for the listing address. */
  brandById(id: number): IndexSource['brands'][number] | undefined {
    const at = this.brandIndex.get(id);
    return at === undefined ? undefined : this.brands[at];
  }
}

/** The specification selections product `i` meets, read from the selections' sets over the scope's words. */
function specBitsInRanges(i: number, ranges: SpecRanges, bits: SelectionBits): number {
  const at = (i >>> 5) - ranges.firstWord;
  const mask = 1 << (i & 31);
  let pass = 0;
  for (let f = 0; f < bits.specCount; f++) if ((ranges.words[f * ranges.wordCount + at]! & mask) !== 0) pass |= bits.specBase << f;
  return pass;
}

/** Counts each value of list[from..to) in `counts`. */
function countListed(counts: Int32Array, list: Int32Array, from: number, to: number): void {
  for (let k = from; k < to; k++) counts[list[k]!]!++;
}

/** Counts the values of list[from..to) that belong to `group` (per value in `groupOf`). */
function countListedOfGroup(counts: Int32Array, list: Int32Array, from: number, to: number, groupOf: Int32Array, group: number): void {
  for (let k = from; k < to; k++) {
    const value = list[k]!;
    if (groupOf[value] === group) counts[value]!++;
  }
}

/** Whether a value of list[from..to) is flagged. */
function anyFlagged(flags: Uint8Array, list: Int32Array, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (flags[list[k]!] === 1) return true;
  return false;
}

/** The bits of the values of list[from..to), OR-ed. */
function orListed(bits: Int32Array, list: Int32Array, from: number, to: number): number {
  let out = 0;
  for (let k = from; k < to; k++) out |= bits[list[k]!]!;
  return out;
}

function inAnySet(sets: readonly Bitset[], i: number): boolean {
  for (let k = 0; k < sets.length; k++) if (hasBit(sets[k]!, i)) return true;
  return false;
}

/** Counts each member of `set` under the number `of` gives it (its brand, its category; -1: none). */
function countMembersBy(set: Bitset, of: Int32Array, counts: Int32Array): void {
  for (let w = 0; w < set.length; w++) {
    let x = set[w]!;
    while (x !== 0) {
      const low = x & -x;
      const n = of[(w << 5) + 31 - Math.clz32(low)]!;
      if (n >= 0) counts[n]!++;
      x ^= low;
    }
  }
}

/** Widens [bounds[0], bounds[1]] to hold `value`. */
function widen(bounds: Float64Array, value: number): void {
  if (value < bounds[0]!) bounds[0] = value;
  if (value > bounds[1]!) bounds[1] = value;
}

/** Flags the dense numbers (in `at`) of these ids; unknown ids flag nothing. */
function markSelected(ids: readonly number[], at: ReadonlyMap<number, number>, flags: Uint8Array): void {
  for (const id of ids) {
    const n = at.get(id);
    if (n !== undefined) flags[n] = 1;
  }
}

/**
 * Puts product `i` in the sets of these ids (dense numbers in `at`; no sets: the list alone) and appends their
 * numbers to its attribute list; unknown ids and repeats are left out.
 */
function joinSets(i: number, ids: readonly number[], at: ReadonlyMap<number, number>, sets: readonly Bitset[] | null, list: number[]): void {
  for (const id of new Set(ids)) {
    const n = at.get(id);
    if (n === undefined) continue;
    list.push(n);
    if (sets !== null) setBit(sets[n]!, i);
  }
}

/** Each value's products (values of the per-product lists at list[start[i]..start[i + 1]]), as spans. */
function rowSpans(values: number, start: Int32Array, list: Int32Array): SpanBits[] {
  const products = start.length - 1;
  const first = new Int32Array(values).fill(products);
  const last = new Int32Array(values).fill(-1);
  for (let i = 0; i < products; i++) {
    for (let k = start[i]!; k < start[i + 1]!; k++) {
      const v = list[k]!;
      if (i < first[v]!) first[v] = i;
      last[v] = i;
    }
  }
  const spans = Array.from({ length: values }, (_, v) => spanFor(first[v]!, last[v]!));
  for (let i = 0; i < products; i++) for (let k = start[i]!; k < start[i + 1]!; k++) setSpanBit(spans[list[k]!]!, i);
  return spans;
}

/** Ascending members of a set. */
function membersOf(bits: Bitset): Int32Array {
  const out = new Int32Array(popcount(bits));
  let j = 0;
  forEachBit(bits, (i) => (out[j++] = i));
  return out;
}
