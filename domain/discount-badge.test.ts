import { describe, expect, it } from 'vitest';
import { discountBadge } from './discount-badge';

describe('discountBadge', () => {
  it('is null without a higher original price', () => {
    expect(discountBadge(100_00, null)).toBeNull();
    expect(discountBadge(100_00, 100_00)).toBeNull();
    expect(discountBadge(100_00, 90_00)).toBeNull();
  });

  it('gives the saved amount and a percentage rounded down', () => {
    expect(discountBadge(6_990_00, 9_990_00)).toEqual({ discountAmountOre: 3_000_00, discountPercent: 30, isHighAmount: false });
  });

  it('marks savings above 9 999 kr as a high amount', () => {
    expect(discountBadge(10_000_00, 20_000_00)?.isHighAmount).toBe(true);
    expect(discountBadge(10_001_00, 20_000_00)?.isHighAmount).toBe(false);
  });
});
