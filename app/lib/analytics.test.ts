import { describe, expect, it } from 'vitest';
import { facebookTrackingEvents, cartChanges } from '../../domain/cart-tracking';
import { analyticsAllowed, cartChangeEvents, trackEcommerce, type AnalyticsTarget } from './analytics';
import { itemsValue } from './analytics-events';

function target(cookies: string): AnalyticsTarget & { layer: unknown[] } {
  const layer: unknown[] = [];
  return { layer, cookies: () => cookies, dataLayer: () => layer };
}

const item = { item_id: '12', item_name: 'Diskmaskin', price: 4990, quantity: 1 };

describe('the consent-gated event bus', () => {
  it('pushes nothing before consent, nor with only functional consent or marketing refused', () => {
    for (const cookies of ['', 'required=1; marketing_third_party=0; functional_third_party=1', 'marketing_third_party=x']) {
      const t = target(cookies);
      expect(trackEcommerce('view_item', { currency: 'SEK', value: 4990, items: [item] }, t)).toBe(false);
      expect(t.layer).toEqual([]);
    }
  });

  it('pushes the GA4 reset and the event once marketing consent is given', () => {
    const t = target('required=1; marketing_third_party=1; functional_third_party=0');
    expect(trackEcommerce('view_item', { currency: 'SEK', value: 4990, items: [item] }, t)).toBe(true);
    expect(t.layer).toEqual([{ ecommerce: null }, { event: 'view_item', ecommerce: { currency: 'SEK', value: 4990, items: [item] } }]);
  });

  it('sends nothing for an event without items, and nothing on the server', () => {
    const t = target('required=1; marketing_third_party=1');
    expect(trackEcommerce('view_item_list', { currency: 'SEK', items: [] }, t)).toBe(false);
    expect(trackEcommerce('view_item', { currency: 'SEK', items: [item] }, null)).toBe(false);
  });

  it('reads the marketing cookie', () => {
    expect(analyticsAllowed('required=1; marketing_third_party=1')).toBe(true);
    expect(analyticsAllowed('required=1; marketing_third_party=0')).toBe(false);
    // Consent counts once the choice is stored (the required cookie).
    expect(analyticsAllowed('marketing_third_party=1')).toBe(false);
  });
});

describe('cartChangeEvents', () => {
  it('turns the server-computed changes into add_to_cart and remove_from_cart in SEK', () => {
    const line = (productId: number, quantity: number) => ({ productId, variantId: null, name: `P${productId}`, quantity, unitPriceInclVatOre: 124_950 });
    const events = facebookTrackingEvents(cartChanges([line(1, 1), line(2, 1)], [line(1, 3)]));
    expect(cartChangeEvents(events, new Map([['1', 'Kyl']]))).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'SEK', value: 2499, items: [{ item_id: '1', item_name: 'Kyl', price: 1249.5, quantity: 2 }] } },
      { event: 'remove_from_cart', ecommerce: { currency: 'SEK', value: 1249.5, items: [{ item_id: '2', item_name: undefined, price: 1249.5, quantity: 1 }] } },
    ]);
  });

  it('sums item values to the öre', () => {
    expect(itemsValue([{ item_id: '1', price: 0.1, quantity: 3 }, { item_id: '2', price: 1249.5 }])).toBe(1249.8);
  });
});
