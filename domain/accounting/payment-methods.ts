/**
 * How money moves for an order, by the way it was paid: what the order page names and the export books per method.
 * A free order moves no money through a method, and a gift card is a liability drawn, not a payment method.
 */
import type { PaymentHandler } from '../../common/contract/checkout';

export type PaymentMethod = 'card' | 'swish' | 'klarna' | 'svea' | 'wasa' | 'invoice' | 'bank';

const METHODS: Record<PaymentHandler, PaymentMethod | null> = {
  card_redirect: 'card',
  swish: 'swish',
  klarna_checkout: 'klarna',
  svea_part_payment: 'svea',
  wasa_checkout: 'wasa',
  manual_payment: 'invoice',
  free_order: null,
};

export function paymentMethodOf(handler: PaymentHandler): PaymentMethod | null {
  return METHODS[handler];
}

/** A refund goes back the way the money came, except an invoice's: the shop pays that back to the customer's bank account. */
export function refundMethodOf(handler: PaymentHandler): PaymentMethod | null {
  const method = paymentMethodOf(handler);
  return method === 'invoice' ? 'bank' : method;
}

/** Who moved the money for a method where that is always the same company; a card's acquirer is configured. */
export function providerOfMethod(method: PaymentMethod): string | null {
  return method === 'swish' || method === 'klarna' || method === 'svea' || method === 'wasa' ? method : null;
}
