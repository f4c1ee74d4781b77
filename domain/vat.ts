import { roundOre, type Ore } from './money';

/** One VAT rate of a VAT class, valid from a date (ISO) until the next rate of the class. */
export interface VatRate {
  vatClass: string;
  ratePercent: number;
  validFrom: string;
}

/** The rate of a class in force at a moment; throws for an unknown class (a data error). */
export function vatRateAt(rates: readonly VatRate[], vatClass: string, atIso: string): number {
  let best: VatRate | undefined;
  for (const rate of rates) {
    if (rate.vatClass !== vatClass || rate.validFrom > atIso) continue;
    if (!best || rate.validFrom > best.validFrom) best = rate;
  }
  if (!best) throw new Error(`No VAT rate for class ${vatClass} at ${atIso}`);
  return best.ratePercent;
}

/** The factor that divides an incl-VAT amount into its excl-VAT amount (25 % -> 1.25). */
export function vatFactor(ratePercent: number): number {
  return 1 + ratePercent / 100;
}

/** The one place where an incl-VAT amount is split: excl-VAT rounded to whole öre. */
export function exclVatFromInclVat(inclVatOre: Ore, ratePercent: number): Ore {
  return roundOre((inclVatOre * 100) / (100 + ratePercent));
}

/**
 * Whether a shopper is shown prices incl. VAT (the spec's `includes_vat`): a private customer always is; a company
 * only when the shop shows companies prices incl. VAT too (the setting companyPricesIncludeVat).
 */
export function pricesShownInclVat(customerType: 'private' | 'company', companyPricesIncludeVat: boolean): boolean {
  return customerType === 'private' || companyPricesIncludeVat;
}

/**
 * An amount stored incl. VAT in the basis the shopper sees (`includes_vat`, pricesShownInclVat above): as it is when
 * prices include VAT, else excl. VAT at the given rate. Delivery, fees and the free-delivery amounts take the cart's
 * dominant rate; a product line takes its own.
 */
export function inShownBasis(inclVatOre: Ore, includesVat: boolean, ratePercent: number): Ore {
  return includesVat ? inclVatOre : exclVatFromInclVat(inclVatOre, ratePercent);
}

export function vatOfInclVat(inclVatOre: Ore, ratePercent: number): Ore {
  return inclVatOre - exclVatFromInclVat(inclVatOre, ratePercent);
}

export interface VatShare {
  amountInclVatOre: Ore;
  ratePercent: number;
}

/**
 * The rate carrying the largest share of the value; on a tie the higher rate,
 * so fees are never under-taxed. An empty cart has the standard 25 %.
 */
export function dominantVatRate(lines: readonly VatShare[], fallbackPercent = 25): number {
  const totals = new Map<number, number>();
  for (const line of lines) {
    totals.set(line.ratePercent, (totals.get(line.ratePercent) ?? 0) + line.amountInclVatOre);
  }
  let dominant = fallbackPercent;
  let largest = -Infinity;
  for (const [rate, total] of totals) {
    if (total > largest || (total === largest && rate > dominant)) {
      dominant = rate;
      largest = total;
    }
  }
  return dominant;
}
