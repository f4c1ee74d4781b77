import { describe, expect, it } from 'vitest';
import { characterLength, hasForbiddenCharacters, MAX_ID, parseRowId, typedSearchText } from './text-input';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['VALKOMMEN10', false],
    ['Räksmörgås åäö ÅÄÖ é ü', false],
    ['emoji 😀 and 𝄞', false],
    ['tab\there', true],
    ['new\nline', true],
    ['nul\u0000', true],
    ['bell\u0007', true],
    ['escape\u001b[31m', true],
    ['del\u007f', true],
    ['line\u2028separator', true],
    ['lone high \ud800', true],
    ['lone low \udc00 x', true],
    ['reversed pair \ude00\ud83d', true],
  ])('one line: %j -> %s', (text, forbidden) => {
    expect(hasForbiddenCharacters(text)).toBe(forbidden);
  });

  it.each([
    ['rad ett\nrad två\r\n\tindrag', false],
    ['emoji 😀', false],
    ['nul\u0000', true],
    ['vertical tab\u000b', true],
    ['lone \udbff', true],
  ])('multi-line: %j -> %s', (text, forbidden) => {
    expect(hasForbiddenCharacters(text, { multiline: true })).toBe(forbidden);
  });
});

describe('characterLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(characterLength('')).toBe(0);
    expect(characterLength('åäö')).toBe(3);
    expect(characterLength('😀😀')).toBe(2);
    expect(characterLength('a\ud800')).toBe(2);
  });
});

describe('parseRowId', () => {
  it.each([
    ['1', 1],
    ['2147483647', MAX_ID],
    ['2147483648', null],
    ['9999999999', null],
    ['99999999999', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1e3', null],
    [' 12', null],
    ['NaN', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (text, id) => {
    expect(parseRowId(text)).toBe(id);
  });
});

describe('typedSearchText', () => {
  it.each([
    [null, 10, ''],
    ['  anna  ', 10, 'anna'],
    ['an\u0000na', 10, 'an na'],
    ['\ud800svensson', 20, 'svensson'],
    ['a\u2028b\u007fc', 10, 'a b c'],
    ['åäö 😀 ok', 20, 'åäö 😀 ok'],
    ['abcdefghij klm', 11, 'abcdefghij'],
  ])('%j (at most %i) -> %j', (text, max, expected) => {
    expect(typedSearchText(text, max)).toBe(expected);
  });
});
