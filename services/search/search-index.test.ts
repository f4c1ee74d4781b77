import { describe, expect, it } from 'vitest';
import { SearchIndex, type SearchProduct } from './search-index';

function product(id: number, name: string, extra: Partial<SearchProduct> = {}): SearchProduct {
  return {
    id, name, brandName: name.split(' ')[0]!, sku: `HB${String(id).padStart(7, '0')}`, url: `/p/${id}`, image: null, priceInclVatOre: 100_00,
    vatRatePercent: 25, hidePrice: false, monthlyPriceOre: null, inStock: true, popularity: 0, categoryNames: [], specValues: [], ...extra,
  };
}

const index = new SearchIndex({
  version: 1,
  products: [
    product(1, 'Bosch Serie 4 diskmaskin', { popularity: 5, categoryNames: ['Diskmaskiner', 'Vitvaror'] }),
    product(2, 'Miele G 5000 diskmaskin', { popularity: 9, categoryNames: ['Diskmaskiner', 'Vitvaror'] }),
    product(3, 'Bosch Serie 6 tvättmaskin', { popularity: 1, categoryNames: ['Tvättmaskiner', 'Vitvaror'] }),
    product(4, 'Avkalkning för maskiner', { popularity: 99, categoryNames: ['Tillbehör'], specValues: ['Passar diskmaskin'] }),
    product(5, 'Miele G 7000 diskmaskin', { popularity: 50, inStock: false, categoryNames: ['Diskmaskiner', 'Vitvaror'] }),
    product(6, 'Samsung kyl/frys', { popularity: 3, categoryNames: ['Kyl och frys'] }),
  ],
  categories: [{ id: 10, name: 'Diskmaskiner', url: '/diskmaskiner', weight: 3 }, { id: 11, name: 'Tvättmaskiner', url: '/tvattmaskiner', weight: 1 }],
  brands: [{ id: 2, name: 'Bosch', url: '/bosch', weight: 2 }, { id: 3, name: 'Samsung', url: '/samsung', weight: 1 }],
  pages: [{ id: 1, name: 'Köpvillkor', url: '/kundservice/kopvillkor', weight: 0 }],
});
const ids = (query: string) => index.match(query).map((p) => p.id);

describe('SearchIndex', () => {
  it('ranks whole name words first, in stock and popular first within a tier, sold out after', () => {
    expect(ids('diskmaskin')).toEqual([2, 1, 5, 4]);
  });

  it('needs every word, and finds brand + type', () => {
    expect(ids('bosch diskmaskin')).toEqual([1]);
    expect(ids('bosch')).toEqual([1, 3]);
  });

  it('matches prefixes while typing, typos in long words, compound parts and words written together', () => {
    expect(ids('tvättm')).toEqual([3]);
    expect(ids('tvatmaskin')).toEqual([3]);
    expect(ids('maskin').slice(0, 1)).toEqual([4]);
    expect(ids('maskin')).toEqual(expect.arrayContaining([1, 2, 3, 5]));
    expect(ids('kylfrys')).toEqual([6]);
    expect(ids('hb0000003')).toEqual([3]);
    expect(ids('xyz')).toEqual([]);
  });

  it('gives the top products only, and category, brand and page entries by the same words', () => {
    expect(index.top('diskmaskin', 2).map((p) => p.id)).toEqual([2, 1]);
    expect(index.matchEntries(index.categories, 'disk', 10).map((c) => c.name)).toEqual(['Diskmaskiner']);
    expect(index.matchEntries(index.brands, 'samsng', 10).map((c) => c.name)).toEqual(['Samsung']);
    expect(index.matchEntries(index.pages, 'kopvillkor', 10).map((c) => c.url)).toEqual(['/kundservice/kopvillkor']);
  });

  it('finds a product whose words match in different fields and tiers, and top() is the head of match()', () => {
    expect(ids('avkalkning passar')).toEqual([4]);
    expect(ids('miele vitvaror')).toEqual([2, 5]);
    for (const query of ['diskmaskin', 'maskin', 'bosch', 'miele disk', 'vitvaror', 'tvatmaskin', 'kyl']) {
      for (const limit of [1, 2, 3, 10]) expect(index.top(query, limit)).toEqual(index.match(query).slice(0, limit));
    }
  });

  it("corrects words that find nothing to the closest common word, and only when that finds products", () => {
    expect(index.correction('diskmaskinxy')).toBe('diskmaskin');
    expect(index.correction('bosch diskmaskinxy')).toBe('bosch diskmaskin');
    expect(index.correction('diskmaskin')).toBeNull();
    expect(index.correction('qqqqqq')).toBeNull();
  });

  describe('measures (issue 31)', () => {
    const tvs = new SearchIndex({
      version: 1,
      products: [
        product(1, 'LG 65" 4K LED-TV UT9100', { popularity: 1, categoryNames: ['TV'], specValues: ['65 tum'] }),
        product(2, 'Sony 55" 4K LED-TV Bravia 3', { popularity: 2, categoryNames: ['TV'], specValues: ['55 tum'] }),
        product(3, 'Samsung QLED-TV Q80D', { popularity: 3, categoryNames: ['TV'], specValues: ['64.5 tum'] }),
        product(4, 'Whirlpool FFT M89 torktumlare', { popularity: 90, categoryNames: ['Tvätt och tork'], specValues: ['65 dB', '8 kg'] }),
        product(5, 'Miele WWD 576 tvättmaskin', { popularity: 80, categoryNames: ['Tvätt och tork'], specValues: ['65 dB', '1400 varv/min', '8 kg'] }),
        product(6, 'Bosch Serie 4 kyl/frys', { popularity: 5, categoryNames: ['Kyl'], specValues: ['60 cm', '186 cm'] }),
      ],
      categories: [{ id: 1, name: 'TV', url: '/tv', weight: 3 }],
      brands: [],
      pages: [],
    });
    const found = (query: string) => tvs.match(query).map((p) => p.id);

    it('finds a size with its unit in any spelling, in the name or the specification, rounded as written, named first', () => {
      for (const query of ['65 tum tv', 'tv 65 tum', '65" tv', 'TV 65 inch', '65tum tv']) expect(found(query)).toEqual([1, 3]);
      expect(found('65 tum')).toEqual([1, 3]);
      expect(found('64,5 tum')).toEqual([3]);
      expect(found('tv 65 cm')).toEqual([]);
    });

    it('compares measures of one kind across units', () => {
      expect(found('600 mm kyl')).toEqual([6]);
      expect(found('8000 g')).toEqual([4, 5]);
      expect(found('tvättmaskin 1400 varv')).toEqual([5]);
    });

    it("ranks by the words, a bare number filtering: 'tv 65' is no tumble dryer", () => {
      expect(found('tv 65')).toEqual([1, 3]);
      expect(tvs.top('tv 65', 10).map((p) => p.id)).toEqual([1, 3]);
      // Alone, a two-letter word is still being typed.
      expect(found('tv')).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    });

    it('loosens a query that finds nothing: units, then numbers, then the least telling words', () => {
      expect(tvs.relaxed('65 tum tv')).toBeNull();
      expect(tvs.relaxed('66 tum tv')).toBe('tv');
      expect(tvs.relaxed('sony qwzx tv')).toBe('sony tv');
      expect(tvs.relaxed('qwzx')).toBeNull();
    });

    it('matches categories by the words of a query with measures', () => {
      expect(tvs.matchEntries(tvs.categories, '65 tum tv', 10).map((c) => c.name)).toEqual(['TV']);
    });
  });
});
