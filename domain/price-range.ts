/** The price range a listing answers (server side only: the pages read it from the answer). */

/** Spec (storefront.md section 7): the price range when neither the input nor the result gives one. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 1000 } as const;

/**
 * The price range a listing starts its price control at (spec: 'numeric input min/max if present, else filter
 * min/max, else default range 0 to 1000'): each bound typed where given, else the result's lowest price rounded
 * down and highest rounded up (`bounds`, null when no product in it shows a price), else 0 to 1000.
 */
export function priceRangeOf(input: { min: number | null; max: number | null }, bounds: { min: number; max: number } | null): { min: number; max: number } {
  const fallback = bounds ? { min: Math.floor(bounds.min), max: Math.ceil(bounds.max) } : DEFAULT_PRICE_RANGE;
  return { min: input.min ?? fallback.min, max: input.max ?? fallback.max };
}
