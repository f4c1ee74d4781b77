import type { SiteSettings } from '../../domain/site-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo shop's campaign widgets: installment campaigns, leasing terms, a micro banner and a countdown that
 * runs from the seeding day for a week (so a fresh demo always shows it ticking).
 */
export function widgetSettings(now: Date): Partial<SiteSettings> {
  return {
    sveaCampaigns: [
      { id: 1, label: 'Delbetala 12 mån räntefritt', months: 12, interestRatePercent: 0, monthlyFeeOre: 2900, startFeeOre: 19500, minAmountOre: 50_000, maxAmountOre: 5_000_000, interestFree: true },
      { id: 2, label: 'Delbetala 24 mån räntefritt', months: 24, interestRatePercent: 0, monthlyFeeOre: 2900, startFeeOre: 29500, minAmountOre: 500_000, maxAmountOre: 5_000_000, interestFree: true },
      { id: 3, label: 'Delbetala 36 mån', months: 36, interestRatePercent: 14.95, monthlyFeeOre: 2900, startFeeOre: 0, minAmountOre: 100_000, maxAmountOre: 10_000_000, interestFree: false },
    ],
    leasingTerms: { months: [12, 24, 36], residualValuePercent: 10, interestRatePercent: 6.5, minAmountOre: 500_000 },
    microBanner: { active: true, text: 'Veckans kampanj pågår – fynda bland våra kampanjpriser!', link: '/kampanjer' },
    countdown: {
      title: 'Veckans kampanj slutar om',
      start: new Date(now.getTime() - DAY_MS).toISOString(),
      end: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
    },
  };
}
