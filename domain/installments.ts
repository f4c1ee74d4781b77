import { z } from 'zod';
import type { Ore } from './money';

/**
 * Installment campaign terms as the shop configures them (site setting `sveaCampaigns`). Amounts in öre,
 * the interest rate as yearly percent.
 */
export const campaignTermsSchema = z.object({
  id: z.number().int().positive(),
  label: z.string().min(1).max(200),
  months: z.number().int().min(1).max(120),
  interestRatePercent: z.number().min(0).max(100),
  monthlyFeeOre: z.number().int().min(0),
  startFeeOre: z.number().int().min(0),
  minAmountOre: z.number().int().min(0),
  maxAmountOre: z.number().int().min(0).nullable(),
  interestFree: z.boolean(),
});

export type CampaignTerms = z.infer<typeof campaignTermsSchema>;

export interface Campaign {
  id: number;
  label: string;
  /** Whole kronor, rounded up: the shopper never pays more than the teaser says. */
  monthlyCost: number;
  interestFree: boolean;
}

/** Monthly payment of an annuity loan of `principal` öre over `months` months at a yearly rate in percent. */
export function annuityPayment(principal: Ore, yearlyRatePercent: number, months: number): number {
  const monthlyRate = yearlyRatePercent / 100 / 12;
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** Whether a campaign can finance this price (its amount bounds include it). */
export function campaignApplies(terms: CampaignTerms, priceOre: Ore): boolean {
  return priceOre > 0 && priceOre >= terms.minAmountOre && (terms.maxAmountOre === null || priceOre <= terms.maxAmountOre);
}

/**
 * Monthly cost in öre, rounded up to whole kronor. Interest-free: (price + start fee) / months + monthly fee;
 * interest-bearing: the annuity of price + start fee, plus the monthly fee.
 */
export function monthlyCostOre(terms: CampaignTerms, priceOre: Ore): Ore {
  const financed = priceOre + terms.startFeeOre;
  const base = terms.interestFree ? financed / terms.months : annuityPayment(financed, terms.interestRatePercent, terms.months);
  // A tiny tolerance so that float noise (e.g. 1000.0000000001) does not add a krona.
  return Math.ceil((base + terms.monthlyFeeOre) / 100 - 1e-9) * 100;
}

/** The campaigns offered for a price, cheapest monthly cost first. */
export function campaignsFor(terms: readonly CampaignTerms[], priceOre: Ore): Campaign[] {
  return terms
    .filter((t) => campaignApplies(t, priceOre))
    .map((t) => ({ id: t.id, label: t.label, monthlyCost: monthlyCostOre(t, priceOre) / 100, interestFree: t.interestFree }))
    .sort((a, b) => a.monthlyCost - b.monthlyCost || a.id - b.id);
}

/** The teaser's amount: the lowest monthly cost of an interest-free campaign, or null when none applies. */
export function interestFreeTeaser(campaigns: readonly Campaign[]): number | null {
  const free = campaigns.filter((c) => c.interestFree);
  return free.length === 0 ? null : Math.min(...free.map((c) => c.monthlyCost));
}
