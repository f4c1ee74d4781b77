import type { FacebookTrackingEvent } from '../common/contract/cart';

/**
 * What a cart call changed, and the tracking events it makes (issue 16): the cart response's
 * `facebook_tracking_events` and the browser's GA4 ecommerce events are both built from these changes, so an event is
 * only ever sent for a change that really happened (a refused or capped add sends what was actually added, an
 * unchanged quantity sends nothing).
 */

export interface TrackedLine {
  /** The product as the shop lists it (the parent for a variant). */
  productId: number;
  variantId: number | null;
  name: string;
  quantity: number;
  unitPriceInclVatOre: number;
}

export interface CartChange {
  productId: number;
  variantId: number | null;
  name: string;
  /** Units added (positive) or removed (negative). */
  quantityDelta: number;
  unitPriceInclVatOre: number;
}

const keyOf = (line: Pick<TrackedLine, 'productId' | 'variantId'>) => `${line.productId}:${line.variantId ?? ''}`;

/** The lines whose quantity moved between two states of a cart, in the order of `after` then removed lines. */
export function cartChanges(before: readonly TrackedLine[], after: readonly TrackedLine[]): CartChange[] {
  const was = new Map(before.map((l) => [keyOf(l), l]));
  const changes: CartChange[] = [];
  const seen = new Set<string>();
  for (const line of after) {
    const key = keyOf(line);
    seen.add(key);
    const delta = line.quantity - (was.get(key)?.quantity ?? 0);
    if (delta !== 0) changes.push({ productId: line.productId, variantId: line.variantId, name: line.name, quantityDelta: delta, unitPriceInclVatOre: line.unitPriceInclVatOre });
  }
  for (const line of before) {
    if (seen.has(keyOf(line)) || line.quantity === 0) continue;
    changes.push({ productId: line.productId, variantId: line.variantId, name: line.name, quantityDelta: -line.quantity, unitPriceInclVatOre: line.unitPriceInclVatOre });
  }
  return changes;
}

const contentId = (c: CartChange) => String(c.variantId ?? c.productId);

function facebookEvent(type: FacebookTrackingEvent['type'], name: FacebookTrackingEvent['name'], changes: CartChange[]): FacebookTrackingEvent {
  const contents = changes.map((c) => ({ id: contentId(c), quantity: Math.abs(c.quantityDelta), item_price: c.unitPriceInclVatOre / 100 }));
  const valueOre = changes.reduce((sum, c) => sum + Math.abs(c.quantityDelta) * c.unitPriceInclVatOre, 0);
  return { type, name, parameters: { content_ids: contents.map((c) => c.id), content_type: 'product', contents, value: valueOre / 100, currency: 'SEK' } };
}

/**
 * The Meta pixel events of a change: the standard AddToCart for what was added, a custom RemoveFromCart (Meta has no
 * standard one) for what was taken out; none when nothing changed.
 */
export function facebookTrackingEvents(changes: readonly CartChange[]): FacebookTrackingEvent[] {
  const added = changes.filter((c) => c.quantityDelta > 0);
  const removed = changes.filter((c) => c.quantityDelta < 0);
  return [
    ...(added.length > 0 ? [facebookEvent('track', 'AddToCart', added)] : []),
    ...(removed.length > 0 ? [facebookEvent('trackCustom', 'RemoveFromCart', removed)] : []),
  ];
}

/** A cart line as the cart tracker reads it (the cart response's line fields, amounts in kronor). */
export interface TrackerLine {
  product_id: number;
  variant_id: number | null;
  name: string;
  parent_name: string | null;
  quantity: number;
  unit_price_incl_vat: number;
  unit_price_excl_vat: number;
  original_price_incl_vat: number | null;
  original_price_excl_vat: number | null;
  total_price_incl_vat: number;
  total_price_excl_vat: number;
  unavailable: boolean;
}

/** One item handed to the cart tracker (storefront.md section 7), in the basis the cart is shown in. */
export interface CartTrackerItem {
  product_id: number;
  name: string;
  unit_price: number;
  /** The struck price the line shows beside the unit price, or null when it shows none. */
  original_price: number | null;
  quantity: number;
  total_price_incl_vat: number;
  total_price: number;
}

/**
 * The whole cart as the cart tracker gets it after every change: every line that can be bought (a variant by its
 * own id, named with its parent), not only what the change moved, so the tracker always holds the cart as it is.
 */
export function cartTrackerItems(lines: readonly TrackerLine[], includesVat: boolean): CartTrackerItem[] {
  return lines
    .filter((line) => !line.unavailable)
    .map((line) => ({
      product_id: line.variant_id ?? line.product_id,
      name: line.parent_name ? `${line.parent_name} ${line.name}` : line.name,
      unit_price: includesVat ? line.unit_price_incl_vat : line.unit_price_excl_vat,
      original_price: includesVat ? line.original_price_incl_vat : line.original_price_excl_vat,
      quantity: line.quantity,
      total_price_incl_vat: line.total_price_incl_vat,
      total_price: includesVat ? line.total_price_incl_vat : line.total_price_excl_vat,
    }));
}
