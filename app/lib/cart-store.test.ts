import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLineOut, CartResponse } from '../../common/contract/cart';
import { CartStore } from './cart-store';

const line = (id: number, quantity: number, price: number): CartLineOut => ({
  row_id: id, product_id: id, variant_id: null, name: `Vara ${id}`, parent_name: null, quantity, max_quantity: 10,
  unit_price_incl_vat: price, unit_price_excl_vat: price * 0.8, original_price_incl_vat: null, original_price_excl_vat: null,
  total_price_incl_vat: price * quantity, total_price_excl_vat: price * quantity * 0.8, unavailable: false,
}) as unknown as CartLineOut;
const cartOf = (...products: CartLineOut[]): CartResponse => ({ products, includes_vat: true, messages: [], facebook_tracking_events: [], summary: {} }) as unknown as CartResponse;
/** A cart call's answer: the cart, and the server's events for what the call changed (none: nothing changed). */
const answer = (cart: CartResponse, changed: boolean): CartResponse => ({
  ...cart,
  facebook_tracking_events: changed ? [{ type: 'track', name: 'AddToCart', parameters: { content_ids: ['1'], content_type: 'product', contents: [{ id: '1', quantity: 2, item_price: 100 }], value: 200, currency: 'SEK' } }] : [],
});

/** A browser with the given consent cookie whose cart calls answer `answer`. */
function browser(cookie: string, answer: unknown) {
  const dataLayer: unknown[] = [];
  vi.stubGlobal('window', { dataLayer, setTimeout, clearTimeout });
  vi.stubGlobal('document', { cookie, querySelector: () => null });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }));
  return dataLayer;
}

const trackerPushes = (layer: unknown[]) => layer.filter((entry) => (entry as { event?: string }).event === 'cart_tracker');

describe('the cart store and the cart tracker', () => {
  afterEach(() => vi.unstubAllGlobals());
  const before = cartOf(line(1, 1, 100), line(2, 1, 250));
  const after = cartOf(line(1, 3, 100), line(2, 1, 250));

  it('hands the whole cart to the tracker after a quantity update, with consent', async () => {
    const layer = browser('required=1; marketing_third_party=1', answer(after, true));
    await new CartStore(before).setQuantity(before.products[0]!, 3);
    expect(trackerPushes(layer)).toEqual([{
      event: 'cart_tracker',
      cart_tracker: {
        currency: 'SEK',
        items: [
          { product_id: 1, name: 'Vara 1', unit_price: 100, original_price: null, quantity: 3, total_price_incl_vat: 300, total_price: 300 },
          { product_id: 2, name: 'Vara 2', unit_price: 250, original_price: null, quantity: 1, total_price_incl_vat: 250, total_price: 250 },
        ],
      },
    }]);
  });

  it('sends nothing without the marketing consent, and nothing for a call that changed no line', async () => {
    const refused = browser('required=1; marketing_third_party=0', answer(after, true));
    await new CartStore(before).setQuantity(before.products[0]!, 3);
    expect(trackerPushes(refused)).toEqual([]);

    // A quantity the server could not change (capped at the stock already in the cart) changed nothing.
    const capped = browser('required=1; marketing_third_party=1', answer(before, false));
    await new CartStore(before).setQuantity(before.products[0]!, 3);
    expect(trackerPushes(capped)).toEqual([]);

    const unchanged = browser('required=1; marketing_third_party=1', { order_message: 'Ring innan' });
    await new CartStore(before).saveOrderMessage('Ring innan');
    expect(trackerPushes(unchanged)).toEqual([]);
  });

  it('hands the emptied cart over too', async () => {
    const layer = browser('required=1; marketing_third_party=1', answer(cartOf(), true));
    await new CartStore(before).setQuantity(before.products[0]!, 0);
    expect(trackerPushes(layer)).toEqual([{ event: 'cart_tracker', cart_tracker: { currency: 'SEK', items: [] } }]);
  });

  it('hands the whole cart over after a buy-and-show-modal add too, read once the add is done', async () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer, setTimeout, clearTimeout });
    vi.stubGlobal('document', { cookie: 'required=1; marketing_third_party=1', querySelector: () => null });
    const modal = { modalHtml: '<div>Tillagd</div>', facebook_tracking_events: answer(after, true).facebook_tracking_events };
    vi.stubGlobal('fetch', async (url: string) =>
      new Response(JSON.stringify(url.includes('/products/buy/') ? modal : after), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await new CartStore(before).buyAndShowModal(1)).toEqual({ ok: true, modalHtml: '<div>Tillagd</div>' });
    await vi.waitFor(() => expect(trackerPushes(dataLayer)).toHaveLength(1));
    expect((trackerPushes(dataLayer)[0] as { cart_tracker: { items: { quantity: number }[] } }).cart_tracker.items.map((i) => i.quantity)).toEqual([3, 1]);
  });
});
