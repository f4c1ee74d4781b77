import type { Ore } from '../money';
import { exclVatFromInclVat } from '../vat';
import type { PricedCart, PricingLine } from './price-cart';

/** One line of an order, as money: what it cost before and after its share of the discounts. */
export interface OrderLineAmounts<L extends PricingLine = PricingLine> {
  line: L;
  unitPriceInclVatOre: Ore;
  vatRatePercent: number;
  totalInclVatOre: Ore;
  totalExclVatOre: Ore;
  discountInclVatOre: Ore;
}

export interface VatBreakdownRow {
  rate: number;
  excl_vat_ore: Ore;
  vat_ore: Ore;
}

/** The lines an order stores (only what can be bought: an unbuyable line refuses the order before this). */
export function orderLineAmounts<L extends PricingLine>(priced: PricedCart<L>): OrderLineAmounts<L>[] {
  return priced.lines.map((l) => {
    const totalIncl = l.unitIncl * l.line.quantity;
    return {
      line: l.line,
      unitPriceInclVatOre: l.unitIncl,
      vatRatePercent: l.rate,
      totalInclVatOre: totalIncl,
      totalExclVatOre: exclVatFromInclVat(totalIncl, l.rate),
      discountInclVatOre: Math.min(totalIncl, priced.lineDiscounts.get(l.key) ?? 0),
    };
  });
}

/**
 * VAT per rate, highest rate first: each line after its discount, split once per line (as the totals do), with
 * delivery and the payment fee at the dominant rate. The rows add up to the order's 'Varav moms' exactly.
 */
export function orderVatBreakdown(priced: PricedCart): VatBreakdownRow[] {
  const byRate = new Map<number, { incl: Ore; excl: Ore }>();
  const add = (rate: number, incl: Ore, excl: Ore) => {
    const entry = byRate.get(rate) ?? { incl: 0, excl: 0 };
    entry.incl += incl;
    entry.excl += excl;
    byRate.set(rate, entry);
  };
  for (const l of priced.lines.filter((p) => p.buyable)) {
    const total = l.unitIncl * l.line.quantity;
    const after = total - Math.min(total, Math.max(0, priced.lineDiscounts.get(l.key) ?? 0));
    add(l.rate, after, exclVatFromInclVat(after, l.rate));
  }
  const t = priced.totals;
  if (t.deliveryInclVatOre + t.paymentFeeInclVatOre > 0 || byRate.size === 0) {
    add(t.dominantVatRatePercent, t.deliveryInclVatOre + t.paymentFeeInclVatOre, t.deliveryExclVatOre + t.paymentFeeExclVatOre);
  }
  return [...byRate]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, v]) => ({ rate, excl_vat_ore: v.excl, vat_ore: v.incl - v.excl }));
}
