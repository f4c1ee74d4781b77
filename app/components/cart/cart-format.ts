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
