import { describe, expect, it } from 'vitest';
import { leasingMonthlyOre, leasingOffers } from './leasing';

describe('leasing', () => {
  it('spreads the price less the residual value over the months, rounded up to whole kronor', () => {
    expect(leasingMonthlyOre(1_000_000, 36, 0, 0)).toBe(27_800);
    expect(leasingMonthlyOre(1_000_000, 36, 10, 0)).toBe(25_000);
  });

  it('adds interest on the financed amount and discounts the residual value', () => {
    const withInterest = leasingMonthlyOre(1_000_000, 36, 10, 6);
    expect(withInterest).toBeGreaterThan(25_000);
    // annuity of 1 000 000 - 100 000 / 1.005^36 at 0.5 % a month: 27 879,74 öre -> 279 kr
    expect(withInterest).toBe(27_900);
  });

  it('offers each contract length once, shortest first, and nothing under the minimum', () => {
    const terms = { months: [36, 12, 24, 12], residualValuePercent: 0, interestRatePercent: 0, minAmountOre: 500_000 };
    expect(leasingOffers(terms, 1_200_000).map((o) => o.months)).toEqual([12, 24, 36]);
    expect(leasingOffers(terms, 1_200_000)[0]!.monthlyOre).toBe(100_000);
    expect(leasingOffers(terms, 499_999)).toEqual([]);
  });
});
