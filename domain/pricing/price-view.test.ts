import { describe, expect, it } from 'vitest';
import { decodePriceView, encodePriceView, priceChange, type PriceView } from './price-view';

const shown: PriceView = {
  toPayOre: 150_000,
  lines: [[11, 2, 50_000], [12, 1, 60_000]],
  codes: [['VALKOMMEN10', 16_000]],
  giftCards: [['PRESENTKORT500', 50_000]],
  deliveryOre: 4_900,
  paymentFeeOre: 2_900,
};

describe('priceChange: an order is placed only at the amount the shopper saw', () => {
  it('finds nothing when the same cart is priced the same', () => {
    expect(priceChange(shown, structuredClone(shown))).toBeNull();
  });

  it.each<[string, Partial<PriceView>, ReturnType<typeof priceChange>]>([
    ['a gift card spent meanwhile', { giftCards: [['PRESENTKORT500', 0]], toPayOre: 200_000 }, { kind: 'gift_card', code: 'PRESENTKORT500' }],
    ['a gift card no longer in the cart', { giftCards: [] }, { kind: 'gift_card', code: 'PRESENTKORT500' }],
    ['a code whose limit ran out', { codes: [['VALKOMMEN10', 0]] }, { kind: 'discount_code', code: 'VALKOMMEN10' }],
    ['a line repriced', { lines: [[11, 2, 50_000], [12, 1, 65_000]] }, { kind: 'line_price', soldProductId: 12 }],
    ['a quantity changed in another tab', { lines: [[11, 3, 50_000], [12, 1, 60_000]] }, { kind: 'cart' }],
    ['a line added', { lines: [...shown.lines, [13, 1, 100]] }, { kind: 'cart' }],
    ['the delivery price', { deliveryOre: 9_900 }, { kind: 'delivery' }],
    ['no delivery chosen any more', { deliveryOre: null }, { kind: 'delivery' }],
    ['the payment fee', { paymentFeeOre: 0 }, { kind: 'payment_fee' }],
    ['only the total', { toPayOre: 149_999 }, { kind: 'total' }],
  ])('names %s', (_name, patch, expected) => {
    expect(priceChange(shown, { ...shown, ...patch })).toEqual(expected);
  });

  it('puts the cart contents before what follows from them', () => {
    expect(priceChange(shown, { ...shown, lines: [[11, 1, 50_000], [12, 1, 60_000]], codes: [['VALKOMMEN10', 11_000]] })).toEqual({ kind: 'cart' });
  });

  it('does not compare delivery, fee and total chosen in the same form post, but still a spent gift card', () => {
    const current = { ...shown, deliveryOre: 0, paymentFeeOre: 0, toPayOre: 140_000 };
    expect(priceChange(shown, current, true)).toBeNull();
    expect(priceChange(shown, { ...current, giftCards: [] }, true)).toEqual({ kind: 'gift_card', code: 'PRESENTKORT500' });
  });
});

describe('the price view as a form field', () => {
  it('round-trips', () => {
    expect(decodePriceView(encodePriceView(shown))).toEqual(shown);
  });

  it.each(['', 'null', '{}', '[1,2,3]', '[1.5,[],[],[],null,0]', '[1,[[1,2]],[],[],null,0]', '[1,[],[["A","x"]],[],null,0]', 'x'.repeat(50)])('refuses %s', (text) => {
    expect(decodePriceView(text)).toBeNull();
  });
});
