import type { Ore } from './money';
import { exclVatFromInclVat } from './vat';

/**
 * An order as a payment provider's order lines (Klarna's order_lines, Svea's and Wasa's rows): every amount in öre,
 * incl. VAT, such that the lines add up to exactly what the shopper pays and the VAT to exactly 'Varav moms'.
 */
export interface ProviderLine {
  kind: 'physical' | 'digital' | 'shipping_fee' | 'surcharge' | 'gift_card';
  reference: string;
  name: string;
  quantity: number;
  unitPriceOre: Ore;
  /** Percent (25, 12, 6, 0). */
  vatRatePercent: number;
  /** The line's share of the order's discounts, incl. VAT. */
  totalDiscountOre: Ore;
  /** quantity × unit price − discount. */
  totalOre: Ore;
  totalVatOre: Ore;
}

export interface ProviderOrder {
  lines: ProviderLine[];
  /** What the shopper pays: the lines' totals added up. */
  amountOre: Ore;
  /** The lines' VAT added up: the order's 'Varav moms'. */
  vatOre: Ore;
}

/** What the mapping needs of a priced cart (domain/pricing): the lines after their discounts and the totals. */
export interface ProviderOrderInput {
  lines: {
    reference: string;
    name: string;
    quantity: number;
    unitPriceInclVatOre: Ore;
    vatRatePercent: number;
    discountInclVatOre: Ore;
    digital: boolean;
  }[];
  delivery: { reference: string; name: string; inclVatOre: Ore; exclVatOre: Ore; vatRatePercent: number } | null;
  paymentFee: { reference: string; name: string; inclVatOre: Ore; exclVatOre: Ore; vatRatePercent: number } | null;
  /** Drawn from gift cards: a means of payment, so a line without VAT that takes it off the amount. */
  giftCardsOre: Ore;
  giftCardName: string;
}

/**
 * Each product line's VAT is split once, after its discount, as the order's VAT breakdown does; delivery and the
 * payment fee carry their own split (the totals' excl. VAT amounts), so the sums match the order to the öre.
 */
export function providerOrder(input: ProviderOrderInput): ProviderOrder {
  const lines: ProviderLine[] = input.lines.map((l) => {
    const gross = l.unitPriceInclVatOre * l.quantity;
    const discount = Math.min(gross, Math.max(0, l.discountInclVatOre));
    const total = gross - discount;
    return {
      kind: l.digital ? 'digital' : 'physical',
      reference: l.reference,
      name: l.name,
      quantity: l.quantity,
      unitPriceOre: l.unitPriceInclVatOre,
      vatRatePercent: l.vatRatePercent,
      totalDiscountOre: discount,
      totalOre: total,
      totalVatOre: total - exclVatFromInclVat(total, l.vatRatePercent),
    };
  });
  for (const [kind, fee] of [['shipping_fee', input.delivery], ['surcharge', input.paymentFee]] as const) {
    if (!fee || (kind === 'surcharge' && fee.inclVatOre === 0)) continue;
    lines.push({
      kind, reference: fee.reference, name: fee.name, quantity: 1, unitPriceOre: fee.inclVatOre, vatRatePercent: fee.vatRatePercent,
      totalDiscountOre: 0, totalOre: fee.inclVatOre, totalVatOre: fee.inclVatOre - fee.exclVatOre,
    });
  }
  if (input.giftCardsOre > 0) {
    lines.push({
      kind: 'gift_card', reference: 'gift-cards', name: input.giftCardName, quantity: 1, unitPriceOre: -input.giftCardsOre, vatRatePercent: 0,
      totalDiscountOre: 0, totalOre: -input.giftCardsOre, totalVatOre: 0,
    });
  }
  return {
    lines,
    amountOre: lines.reduce((sum, l) => sum + l.totalOre, 0),
    vatOre: lines.reduce((sum, l) => sum + l.totalVatOre, 0),
  };
}

