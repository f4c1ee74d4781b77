import { sv } from '../common/copy/sv';
import { formatPrice, kronorToOre, type Ore } from './money';

const MINUS = '\u2212';

/** Discounts above this many kronor get the 'high amount' badge style. */
export const HIGH_AMOUNT_KRONOR = 9999;

export interface DiscountBadge {
  discountPercent: number;
  /** The amount saved in the shopper's VAT basis (what the badge's amount form shows). */
  discountAmountOre: Ore;
  isHighAmount: boolean;
}

/** How a reduction's badge reads (the site setting discountBadgeForm): the percentage off, or the amount saved. */
export type DiscountBadgeForm = 'percent' | 'amount';

/**
 * The badge for a reduced price, or null when the price is not reduced. Prices are incl. VAT; `shown` converts an
 * amount to the shopper's VAT basis, so the saved amount is the difference of the two prices the shopper sees and the
 * 'high amount' style follows the amount the badge shows. The percentage is the same on either basis.
 */
export function discountBadge(priceOre: Ore, originalPriceOre: Ore | null, shown: (ore: Ore) => Ore = (ore) => ore): DiscountBadge | null {
  if (originalPriceOre === null || originalPriceOre <= priceOre || originalPriceOre <= 0) return null;
  const discountAmountOre = shown(originalPriceOre) - shown(priceOre);
  return {
    discountAmountOre,
    discountPercent: Math.floor(((originalPriceOre - priceOre) * 100) / originalPriceOre),
    isHighAmount: discountAmountOre > HIGH_AMOUNT_KRONOR * 100,
  };
}

/**
 * A discount badge's words, from the badge as a product card carries it (kronor, in the shopper's VAT basis): what a
 * package saves ('Paketpris / Spara 500 kr'), else the amount saved ('−2 000 kr') or the percentage off ('−20 %') as
 * the setting chooses; a true minus sign and sv-SE spacing like every price.
 */
export function discountBadgeText(badge: { discount: number; discount_amount: number }, isPackage: boolean, form: DiscountBadgeForm): string {
  const amount = formatPrice(kronorToOre(badge.discount_amount));
  if (isPackage) return sv.product.packageSave(amount);
  // The minus is put before the rounded amount, so a saving rounds the same way as the prices beside it.
  return form === 'amount' ? `${MINUS}${amount}` : `${MINUS}${badge.discount}\u00a0%`;
}
