import { describe, expect, it } from 'vitest';
import { cartTotals, lineMoney } from './cart-totals';

const none = new Map<string, number>();

describe('lineMoney', () => {
  it('rounds once, at the line', () => {
    expect(lineMoney({ key: 'a', unitPriceInclVatOre: 9_999, quantity: 3, vatRatePercent: 25 })).toEqual({
      key: 'a', totalInclVatOre: 29_997, totalExclVatOre: 23_998,
    });
  });
});

describe('cartTotals', () => {
  const lines = [
    { key: 'tv', unitPriceInclVatOre: 499_900, quantity: 1, vatRatePercent: 25 },
    { key: 'book', unitPriceInclVatOre: 29_900, quantity: 2, vatRatePercent: 6 },
  ];

  it('adds lines, and VAT is exact per rate', () => {
    const t = cartTotals({ lines, lineDiscountsInclVatOre: none, deliveryInclVatOre: null, paymentFeeInclVatOre: 0, giftCards: [] });
    expect(t.productsInclVatOre).toBe(559_700);
    expect(t.productsExclVatOre).toBe(399_920 + 56_415);
    expect(t.vatOre).toBe(559_700 - 399_920 - 56_415);
    expect(t.dominantVatRatePercent).toBe(25);
    expect(t.toPayInclVatOre).toBe(559_700);
  });

  it('takes discounts off the lines and keeps VAT consistent', () => {
    const t = cartTotals({ lines, lineDiscountsInclVatOre: new Map([['tv', 50_000], ['book', 6_000]]), deliveryInclVatOre: null, paymentFeeInclVatOre: 0, giftCards: [] });
    expect(t.discountInclVatOre).toBe(56_000);
    expect(t.productsAfterDiscountInclVatOre).toBe(503_700);
    expect(t.totalExclVatOre).toBe(359_920 + 50_755);
    expect(t.productsExclVatOre - t.discountExclVatOre).toBe(t.totalExclVatOre);
  });

  it('never discounts a line below 0', () => {
    const t = cartTotals({ lines: [lines[1]!], lineDiscountsInclVatOre: new Map([['book', 1_000_000]]), deliveryInclVatOre: null, paymentFeeInclVatOre: 0, giftCards: [] });
    expect(t.totalInclVatOre).toBe(0);
    expect(t.vatOre).toBe(0);
  });

  it('taxes delivery and fees at the dominant rate', () => {
    const t = cartTotals({ lines, lineDiscountsInclVatOre: none, deliveryInclVatOre: 9_900, paymentFeeInclVatOre: 2_900, giftCards: [] });
    expect(t.deliveryExclVatOre).toBe(7_920);
    expect(t.paymentFeeExclVatOre).toBe(2_320);
    expect(t.totalInclVatOre).toBe(559_700 + 9_900 + 2_900);
  });

  it('lets gift cards pay after VAT without lowering it', () => {
    const base = cartTotals({ lines, lineDiscountsInclVatOre: none, deliveryInclVatOre: null, paymentFeeInclVatOre: 0, giftCards: [] });
    const paid = cartTotals({ lines, lineDiscountsInclVatOre: none, deliveryInclVatOre: null, paymentFeeInclVatOre: 0, giftCards: [{ code: 'PK', balanceOre: 50_000 }] });
    expect(paid.vatOre).toBe(base.vatOre);
    expect(paid.giftCardsOre).toBe(50_000);
    expect(paid.toPayInclVatOre).toBe(559_700 - 50_000);
    const full = cartTotals({ lines: [lines[1]!], lineDiscountsInclVatOre: none, deliveryInclVatOre: null, paymentFeeInclVatOre: 0, giftCards: [{ code: 'PK', balanceOre: 100_000 }] });
    expect(full.toPayInclVatOre).toBe(0);
    expect(full.giftCardDraws).toEqual([{ code: 'PK', drawnOre: 59_800, remainingOre: 40_200 }]);
  });
});
