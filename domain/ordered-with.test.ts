import { describe, expect, it } from 'vitest';
import { rankOrderedWith } from './ordered-with';

describe('rankOrderedWith', () => {
  it('ranks by shared orders, most first, ties by id', () => {
    const together = [{ productId: 5, orders: 1 }, { productId: 3, orders: 4 }, { productId: 9, orders: 4 }, { productId: 2, orders: 2 }];
    expect(rankOrderedWith(1, together, [], new Set(), 10)).toEqual([3, 9, 2, 5]);
  });

  it('fills up with the fallback, without repeating a product', () => {
    expect(rankOrderedWith(1, [{ productId: 3, orders: 2 }], [3, 7, 8, 9], new Set(), 3)).toEqual([3, 7, 8]);
  });

  it('never lists the product itself, its variants or other excluded products', () => {
    const together = [{ productId: 1, orders: 9 }, { productId: 11, orders: 8 }, { productId: 4, orders: 1 }];
    expect(rankOrderedWith(1, together, [1, 12, 6], new Set([11, 12]), 10)).toEqual([4, 6]);
  });

  it('stops at the limit', () => {
    expect(rankOrderedWith(1, [], [2, 3, 4, 5], new Set(), 2)).toEqual([2, 3]);
    expect(rankOrderedWith(1, [], [2, 3], new Set(), 0)).toEqual([]);
  });
});
