import { describe, expect, it } from 'vitest';
import {
  autocompleteUrl,
  groupSuggestions,
  moveHighlight,
  relaxedQueryOf,
  suggestQueryOf,
  suggestionsOf,
} from './suggestions';
import { searchQueryOf, searchResultsUrl } from './search-box';
import type { SearchSuggestion, SuggestionType } from '../../../common/contract/search';

const headings: Record<SuggestionType, string> = { product: 'Produkter', category: 'Kategorier', brand: 'Varumärken', page: 'Sidor' };

function suggestion(type: SuggestionType, value: string, extra: Partial<SearchSuggestion> = {}): SearchSuggestion {
  return {
    type,
    header_type: headings[type],
    value,
    value_html: value,
    url: `/${type}/${value.toLowerCase()}`,
    image: null,
    price: null,
    hide_price: false,
    product_monthly_price: null,
    ...extra,
  };
}

describe('suggestQueryOf', () => {
  it.each([
    ['', null],
    ['t', null],
    [' t ', null],
    ['tv', 'tv'],
    ['  tvättm ', 'tvättm'],
  ])('%j -> %j', (text, expected) => {
    expect(suggestQueryOf(text)).toBe(expected);
  });
});

describe('addresses', () => {
  it('asks for suggestions with the query parameter the spec names', () => {
    expect(autocompleteUrl('tvättm')).toBe('/produkter/autocomplete?query=tv%C3%A4ttm');
  });

  it('builds the results page address as the GET form submits it', () => {
    expect(searchResultsUrl(' tvätt maskin ')).toBe('/produkter/sok?s=tv%C3%A4tt+maskin');
    expect(searchResultsUrl('a&b=c')).toBe('/produkter/sok?s=a%26b%3Dc');
  });

  it('reads the query back only on the results page', () => {
    expect(searchQueryOf('/produkter/sok', '?s=kaffe')).toBe('kaffe');
    expect(searchQueryOf('/produkter/sok/', '?s=tv%C3%A4tt+maskin')).toBe('tvätt maskin');
    expect(searchQueryOf('/produkter/sok', '')).toBe('');
    expect(searchQueryOf('/vitvaror', '?s=kaffe')).toBe('');
  });
});

describe('suggestionsOf', () => {
  it('orders by type (product, category, brand, page) and keeps at most 10 of each', () => {
    const products = Array.from({ length: 12 }, (_, i) => suggestion('product', `P${i}`));
    const answer = { query: 'x', suggestions: [suggestion('page', 'Om oss'), suggestion('brand', 'Bosch'), ...products, suggestion('category', 'Tvättmaskiner')] };
    const result = suggestionsOf(answer);
    expect(result.map((s) => s.type)).toEqual([...Array(10).fill('product'), 'category', 'brand', 'page']);
    expect(result[9]!.value).toBe('P9');
  });

  it('drops what is not a suggestion or would lead off the site', () => {
    const answer = {
      suggestions: [
        suggestion('product', 'Ok'),
        { ...suggestion('product', 'Elsewhere'), url: 'https://example.com/' },
        { ...suggestion('product', 'Protocol relative'), url: '//example.com/' },
        { ...suggestion('category', 'Script'), url: 'javascript:alert(1)' },
        { ...suggestion('brand', 'Unknown'), type: 'video' },
        null,
        'text',
      ],
    };
    expect(suggestionsOf(answer).map((s) => s.value)).toEqual(['Ok']);
  });

  it('reads an answer without suggestions as none', () => {
    expect(suggestionsOf({ query: 't', suggestions: [] })).toEqual([]);
    expect(suggestionsOf(null)).toEqual([]);
    expect(suggestionsOf({ error: true })).toEqual([]);
  });

  it('reads the looser query the suggestions are for, and nothing else as one', () => {
    expect(relaxedQueryOf({ query: '66 tum tv', suggestions: [], relaxed_query: 'tv' })).toBe('tv');
    expect(relaxedQueryOf({ query: 'tv', suggestions: [], relaxed_query: null })).toBeNull();
    expect(relaxedQueryOf({ relaxed_query: '' })).toBeNull();
    expect(relaxedQueryOf({ relaxed_query: 5 })).toBeNull();
    expect(relaxedQueryOf(null)).toBeNull();
  });
});

describe('groupSuggestions', () => {
  it('groups consecutive types under their heading and numbers the options in order', () => {
    const groups = groupSuggestions(
      [suggestion('product', 'A'), suggestion('product', 'B'), suggestion('category', 'C'), suggestion('page', 'D', { header_type: '' })],
      headings,
    );
    expect(groups.map((g) => [g.heading, g.items.map((i) => `${i.suggestion.value}${i.index}`)])).toEqual([
      ['Produkter', ['A0', 'B1']],
      ['Kategorier', ['C2']],
      ['Sidor', ['D3']],
    ]);
  });

  it('has no groups for no suggestions', () => {
    expect(groupSuggestions([], headings)).toEqual([]);
  });
});

describe('moveHighlight', () => {
  it.each([
    [-1, 3, 'down', 0],
    [0, 3, 'down', 1],
    [2, 3, 'down', -1],
    [-1, 3, 'up', 2],
    [2, 3, 'up', 1],
    [0, 3, 'up', -1],
    [-1, 0, 'down', -1],
    [-1, 0, 'up', -1],
    [5, 3, 'down', -1],
  ] as const)('from %i of %i, %s -> %i', (current, count, direction, expected) => {
    expect(moveHighlight(current, count, direction)).toBe(expected);
  });
});
