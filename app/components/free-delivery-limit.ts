import { formatPrice, kronorToOre } from '../../domain/money';
import type { ChromeData } from '../lib/chrome.server';
import { useCart } from '../lib/cart-store';

/**
 * 'Fri frakt över {limit}' in the top bar and footer: the free-delivery limit setting through formatPrice, in the
 * visitor's VAT basis. The server renders it; the cart store keeps it current, so choosing Företag in the checkout
 * shows it excl. VAT at once. Null when the shop has no free delivery.
 */
export function useFreeDeliveryLimitText(chrome: ChromeData): string | null {
  const { cart } = useCart();
  if (chrome.freeDeliveryLimitText === null) return null;
  return cart.free_delivery_limit === null ? chrome.freeDeliveryLimitText : formatPrice(kronorToOre(cart.free_delivery_limit));
}
