import { useEffect, useRef } from 'react';
import { trackEcommerce, type Ga4EventName, type Ga4Ecommerce, type Ga4Item } from './analytics';

/**
 * The pages' GA4 events (issue 16): view_item_list, view_item, begin_checkout and purchase, built from what the page
 * shows and sent through the consent-gated bus (app/lib/analytics.ts). Apart from the bus, which every page's cart
 * store uses, so that each page loads only the events it sends.
 */

/** öre to kronor, as GA4 wants the value. */
const kr = (ore: number) => Math.round(ore) / 100;

/** The items' value: price times quantity, rounded to öre. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return kr(items.reduce((sum, item) => sum + Math.round((item.price ?? 0) * 100) * (item.quantity ?? 1), 0));
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
