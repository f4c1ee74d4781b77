import { describe, expect, it } from 'vitest';
import { labelled, pageHref } from './list-links';

describe('pageHref', () => {
  it('keeps every filter and sets the page', () => {
    expect(pageHref('?q=anna&status=shipped&fran=2026-01-01', 2)).toBe('?q=anna&status=shipped&fran=2026-01-01&sida=2');
  });

  it('replaces the page in place rather than adding a second one', () => {
    expect(pageHref('?q=anna&sida=3&status=paid', 4)).toBe('?q=anna&sida=4&status=paid');
    expect(pageHref(new URLSearchParams('sida=2'), 1)).toBe('?sida=1');
  });

  it('starts from an empty query', () => {
    expect(pageHref('', 2)).toBe('?sida=2');
  });

  it('drops the last form post’s outcome so its notice does not follow to other pages', () => {
    expect(pageHref('?klart=created&q=x', 2)).toBe('?q=x&sida=2');
    expect(pageHref('?fel=taken', 3)).toBe('?sida=3');
  });

  it('encodes what was typed', () => {
    expect(pageHref('?q=%C3%A5sa+%26+co', 2)).toBe('?q=%C3%A5sa+%26+co&sida=2');
  });
});

describe('labelled', () => {
  it('pairs each value with its name, in the values’ order', () => {
    expect(labelled(['b', 'a'] as const, { a: 'A-namn', b: 'B-namn' })).toEqual([
      { value: 'b', label: 'B-namn' },
      { value: 'a', label: 'A-namn' },
    ]);
  });
});
