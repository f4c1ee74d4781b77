import { describe, expect, it } from 'vitest';
import { ELLIPSIS, READ_MORE_LIMIT_DESKTOP, READ_MORE_LIMIT_MOBILE, truncateText } from './read-more';

describe('read more truncation', () => {
  it('uses 200 characters on mobile and 720 otherwise', () => {
    expect(READ_MORE_LIMIT_MOBILE).toBe(200);
    expect(READ_MORE_LIMIT_DESKTOP).toBe(720);
  });

  it('leaves a text within the limit whole', () => {
    expect(truncateText('Kort text.', 10)).toEqual({ text: 'Kort text.', truncated: false });
  });

  it('cuts at the last space within the limit and adds an ellipsis', () => {
    expect(truncateText('Tyst diskmaskin med snabbprogram', 20)).toEqual({ text: `Tyst diskmaskin med${ELLIPSIS}`, truncated: true });
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(truncateText('abc def ghi', 7)).toEqual({ text: `abc def${ELLIPSIS}`, truncated: true });
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(truncateText('Ett, två. Tre fyra', 9).text).toBe(`Ett, två${ELLIPSIS}`);
  });

  it('cuts a single long word at the limit', () => {
    expect(truncateText('a'.repeat(30), 10).text).toBe(`${'a'.repeat(10)}${ELLIPSIS}`);
  });

  it('cuts at a line break as at a space', () => {
    expect(truncateText('första stycket\n\nandra stycket', 20).text).toBe(`första stycket${ELLIPSIS}`);
  });

  it('never splits a character of two code units', () => {
    const text = `${'😀'.repeat(12)} slut`;
    const result = truncateText(text, 10);
    expect(result.text).toBe(`${'😀'.repeat(10)}${ELLIPSIS}`);
  });

  it('never makes the shown text longer than the limit plus the ellipsis', () => {
    const text = 'ord '.repeat(300);
    const result = truncateText(text, READ_MORE_LIMIT_MOBILE);
    expect([...result.text].length).toBeLessThanOrEqual(READ_MORE_LIMIT_MOBILE + 1);
    expect(result.text.endsWith(`ord${ELLIPSIS}`)).toBe(true);
  });
});
