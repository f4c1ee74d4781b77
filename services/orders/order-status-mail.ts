import { svCheckout } from '../../common/copy/sv-checkout';
import { svBackOffice } from '../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../domain/money';
import { escapeHtml } from '../../common/web/html';

export const SHIPPED_MAIL = 'order_shipped';
export const CANCELLED_MAIL = 'order_cancelled';
export const LATE_PAYMENT_REFUND_MAIL = 'order_late_payment_refund';

interface MailOrder {
  first_name: string;
  order_number: string | null;
  delivery_name: string;
}

function mail(subject: string, paragraphs: string[]): { subject: string; text: string; html: string } {
  const text = paragraphs.join('\n\n');
  const html = [
    '<!doctype html><html lang="sv"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** The order is on its way: the carrier and, when the shop gave one, the tracking number to follow it with. */
export function shippedMail(order: MailOrder, trackingNumber: string | null): { subject: string; text: string; html: string } {
  const m = svBackOffice.mail;
  const number = order.order_number ?? '';
  return mail(m.shippedSubject(number), [
    svCheckout.orderMail.greeting(order.first_name),
    m.shippedIntro(number, order.delivery_name),
    ...(trackingNumber ? [m.tracking(trackingNumber)] : []),
    svCheckout.orderMail.terms,
  ]);
}

/** The shop cancelled the order: what happens to the money (an amount paid or drawn from a gift card comes back). */
export function cancelledMail(order: MailOrder & { paid: boolean; to_pay_ore: number; gift_cards_ore: number; payment_handler: string }): { subject: string; text: string; html: string } {
  const m = svBackOffice.mail;
  const number = order.order_number ?? '';
  // Where the money goes back: the way it was paid (Swish, Klarna, Svea, Wasa, card), else a transfer by the shop.
  const refundLine = m.refundBy[order.payment_handler] ?? m.refund;
  return mail(m.cancelledSubject(number), [
    svCheckout.orderMail.greeting(order.first_name),
    m.cancelledIntro(number),
    ...(order.paid && order.to_pay_ore > 0 ? [refundLine(formatChargedAmount(order.to_pay_ore))] : []),
    ...(order.gift_cards_ore > 0 ? [m.giftCardBack(formatChargedAmount(order.gift_cards_ore))] : []),
    svCheckout.orderMail.terms,
  ]);
}

/** A payment that came after the hold was released and could not take the order back: the money goes back (decision 038). */
export function latePaymentRefundMail(order: MailOrder & { to_pay_ore: number; payment_handler: string }): { subject: string; text: string; html: string } {
  const m = svBackOffice.mail;
  const number = order.order_number ?? '';
  const refundLine = m.refundBy[order.payment_handler] ?? m.refund;
  return mail(m.latePaymentSubject(number), [svCheckout.orderMail.greeting(order.first_name), m.latePaymentIntro(number), refundLine(formatChargedAmount(order.to_pay_ore)), svCheckout.orderMail.terms]);
}
