import type { StockStatus } from '../common/contract/product-card';

// A product's availability is a code (StockStatus, the wire's shape); the texts live in common/copy.

export interface StockFacts {
  stock: number;
  allowBackorder: boolean;
}

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export function stockStatus(facts: StockFacts, lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD): StockStatus {
  const quantity = Math.max(0, facts.stock);
  if (quantity === 0) {
    return facts.allowBackorder
      ? { code: 'backorder', quantity, purchasable: true }
      : { code: 'out_of_stock', quantity, purchasable: false };
  }
  if (quantity <= lowStockThreshold) return { code: 'low_stock', quantity, purchasable: true };
  return { code: 'in_stock', quantity, purchasable: true };
}

/**
 * Units left when stock is low enough to say so ('Endast {n} kvar i lager'), else null. A product sold beyond its
 * stock (backorder) is never 'limited': the shopper can buy more than is left.
 */
export function limitedStockLeft(facts: StockFacts, lowStockThreshold = DEFAULT_LOW_STOCK_THRESHOLD): number | null {
  return !facts.allowBackorder && facts.stock > 0 && facts.stock <= lowStockThreshold ? facts.stock : null;
}

/**
 * Spreads the units each product really took over its lines (a gift line and a paid line can sell the same
 * product), so a cancellation gives back exactly what was taken.
 */
export function stockTakenPerLine(lines: readonly { productId: number; quantity: number }[], taken: ReadonlyMap<number, number>): number[] {
  const left = new Map(taken);
  return lines.map((line) => {
    const units = Math.min(line.quantity, left.get(line.productId) ?? 0);
    left.set(line.productId, (left.get(line.productId) ?? 0) - units);
    return units;
  });
}
