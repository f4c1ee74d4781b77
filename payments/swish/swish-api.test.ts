import { describe, expect, it } from 'vitest';
import { oreToSekString, payerAliasOf, sekToOre } from './swish-api';

describe('Swish amounts and aliases', () => {
  it.each([
    [0, '0.00'], [1, '0.01'], [57_800, '578.00'], [123_450, '1234.50'], [99, '0.99'], [100_000_000_01, '100000000.01'],
  ])('sends %i öre as %s', (ore, sek) => {
    expect(oreToSekString(ore)).toBe(sek);
    expect(sekToOre(sek)).toBe(ore);
  });

  it('reads the JSON numbers Swish answers with, to the öre', () => {
    expect(sekToOre(578)).toBe(57_800);
    expect(sekToOre(1234.5)).toBe(123_450);
    expect(sekToOre(0.07)).toBe(7);
    expect(sekToOre('12.3')).toBe(1_230);
    expect(sekToOre('abc')).toBeNaN();
  });

  it('refuses amounts that are not whole öre', () => {
    expect(() => oreToSekString(1.5)).toThrow(RangeError);
    expect(() => oreToSekString(-100)).toThrow(RangeError);
  });

  it('takes a Swedish mobile number as payer alias, nothing else', () => {
    expect(payerAliasOf('+46701234567')).toBe('46701234567');
    expect(payerAliasOf('+4681234567')).toBeNull();
    expect(payerAliasOf('+4791234567')).toBeNull();
  });
});
