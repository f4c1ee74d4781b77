import { describe, expect, it } from 'vitest';
import { checkReviewer, checkReviewText, isReviewUuid, parseRating, ratingSummary, reviewPage, suggestedReviewer } from './reviews';

describe('review rules', () => {
  it.each([
    [1, 1], ['5', 5], [' 3 ', 3], [0, null], [6, null], ['0', null], ['6', null], [3.5, null], ['3.0', null], ['2e0', null],
    ['', null], [null, null], [undefined, null], [[3], null], [{ rating: 3 }, null], [true, null], [-1, null],
  ])('rating %j -> %j', (value, expected) => {
    expect(parseRating(value)).toBe(expected);
  });

  it.each([
    ['Fungerar bra.', null],
    ['Rad ett\nrad två', null],
    ['', 'required'],
    ['   \n ', 'required'],
    ['a'.repeat(2000), null],
    ['a'.repeat(2001), 'too_long'],
    ['a'.repeat(10_000), 'too_long'],
    ['😀'.repeat(2000), null],
    ['nul\u0000', 'forbidden_characters'],
  ])('text %# -> %j', (text, expected) => {
    expect(checkReviewText(text)).toBe(expected);
  });

  it.each([
    ['Anna S.', null],
    ['', 'required'],
    ['x'.repeat(100), null],
    ['x'.repeat(101), 'too_long'],
    ['två\nrader', 'forbidden_characters'],
    ['\u0000', 'forbidden_characters'],
  ])('reviewer %# -> %j', (name, expected) => {
    expect(checkReviewer(name)).toBe(expected);
  });

  it('suggests the first name and the last name initial', () => {
    expect(suggestedReviewer('Anna', 'svensson')).toBe('Anna S.');
    expect(suggestedReviewer(' Åsa ', 'Öberg')).toBe('Åsa Ö.');
    expect(suggestedReviewer('Bo', '')).toBe('Bo');
    expect([...suggestedReviewer('x'.repeat(200), 'Y')]).toHaveLength(100);
  });

  it('averages every rating to one decimal', () => {
    expect(ratingSummary([])).toEqual({ average: null, count: 0 });
    expect(ratingSummary([5])).toEqual({ average: 5, count: 1 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary([1, 2])).toEqual({ average: 1.5, count: 2 });
  });

  it('pages the list and says whether more follow', () => {
    expect(reviewPage(0, 1)).toEqual({ page: 1, offset: 0, hasNext: false });
    expect(reviewPage(11, 1)).toEqual({ page: 1, offset: 0, hasNext: true });
    expect(reviewPage(11, 3)).toEqual({ page: 3, offset: 10, hasNext: false });
    expect(reviewPage(11, 9)).toEqual({ page: 3, offset: 10, hasNext: false });
  });
});

describe('review request uuids', () => {
  it('accepts only version 4 uuids in lower case', () => {
    expect(isReviewUuid('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isReviewUuid('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(false);
    expect(isReviewUuid('0f8fad5b-d9cb-169f-a165-70867728950e')).toBe(false);
    expect(isReviewUuid('0f8fad5b-d9cb-469f-a165-70867728950e/..')).toBe(false);
    expect(isReviewUuid(undefined)).toBe(false);
  });
});
