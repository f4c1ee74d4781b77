import { parseCookieHeader, readConsent } from '../../domain/consent';
import type { FacebookTrackingEvent } from '../../common/contract/cart';

/**
 * The consent-gated event bus (issue 16): GA4 ecommerce events pushed to `window.dataLayer`, only while the shopper's
 * marketing consent (the cookie `marketing_third_party=1`, domain/consent.ts; statistics fall under it) allows it.
 * Without consent nothing is pushed and nothing is kept for later. No tag manager or analytics script is shipped: a
 * shop that wants one loads it itself, after consent, and it reads the same dataLayer. Amounts are in SEK (kronor).
 */

export type Ga4EventName = 'view_item_list' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'purchase';

export interface Ga4Item {
  item_id: string;
  item_name?: string;
  item_brand?: string;
  price?: number;
  quantity?: number;
  index?: number;
}

export interface Ga4Ecommerce {
  currency: 'SEK';
  value?: number;
  transaction_id?: string;
  shipping?: number;
  tax?: number;
  item_list_id?: string;
  item_list_name?: string;
  items: Ga4Item[];
}

export interface Ga4Push {
  event: Ga4EventName;
  ecommerce: Ga4Ecommerce;
}

/** Where events go and what the consent is: the browser's by default, stand-ins in tests. */
export interface AnalyticsTarget {
  cookies(): string;
  dataLayer(): unknown[];
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const browserTarget: AnalyticsTarget = {
  cookies: () => document.cookie,
  dataLayer: () => (window.dataLayer ??= []),
};

/** Statistics and marketing consent: the marketing cookie is 1. */
export function analyticsAllowed(cookieHeader: string): boolean {
  return readConsent(parseCookieHeader(cookieHeader)).marketing;
}

/** Pushes one event (after GA4's `{ ecommerce: null }` reset) when consent allows; returns whether it was pushed. */
export function trackEcommerce(event: Ga4EventName, ecommerce: Ga4Ecommerce, target?: AnalyticsTarget | null): boolean {
  return ecommerce.items.length > 0 && pushAllowed([{ ecommerce: null }, { event, ecommerce } satisfies Ga4Push], target);
}

/** Pushes the entries to the dataLayer when consent allows; returns whether they were pushed. */
export function pushAllowed(entries: readonly unknown[], target: AnalyticsTarget | null = typeof window === 'undefined' ? null : browserTarget): boolean {
  if (!target || !analyticsAllowed(target.cookies())) return false;
  target.dataLayer().push(...entries);
  return true;
}

/**
 * The GA4 add_to_cart / remove_from_cart events of a cart answer, from the changes the server computed
 * (`facebook_tracking_events`): the same units and prices, so nothing is reported that did not happen.
 */
export function cartChangeEvents(events: readonly FacebookTrackingEvent[], names: ReadonlyMap<string, string> = new Map()): Ga4Push[] {
  return events.map((e) => {
    const items = e.parameters.contents.map((c) => ({ item_id: c.id, item_name: names.get(c.id), price: c.item_price, quantity: c.quantity }));
    return { event: e.name === 'AddToCart' ? 'add_to_cart' : 'remove_from_cart', ecommerce: { currency: 'SEK', value: e.parameters.value, items } };
  });
}

/** Sends the cart change events of a cart answer (see cartChangeEvents). */
export function trackCartChanges(events: readonly FacebookTrackingEvent[], names?: ReadonlyMap<string, string>): void {
  for (const push of cartChangeEvents(events, names)) trackEcommerce(push.event, push.ecommerce);
}
