import { describe, expect, it } from 'vitest';
import { activeFilterCount, categoriesToggle, chooseSingle, clearAll, commitBound, removeGroup, setIntervalRange, setPriceRange, toggleFacet, toggleMultiple, type Selection } from './filter-selection';

const empty: Selection = { brands: [], categories: [], primaryColorIds: [], specifications: [], priceMin: null, priceMax: null, page: 3 };

describe('filter transitions', () => {
  it('toggles brands, categories and colours and goes back to page 1', () => {
    const once = toggleFacet(empty, 'brands', 4);
    expect(once).toMatchObject({ brands: [4], page: 1 });
    expect(toggleFacet(once, 'brands', 4).brands).toEqual([]);
    expect(toggleFacet(empty, 'primaryColorIds', 2).primaryColorIds).toEqual([2]);
  });

  it('replaces a single-choice value and clears it when chosen again', () => {
    const first = chooseSingle(empty, 5, 41);
    const second = chooseSingle(first, 5, 42);
    expect(second.specifications).toEqual([{ groupId: 5, values: [42] }]);
    expect(chooseSingle(second, 5, 42).specifications).toEqual([]);
  });

  it('toggles multiple-choice values and drops the group when none remain', () => {
    const two = toggleMultiple(toggleMultiple(empty, 9, 1), 9, 2);
    expect(two.specifications).toEqual([{ groupId: 9, values: [1, 2] }]);
    expect(toggleMultiple(toggleMultiple(two, 9, 1), 9, 2).specifications).toEqual([]);
  });

  it('rounds an interval min down and max up, and removes groups', () => {
    const interval = setIntervalRange(empty, 3, 10.7, 20.2);
    expect(interval.specifications).toEqual([{ groupId: 3, min: 10, max: 21 }]);
    expect(removeGroup(interval, 3).specifications).toEqual([]);
    expect(setPriceRange(empty, 99.5, 500.2)).toMatchObject({ priceMin: 99, priceMax: 501 });
  });

  it('clears everything at once', () => {
    const busy = { ...toggleFacet(toggleMultiple(empty, 9, 1), 'brands', 2), priceMin: 10, priceMax: 20 };
    expect(clearAll(busy)).toMatchObject({ brands: [], specifications: [], priceMin: null, priceMax: null, page: 1 });
  });
});

describe('commitBound', () => {
  const current = { min: 100, max: 500 };
  const limits = { min: 0, max: 1000 };

  it('reverts a min above the current max and a max below the current min', () => {
    expect(commitBound('min', 600, current, limits)).toEqual({ accepted: false, value: 100 });
    expect(commitBound('max', 50, current, limits)).toEqual({ accepted: false, value: 500 });
    expect(commitBound('min', Number.NaN, current, limits)).toEqual({ accepted: false, value: 100 });
  });

  it('keeps other values, clamped to the limits', () => {
    expect(commitBound('min', 200, current, limits)).toEqual({ accepted: true, value: 200 });
    expect(commitBound('max', 5000, current, limits)).toEqual({ accepted: true, value: 1000 });
    expect(commitBound('min', -5, current, limits)).toEqual({ accepted: true, value: 0 });
  });
});

describe('active filter count (the mobile Filtrera button)', () => {
  const none = { selected_brands: [], selected_categories: [], selected_primary_color_ids: [], selected_specifications: [], input_price_min: null, input_price_max: null };
  it('counts each brand, category and colour, each specification group and the price once', () => {
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount({ ...none, selected_brands: [3, 7], selected_specifications: [{ groupId: 5, values: [41, 42] }], input_price_max: 20_000 })).toBe(4);
    expect(activeFilterCount({ ...none, selected_categories: [12], selected_primary_color_ids: [1], input_price_min: 100, input_price_max: 200 })).toBe(3);
  });
});

describe('categoriesToggle', () => {
  it('ticks categories in place on a search and a brand page, links to them on a category page', () => {
    expect([categoriesToggle('search'), categoriesToggle('brand'), categoriesToggle('category'), categoriesToggle('all')]).toEqual([true, true, false, false]);
  });
});
