import { describe, expect, it } from 'vitest';
import { formatChargedAmount, formatKronorAmount, formatPrice, kronorToOre, oreToKronor, parsePriceInput, roundOre } from './money';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatPrice', () => {
  it.each([
    [0, `0${NBSP}kr`],
    [99_900, `999${NBSP}kr`],
    [123_400, `1${NBSP}234${NBSP}kr`],
    [1_234_500, `12${NBSP}345${NBSP}kr`],
    [123_450, `1${NBSP}235${NBSP}kr`],
    [-123_400, `${MINUS}1${NBSP}234${NBSP}kr`],
  ])('shows %i öre as %s in whole kronor', (ore, expected) => {
    expect(formatPrice(ore)).toBe(expected);
  });

  it('shows öre as decimals when asked for', () => {
    expect(formatPrice(123_450, { decimals: true })).toBe(`1${NBSP}234,50${NBSP}kr`);
    expect(formatPrice(-123_450, { decimals: true })).toBe(`${MINUS}1${NBSP}234,50${NBSP}kr`);
  });

  it('refuses amounts that are not whole öre', () => {
    expect(() => formatPrice(10.5)).toThrow(RangeError);
  });

  it('writes every amount exactly as the sv-SE currency format of Intl does', () => {
    const intl = (digits: number) =>
      new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', minimumFractionDigits: digits, maximumFractionDigits: digits });
    const amounts = [1, 5, 49, 50, 99, 100, 101, 999_949, 999_950, 100_000_000, 12_345_678_901, Number.MAX_SAFE_INTEGER - 1];
    for (let ore = -2_000; ore <= 2_000; ore += 7) amounts.push(ore, ore * 1_003);
    for (const ore of amounts.flatMap((a) => [a, -a])) {
      expect(formatPrice(ore, { decimals: true })).toBe(intl(2).format(ore / 100));
      const whole = formatPrice(ore);
      expect(whole.replace(MINUS, '')).toBe(intl(0).format(Math.abs(Math.round(Math.abs(ore) / 100))));
    }
  });
});

describe('conversions', () => {
  it('gives the JSON calls kronor with decimals', () => {
    expect(oreToKronor(124_950)).toBe(1249.5);
    expect(kronorToOre(1249.5)).toBe(124_950);
    expect(kronorToOre(0.1 + 0.2)).toBe(30);
  });

  it('rounds half away from zero', () => {
    expect(roundOre(2.5)).toBe(3);
    expect(roundOre(-2.5)).toBe(-3);
    expect(roundOre(-0.4)).toBe(0);
  });
});

describe('parsePriceInput', () => {
  it.each([
    ['1234', 123_400],
    ['1 234', 123_400],
    [`1${NBSP}234,50`, 123_450],
    ['1234.5', 123_450],
    ['999 kr', 99_900],
  ])('reads %s', (text, ore) => {
    expect(parsePriceInput(text)).toBe(ore);
  });

  it.each(['', 'abc', '-5', '1,2,3', '12.345', '1e9'])('refuses %s', (text) => {
    expect(parsePriceInput(text)).toBeNull();
  });
});

describe('formatKronorAmount', () => {
  it('formats whole kronor without the unit', () => {
    expect(formatKronorAmount(123_456)).toBe('1\u00a0235');
    expect(formatKronorAmount(0)).toBe('0');
  });
});

describe('formatChargedAmount', () => {
  it.each([
    [71_800, '718\u00a0kr'],
    [123_400, '1\u00a0234\u00a0kr'],
    [71_850, '718,50\u00a0kr'],
    [71_801, '718,01\u00a0kr'],
    [0, '0\u00a0kr'],
    [174_060, '1\u00a0740,60\u00a0kr'],
    [-19_340, '\u2212193,40\u00a0kr'],
    [-19_300, '\u2212193\u00a0kr'],
    [123_456_789, '1\u00a0234\u00a0567,89\u00a0kr'],
  ])('shows %i öre as %s: whole kronor, öre only when there are some', (ore, text) => {
    expect(formatChargedAmount(ore)).toBe(text);
  });

  it('never rounds: the text read back is the öre it was written from', () => {
    for (const ore of [1, 99, 101, 19_340, 33_520, 174_060, 999_999]) {
      expect(parsePriceInput(formatChargedAmount(ore))).toBe(ore);
    }
  });
});
