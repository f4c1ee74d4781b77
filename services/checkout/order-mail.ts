import { formatChargedAmount } from '../../domain/money';
import { formatPostalCode, type CountryCode } from '../../domain/postal-code';
import type { Order, OrderLine } from '../../db/repositories/order-repository';
import { sv } from '../../common/copy/sv';
import { escapeHtml } from '../../common/web/html';

/** The order confirmation e-mail (text and HTML): what was bought, the totals, delivery, payment and the right of withdrawal. */
export function confirmationMail(order: Order, lines: OrderLine[]): { subject: string; text: string; html: string } {
  const m = sv.orderMail;
  const c = sv.checkoutPage.confirmation;
  // To the öre, as the confirmation page and the provider (decision 041).
  const price = formatChargedAmount;
  // In the basis the shopper bought in, as the confirmation page: a company's rows exclude VAT, then add it.
  const inclVat = order.includes_vat;
  const shown = (inclVatOre: number, exclVatOre: number) => (inclVat ? inclVatOre : exclVatOre);
  const lineText = (l: OrderLine) =>
    `${l.quantity} × ${[l.parent_name, l.name].filter(Boolean).join(' ')}${l.give_away_campaign_id !== null ? ` (${sv.cartRules.gift})` : ''}: ${price(shown(l.total_incl_vat_ore, l.total_excl_vat_ore))}`;
  const discountOre = shown(order.discount_incl_vat_ore, order.discount_excl_vat_ore);
  const feeOre = shown(order.payment_fee_incl_vat_ore, order.payment_fee_excl_vat_ore);
  const rows: [string, string][] = [
    [m.products, price(shown(order.products_incl_vat_ore, order.products_excl_vat_ore))],
    ...(discountOre > 0 ? [[m.discount, price(-discountOre)] as [string, string]] : []),
    [m.delivery(order.delivery_name), price(shown(order.delivery_incl_vat_ore, order.delivery_excl_vat_ore))],
    ...(feeOre > 0 ? [[m.paymentFee, price(feeOre)] as [string, string]] : []),
    ...(inclVat ? [] : ([[c.totalExclVat, price(order.total_excl_vat_ore)], [c.vat, price(order.vat_ore)]] as [string, string][])),
    ...(order.gift_cards_ore > 0 ? [[m.giftCards, price(-order.gift_cards_ore)] as [string, string]] : []),
    [m.toPay, price(order.to_pay_ore)],
    ...(inclVat ? [[m.vat, price(order.vat_ore)] as [string, string]] : []),
  ];
  const address = [
    `${order.first_name} ${order.last_name}`,
    ...(order.company ? [order.company] : []),
    order.address,
    ...(order.co ? [`c/o ${order.co}`] : []),
    `${formatPostalCode(order.postal_code, order.country as CountryCode)} ${order.city}`,
  ];
  const text = [
    m.greeting(order.first_name),
    '',
    m.intro(order.order_number ?? ''),
    '',
    ...lines.map(lineText),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${m.payment}: ${order.payment_name}`,
    `${m.deliveryAddress}:`,
    ...address,
    '',
    m.withdrawal,
    m.terms,
  ].join('\n');
  const html = [
    '<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">',
    `<p>${escapeHtml(m.greeting(order.first_name))}</p>`,
    `<p>${escapeHtml(m.intro(order.order_number ?? ''))}</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(lineText(l))}</li>`).join('')}</ul>`,
    `<table>${rows.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeHtml(m.payment)}: ${escapeHtml(order.payment_name)}</p>`,
    `<p>${escapeHtml(m.deliveryAddress)}:<br>${address.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(m.withdrawal)}</p><p>${escapeHtml(m.terms)}</p>`,
    '</body></html>',
  ].join('');
  return { subject: sv.checkout.mailSubject(order.order_number ?? ''), text, html };
}
