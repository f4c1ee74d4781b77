import { describe, expect, it } from 'vitest';
import { cartChanges, facebookTrackingEvents, type TrackedLine } from './cart-tracking';

const line = (productId: number, quantity: number, extra: Partial<TrackedLine> = {}): TrackedLine => ({
  productId, variantId: null, name: `Produkt ${productId}`, quantity, unitPriceInclVatOre: 124_950, ...extra,
});

describe('cartChanges', () => {
  it('finds added, increased, decreased and removed lines, and nothing for unchanged ones', () => {
    const before = [line(1, 1), line(2, 3), line(3, 2), line(4, 1)];
    const after = [line(1, 1), line(2, 5), line(3, 1), line(5, 2)];
    expect(cartChanges(before, after).map((c) => [c.productId, c.quantityDelta])).toEqual([[2, 2], [3, -1], [5, 2], [4, -1]]);
  });

  it('tells variants of one product apart', () => {
    const before = [line(1, 1, { variantId: 10 })];
    const after = [line(1, 1, { variantId: 10 }), line(1, 1, { variantId: 11 })];
    expect(cartChanges(before, after)).toEqual([expect.objectContaining({ productId: 1, variantId: 11, quantityDelta: 1 })]);
  });

  it('is empty when nothing moved', () => {
    expect(cartChanges([line(1, 2)], [line(1, 2)])).toEqual([]);
  });
});

describe('facebookTrackingEvents', () => {
  it('makes one AddToCart for what was added, value in kronor for the added units only', () => {
    const events = facebookTrackingEvents(cartChanges([line(1, 1)], [line(1, 3), line(2, 1, { variantId: 20, unitPriceInclVatOre: 9_900 })]));
    expect(events).toEqual([
      {
        type: 'track',
        name: 'AddToCart',
        parameters: {
          content_ids: ['1', '20'],
          content_type: 'product',
          contents: [{ id: '1', quantity: 2, item_price: 1249.5 }, { id: '20', quantity: 1, item_price: 99 }],
          value: 2598,
          currency: 'SEK',
        },
      },
    ]);
  });

  it('makes a custom RemoveFromCart for what was taken out, and nothing when nothing changed', () => {
    expect(facebookTrackingEvents(cartChanges([line(1, 2)], []))).toEqual([
      expect.objectContaining({ type: 'trackCustom', name: 'RemoveFromCart', parameters: expect.objectContaining({ value: 2499, content_ids: ['1'] }) }),
    ]);
    expect(facebookTrackingEvents([])).toEqual([]);
  });
});
