import { describe, expect, it } from 'vitest';
import { defaultFilterQuery, type FilterQuery } from '../../domain/filter-query';
import { fullBits, popcount, forEachBit } from './bitset';
import { CatalogIndex, type IndexProduct, type IndexSource, type TextScope } from './catalog-index';

/**
 * A tiny catalog: Vitvaror (1) > Kyl (2), Frys (3); Ljud (4) > Hörlurar (5).
 * Brands: 1 no brand, 2 Alfa, 3 Beta. Colours: 1 Vit, 2 Svart. Groups: 10 Energiklass (single,
 * linked to Kyl), 11 Funktioner (multiple, linked to Kyl and Frys), 12 Volym (interval, Kyl), 13 Intern (hidden).
 */
function product(id: number, fields: Partial<IndexProduct>): IndexProduct {
  return {
    id, name: `Produkt ${id}`, brandId: 2, brandName: 'Alfa', categoryId: 2, priceInclVatOre: 100_000, vatRatePercent: 25,
    hidePrice: false, popularity: 0, ratingAverage: null, createdAt: '2026-01-01T00:00:00.000Z', colorIds: [], colorOptionIds: [],
    specRowIds: [], ...fields,
  };
}

const source: IndexSource = {
  version: 7,
  categories: [
    { id: 1, parentId: null, level: 1, name: 'Vitvaror', url: '/vitvaror', position: 0 },
    { id: 2, parentId: 1, level: 2, name: 'Kyl', url: '/vitvaror/kyl', position: 0 },
    { id: 3, parentId: 1, level: 2, name: 'Frys', url: '/vitvaror/frys', position: 1 },
    { id: 4, parentId: null, level: 1, name: 'Ljud', url: '/ljud', position: 1 },
    { id: 5, parentId: 4, level: 2, name: 'Hörlurar', url: '/ljud/horlurar', position: 0 },
  ],
  brands: [
    { id: 1, name: 'Inget varumärke', brand_link: 'inget', brand_override_link: '0' },
    { id: 2, name: 'Alfa', brand_link: 'alfa', brand_override_link: '0' },
    { id: 3, name: 'Beta', brand_link: 'beta', brand_override_link: '1' },
  ],
  colors: [
    { id: 1, name: 'Vit', hex: '#ffffff', position: 0 },
    { id: 2, name: 'Svart', hex: '#000000', position: 1 },
  ],
  colorOptions: [{ id: 31, primaryColorId: 1 }, { id: 32, primaryColorId: 2 }],
  specGroups: [
    { id: 10, title: 'Energiklass', type: 'single_choice', unit: null, description: null, showInFilter: true, position: 0 },
    { id: 11, title: 'Funktioner', type: 'multiple_choice', unit: null, description: 'Vad den kan', showInFilter: true, position: 1 },
    { id: 12, title: 'Volym', type: 'interval', unit: 'liter', description: null, showInFilter: true, position: 2 },
    { id: 13, title: 'Intern', type: 'multiple_choice', unit: null, description: null, showInFilter: false, position: 3 },
  ],
  specRows: [
    { id: 100, groupId: 10, value: 'A', numericValue: null, position: 0 },
    { id: 101, groupId: 10, value: 'B', numericValue: null, position: 1 },
    { id: 110, groupId: 11, value: 'No frost', numericValue: null, position: 0 },
    { id: 111, groupId: 11, value: 'Wifi', numericValue: null, position: 1 },
    { id: 112, groupId: 11, value: 'Isbit', numericValue: null, position: 2 },
    { id: 120, groupId: 12, value: '250,5', numericValue: 250.5, position: 0 },
    { id: 121, groupId: 12, value: '300', numericValue: 300, position: 1 },
    { id: 122, groupId: 12, value: '399,2', numericValue: 399.2, position: 2 },
    { id: 130, groupId: 13, value: 'x', numericValue: null, position: 0 },
  ],
  categoryGroups: [
    { categoryId: 2, groupId: 10, position: 1 },
    { categoryId: 2, groupId: 11, position: 0 },
    { categoryId: 2, groupId: 12, position: 2 },
    { categoryId: 2, groupId: 13, position: 3 },
    { categoryId: 3, groupId: 11, position: 0 },
  ],
  products: [
    product(1, { name: 'Örnkyl', priceInclVatOre: 500_000, popularity: 50, ratingAverage: 4.5, specRowIds: [100, 110, 120], colorIds: [1], createdAt: '2026-03-01T00:00:00.000Z' }),
    product(2, { name: 'Älvkyl', brandId: 3, brandName: 'Beta', priceInclVatOre: 300_000, popularity: 90, ratingAverage: 3, specRowIds: [101, 110, 111, 121], colorIds: [1, 2], colorOptionIds: [31, 32] }),
    product(3, { name: 'Alpkyl', priceInclVatOre: 700_049, popularity: 10, specRowIds: [100, 111, 122], colorIds: [2], createdAt: '2026-05-01T00:00:00.000Z' }),
    product(4, { name: 'Kylfrys hemlig', priceInclVatOre: 9_999_900, hidePrice: true, popularity: 10, specRowIds: [101, 130] }),
    product(5, { name: 'Frysbox', categoryId: 3, priceInclVatOre: 200_000, popularity: 30, ratingAverage: 5, specRowIds: [110, 112] }),
    product(6, { name: 'Lurar', categoryId: 5, brandId: 3, brandName: 'Beta', priceInclVatOre: 112_500, vatRatePercent: 12.5, popularity: 70 }),
    product(7, { name: 'Bok', categoryId: 5, brandId: 1, brandName: '', priceInclVatOre: 10_600, vatRatePercent: 6, popularity: 0 }),
  ],
};

const index = new CatalogIndex(source);
/**
 * What a search engine would answer for these words: the products whose name or brand holds each of them (the
 * index itself only keeps a text's matches in scope; matching is services/search's), last product first.
 */
function textScope(products: readonly IndexProduct[], words: readonly string[]): TextScope | null {
  if (words.length === 0) return null;
  const text = (p: IndexProduct) => `${p.name} ${p.brandName}`.toLocaleLowerCase('sv-SE');
  return { ids: products.filter((p) => words.every((w) => text(p).includes(w))).map((p) => p.id).reverse() };
}

const search = (q: Partial<FilterQuery>, options: { includesVat?: boolean; pageSize?: number; words?: string[] } = {}) =>
  index.search({ ...defaultFilterQuery(), ...q }, textScope(source.products, options.words ?? []), { includesVat: options.includesVat ?? true, pageSize: options.pageSize ?? 24 });
const ids = (q: Partial<FilterQuery>, options: Parameters<typeof search>[1] = {}) => search(q, options).pageIds;
const counts = <T extends { product_count: number }>(list: T[], key: (t: T) => number) => Object.fromEntries(list.map((x) => [key(x), x.product_count]));
const rowCounts = (q: Partial<FilterQuery>, groupId: number) =>
  Object.fromEntries(search(q).specifications.find((g) => g.groupId === groupId)!.rows.map((r) => [r.products_to_property_id, r.product_count]));

describe('bitsets', () => {
  it('full sets keep the tail clear and visit members in order', () => {
    for (const n of [0, 1, 31, 32, 33, 100]) {
      const bits = fullBits(n);
      expect(popcount(bits)).toBe(n);
      const seen: number[] = [];
      forEachBit(bits, (i) => seen.push(i));
      expect(seen).toEqual(Array.from({ length: n }, (_, i) => i));
    }
  });
});

describe('CatalogIndex', () => {
  it('lists the whole catalog by popularity without any scope', () => {
    const r = search({});
    expect(r.total).toBe(7);
    expect(r.pageIds).toEqual([2, 6, 1, 5, 3, 4, 7]);
    expect(r.subcategories.map((c) => [c.category_id, c.category_visible_product_count])).toEqual([[1, 5], [4, 2]]);
  });

  it('counts a product in its category and every ancestor', () => {
    const r = search({ cat1: 1 });
    expect(r.total).toBe(5);
    expect(r.currentCategory).toMatchObject({ category_id: 1, category_visible_product_count: 5, category_active: true });
    expect(r.subcategories.map((c) => [c.category_id, c.category_visible_product_count])).toEqual([[2, 4], [3, 1]]);
  });

  it('ORs brands, leaves brand 1 out of the facet, and counts brands disjunctively', () => {
    expect(ids({ brands: [2, 3] }).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const r = search({ cat2: 2, brands: [3] });
    expect(r.pageIds).toEqual([2]);
    // The brand counts ignore the brand selection itself.
    expect(counts(r.brands, (b) => b.brand_id)).toEqual({ 2: 3, 3: 1 });
    expect(r.brands.find((b) => b.brand_id === 3)).toMatchObject({ selected: true, url: '/beta' });
    expect(r.brands.find((b) => b.brand_id === 2)!.url).toBe('/tillverkare/visa/alfa');
    // ...but other facets' counts apply it.
    expect(rowCounts({ cat2: 2, brands: [3] }, 11)).toEqual({ 110: 1, 111: 1 });
  });

  it('offers only the groups linked to the category and its ancestors, without hidden groups or empty rows', () => {
    const kyl = search({ cat2: 2 });
    expect(kyl.specifications.map((g) => g.groupId)).toEqual([11, 10, 12]);
    expect(kyl.specifications[0]!.rows.map((r) => r.products_to_property_id)).toEqual([110, 111]);
    expect(search({ cat2: 3 }).specifications.map((g) => g.groupId)).toEqual([11]);
    expect(search({ cat1: 4 }).specifications).toEqual([]);
  });

  it('ORs within a multiple-choice group, ANDs across groups, counts each group without its own selection', () => {
    expect(ids({ cat2: 2, specifications: [{ groupId: 11, values: [110, 111] }] }).sort()).toEqual([1, 2, 3]);
    expect(ids({ cat2: 2, specifications: [{ groupId: 11, values: [111] }, { groupId: 10, values: [100] }] })).toEqual([3]);
    const q = { cat2: 2, specifications: [{ groupId: 11, values: [111] }] };
    expect(rowCounts(q, 11)).toEqual({ 110: 2, 111: 2 });
    expect(rowCounts(q, 10)).toEqual({ 100: 1, 101: 1 });
    expect(search(q).specifications.find((g) => g.groupId === 11)!.selected_values).toEqual([111]);
  });

  it('lets a single-choice group hold one value (the last)', () => {
    const r = search({ cat2: 2, specifications: [{ groupId: 10, values: [100, 101] }] });
    expect(r.pageIds.sort()).toEqual([2, 4]);
    expect(r.appliedSpecifications).toEqual([{ groupId: 10, values: [101] }]);
  });

  it('filters intervals by min and max and reports the group bounds rounded outwards', () => {
    expect(ids({ cat2: 2, specifications: [{ groupId: 12, min: 251, max: 400 }] }).sort()).toEqual([2, 3]);
    expect(ids({ cat2: 2, specifications: [{ groupId: 12, min: 250, max: 300 }] }).sort()).toEqual([1, 2]);
    const group = search({ cat2: 2, specifications: [{ groupId: 12, min: 251, max: 400 }] }).specifications.find((g) => g.groupId === 12)!;
    expect(group).toMatchObject({ type: 'interval', min: 250, max: 400, selected_min: 251, selected_max: 400 });
    expect(group.rows).toHaveLength(3);
  });

  it('ignores selections of groups not offered here and unknown rows match nothing', () => {
    expect(search({ cat2: 2, specifications: [{ groupId: 13, values: [130] }] }).total).toBe(4);
    expect(search({ cat2: 2, specifications: [{ groupId: 13, values: [130] }] }).appliedSpecifications).toEqual([]);
    expect(search({ cat2: 2, specifications: [{ groupId: 11, values: [999] }] }).total).toBe(0);
  });

  it('matches unknown categories and brands to nothing', () => {
    expect(search({ cat3: 999 }).total).toBe(0);
    expect(search({ brands: [999] }).total).toBe(0);
    expect(search({ fromBrands: 999 }).total).toBe(0);
    expect(search({ categories: [999] }).total).toBe(0);
  });

  it('filters colours by primary colour or variant option (OR) and counts them disjunctively', () => {
    expect(ids({ primaryColorIds: [2] }).sort()).toEqual([2, 3]);
    expect(ids({ colorAttributeValueIds: [31] })).toEqual([2]);
    const r = search({ primaryColorIds: [1] });
    expect(counts(r.colors, (c) => c.id)).toEqual({ 1: 2, 2: 2 });
    expect(r.colors.find((c) => c.id === 1)).toMatchObject({ selected: true, color_attribute_value_ids: [31] });
  });

  it('filters prices in whole kronor on the shopper’s VAT basis and keeps hidden prices listed but out of the bounds', () => {
    // incl. VAT: 5000, 3000, 7000 (7000.49 rounds down), hidden, 2000, 1125, 106
    expect(search({ cat2: 2 })).toMatchObject({ minPrice: 3000, maxPrice: 7000 });
    expect(ids({ cat2: 2, priceMin: 3000, priceMax: 5000 }).sort()).toEqual([1, 2, 4]);
    expect(ids({ cat2: 2, priceMin: 7000, priceMax: 7000 }).sort()).toEqual([3, 4]);
    // excl. VAT: 4000, 2400, 5600, hidden, 1600, 1000, 100
    expect(search({ cat2: 2 }, { includesVat: false })).toMatchObject({ minPrice: 2400, maxPrice: 5600 });
    expect(ids({ cat2: 2, priceMin: 3000, priceMax: 5000 }, { includesVat: false }).sort()).toEqual([1, 4]);
    expect(ids({ cat1: 4, priceMin: 1000, priceMax: 1000 }, { includesVat: false })).toEqual([6]);
    // The bounds ignore the price selection itself.
    expect(search({ cat2: 2, priceMin: 4000 })).toMatchObject({ minPrice: 3000, maxPrice: 7000, total: 3 });
  });

  it.each([
    ['popularitet', [2, 6, 1, 5, 3, 4, 7]],
    ['lagsta_pris', [7, 6, 5, 2, 1, 3, 4]],
    ['hogsta_pris', [3, 1, 2, 5, 6, 7, 4]],
    ['nyheter', [3, 1, 2, 4, 5, 6, 7]],
    ['namn', [3, 7, 5, 4, 6, 2, 1]],
    ['betyg', [5, 1, 2, 3, 4, 6, 7]],
  ] as const)('sorts by %s (ties by id, hidden prices last, Swedish name order)', (sorting, expected) => {
    expect(ids({ sorting })).toEqual(expected);
  });

  it('pages and clamps a page past the end to the last page', () => {
    expect(search({ page: 2 }, { pageSize: 3 })).toMatchObject({ pageIds: [5, 3, 4], page: 2, pageCount: 3, total: 7 });
    expect(search({ page: 99 }, { pageSize: 3 })).toMatchObject({ pageIds: [7], page: 3 });
    expect(search({ cat3: 999, page: 5 })).toMatchObject({ pageIds: [], page: 1, pageCount: 1, total: 0 });
  });

  it("lists the products a search text matched, within the listing's scope", () => {
    expect(ids({}, { words: ['kyl'] }).sort()).toEqual([1, 2, 3, 4]);
    expect(ids({}, { words: ['kyl', 'beta'] })).toEqual([2]);
    expect(ids({}, { words: ['örn'] })).toEqual([1]);
    expect(ids({ cat2: 3 }, { words: ['kyl'] }).every((id) => [1, 2, 3, 4].includes(id))).toBe(true);
    expect(ids({}, { words: ['zzz'] })).toEqual([]);
  });

  it('orders a search by the engine\'s ranking when sorted by relevance, and by the chosen order otherwise', () => {
    const ranked = { ids: [4, 2, 1, 3] };
    const run = (sorting: FilterQuery['sorting']) => index.search({ ...defaultFilterQuery(), sorting }, ranked, { includesVat: true, pageSize: 24 }).pageIds;
    expect(run('relevans')).toEqual([4, 2, 1, 3]);
    for (const sorting of ['namn', 'lagsta_pris', 'popularitet'] as const) {
      const whole = index.search({ ...defaultFilterQuery(), sorting }, null, { includesVat: true, pageSize: 24 }).pageIds;
      expect(run(sorting)).toEqual(whole.filter((id) => ranked.ids.includes(id)));
    }
    expect(index.search({ ...defaultFilterQuery(), sorting: 'relevans', page: 2 }, ranked, { includesVat: true, pageSize: 3 }).pageIds).toEqual([3]);
  });
});

describe('CatalogIndex: the scope-list and bitset ways give the same answer', () => {
  /** Every combination of scope, facets, sort, page and VAT basis from small pools, picked deterministically. */
  function queries(pools: {
    scopes: Partial<FilterQuery>[]; words: string[][]; brands: number[][]; categories: number[][]; colors: number[][]; options: number[][];
    specs: FilterQuery['specifications'][]; prices: [number | null, number | null][];
  }, count: number): { q: Partial<FilterQuery>; words: string[]; includesVat: boolean; pageSize: number }[] {
    let seed = 42;
    const pick = <T,>(list: T[]): T => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return list[(seed >>> 8) % list.length]!;
    };
    const sorts = ['popularitet', 'lagsta_pris', 'hogsta_pris', 'nyheter', 'namn', 'betyg'] as const;
    const out = [];
    for (let n = 0; n < count; n++) {
      const [priceMin, priceMax] = pick(pools.prices);
      out.push({
        q: {
          ...pick(pools.scopes), brands: pick(pools.brands), categories: pick(pools.categories), primaryColorIds: pick(pools.colors),
          colorAttributeValueIds: pick(pools.options), specifications: pick(pools.specs), priceMin, priceMax, sorting: pick([...sorts]),
          page: pick([1, 2, 3, 99]),
        },
        words: pick(pools.words),
        includesVat: pick([true, false]),
        pageSize: pick([1, 2, 3, 24]),
      });
    }
    return out;
  }

  function expectSameAnswers(catalog: CatalogIndex, products: readonly IndexProduct[], list: ReturnType<typeof queries>) {
    for (const { q, words, includesVat, pageSize } of list) {
      const text = textScope(products, words);
      const run = (strategy: 'bitsets' | 'scope-list' | 'scope-list-rows' | 'scope-list-ranges', paging: 'walk' | 'sort') =>
        catalog.search({ ...defaultFilterQuery(), ...q }, text, { includesVat, pageSize, strategy, paging });
      const reference = run('bitsets', 'walk');
      expect(run('scope-list', 'walk'), JSON.stringify({ q, words })).toEqual(reference);
      expect(run('scope-list-rows', 'walk'), JSON.stringify({ q, words })).toEqual(reference);
      expect(run('scope-list-ranges', 'sort'), JSON.stringify({ q, words })).toEqual(reference);
      expect(run('scope-list', 'sort'), JSON.stringify({ q, words })).toEqual(reference);
      expect(run('bitsets', 'sort'), JSON.stringify({ q, words })).toEqual(reference);
      expect(catalog.search({ ...defaultFilterQuery(), ...q }, text, { includesVat, pageSize })).toEqual(reference);
    }
  }

  it('on the hand-made catalog', () => {
    expectSameAnswers(index, source.products, queries({
      scopes: [{}, { cat1: 1 }, { cat1: 1, cat2: 2 }, { cat2: 3 }, { cat1: 4 }, { cat3: 999 }, { fromBrands: 3 }, { cat1: 1, fromBrands: 2 }, { fromBrands: 999 }],
      words: [[], [], ['kyl'], ['beta'], ['kyl', 'alfa'], ['zzz']],
      brands: [[], [], [2], [3], [2, 3], [1], [999]],
      categories: [[], [], [2], [3], [2, 3], [5], [999]],
      colors: [[], [], [], [1], [2], [1, 2]],
      options: [[], [], [], [31], [32, 999]],
      specs: [
        [], [],
        [{ groupId: 11, values: [110, 111] }],
        [{ groupId: 11, values: [111] }, { groupId: 10, values: [100] }],
        [{ groupId: 10, values: [100, 101] }],
        [{ groupId: 12, min: 251, max: 400 }],
        [{ groupId: 12, min: 250, max: 300 }, { groupId: 11, values: [110] }],
        [{ groupId: 13, values: [130] }],
        [{ groupId: 11, values: [999] }],
        [{ groupId: 11, min: 1, max: 2 }],
      ],
      prices: [[null, null], [null, null], [3000, 5000], [7000, 7000], [null, 2500], [4000, null], [1000, 1000]],
    }, 1500));
  }, 60_000);

  it('on a generated catalog big enough for both ways of paging', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    const categoryIds = [2, 3, 5];
    const rowsOf = (groupId: number) => source.specRows.filter((r) => r.groupId === groupId).map((r) => r.id);
    const products = Array.from({ length: 3000 }, (_, i) => product(i + 1, {
      name: ['Kyl', 'Frys', 'Lur', 'Bok'][rnd(4)]! + ` ${rnd(500)}`,
      categoryId: categoryIds[rnd(3)]!,
      brandId: 1 + rnd(3),
      brandName: ['', 'Alfa', 'Beta'][rnd(3)]!,
      priceInclVatOre: 1_000 + rnd(1_000_000),
      vatRatePercent: [25, 12, 6][rnd(3)]!,
      hidePrice: rnd(20) === 0,
      popularity: rnd(100),
      ratingAverage: rnd(3) === 0 ? null : rnd(50) / 10,
      createdAt: `2026-0${1 + rnd(9)}-1${rnd(10)}T00:00:00.000Z`,
      colorIds: [1, 2].filter(() => rnd(2) === 0),
      colorOptionIds: [31, 32].filter(() => rnd(3) === 0),
      specRowIds: [rowsOf(10)[rnd(2)]!, ...rowsOf(11).filter(() => rnd(2) === 0), rowsOf(12)[rnd(3)]!, ...(rnd(4) === 0 ? [130] : [])],
    }));
    const big = new CatalogIndex({ ...source, products });
    expectSameAnswers(big, products, queries({
      scopes: [{}, { cat1: 1 }, { cat1: 1, cat2: 2 }, { cat2: 3 }, { cat1: 4, cat2: 5 }, { fromBrands: 3 }, { cat1: 1, fromBrands: 2 }],
      words: [[], [], [], ['kyl'], ['lur', 'beta'], ['frys 1']],
      brands: [[], [], [2], [3], [2, 3]],
      categories: [[], [], [2], [3, 5]],
      colors: [[], [], [1], [1, 2]],
      options: [[], [], [31]],
      specs: [
        [], [],
        [{ groupId: 11, values: [110, 111] }],
        [{ groupId: 11, values: [112] }, { groupId: 10, values: [100] }],
        [{ groupId: 12, min: 251, max: 400 }, { groupId: 10, values: [101] }],
      ],
      prices: [[null, null], [null, null], [3000, 5000], [null, 2500]],
    }, 600));
  }, 60_000);
});
