import { describe, expect, it } from 'vitest';
import { cartChanges, cartTrackerItems, facebookTrackingEvents, type TrackedLine, type TrackerLine } from './cart-tracking';

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

describe('the cart tracker', () => {
  const line = (over: Partial<TrackerLine>): TrackerLine => ({
    product_id: 1, variant_id: null, name: 'Diskmaskin', parent_name: null, quantity: 1,
    unit_price_incl_vat: 4990, unit_price_excl_vat: 3992, original_price_incl_vat: null, original_price_excl_vat: null,
    total_price_incl_vat: 4990, total_price_excl_vat: 3992, unavailable: false, ...over,
  });
  const cart = [
    line({}),
    line({ product_id: 7, variant_id: 71, name: '55 tum', parent_name: 'TV X', quantity: 2, unit_price_incl_vat: 8000, unit_price_excl_vat: 6400, original_price_incl_vat: 9000, original_price_excl_vat: 7200, total_price_incl_vat: 16000, total_price_excl_vat: 12800 }),
    line({ product_id: 9, name: 'Utgången', unavailable: true }),
  ];

  it('gets every line that can be bought, not only the one that changed, in the basis the cart is shown in', () => {
    expect(cartTrackerItems(cart, true)).toEqual([
      { product_id: 1, name: 'Diskmaskin', unit_price: 4990, original_price: null, quantity: 1, total_price_incl_vat: 4990, total_price: 4990 },
      { product_id: 71, name: 'TV X 55 tum', unit_price: 8000, original_price: 9000, quantity: 2, total_price_incl_vat: 16000, total_price: 16000 },
    ]);
    expect(cartTrackerItems(cart, false)[1]).toEqual({ product_id: 71, name: 'TV X 55 tum', unit_price: 6400, original_price: 7200, quantity: 2, total_price_incl_vat: 16000, total_price: 12800 });
    expect(cartTrackerItems([], true)).toEqual([]);
  });
});
