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
});
