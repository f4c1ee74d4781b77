import { drawGiftCards, type GiftCardBalance, type GiftCardDraw } from './discounts';
import { dominantVatRate, exclVatFromInclVat } from './vat';

/**
 * The money of a cart or an order (DESIGN.md "Money, VAT and formatting"): rounding happens once per line, a
 * discount is taken off the lines it was spread over, delivery and payment fees carry the dominant VAT rate,
 * and gift cards pay what is left after VAT (they are a means of payment, never lowering 'Varav moms').
 * All amounts are öre.
 */

export interface TotalsLine {
  key: string;
  unitPriceInclVatOre: number;
  quantity: number;
  vatRatePercent: number;
}

export interface LineMoney {
  key: string;
  totalInclVatOre: number;
  totalExclVatOre: number;
}

/** A line's totals: unit price times quantity, split once. */
export function lineMoney(line: TotalsLine): LineMoney {
  const totalInclVatOre = line.unitPriceInclVatOre * line.quantity;
  return { key: line.key, totalInclVatOre, totalExclVatOre: exclVatFromInclVat(totalInclVatOre, line.vatRatePercent) };
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** Discount incl. VAT per line key (from applyDiscounts); a line never gets more than its total. */
  lineDiscountsInclVatOre: ReadonlyMap<string, number>;
  /** The chosen delivery's price incl. VAT, or null when none is chosen yet. */
  deliveryInclVatOre: number | null;
  paymentFeeInclVatOre: number;
  giftCards: readonly GiftCardBalance[];
}

export interface CartTotals {
  productsInclVatOre: number;
  productsExclVatOre: number;
  discountInclVatOre: number;
  /** The excl-VAT value the discount took off the lines (so the rows add up exactly). */
  discountExclVatOre: number;
  /** Products after discounts, incl. VAT: what free delivery is measured against. */
  productsAfterDiscountInclVatOre: number;
  deliveryInclVatOre: number;
  deliveryExclVatOre: number;
  paymentFeeInclVatOre: number;
  paymentFeeExclVatOre: number;
  dominantVatRatePercent: number;
  /** Everything before gift cards. */
  totalInclVatOre: number;
  totalExclVatOre: number;
  vatOre: number;
  giftCardDraws: GiftCardDraw[];
  giftCardsOre: number;
  /** What is left to pay after gift cards ('Att betala'). */
  toPayInclVatOre: number;
  /** The same in the excl-VAT view: gift cards take their amount off the excl-VAT total, down to 0. */
  toPayExclVatOre: number;
}

export function cartTotals(input: TotalsInput): CartTotals {
  let productsIncl = 0;
  let productsExcl = 0;
  let afterIncl = 0;
  let afterExcl = 0;
  const shares: { amountInclVatOre: number; ratePercent: number }[] = [];
  for (const line of input.lines) {
    const money = lineMoney(line);
    const discount = Math.min(money.totalInclVatOre, Math.max(0, input.lineDiscountsInclVatOre.get(line.key) ?? 0));
    const lineAfterIncl = money.totalInclVatOre - discount;
    productsIncl += money.totalInclVatOre;
    productsExcl += money.totalExclVatOre;
    afterIncl += lineAfterIncl;
    afterExcl += exclVatFromInclVat(lineAfterIncl, line.vatRatePercent);
    shares.push({ amountInclVatOre: lineAfterIncl, ratePercent: line.vatRatePercent });
  }
  const dominant = dominantVatRate(shares);
  const deliveryIncl = input.deliveryInclVatOre ?? 0;
  const deliveryExcl = exclVatFromInclVat(deliveryIncl, dominant);
  const feeExcl = exclVatFromInclVat(input.paymentFeeInclVatOre, dominant);
  const totalIncl = afterIncl + deliveryIncl + input.paymentFeeInclVatOre;
  const totalExcl = afterExcl + deliveryExcl + feeExcl;
  const draws = drawGiftCards(input.giftCards, totalIncl);
  const giftCardsOre = draws.reduce((sum, d) => sum + d.drawnOre, 0);
  return {
    productsInclVatOre: productsIncl,
    productsExclVatOre: productsExcl,
    discountInclVatOre: productsIncl - afterIncl,
    discountExclVatOre: productsExcl - afterExcl,
    productsAfterDiscountInclVatOre: afterIncl,
    deliveryInclVatOre: deliveryIncl,
    deliveryExclVatOre: deliveryExcl,
    paymentFeeInclVatOre: input.paymentFeeInclVatOre,
    paymentFeeExclVatOre: feeExcl,
    dominantVatRatePercent: dominant,
    totalInclVatOre: totalIncl,
    totalExclVatOre: totalExcl,
    vatOre: totalIncl - totalExcl,
    giftCardDraws: draws,
    giftCardsOre,
    toPayInclVatOre: totalIncl - giftCardsOre,
    toPayExclVatOre: Math.max(0, totalExcl - giftCardsOre),
  };
}
