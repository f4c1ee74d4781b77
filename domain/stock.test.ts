import { describe, expect, it } from 'vitest';
import { limitedStockLeft, stockStatus } from './stock';

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
