import type { Ore } from './money';

/** Discounts above this many kronor get the 'high amount' badge style. */
export const HIGH_AMOUNT_KRONOR = 9999;

export interface DiscountBadge {
  discountPercent: number;
  discountAmountOre: Ore;
  isHighAmount: boolean;
}

/** The badge for a reduced price, or null when the price is not reduced. */
export function discountBadge(priceOre: Ore, originalPriceOre: Ore | null): DiscountBadge | null {
  if (originalPriceOre === null || originalPriceOre <= priceOre || originalPriceOre <= 0) return null;
  const discountAmountOre = originalPriceOre - priceOre;
  return {
    discountAmountOre,
    discountPercent: Math.floor((discountAmountOre * 100) / originalPriceOre),
    isHighAmount: discountAmountOre > HIGH_AMOUNT_KRONOR * 100,
  };
}
