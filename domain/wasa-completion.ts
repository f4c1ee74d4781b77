/**
 * Wasa Kredit's embed (storefront.md section 4, cart-and-checkout.md section 4): on completion the result must
 * contain an order-id entry, otherwise it is an error. The result is Wasa's orderReferences, a list of
 * `{ key, value }`; the entry naming Wasa's order carries this key.
 */
export const WASA_ORDER_ID_KEY = 'wasakredit-order-id';
/** Wasa Kredit's order ids are GUIDs. */
export const WASA_ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Wasa's order id from the embed's onComplete result, or null when the result is invalid or has none. */
export function wasaOrderIdOf(result: unknown): string | null {
  if (!Array.isArray(result)) return null;
  for (const entry of result as unknown[]) {
    if (entry === null || typeof entry !== 'object') continue;
    const { key, value } = entry as { key?: unknown; value?: unknown };
    if (key === WASA_ORDER_ID_KEY && typeof value === 'string' && WASA_ORDER_ID.test(value)) return value;
  }
  return null;
}
