import { describe, expect, it } from 'vitest';
import { limitedStockLeft, stockStatus, stockTakenPerLine } from './stock';

describe('stockStatus', () => {
  it.each([
    [{ stock: 50, allowBackorder: false }, 'in_stock', true],
    [{ stock: 5, allowBackorder: false }, 'low_stock', true],
    [{ stock: 1, allowBackorder: false }, 'low_stock', true],
    [{ stock: 0, allowBackorder: false }, 'out_of_stock', false],
    [{ stock: 0, allowBackorder: true }, 'backorder', true],
  ] as const)('%o is %s', (facts, code, purchasable) => {
    const status = stockStatus(facts);
    expect(status.code).toBe(code);
    expect(status.purchasable).toBe(purchasable);
  });

  it('uses the configured low-stock threshold', () => {
    expect(stockStatus({ stock: 8, allowBackorder: false }, 10).code).toBe('low_stock');
    expect(stockStatus({ stock: 3, allowBackorder: false }).quantity).toBe(3);
  });
});

describe('limited stock', () => {
  it('tells the units left at or below the threshold, never for backorder products nor at 0', () => {
    expect(limitedStockLeft({ stock: 3, allowBackorder: false }, 5)).toBe(3);
    expect(limitedStockLeft({ stock: 5, allowBackorder: false }, 5)).toBe(5);
    expect(limitedStockLeft({ stock: 6, allowBackorder: false }, 5)).toBeNull();
    expect(limitedStockLeft({ stock: 0, allowBackorder: false }, 5)).toBeNull();
    expect(limitedStockLeft({ stock: 3, allowBackorder: true }, 5)).toBeNull();
  });
});

describe('the units each order line took from stock', () => {
  it('gives every line its quantity when the product had enough', () => {
    expect(stockTakenPerLine([{ productId: 1, quantity: 2 }, { productId: 2, quantity: 1 }], new Map([[1, 2], [2, 1]]))).toEqual([2, 1]);
  });

  it('spreads a backorder product clamped at 0 over its lines in order, never more than was taken', () => {
    // A paid line and a gift line of the same product; only 3 units were left of the 5 sold.
    expect(stockTakenPerLine([{ productId: 7, quantity: 4 }, { productId: 7, quantity: 1 }], new Map([[7, 3]]))).toEqual([3, 0]);
    expect(stockTakenPerLine([{ productId: 7, quantity: 1 }], new Map())).toEqual([0]);
  });
});
