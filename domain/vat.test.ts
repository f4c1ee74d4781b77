import { describe, expect, it } from 'vitest';
import { dominantVatRate, exclVatFromInclVat, pricesShownInclVat, vatFactor, vatOfInclVat, vatRateAt } from './vat';

describe('exclVatFromInclVat', () => {
  it.each([
    [125_00, 25, 100_00],
    [99_900, 25, 79_920],
    [112_00, 12, 100_00],
    [10_600, 6, 10_000],
    [4_990, 0, 4_990],
    [1, 25, 1],
  ])('%i öre incl. %i %% is %i öre excl.', (incl, rate, excl) => {
    expect(exclVatFromInclVat(incl, rate)).toBe(excl);
  });

  it('makes excl-VAT plus VAT give back the incl-VAT amount', () => {
    for (const incl of [1, 7, 99, 12_345, 999_999]) {
      for (const rate of [0, 6, 12, 25]) {
        expect(exclVatFromInclVat(incl, rate) + vatOfInclVat(incl, rate)).toBe(incl);
      }
    }
  });

  it('is symmetric for negative amounts (discounts)', () => {
    expect(exclVatFromInclVat(-99_900, 25)).toBe(-79_920);
  });
});

describe('vatRateAt', () => {
  const rates = [
    { vatClass: 'standard', ratePercent: 25, validFrom: '2000-01-01' },
    { vatClass: 'reduced_12', ratePercent: 12, validFrom: '2000-01-01' },
    { vatClass: 'reduced_12', ratePercent: 6, validFrom: '2026-04-01' },
  ];

  it('takes the rate in force at the moment', () => {
    expect(vatRateAt(rates, 'reduced_12', '2026-03-31T23:59:59Z')).toBe(12);
    expect(vatRateAt(rates, 'reduced_12', '2026-04-01T00:00:00Z')).toBe(6);
    expect(vatRateAt(rates, 'standard', '2026-11-22T00:00:00Z')).toBe(25);
  });

  it('fails loudly for an unknown class', () => {
    expect(() => vatRateAt(rates, 'luxury', '2026-01-01')).toThrow();
  });
});

describe('dominantVatRate', () => {
  it('is the rate with the largest share of the value', () => {
    expect(
      dominantVatRate([
        { amountInclVatOre: 10_000, ratePercent: 25 },
        { amountInclVatOre: 8_000, ratePercent: 12 },
        { amountInclVatOre: 8_000, ratePercent: 12 },
      ]),
    ).toBe(12);
  });

  it('prefers the higher rate on a tie and 25 % for an empty cart', () => {
    expect(dominantVatRate([{ amountInclVatOre: 500, ratePercent: 6 }, { amountInclVatOre: 500, ratePercent: 25 }])).toBe(25);
    expect(dominantVatRate([])).toBe(25);
  });

  it('gives the factor that converts incl. to excl. VAT', () => {
    expect(vatFactor(25)).toBe(1.25);
  });
});

describe('pricesShownInclVat', () => {
  it('shows a private customer prices incl. VAT whatever the setting', () => {
    expect(pricesShownInclVat('private', false)).toBe(true);
    expect(pricesShownInclVat('private', true)).toBe(true);
  });

  it('shows a company prices excl. VAT unless the shop shows companies prices incl. VAT', () => {
    expect(pricesShownInclVat('company', false)).toBe(false);
    expect(pricesShownInclVat('company', true)).toBe(true);
  });
});
