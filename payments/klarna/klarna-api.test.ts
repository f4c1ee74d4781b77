import { describe, expect, it } from 'vitest';
import { providerOrder } from '../../domain/provider-order-lines';
import { klarnaAmountError, klarnaOrderLines } from './klarna-api';

describe('Klarna order lines', () => {
  const order = providerOrder({
    lines: [{ reference: '7', name: 'Brödrost', quantity: 2, unitPriceInclVatOre: 35_900, vatRatePercent: 25, discountInclVatOre: 7_180, digital: false }],
    delivery: { reference: 'delivery-2', name: 'PostNord ombud', inclVatOre: 4_900, exclVatOre: 3_920, vatRatePercent: 25 },
    paymentFee: null,
    giftCardsOre: 10_000,
    giftCardName: 'Presentkort',
  });
  const lines = klarnaOrderLines(order);

  it('sends öre, tax_rate × 100, and Klarna\'s line types', () => {
    expect(lines[0]).toEqual({
      type: 'physical', reference: '7', name: 'Brödrost', quantity: 2, quantity_unit: 'st', unit_price: 35_900, tax_rate: 2500,
      total_amount: 64_620, total_discount_amount: 7_180, total_tax_amount: 12_924,
    });
    expect(lines.map((l) => l.type)).toEqual(['physical', 'shipping_fee', 'gift_card']);
    expect(klarnaAmountError({ order_amount: order.amountOre, order_tax_amount: order.vatOre, order_lines: lines })).toBeNull();
  });

  it('finds what Klarna would refuse: a line total, a line tax, the sums', () => {
    const body = { order_amount: order.amountOre, order_tax_amount: order.vatOre, order_lines: lines };
    expect(klarnaAmountError({ ...body, order_amount: body.order_amount + 1 })).toBe('order_amount');
    expect(klarnaAmountError({ ...body, order_tax_amount: body.order_tax_amount - 1 })).toBe('order_tax_amount');
    expect(klarnaAmountError({ ...body, order_lines: [{ ...lines[0]!, total_amount: 64_621 }, ...lines.slice(1)] })).toBe('order_lines[0].total_amount');
    expect(klarnaAmountError({ ...body, order_lines: [{ ...lines[0]!, total_tax_amount: 12_000 }, ...lines.slice(1)] })).toBe('order_lines[0].total_tax_amount');
  });
});
