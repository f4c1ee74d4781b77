import { describe, expect, it } from 'vitest';
import {
  MAX_IDS, MAX_PAGE, MAX_PRICE_KR, MAX_TEXT_LENGTH, defaultFilterQuery, filterQueryToSearchParams, parseFilterQuery,
  type FilterQuery,
} from './filter-query';

const parse = (qs: string) => parseFilterQuery(new URLSearchParams(qs));

describe('parseFilterQuery', () => {
  it('gives the defaults for an empty address', () => {
    expect(parse('')).toEqual(defaultFilterQuery());
  });

  it('reads every parameter of the address format', () => {
    const q = parse(
      'blade=category&brands=3|7&categories=12|14&specifications=5:41,42|9:100~250&selected_primary_color_ids=1|4' +
        '&color_attribute_value_ids=31|32&cat1=1&cat2=2&cat3=3&price_min=100&price_max=2000&sorting=lagsta_pris' +
        '&view_type=list&text=kyl frys&per_page=48&show_all=1&from_brands=7&page=3',
    );
    expect(q).toEqual<FilterQuery>({
      blade: 'category', brands: [3, 7], categories: [12, 14],
      specifications: [{ groupId: 5, values: [41, 42] }, { groupId: 9, min: 100, max: 250 }],
      primaryColorIds: [1, 4], colorAttributeValueIds: [31, 32], cat1: 1, cat2: 2, cat3: 3, priceMin: 100, priceMax: 2000,
      sorting: 'lagsta_pris', viewType: 'list', text: 'kyl frys', perPage: 48, showAll: true, fromBrands: 7, page: 3,
    });
  });

  it.each([
    ['brands=abc|-1|0|2.5|1e3', []],
    ['brands=3|3|7|abc|3', [3, 7]],
    ['brands=99999999999', []],
    ['brands=3,7', [3, 7]],
  ])('keeps only distinct positive integer ids: %s', (qs, ids) => {
    expect(parse(qs).brands).toEqual(ids);
  });

  it('keeps at most MAX_IDS ids per list', () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(parse(`categories=${ids.join('|')}`).categories).toHaveLength(MAX_IDS);
  });

  it.each([
    ['garbage', []],
    [':|:~|abc:1|5:|5:x,y|5:1~|5:~3|5:1~2~3|-1:4', []],
    ['5:41,41,x,42', [{ groupId: 5, values: [41, 42] }]],
    ['5:41|5:42', [{ groupId: 5, values: [41, 42] }]],
    ['9:250~100', [{ groupId: 9, min: 100, max: 250 }]],
    ['9:1,5~2,2', [{ groupId: 9, min: 1, max: 3 }]],
    ['9:-5.5~10.1', [{ groupId: 9, min: -6, max: 11 }]],
    ['9:1~2|9:3~4', [{ groupId: 9, min: 3, max: 4 }]],
    ['9:1e9~2', []],
  ])('drops malformed specification parts, swaps and rounds intervals: %s', (spec, expected) => {
    expect(parse(`specifications=${encodeURIComponent(spec)}`).specifications).toEqual(expected);
  });

  it.each([
    ['price_min=-5&price_max=abc', null, null],
    ['price_min=1e12', null, null],
    ['price_min=999999999999', MAX_PRICE_KR, null],
    ['price_min=99.9&price_max=100.2', 99, 101],
    ['price_min=2000&price_max=100', 100, 2000],
    ['price_min=1 234,5', 1234, null],
  ])('reads prices as whole kronor, min down and max up: %s', (qs, min, max) => {
    const q = parse(qs);
    expect([q.priceMin, q.priceMax]).toEqual([min, max]);
  });

  it.each([
    ['per_page=7', 24],
    ['per_page=24', 24],
    ['per_page=30', 48],
    ['per_page=96', 96],
    ['per_page=5000', 96],
    ['per_page=0', 24],
    ['per_page=abc', 24],
  ])('snaps per_page to an offered size: %s', (qs, perPage) => {
    expect(parse(qs).perPage).toBe(perPage);
  });

  it.each([
    ['page=0', 1],
    ['page=-3', 1],
    ['page=abc', 1],
    ['page=7', 7],
    ['page=999999999', MAX_PAGE],
  ])('clamps page: %s', (qs, page) => {
    expect(parse(qs).page).toBe(page);
  });

  it('ignores unknown sortings, views and blades', () => {
    const q = parse('sorting=drop table&view_type=table&blade=admin');
    expect([q.sorting, q.viewType, q.blade]).toEqual(['popularitet', 'grid', 'all']);
  });

  it('reads text, else s, trimmed, collapsed and capped', () => {
    expect(parse('s=%20Kyl%20%20frys%20').text).toBe('Kyl frys');
    expect(parse('text=tv&s=radio').text).toBe('tv');
    expect(parse(`text=${'å'.repeat(10_000)}`).text).toHaveLength(MAX_TEXT_LENGTH);
  });

  it('drops from the text what cannot be typed (a NUL, other controls), as a space', () => {
    expect(parse('s=%00').text).toBe('');
    expect(parse('text=kyl%00frys%1F%7F').text).toBe('kyl frys');
  });

  it('never throws, whatever the address', () => {
    for (const qs of ['%E0%A4%A', 'specifications=%FF', 'brands=||||', 'specifications=||::~~,,', '&&&=&=', 'page=1e400']) {
      expect(() => parse(qs)).not.toThrow();
    }
  });
});

describe('filterQueryToSearchParams', () => {
  it('leaves defaults out', () => {
    expect(filterQueryToSearchParams(defaultFilterQuery()).toString()).toBe('');
  });

  it('writes parameters in a stable order and round-trips', () => {
    const q = parse('page=2&sorting=namn&brands=7|3&specifications=9:100~250|5:41,42&cat3=3&price_max=500&per_page=48');
    const params = filterQueryToSearchParams(q);
    // page last: the filter service builds page links by appending it to page 1's address
    expect([...params.keys()]).toEqual(['brands', 'specifications', 'cat3', 'price_max', 'sorting', 'per_page', 'page']);
    expect(params.get('specifications')).toBe('9:100~250|5:41,42');
    expect(params.get('brands')).toBe('7|3');
    expect(parseFilterQuery(params)).toEqual(q);
  });
});
