import type { OrderState } from './order-states';

/**
 * A payment the provider confirms (Swish's PAID, the card provider's signed 'paid') after the order's payment hold
 * was released (issue 27, decision 038). The money is never kept silently: the order is taken back when it still
 * can be, else the payment is refunded through the provider.
 */
export type LatePaymentOutcome = 'reinstated' | 'refunded';

/**
 * Why a late payment could not take its order back: the shopper placed the cart again meanwhile (two orders for one
 * purchase), a product sold out, a gift card no longer covers its draw, or a code reached its use limit.
 */
export type LatePaymentRefusal = 'superseded' | 'out_of_stock' | 'gift_card' | 'discount_code';

export type PaymentState = 'pending' | 'paid' | 'cancelled';

/**
 * What a confirmed payment does, read under the order's lock: `pay` an order still waiting for it, `late` for an
 * order whose hold was released before any payment (cancelled and never paid), `settled` when this payment was
 * already taken into account (a repeated callback, return or poll) or the order was paid otherwise.
 */
export function confirmedPaymentStep(payment: PaymentState, order: { status: OrderState; paidAt: string | null }): 'pay' | 'late' | 'settled' {
  if (payment === 'paid') return 'settled';
  if (order.status === 'awaiting_payment') return 'pay';
  if (order.status === 'cancelled' && order.paidAt === null) return 'late';
  return 'settled';
}
