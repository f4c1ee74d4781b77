import { describe, expect, it } from 'vitest';
import { formatPostalCode, parsePostalCode, postalCodeInRanges, type CountryCode } from './postal-code';

describe('parsePostalCode', () => {
  it.each([
    ['12345', 'SE', '12345'],
    ['123 45', 'SE', '12345'],
    ['  123 45 ', 'SE', '12345'],
    ['123\u00a045', 'SE', '12345'], // no-break space from copy-paste
    ['1 2 3 4 5', 'SE', '12345'],
    ['98499', 'SE', '98499'],
    ['00100', 'FI', '00100'], // Helsinki
    ['33100', 'FI', '33100'],
    ['0150', 'NO', '0150'], // Oslo
    ['5003', 'NO', '5003'],
    ['0800', 'DK', '0800'],
    ['2100', 'DK', '2100'],
  ] as const)('%j in %s -> %j', (input, country, expected) => {
    expect(parsePostalCode(input, country)).toBe(expected);
  });

  it.each([
    ['', 'SE', 'empty'],
    ['   ', 'SE', 'only whitespace'],
    ['1234', 'SE', 'four digits in Sweden'],
    ['123456', 'SE', 'six digits'],
    ['01234', 'SE', 'Swedish codes never start with 0'],
    ['123-45', 'SE', 'a dash is not whitespace'],
    ['SE-123 45', 'SE', 'country prefix'],
    ['12a45', 'SE', 'a letter'],
    ['１２３４５', 'SE', 'full-width digits'],
    ['12345', 'NO', 'five digits in Norway'],
    ['123', 'DK', 'three digits in Denmark'],
    ['1234', 'FI', 'four digits in Finland'],
  ] as const)('%j in %s is rejected (%s)', (input, country, _reason) => {
    expect(parsePostalCode(input, country)).toBeNull();
  });
});

describe('formatPostalCode', () => {
  it.each([
    ['12345', 'SE', '123 45'],
    ['98499', 'SE', '984 99'],
    ['1234', 'SE', '1234'], // not a Swedish code: shown as stored
    ['00100', 'FI', '00100'],
    ['0150', 'NO', '0150'],
    ['2100', 'DK', '2100'],
  ] as [string, CountryCode, string][])('%j in %s -> %j', (digits, country, expected) => {
    expect(formatPostalCode(digits, country)).toBe(expected);
  });

  it('round-trips with parsePostalCode for Sweden', () => {
    expect(parsePostalCode(formatPostalCode('41319', 'SE'), 'SE')).toBe('41319');
  });
});

describe('postalCodeInRanges', () => {
  const stockholm = [{ from: '10000', to: '19999' }];
  const twoRanges = [
    { from: '10000', to: '19999' },
    { from: '40000', to: '41999' },
  ];

  it.each([
    ['everywhere when null', '98499', null, true],
    ['everywhere when empty', '98499', [], true],
    ['lower bound is inclusive', '10000', stockholm, true],
    ['upper bound is inclusive', '19999', stockholm, true],
    ['inside', '11455', stockholm, true],
    ['below', '09999', stockholm, false],
    ['above', '20000', stockholm, false],
    ['in the second of two ranges', '41319', twoRanges, true],
    ['between two ranges', '30000', twoRanges, false],
    ['leading zeros compare numerically', '00150', [{ from: '00100', to: '00990' }], true],
    ['a shorter code is not in a longer range', '1234', [{ from: '01000', to: '09999' }], false],
    ['a four-digit range', '0150', [{ from: '0001', to: '1299' }], true],
    ['a malformed code is nowhere', '1o000', stockholm, false],
    ['an empty code is nowhere', '', stockholm, false],
  ] as const)('%s', (_name, digits, ranges, expected) => {
    expect(postalCodeInRanges(digits, ranges)).toBe(expected);
  });
});
