import { z } from 'zod';
import { annuityPayment } from './installments';
import type { Ore } from './money';

/** Leasing terms (site setting `leasingTerms`): contract lengths, residual value and yearly interest. */
export const leasingTermsSchema = z.object({
  months: z.array(z.number().int().min(1).max(120)).min(1).max(6),
  residualValuePercent: z.number().min(0).max(90),
  interestRatePercent: z.number().min(0).max(100),
  minAmountOre: z.number().int().min(0),
});

export type LeasingTerms = z.infer<typeof leasingTermsSchema>;

/**
 * Monthly leasing cost in öre (rounded up to whole kronor) of a price excl. VAT: an annuity on the price whose
 * residual value is paid back at the end, i.e. (P - R / (1+r)^n) * r / (1 - (1+r)^-n).
 */
export function leasingMonthlyOre(priceExclVatOre: Ore, months: number, residualValuePercent: number, yearlyRatePercent: number): Ore {
  const residual = (priceExclVatOre * residualValuePercent) / 100;
  const monthlyRate = yearlyRatePercent / 100 / 12;
  const presentResidual = residual / (1 + monthlyRate) ** months;
  const payment = annuityPayment(priceExclVatOre - presentResidual, yearlyRatePercent, months);
  return Math.ceil(payment / 100 - 1e-9) * 100;
}

/** One monthly cost per contract length, or none when the price is under the leasing minimum. */
export function leasingOffers(terms: LeasingTerms, priceExclVatOre: Ore): { months: number; monthlyOre: Ore }[] {
  if (priceExclVatOre <= 0 || priceExclVatOre < terms.minAmountOre) return [];
  return [...new Set(terms.months)]
    .sort((a, b) => a - b)
    .map((months) => ({ months, monthlyOre: leasingMonthlyOre(priceExclVatOre, months, terms.residualValuePercent, terms.interestRatePercent) }));
}
