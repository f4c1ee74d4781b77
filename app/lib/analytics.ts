import { useEffect, useRef } from 'react';
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

/** öre to kronor, as GA4 wants the value. */
const kr = (ore: number) => Math.round(ore) / 100;

/** The items' value: price times quantity, rounded to öre. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return kr(items.reduce((sum, item) => sum + Math.round((item.price ?? 0) * 100) * (item.quantity ?? 1), 0));
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

/**
 * Sends an event once per mount and key (a list's cards, a product, an order): after hydration only, so the server's
 * HTML stays the same for everyone and nothing runs before the consent cookie can be read.
 */
export function useTrackOnce(key: string | null, event: Ga4EventName, build: () => Ga4Ecommerce): void {
  const sent = useRef<string | null>(null);
  const latest = useRef(build);
  latest.current = build;
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    trackEcommerce(event, latest.current());
  }, [key, event]);
}

/** The card fields an item is built from. */
export interface ItemCard {
  product_id: number;
  product_name: string;
  brand_name: string;
  product_display_price: number;
  product_hide_price: boolean | number;
}

/** A product card as a GA4 item (no price when the price is hidden). */
export function cardItem(card: ItemCard, index?: number): Ga4Item {
  return {
    item_id: String(card.product_id),
    item_name: card.product_name,
    ...(card.brand_name ? { item_brand: card.brand_name } : {}),
    ...(card.product_hide_price ? {} : { price: card.product_display_price }),
    ...(index === undefined ? {} : { index }),
  };
}

/** view_item_list for a grid of cards, once per set of cards. */
export function useTrackItemList(cards: readonly ItemCard[], listName?: string): void {
  const key = cards.length === 0 ? null : cards.map((c) => c.product_id).join(',');
  useTrackOnce(key, 'view_item_list', () => ({
    currency: 'SEK',
    ...(listName ? { item_list_name: listName } : {}),
    items: cards.map((card, index) => cardItem(card, index)),
  }));
}

/** The cart line fields an item is built from. */
export interface ItemLine {
  product_id: number;
  variant_id: number | null;
  name: string;
  parent_name: string | null;
  brand_name: string;
  quantity: number;
  unit_price_incl_vat: number;
  unit_price_excl_vat: number;
}

/** A cart's lines as GA4 items, at the prices shown (incl. or excl. VAT as the cart shows them). */
export function cartItems(lines: readonly ItemLine[], includesVat: boolean): Ga4Item[] {
  return lines.map((line) => ({
    item_id: String(line.variant_id ?? line.product_id),
    item_name: line.parent_name ? `${line.parent_name} ${line.name}` : line.name,
    ...(line.brand_name ? { item_brand: line.brand_name } : {}),
    price: includesVat ? line.unit_price_incl_vat : line.unit_price_excl_vat,
    quantity: line.quantity,
  }));
}

/** The order a purchase event reports. */
export interface PurchaseOrder {
  orderNumber: string;
  lines: { itemId: string; name: string; quantity: number; totalOre: number }[];
  valueOre: number;
  vatOre: number;
  deliveryOre: number;
}

/** The purchase event of an order (line prices are the line totals over their units). */
export function purchaseEcommerce(order: PurchaseOrder): Ga4Ecommerce {
  return {
    currency: 'SEK',
    transaction_id: order.orderNumber,
    value: order.valueOre / 100,
    tax: order.vatOre / 100,
    shipping: order.deliveryOre / 100,
    items: order.lines.map((line) => ({ item_id: line.itemId, item_name: line.name, quantity: line.quantity, price: Math.round(line.totalOre / line.quantity) / 100 })),
  };
}

/**
 * purchase, once per order in this browser tab's session (the confirmation page may be reloaded), only with consent.
 * Null while the order is not paid yet.
 */
export function useTrackPurchase(order: PurchaseOrder | null): void {
  const number = order?.orderNumber ?? null;
  const latest = useRef(order);
  latest.current = order;
  useEffect(() => {
    const current = latest.current;
    if (number === null || !current) return;
    const key = `ga4-purchase-${number}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
    } catch {
      // No storage (private mode): report it at most once per page view.
    }
    if (!trackEcommerce('purchase', purchaseEcommerce(current))) return;
    try {
      window.sessionStorage.setItem(key, '1');
    } catch {
      // As above.
    }
  }, [number]);
}
