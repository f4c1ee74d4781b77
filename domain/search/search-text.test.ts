import { describe, expect, it } from 'vitest';
import { articleTerm, boundedDistance, foldText, highlight, queryTerms, stem, tokenize, withinOneEdit } from './search-text';

describe('search text', () => {
  it('folds Swedish and other diacritics character for character, in sv-SE lower case', () => {
    expect(foldText('Tvättmaskin KYLSKÅP Öl Crème Brûlée')).toBe('tvattmaskin kylskap ol creme brulee');
    expect(foldText('Tvättmaskin').length).toBe('Tvättmaskin'.length);
  });

  it('splits on anything but letters and digits, keeping where each word stands', () => {
    expect(tokenize('Kyl/frys, 55" LED-TV')).toEqual([
      { term: 'kyl', start: 0, end: 3 }, { term: 'frys', start: 4, end: 8 }, { term: '55', start: 10, end: 12 },
      { term: 'led', start: 14, end: 17 }, { term: 'tv', start: 18, end: 20 },
    ]);
    expect(queryTerms("  Bosch bosch ' OR 1=1 --")).toEqual(['bosch', 'or', '1']);
    expect(queryTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(articleTerm('KGN-25 frea')).toBe('kgn25frea');
  });

  it('takes one Swedish inflection ending off, keeping at least four letters and leaving numbers alone', () => {
    expect(stem('diskmaskiner')).toBe('diskmaskin');
    expect(stem('frysar')).toBe('frys');
    expect(stem('hörlurarna')).toBe('hörlur');
    expect(stem('laser')).toBe('laser');
    expect(stem('rb30er')).toBe('rb30er');
  });

  it('knows one edit (added, removed, changed or swapped letters) from more', () => {
    for (const [a, b] of [['samsng', 'samsung'], ['samsung', 'samsnug'], ['tvatmaskin', 'tvattmaskin'], ['iphnoe', 'iphone'], ['bosch', 'bosck']]) {
      expect(withinOneEdit(a!, b!), `${a} ${b}`).toBe(true);
    }
    for (const [a, b] of [['samsg', 'samsung'], ['iphnoa', 'iphone'], ['abc', 'cba']]) expect(withinOneEdit(a!, b!), `${a} ${b}`).toBe(false);
    expect(boundedDistance('tvattmaskinxy', 'tvattmaskin', 2)).toBe(2);
    expect(boundedDistance('kitten', 'sitting', 2)).toBe(3);
  });

  it('marks what matched and escapes everything else', () => {
    expect(highlight('Bosch Serie 4 tvättmaskin', ['tvattm'])).toBe('Bosch Serie 4 <mark>tvättm</mark>askin');
    expect(highlight('Diskmaskin <b>', ['maskin'])).toBe('Disk<mark>maskin</mark> &lt;b&gt;');
    expect(highlight('Samsung & LG', ['samsng'])).toBe('<mark>Samsung</mark> &amp; LG');
    expect(highlight('"x"', ['y'])).toBe('&quot;x&quot;');
  });
});
