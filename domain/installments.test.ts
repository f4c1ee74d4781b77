import { describe, expect, it } from 'vitest';
import { annuityPayment, campaignsFor, interestFreeTeaser, monthlyCostOre, type CampaignTerms } from './installments';

const free12: CampaignTerms = {
  id: 1, label: 'Delbetala 12 mån räntefritt', months: 12, interestRatePercent: 0, monthlyFeeOre: 2900, startFeeOre: 19500,
  minAmountOre: 50_000, maxAmountOre: 5_000_000, interestFree: true,
};
const free24: CampaignTerms = { ...free12, id: 2, label: 'Delbetala 24 mån räntefritt', months: 24, minAmountOre: 300_000 };
const annuity: CampaignTerms = { ...free12, id: 3, label: 'Delbetala 36 mån', months: 36, interestRatePercent: 12, interestFree: false };

describe('installment campaigns', () => {
  it('charges (price + start fee) / months + monthly fee, rounded up to whole kronor', () => {
    // (999 900 + 19 500) / 12 + 2 900 = 87 850 öre -> 879 kr
    expect(monthlyCostOre(free12, 999_900)).toBe(87_900);
    // exact kronor stay as they are: 1 200 000 / 12 + 2 900 = 102 900
    expect(monthlyCostOre({ ...free12, startFeeOre: 0 }, 1_200_000)).toBe(102_900);
  });

  it('uses the annuity formula for an interest-bearing campaign', () => {
    // 10 000 kr at 12 % a year over 12 months: 888,49 kr
    expect(annuityPayment(1_000_000, 12, 12)).toBeCloseTo(88_848.79, 1);
    expect(annuityPayment(1_200_000, 0, 12)).toBe(100_000);
    expect(monthlyCostOre({ ...annuity, months: 12, startFeeOre: 0, monthlyFeeOre: 0 }, 1_000_000)).toBe(88_900);
  });

  it('offers only campaigns whose amount bounds include the price, cheapest first', () => {
    expect(campaignsFor([free12, free24, annuity], 100_000).map((c) => c.id)).toEqual([3, 1]);
    expect(campaignsFor([free12, free24], 1_000_000).map((c) => c.id)).toEqual([2, 1]);
    expect(campaignsFor([free12], 49_999)).toEqual([]);
    expect(campaignsFor([free12], 5_000_001)).toEqual([]);
    expect(campaignsFor([{ ...free12, maxAmountOre: null }], 50_000_000)).toHaveLength(1);
    expect(campaignsFor([free12], 0)).toEqual([]);
  });

  it('teases the lowest interest-free monthly cost and ignores interest-bearing ones', () => {
    const campaigns = campaignsFor([free12, free24, annuity], 1_000_000);
    expect(interestFreeTeaser(campaigns)).toBe(monthlyCostOre(free24, 1_000_000) / 100);
    expect(interestFreeTeaser(campaignsFor([annuity], 1_000_000))).toBeNull();
  });
});
