/**
 * What cancelling a paid order does with the money (issue 18, decision 033). Gift-card draws go back to the cards in
 * the cancellation itself; what the customer paid on top (`to_pay_ore`) is refunded through the way it was paid
 * where the shop can do that, and otherwise recorded as 'to refund manually' until someone has.
 *
 * A refund through a provider (Swish, Klarna, Svea, Wasa) is `pending` from the cancellation's transaction until
 * the provider has answered: the call is made after the commit, never inside it, and the refund row carries the
 * instruction id that makes a repeated call the same refund at the provider.
 */
export type RefundStatus = 'pending' | 'refunded' | 'manual';

/** The payment handlers whose provider has a refund (or cancel) call given back by a refunder in payments/<provider>/<provider>-refund.ts. */
export const PROVIDER_REFUND_HANDLERS = ['swish', 'klarna_checkout', 'svea_part_payment', 'wasa_checkout'] as const;
export type ProviderRefundHandler = (typeof PROVIDER_REFUND_HANDLERS)[number];

export function isProviderRefundHandler(handler: string): handler is ProviderRefundHandler {
  return (PROVIDER_REFUND_HANDLERS as readonly string[]).includes(handler);
}

/**
 * Why a refund is left to a person (the back office says it in Swedish, common/copy/sv-back-office.ts):
 * - `invoice`: the customer paid the shop's own invoice to its bank account; a credit note is out of scope.
 * - `card`: the card provider has no refund call.
 * - `not_configured`: the provider the order was paid through is not configured any more.
 * - `no_provider_order`: the order does not name the provider's payment (an order from before provider refunds).
 * - `provider_error`: the provider refused the refund (its error code is kept as the detail).
 * - `provider_unreachable`: the provider did not answer in time or at all: it may have refunded, so look in its
 *   portal before paying back by hand (or try again: the attempt reads the provider's state first).
 * - `delivered`/`leasing_active`: the provider's order moved on (a part payment delivered at Svea, a leasing
 *   contract running at Wasa): a credit in its portal is the way, not a cancellation.
 */
export type ManualRefundReason =
  | 'invoice' | 'card' | 'not_configured' | 'no_provider_order' | 'provider_error' | 'provider_unreachable' | 'delivered' | 'leasing_active';

/** The reasons a new attempt through the provider may change (a person may try again from the order page). */
export const RETRYABLE_REASONS: readonly ManualRefundReason[] = ['provider_error', 'provider_unreachable'];

export interface RefundDecision {
  amountOre: number;
  status: RefundStatus;
  /** Why the refund is manual (only with `manual`). */
  reason?: ManualRefundReason;
}

export interface RefundContext {
  /** The card provider gives money back itself: the built-in test provider (it drew none), or one with a refund call. */
  cardProviderRefunds: boolean;
  /** The provider handlers configured in this shop (their refund call can be made). */
  providersConfigured: readonly ProviderRefundHandler[];
}

/**
 * The refund a cancellation owes: none when nothing was paid (an unpaid invoice or card order, a free order, an
 * order paid by gift cards alone); `refunded` for a card payment the provider takes back; `pending` for a payment
 * through a configured provider (the refund call follows the commit); `manual`, with why, for the rest.
 */
export function refundOnCancel(order: { paidAt: string | null; toPayOre: number; handler: string }, context: RefundContext): RefundDecision | null {
  if (order.paidAt === null || order.toPayOre <= 0 || order.handler === 'free_order') return null;
  const amountOre = order.toPayOre;
  if (order.handler === 'card_redirect') return context.cardProviderRefunds ? { amountOre, status: 'refunded' } : { amountOre, status: 'manual', reason: 'card' };
  if (isProviderRefundHandler(order.handler)) {
    return context.providersConfigured.includes(order.handler) ? { amountOre, status: 'pending' } : { amountOre, status: 'manual', reason: 'not_configured' };
  }
  return { amountOre, status: 'manual', reason: 'invoice' };
}

/** How long one attempt holds a pending refund, so a second process (or the sweeper) does not call at the same time. */
export const REFUND_CLAIM_MS = 2 * 60_000;

