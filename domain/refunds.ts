/**
 * What cancelling a paid order does with the money (issue 18). Gift-card draws go back to the cards in the
 * cancellation itself; what the customer paid on top (`to_pay_ore`) is refunded through the way it was paid where
 * the shop can do that, and otherwise recorded as 'to refund manually' until someone has.
 */
export type RefundStatus = 'refunded' | 'manual';

export interface RefundDecision {
  amountOre: number;
  status: RefundStatus;
}

export interface RefundContext {
  /** The card provider gives money back itself: the built-in test provider (it drew none), or one with a refund call. */
  cardProviderRefunds: boolean;
}

/**
 * The refund a cancellation owes: none when nothing was paid (an unpaid invoice or card order, a free order, an
 * order paid by gift cards alone); `refunded` for a card payment the provider takes back; `manual` for everything
 * paid another way (an invoice paid to the bank, Swish, Klarna, Svea, Wasa: no refund call is wired here).
 */
export function refundOnCancel(order: { paidAt: string | null; toPayOre: number; handler: string }, context: RefundContext): RefundDecision | null {
  if (order.paidAt === null || order.toPayOre <= 0 || order.handler === 'free_order') return null;
  const status: RefundStatus = order.handler === 'card_redirect' && context.cardProviderRefunds ? 'refunded' : 'manual';
  return { amountOre: order.toPayOre, status };
}
