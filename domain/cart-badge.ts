/**
 * The header's cart button as text: the count badge, the total and the button's label. The server fills these into
 * pages shared by price view (docs/decisions/016) and the browser's cart button renders the same from its cart, so
 * the page a shopper got and the hydrated button agree to the character.
 */
import { sv } from '../common/copy/sv';
import { formatChargedAmount, kronorToOre } from './money';

export interface CartBadge {
  count: string;
  total: string;
  label: string;
}

/** `totalKronor` is the cart's total as the calls carry it (kronor, 1249.5). */
export function cartBadge(count: number, totalKronor: number, isOffer: boolean): CartBadge {
  const total = formatChargedAmount(kronorToOre(totalKronor));
  return { count: String(count), total, label: sv.cart.toggleLabel(count, total, isOffer) };
}
