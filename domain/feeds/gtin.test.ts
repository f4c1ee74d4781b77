import { describe, expect, it } from 'vitest';
import { gtin13, gtinCheckDigit, isValidGtin } from './gtin';

describe('GTIN check digit', () => {
  it.each([
    // Published EAN-13, UPC-A and EAN-8 examples, and two worked by hand (weights 3, 1 from the right).
    ['400638133393', 1],
    ['03600029145', 2],
    ['9638507', 4],
    ['1001234567890', 2],
    ['730000000000', 4],
  ])('the body %s takes %i', (body, digit) => {
    expect(gtinCheckDigit(body)).toBe(digit);
  });

  it.each([
    ['4006381333931', true],
    ['036000291452', true],
    ['96385074', true],
    ['10012345678902', true],
    ['4006381333932', false],
    ['400638133393', false],
    ['40063813339311', false],
    ['123456789', false],
    ['40063813339a1', false],
    ['', false],
  ])('%s is valid: %s', (value, valid) => {
    expect(isValidGtin(value)).toBe(valid);
  });

  it('builds a GTIN-13 with its check digit', () => {
    expect(gtin13('400638133393')).toBe('4006381333931');
    expect(isValidGtin(gtin13('731234500017'))).toBe(true);
    expect(() => gtin13('12345')).toThrow();
  });
});
