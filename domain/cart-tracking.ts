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
