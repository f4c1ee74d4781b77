import type { CartLineOut } from '../../../services/cart/cart-contract';
import { formatPrice, kronorToOre } from '../../../domain/money';

/** The calls carry kronor (1249.5); the display rounds through öre like every other price on the site. */
export function kr(kronor: number): string {
  return formatPrice(kronorToOre(kronor));
}

/** The amount in the basis the shopper sees: incl. VAT for private customers, excl. VAT for companies. */
export function inBasis<T>(includesVat: boolean, inclVat: T, exclVat: T): T {
  return includesVat ? inclVat : exclVat;
}

/**
 * A variant line is prefixed with its parent's name ('Parent, Variant') so it is clear which product it belongs
 * to; a variant whose own name already starts with the parent's (as the demo catalog's do) is shown as it is.
 */
export function lineName(line: Pick<CartLineOut, 'name' | 'parent_name'>): string {
  const parent = line.parent_name;
  return parent && !line.name.startsWith(parent) ? `${parent}, ${line.name}` : line.name;
}
