/** How often a product was ordered together with the viewed one: the number of distinct orders holding both. */
export interface CoOccurrence {
  productId: number;
  orders: number;
}

/**
 * 'Andra kunder köpte även': the products ordered together with this one, most shared orders first (ties by id, so
 * the list is stable), then the fallback list (popular products of the same category) until `limit` is reached.
 * Never the product itself or one of `excluded` (its variants, products that cannot be bought), never twice.
 */
export function rankOrderedWith(
  productId: number,
  together: readonly CoOccurrence[],
  fallback: readonly number[],
  excluded: ReadonlySet<number>,
  limit: number,
): number[] {
  const ranked = [...together].filter((row) => row.orders > 0).sort((a, b) => b.orders - a.orders || a.productId - b.productId);
  const result: number[] = [];
  const seen = new Set<number>([productId, ...excluded]);
  for (const id of [...ranked.map((r) => r.productId), ...fallback]) {
    if (result.length >= limit) break;
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(id);
  }
  return result;
}
