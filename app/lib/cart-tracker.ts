import { cartTrackerItems, type CartTrackerItem, type TrackerLine } from '../../domain/cart-tracking';
import { pushAllowed, type AnalyticsTarget } from './analytics';

/** What the cart tracker hook receives in the dataLayer: the whole cart after a change. */
export interface CartTrackerPush {
  event: 'cart_tracker';
  cart_tracker: { currency: 'SEK'; items: CartTrackerItem[] };
}

/**
 * The external cart tracker's hook (storefront.md section 7): after every change of the cart, the whole cart (an
 * emptied one too) goes to the dataLayer, for a tracker the shop loads itself after consent, and only with the
 * statistics and marketing consent. Returns whether it was pushed.
 */
export function trackWholeCart(cart: { products: readonly TrackerLine[]; includes_vat: boolean }, target?: AnalyticsTarget | null): boolean {
  const push: CartTrackerPush = { event: 'cart_tracker', cart_tracker: { currency: 'SEK', items: cartTrackerItems(cart.products, cart.includes_vat) } };
  return pushAllowed([push], target);
}
