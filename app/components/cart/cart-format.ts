import type { CartLineOut } from '../../../common/contract/cart';
import { formatChargedAmount, kronorToOre } from '../../../domain/money';

/**
 * The calls carry kronor (1249.5). Every amount of the cart and the checkout is or feeds the charge, so it is
 * shown with its öre when it has some (decision 041): the rows add up as read, to what is charged.
 */
export function kr(kronor: number): string {
  return formatChargedAmount(kronorToOre(kronor));
}

/** The amount in the basis the shopper sees (`includes_vat`): excl. VAT for companies unless the shop shows them incl. VAT. */
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
