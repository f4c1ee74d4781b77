import { formatChargedAmount, kronorToOre } from '../../domain/money';
import { sv, svServer } from '../../common/copy/sv';
import type { CartLineOut, CartResponse } from '../../common/contract/cart';
import { escapeHtml } from '../../common/web/html';
import * as PAGES from '../../common/web/page-paths';

/** The buy-and-show-modal's markup ('modalHtml'): what was added, the cart's total and the two ways on. */
export function buyModalHtml(line: CartLineOut | null, cart: CartResponse): string {
  const name = line ? [line.parent_name, line.name].filter(Boolean).join(' ') : '';
  // As the cart writes them: the unit price and the total with their öre when they have some (decision 041).
  const price = line ? formatChargedAmount(kronorToOre(cart.includes_vat ? line.unit_price_incl_vat : line.unit_price_excl_vat)) : '';
  const total = formatChargedAmount(kronorToOre(cart.summary.totalCartSum));
  return [
    '<div class="buy-modal" role="dialog" aria-modal="true" aria-labelledby="buy-modal-title">',
    `<h2 id="buy-modal-title" class="buy-modal__title">${escapeHtml(svServer.cartRules.added)}</h2>`,
    line
      ? `<div class="buy-modal__product">${line.image}<div><p class="buy-modal__name">${escapeHtml(name)}</p><p class="buy-modal__price">${escapeHtml(price)}</p><p class="buy-modal__status">${line.status_text}</p></div></div>`
      : '',
    `<p class="buy-modal__total">${escapeHtml(sv.cart.title)}: ${escapeHtml(total)}</p>`,
    '<div class="buy-modal__actions">',
    `<a class="button button--primary" href="${PAGES.checkoutStart}">${escapeHtml(svServer.cartRules.toCheckout)}</a>`,
    `<a class="button button--secondary" href="${PAGES.cart}">${escapeHtml(sv.cart.goToCart)}</a>`,
    '</div></div>',
  ].join('');
}
