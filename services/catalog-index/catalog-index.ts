import { isIntervalSelection, type FilterQuery, type SelectedSpecification, type SortKey } from '../../domain/filter-query';
import { roundToWholeKronor } from '../../domain/money';
import { exclVatFromInclVat } from '../../domain/vat';
import type { BrandFacet, CategoryFacet, ColorFacet, SpecificationGroupOut } from '../catalog/filter-contract';
import { brandUrl } from '../catalog/catalog-snapshot';
import { andInto, emptyBits, forEachBit, fullBits, hasBit, orInto, popcount, setBit, type Bitset } from './bitset';

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

/**
 * The in-process facet index (DESIGN.md Performance): one bitset per facet value over the listed
 * products, typed arrays for prices and sort orders, disjunctive counts. Immutable once built.
 */
export class CatalogIndex {
  readonly version: number;
  readonly size: number;
  readonly builtInMs: number;
  private readonly words: number;
  private readonly ids: Int32Array;
  private readonly all: Bitset;
  private readonly empty: Bitset;
  private readonly texts: string[];
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
  private readonly rowBits: Bitset[];
  private readonly groupsOfCategory = new Map<number, { groupId: number; position: number }[]>();
  private readonly orders = new Map<string, Int32Array>();

  constructor(source: IndexSource) {
    const started = performance.now();
    this.version = source.version;
    const products = source.products;
    const n = products.length;
    this.size = n;
    this.all = fullBits(n);
    this.words = this.all.length;
    this.empty = emptyBits(this.words);
    this.ids = Int32Array.from(products, (p) => p.id);

    // Categories: dense numbers, ancestor chains, children in position order.
    this.categories = source.categories.map((c) => ({ ...c, chain: [], children: [] }));
    this.categories.forEach((c, i) => this.categoryIndex.set(c.id, i));
    for (const [i, c] of this.categories.entries()) {
      for (let node: Category | undefined = c, guard = 0; node && guard < 32; guard++) {
        const at = this.categoryIndex.get(node.id)!;
        c.chain.push(at);
        node = node.parentId === null ? undefined : this.categories[this.categoryIndex.get(node.parentId) ?? -1];
      }
      const parent = c.parentId === null ? undefined : this.categoryIndex.get(c.parentId);
      if (parent !== undefined) this.categories[parent]!.children.push(i);
    }
    const byPosition = (a: number, b: number) =>
      this.categories[a]!.position - this.categories[b]!.position || collator.compare(this.categories[a]!.name, this.categories[b]!.name);
    for (const c of this.categories) c.children.sort(byPosition);
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
    this.rowBits = this.rows.map(() => emptyBits(this.words));
    for (const link of source.categoryGroups) {
      const list = this.groupsOfCategory.get(link.categoryId) ?? [];
      list.push({ groupId: link.groupId, position: link.position });
      this.groupsOfCategory.set(link.categoryId, list);
    }

    this.texts = new Array<string>(n);
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
      this.texts[i] = `${p.name} ${p.brandName}`.toLocaleLowerCase('sv-SE');
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
      for (const colorId of new Set(p.colorIds)) {
        const c = this.colorIndex.get(colorId);
        if (c === undefined) continue;
        colorList.push(c);
        setBit(this.colorBits[c]!, i);
      }
      for (const optionId of new Set(p.colorOptionIds)) {
        let bits = this.optionBits.get(optionId);
        if (!bits) this.optionBits.set(optionId, (bits = emptyBits(this.words)));
        setBit(bits, i);
      }
      this.specStart[i] = specList.length;
      for (const rowId of new Set(p.specRowIds)) {
        const r = this.rowIndex.get(rowId);
        if (r === undefined) continue;
        specList.push(r);
        setBit(this.rowBits[r]!, i);
      }
    });
    this.colorStart[n] = colorList.length;
    this.specStart[n] = specList.length;
    this.colorList = Int32Array.from(colorList);
    this.specList = Int32Array.from(specList);
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
    this.orders.set('popularitet', order((a, b) => products[b]!.popularity - products[a]!.popularity));
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
    this.builtInMs = performance.now() - started;
  }

  private orderFor(sorting: SortKey, includesVat: boolean): Int32Array {
    const key = sorting === 'lagsta_pris' || sorting === 'hogsta_pris' ? `${sorting}:${includesVat ? 'incl' : 'excl'}` : sorting;
    return this.orders.get(key)!;
  }

  /** The specification groups offered for a listing: those linked to its category and the category's ancestors. */
  private offeredGroups(categoryIds: number[] | null): Group[] {
    const position = new Map<number, number>();
    if (categoryIds === null) {
      for (const g of this.groups.values()) position.set(g.id, g.position);
    } else {
      for (const id of categoryIds) {
        const at = this.categoryIndex.get(id);
        if (at === undefined) continue;
        for (const c of this.categories[at]!.chain) {
          for (const link of this.groupsOfCategory.get(this.categories[c]!.id) ?? []) {
            position.set(link.groupId, Math.min(position.get(link.groupId) ?? Infinity, link.position));
          }
        }
      }
    }
    return [...position.keys()]
      .map((id) => this.groups.get(id))
      .filter((g): g is Group => g !== undefined && g.showInFilter)
      .sort((a, b) => position.get(a.id)! - position.get(b.id)! || a.position - b.position || a.id - b.id);
  }

  /** The set of one specification selection (OR of its rows; an interval is the rows inside it). */
  private specBits(group: Group, selection: SelectedSpecification): { bits: Bitset; applied: SelectedSpecification } {
    const bits = emptyBits(this.words);
    const rows = this.groupRows.get(group.id) ?? [];
    if (isIntervalSelection(selection)) {
      for (const r of rows) {
        const v = this.rows[r]!.numericValue;
        if (v !== null && v >= selection.min && v <= selection.max) orInto(bits, this.rowBits[r]!);
      }
      return { bits, applied: selection };
    }
    let values = selection.values.filter((id) => this.rowGroup[this.rowIndex.get(id) ?? -1] === group.id);
    if (group.type === 'single_choice' && values.length > 1) values = values.slice(-1);
    for (const id of values) orInto(bits, this.rowBits[this.rowIndex.get(id)!]!);
    // Row ids of another group (or unknown) match nothing.
    return { bits, applied: { groupId: group.id, values: values.length > 0 ? values : selection.values } };
  }

  private textBits(words: readonly string[]): Bitset {
    const bits = emptyBits(this.words);
    outer: for (let i = 0; i < this.size; i++) {
      const text = this.texts[i]!;
      for (const word of words) if (!text.includes(word)) continue outer;
      setBit(bits, i);
    }
    return bits;
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

  search(query: FilterQuery, words: readonly string[], options: { includesVat: boolean; pageSize: number }): IndexSearchResult {
    // The listing's own scope: its category, its brand page, its search words. Not facets.
    const contextId = query.cat3 ?? query.cat2 ?? query.cat1;
    const contextAt = contextId === null ? undefined : this.categoryIndex.get(contextId);
    const base = this.all.slice();
    if (contextId !== null) andInto(base, contextAt === undefined ? this.empty : this.categoryBits[contextAt]!);
    if (query.fromBrands !== null) {
      const b = this.brandIndex.get(query.fromBrands);
      andInto(base, b === undefined ? this.empty : this.brandBits[b]!);
    }
    if (words.length > 0) andInto(base, this.textBits(words));

    // Facet selections.
    const facets: Facet[] = [];
    if (query.categories.length > 0) {
      const bits = emptyBits(this.words);
      for (const id of query.categories) {
        const at = this.categoryIndex.get(id);
        if (at !== undefined) orInto(bits, this.categoryBits[at]!);
      }
      facets.push({ key: 'categories', bits });
    }
    if (query.brands.length > 0) {
      const bits = emptyBits(this.words);
      for (const id of query.brands) {
        const b = this.brandIndex.get(id);
        if (b !== undefined) orInto(bits, this.brandBits[b]!);
      }
      facets.push({ key: 'brands', bits });
    }
    if (query.primaryColorIds.length > 0 || query.colorAttributeValueIds.length > 0) {
      const bits = emptyBits(this.words);
      for (const id of query.primaryColorIds) {
        const c = this.colorIndex.get(id);
        if (c !== undefined) orInto(bits, this.colorBits[c]!);
      }
      for (const id of query.colorAttributeValueIds) {
        const o = this.optionBits.get(id);
        if (o) orInto(bits, o);
      }
      facets.push({ key: 'colors', bits });
    }
    const scopeCategories = contextId !== null ? [contextId] : query.categories.length > 0 ? query.categories : null;
    const offered = this.offeredGroups(scopeCategories);
    const offeredById = new Map(offered.map((g) => [g.id, g]));
    const applied: SelectedSpecification[] = [];
    for (const selection of query.specifications) {
      const group = offeredById.get(selection.groupId);
      if (!group) continue; // not offered here: ignored, and not echoed back
      // A range only means something on an interval group; row ids work on every group.
      if (isIntervalSelection(selection) && group.type !== 'interval') continue;
      const { bits, applied: a } = this.specBits(group, selection);
      applied.push(a);
      facets.push({ key: `spec:${group.id}`, bits });
    }
    const priceSelected = query.priceMin !== null || query.priceMax !== null;
    if (priceSelected) facets.push({ key: 'price', bits: this.priceBits(base, query.priceMin, query.priceMax, options.includesVat) });

    // Result and, per selected facet, the set with every other selection applied (disjunctive counts).
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
    const setFor = (key: string) => {
      const i = facets.findIndex((f) => f.key === key);
      return i < 0 ? result : others[i]!;
    };

    // Counts.
    const brandCounts = this.tallyBrands(setFor('brands'));
    const colorCounts = this.tallyColors(setFor('colors'));
    const categoryCounts = this.tallyCategories(setFor('categories'));
    const rowCounts = new Int32Array(this.rows.length);
    this.tallyRows(result, rowCounts, null);
    for (const f of facets) {
      if (!f.key.startsWith('spec:')) continue;
      const groupId = Number(f.key.slice(5));
      for (const r of this.groupRows.get(groupId) ?? []) rowCounts[r] = 0;
      this.tallyRows(setFor(f.key), rowCounts, groupId);
    }

    // Price bounds over the set without the price selection; hidden prices do not count.
    const prices = options.includesVat ? this.priceKrIncl : this.priceKrExcl;
    let minPrice = Infinity;
    let maxPrice = -Infinity;
    forEachBit(setFor('price'), (i) => {
      if (this.hidePrice[i] === 1) return;
      const p = prices[i]!;
      if (p < minPrice) minPrice = p;
      if (p > maxPrice) maxPrice = p;
    });

    // The page.
    const total = popcount(result);
    const pageSize = options.pageSize;
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(Math.max(1, query.page), pageCount);
    const skip = (page - 1) * pageSize;
    const pageIds: number[] = [];
    if (total > 0) {
      const order = this.orderFor(query.sorting, options.includesVat);
      let seen = 0;
      for (let o = 0; o < order.length && pageIds.length < pageSize; o++) {
        const i = order[o]!;
        if (!hasBit(result, i)) continue;
        if (seen++ >= skip) pageIds.push(this.ids[i]!);
      }
    }

    const selectedBrands = new Set(query.brands);
    const brands: BrandFacet[] = [];
    for (const b of this.brandOrder) {
      const brand = this.brands[b]!;
      if (brand.id === 1) continue;
      const selected = selectedBrands.has(brand.id);
      if (brandCounts[b] === 0 && !selected) continue;
      brands.push({
        brand_id: brand.id, brand_name: brand.name, brand_link: brand.brand_link, brand_override_link: brand.brand_override_link,
        url: brandUrl(brand), product_count: brandCounts[b]!, selected,
      });
    }

    const selectedColors = new Set(query.primaryColorIds);
    const selectedOptions = new Set(query.colorAttributeValueIds);
    const colors: ColorFacet[] = [];
    this.colors.forEach((c, i) => {
      const options = this.colorOptionsOf[i]!;
      const selected = selectedColors.has(c.id) || options.some((o) => selectedOptions.has(o));
      if (colorCounts[i] === 0 && !selected) return;
      colors.push({ id: c.id, name: c.name, hex: c.hex, product_count: colorCounts[i]!, color_attribute_value_ids: options, selected });
    });

    const selectedCategories = new Set(query.categories);
    const categoryFacet = (at: number, active: boolean): CategoryFacet => {
      const c = this.categories[at]!;
      return {
        category_id: c.id, category_name: c.name, url: c.url, category_visible_product_count: categoryCounts[at]!,
        category_active: active, category_level: c.level,
      };
    };
    const childList = contextAt !== undefined
      ? this.categories[contextAt]!.children
      : contextId === null
        ? this.categories.map((_, i) => i).filter((i) => this.categories[i]!.parentId === null).sort((a, b) => this.categories[a]!.position - this.categories[b]!.position)
        : [];
    const subcategories = childList
      .map((at) => categoryFacet(at, selectedCategories.has(this.categories[at]!.id)))
      .filter((c) => c.category_visible_product_count > 0 || c.category_active);

    const appliedByGroup = new Map(applied.map((s) => [s.groupId, s]));
    const specifications: SpecificationGroupOut[] = [];
    for (const group of offered) {
      const selection = appliedByGroup.get(group.id);
      const selectedValues = selection && !isIntervalSelection(selection) ? selection.values : [];
      const rows = (this.groupRows.get(group.id) ?? []).filter((r) => rowCounts[r]! > 0 || selectedValues.includes(this.rows[r]!.id));
      if (rows.length === 0 && !selection) continue;
      let min: number | null = null;
      let max: number | null = null;
      if (group.type === 'interval') {
        for (const r of rows) {
          const v = this.rows[r]!.numericValue;
          if (v === null) continue;
          min = min === null ? v : Math.min(min, v);
          max = max === null ? v : Math.max(max, v);
        }
        if (min !== null) min = Math.floor(min);
        if (max !== null) max = Math.ceil(max);
      }
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

    return {
      total, pageIds, page, pageCount, pageSize, brands, colors, subcategories,
      currentCategory: contextAt === undefined ? null : categoryFacet(contextAt, true),
      contextCategory: contextAt === undefined ? null : { id: this.categories[contextAt]!.id, url: this.categories[contextAt]!.url },
      specifications,
      appliedSpecifications: applied,
      minPrice: Number.isFinite(minPrice) ? Math.floor(minPrice) : 0,
      maxPrice: Number.isFinite(maxPrice) ? Math.ceil(maxPrice) : 0,
    };
  }

  /** A brand's page scope and a category's url, for the listing address. */
  brandById(id: number): IndexSource['brands'][number] | undefined {
    const at = this.brandIndex.get(id);
    return at === undefined ? undefined : this.brands[at];
  }

  private tallyBrands(set: Bitset): Int32Array {
    const counts = new Int32Array(this.brands.length);
    forEachBit(set, (i) => {
      const b = this.brandOf[i]!;
      if (b >= 0) counts[b]!++;
    });
    return counts;
  }

  private tallyColors(set: Bitset): Int32Array {
    const counts = new Int32Array(this.colors.length);
    forEachBit(set, (i) => {
      for (let k = this.colorStart[i]!; k < this.colorStart[i + 1]!; k++) counts[this.colorList[k]!]!++;
    });
    return counts;
  }

  private tallyCategories(set: Bitset): Int32Array {
    const counts = new Int32Array(this.categories.length);
    forEachBit(set, (i) => {
      const c = this.categoryOf[i]!;
      if (c >= 0) counts[c]!++;
    });
    // Each product counts in its category and every ancestor.
    const own = counts.slice();
    counts.fill(0);
    own.forEach((count, at) => {
      if (count > 0) for (const c of this.categories[at]!.chain) counts[c]! += count;
    });
    return counts;
  }

  private tallyRows(set: Bitset, counts: Int32Array, onlyGroup: number | null): void {
    forEachBit(set, (i) => {
      for (let k = this.specStart[i]!; k < this.specStart[i + 1]!; k++) {
        const r = this.specList[k]!;
        if (onlyGroup === null || this.rowGroup[r] === onlyGroup) counts[r]!++;
      }
    });
  }
}
