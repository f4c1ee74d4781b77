import { describe, expect, it } from 'vitest';
import { providerOrder } from '../../domain/provider-order-lines';
import { oreOfWasa, wasaAmount, wasaCartItems, wasaTotals, wasaVatError } from './wasa-api';

describe('Wasa Kredit amounts', () => {
  it.each([[0, '0.00'], [1, '0.01'], [1_499_550, '14995.50'], [-50_000, '-500.00']])('writes %i öre as %s', (ore, text) => {
    expect(wasaAmount(ore)).toEqual({ amount: text, currency: 'SEK' });
    expect(oreOfWasa({ amount: text, currency: 'SEK' })).toBe(ore);
  });

  it('refuses what is not whole öre', () => {
    expect(() => wasaAmount(1.5)).toThrow(RangeError);
    expect(oreOfWasa({ amount: '12.5', currency: 'SEK' })).toBeNaN();
  });
});

describe('Wasa Kredit cart items', () => {
  const order = providerOrder({
    lines: [
      // 2 × 7 990 kr at 25 %: divides evenly, so it goes with its quantity.
      { reference: '7', name: 'Kylskåp', quantity: 2, unitPriceInclVatOre: 799_000, vatRatePercent: 25, discountInclVatOre: 0, digital: false },
      // 3 × 1 999 kr at 12 % with a discount that does not divide by 3: one item with the line's exact totals.
      { reference: '8', name: 'Kaffe', quantity: 3, unitPriceInclVatOre: 199_900, vatRatePercent: 12, discountInclVatOre: 10_001, digital: false },
    ],
    delivery: { reference: 'delivery-2', name: 'PostNord ombud', inclVatOre: 4_900, exclVatOre: 3_920, vatRatePercent: 25 },
    paymentFee: { reference: 'payment-fee', name: 'Avgift', inclVatOre: 2_900, exclVatOre: 2_320, vatRatePercent: 25 },
    giftCardsOre: 50_000,
    giftCardName: 'Presentkort',
  });
  const items = wasaCartItems(order);

  it('sends each unit excl. VAT with its VAT, keeping a quantity only where it divides exactly', () => {
    expect(items[0]).toEqual({
      product_id: '7', product_name: 'Kylskåp', quantity: 2, vat_percentage: '25',
      price_ex_vat: { amount: '6392.00', currency: 'SEK' }, vat_amount: { amount: '1598.00', currency: 'SEK' },
    });
    expect(items[1]).toMatchObject({ product_id: '8', product_name: '3 × Kaffe', quantity: 1, vat_percentage: '12' });
    expect(items.map((i) => i.product_id)).toEqual(['7', '8', 'delivery-2', 'payment-fee', 'gift-cards']);
    expect(items[4]).toMatchObject({ price_ex_vat: { amount: '-500.00' }, vat_amount: { amount: '0.00' }, vat_percentage: '0' });
  });

  it('adds up to the order amount and its VAT to the öre, and passes Wasa\'s VAT check', () => {
    expect(wasaTotals(items, wasaAmount(0))).toEqual({ amountOre: order.amountOre, vatOre: order.vatOre });
    expect(wasaVatError(items)).toBeNull();
    expect(wasaVatError([{ ...items[0]!, vat_amount: { amount: '1500.00', currency: 'SEK' } }])).toBe('cart_items[0].vat_amount');
  });
});
