import { formatChargedAmount } from '../../domain/money';
import { PALETTE_THEME_COLOR } from '../../domain/themes';
import type { OrderSummary, OrderSummaryLine, OrderSummaryRow } from '../../domain/order-summary';
import type { Order, OrderLine, QueuedMail } from '../../db/repositories/order-repository';
import { svServer } from '../../common/copy/sv';
import { svCheckout } from '../../common/copy/sv-checkout';
import { escapeHtml } from '../../common/web/html';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import { absoluteUrl, brandedMailHtml, MAIL_TOKENS, type MailShop } from '../mail/mail-html';
import { confirmationUrl } from './checkout-choices';

export const ORDER_CONFIRMATION_MAIL = 'order_confirmation';

type MailOrder = Pick<Order, 'email' | 'first_name' | 'order_number' | 'view_token' | 'status'>;

const m = svCheckout.orderMail;
const c = svCheckout.checkoutPage.confirmation;
// To the öre, as the confirmation page and the provider (decision 041).
const price = formatChargedAmount;
const t = MAIL_TOKENS;

const lineText = (line: OrderSummaryLine) => `${line.quantity} × ${line.name}${line.gift ? ` (${svServer.cartRules.gift})` : ''}: ${price(line.totalOre)}`;

function lineRow(line: OrderSummaryLine, origin: string): string {
  const image = line.image ? absoluteUrl(line.image, origin) : null;
  const picture = image
    ? `<img src="${escapeHtml(image)}" alt="" width="64" height="64" style="display:block;width:64px;height:64px;border:1px solid ${t.border};border-radius:4px;object-fit:contain;background:#ffffff">`
    : `<div style="width:64px;height:64px;border-radius:4px;background:${t.surface}"></div>`;
  const gift = line.gift
    ? ` <span style="display:inline-block;padding:0 6px;border-radius:10px;background:${t.surface};border:1px solid ${t.border};font-size:13px;font-weight:400">${escapeHtml(svServer.cartRules.gift)}</span>`
    : '';
  return [
    '<tr>',
    `<td width="76" valign="top" style="width:76px;padding:12px 12px 12px 0;border-bottom:1px solid ${t.border}">${picture}</td>`,
    `<td valign="top" style="padding:12px 8px 12px 0;border-bottom:1px solid ${t.border}"><div style="font-weight:600;word-break:break-word">${escapeHtml(line.name)}${gift}</div>`,
    `<div style="color:${t.muted};font-size:14px">${escapeHtml(c.quantity(line.quantity))}</div></td>`,
    `<td valign="top" align="right" style="padding:12px 0;border-bottom:1px solid ${t.border};font-weight:700;white-space:nowrap">${escapeHtml(price(line.totalOre))}</td>`,
    '</tr>',
  ].join('');
}

function amountRow(row: OrderSummaryRow): string {
  const total = row.kind === 'toPay';
  const small = row.kind === 'vatIncluded';
  const ruled = total || row.kind === 'subtotal';
  const cell = [
    ruled ? `padding:8px 0 4px;border-top:1px solid ${t.border}` : 'padding:4px 0',
    total ? 'font-size:20px;font-weight:800' : small ? `font-size:14px;color:${t.muted}` : '',
  ].filter(Boolean).join(';');
  const amountColour = row.ore < 0 ? `;color:${t.sale}` : '';
  return `<tr><td style="${cell}">${escapeHtml(row.label)}</td><td align="right" style="${cell};white-space:nowrap;font-weight:${small ? 400 : total ? 800 : 600}${amountColour}">${escapeHtml(price(row.ore))}</td></tr>`;
}

const heading = (text: string) => `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3">${escapeHtml(text)}</h2>`;
const paragraph = (html: string, style = '') => `<p style="margin:0 0 12px${style ? `;${style}` : ''}">${html}</p>`;
const table = (rows: string) => `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse">${rows}</table>`;

/**
 * The order confirmation e-mail (HTML and a plain-text part with the same content): the order as the confirmation
 * page shows it (the one summary, domain/order-summary.ts), in the shop's look, the right of withdrawal for a
 * private customer, and a link back to the confirmation page. Every text from the order is escaped.
 */
export function confirmationMail(order: MailOrder, summary: OrderSummary, shop: MailShop): { subject: string; text: string; html: string } {
  const orderNumber = order.order_number ?? '';
  const viewUrl = absoluteUrl(confirmationUrl(order), shop.origin)!;
  const status = c.status[order.status];
  const closing = [...(summary.privateCustomer ? [m.withdrawal] : []), m.terms];
  const subject = svCheckout.checkout.mailSubject(orderNumber, shop.siteName);

  const text = [
    m.greeting(order.first_name),
    '',
    m.intro(orderNumber),
    '',
    c.lines,
    ...summary.lines.map(lineText),
    '',
    ...summary.rows.map((row) => `${row.label}: ${price(row.ore)}`),
    '',
    c.delivery,
    summary.deliveryName,
    ...summary.address,
    '',
    c.payment,
    summary.paymentName,
    status,
    '',
    `${m.viewOrder}: ${viewUrl}`,
    '',
    ...closing,
    '',
    '-- ',
    shop.siteName,
    absoluteUrl('/', shop.origin) ?? shop.origin,
  ].join('\n');

  const content = [
    `<h1 style="margin:0 0 12px;font-size:24px;line-height:1.25">${escapeHtml(m.greeting(order.first_name))}</h1>`,
    paragraph(escapeHtml(m.intro(orderNumber))),
    heading(c.lines),
    table(summary.lines.map((line) => lineRow(line, shop.origin)).join('')),
    `<div style="height:12px"></div>`,
    table(summary.rows.map(amountRow).join('')),
    heading(c.delivery),
    paragraph(`${escapeHtml(summary.deliveryName)}<br>${summary.address.map(escapeHtml).join('<br>')}`),
    heading(c.payment),
    paragraph(`${escapeHtml(summary.paymentName)}<br><strong>${escapeHtml(status)}</strong>`),
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0"><tr><td style="background:${PALETTE_THEME_COLOR[shop.palette]};border-radius:${t.radius}">`,
    `<a href="${escapeHtml(viewUrl)}" style="display:inline-block;padding:12px 20px;color:${t.brandContrast};font-weight:700;text-decoration:none">${escapeHtml(m.viewOrder)}</a></td></tr></table>`,
    ...closing.map((p) => paragraph(escapeHtml(p), `font-size:14px;color:${t.muted}`)),
  ].join('');

  return { subject, text, html: brandedMailHtml(shop, { title: subject, preheader: m.preheader(orderNumber), content }) };
}

/** The confirmation as the outbox queues it, to the address the order was placed with. */
export function confirmationMailOf(order: MailOrder, summary: OrderSummary, shop: MailShop): QueuedMail {
  return { kind: ORDER_CONFIRMATION_MAIL, recipient: order.email, ...confirmationMail(order, summary, shop) };
}

/** What the confirmation mail is made of besides the order: its lines' images (read where it is queued) and the shop's settings and theme. */
export interface ConfirmationMailContext {
  images: ReadonlyMap<number, string>;
  snapshot: Pick<CatalogSnapshot, 'settings' | 'theme'>;
}

/** Makes an order's confirmation mail; the checkout's knows the shop's link origin. */
export type ConfirmationMailOf = (order: Order, lines: OrderLine[], context: ConfirmationMailContext) => QueuedMail;
