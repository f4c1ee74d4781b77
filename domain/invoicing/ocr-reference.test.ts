import { describe, expect, it } from 'vitest';
import { formatOcrReference, invoiceNumberOf, mod10CheckDigit, ocrReference } from './ocr-reference';

describe('mod10CheckDigit', () => {
  it('gives the Luhn check digit', () => {
    expect(mod10CheckDigit('123456789')).toBe(7);
    expect(mod10CheckDigit('7992739871')).toBe(3);
    expect(mod10CheckDigit('0')).toBe(0);
  });
});

describe('ocrReference', () => {
  it('appends the length digit and the check digit to the invoice number', () => {
    // 123 → 123 + length 5 → 1235 + check digit 1
    expect(ocrReference(123)).toBe('12351');
    // 10001 → 10001 + length 7 → 100017 + check digit 3
    expect(ocrReference(10_001)).toBe('1000173');
  });

  it('uses the whole length modulo 10 as the length digit', () => {
    const reference = ocrReference(12_345_678);
    expect(reference).toHaveLength(10);
    expect(reference.at(-2)).toBe('0');
  });

  it('refuses what is not an invoice number', () => {
    expect(() => ocrReference(0)).toThrow(RangeError);
    expect(() => ocrReference(1.5)).toThrow(RangeError);
    expect(() => ocrReference(-3)).toThrow(RangeError);
  });
});

describe('invoiceNumberOf', () => {
  it('reads back every reference it made', () => {
    for (const n of [1, 9, 10, 99, 123, 10_001, 99_999, 1_000_000, 2_147_483_647]) expect(invoiceNumberOf(ocrReference(n))).toBe(n);
  });

  it('forgives spaces and the leading zeros of a padded bank field', () => {
    expect(invoiceNumberOf(` 0000${formatOcrReference(ocrReference(10_001))}  `)).toBe(10_001);
  });

  it('refuses a wrong check digit, a wrong length digit and anything not digits', () => {
    const good = ocrReference(4711);
    const badCheck = good.slice(0, -1) + String((Number(good.at(-1)) + 1) % 10);
    expect(invoiceNumberOf(badCheck)).toBeNull();
    const badLength = '4711' + '9';
    expect(invoiceNumberOf(badLength + String(mod10CheckDigit(badLength)))).toBeNull();
    expect(invoiceNumberOf('47-11')).toBeNull();
    expect(invoiceNumberOf('')).toBeNull();
    expect(invoiceNumberOf('1'.repeat(26))).toBeNull();
  });
});

describe('formatOcrReference', () => {
  it('groups the digits in fours from the left', () => {
    expect(formatOcrReference('1000173')).toBe('1000 173');
    expect(formatOcrReference('12351')).toBe('1235 1');
  });
});
