/**
 * The order after moving `id` one step up or down; the same order when it is already first or last (or absent).
 * Callers store the result as positions 0..n-1, so positions that were not unique before are afterwards.
 */
export function movedOrder(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] {
  const order = [...ids];
  const index = order.indexOf(id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || other < 0 || other >= order.length) return order;
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order;
}
