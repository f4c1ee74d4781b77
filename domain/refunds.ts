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

/** The payment handlers whose provider has a refund (or cancel) call wired in services/orders/refund-service.ts. */
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

/** The money back at a provider, as the provider's order stands now (read before every call, so a retry is safe). */
export type ProviderRefundStep =
  /** Nothing was taken yet: release the authorisation or cancel the credit/leasing order. */
  | { kind: 'cancel' }
  /** Money was captured: refund this much of it. */
  | { kind: 'refund'; amountOre: number }
  /** The provider already gave it back (an earlier attempt went through before a crash or a lost answer). */
  | { kind: 'done' }
  | { kind: 'manual'; reason: ManualRefundReason };

/**
 * Klarna's order as Order Management reads it. Our checkout never captures (it acknowledges only), so a cancelled
 * order's authorisation is released with `cancel`; one captured in Klarna's portal meanwhile is refunded, up to
 * what was captured and not yet refunded.
 */
export function klarnaRefundStep(order: { status: string; capturedOre: number; refundedOre: number }, amountOre: number): ProviderRefundStep {
  if (order.status === 'CANCELLED') return { kind: 'done' };
  if (order.capturedOre === 0) return { kind: 'cancel' };
  const open = Math.min(amountOre, order.capturedOre) - order.refundedOre;
  return open > 0 ? { kind: 'refund', amountOre: open } : { kind: 'done' };
}

/**
 * Svea's order as Payment Admin reads it. Our checkout never delivers at Svea, so a cancelled order's credit is
 * cancelled; one delivered in Svea's portal meanwhile needs a credit there.
 */
export function sveaRefundStep(order: { orderStatus: string; canCancel: boolean }): ProviderRefundStep {
  if (order.orderStatus === 'Cancelled') return { kind: 'done' };
  if (order.canCancel) return { kind: 'cancel' };
  return { kind: 'manual', reason: 'delivered' };
}

/**
 * Wasa Kredit's leasing order: cancelled while not shipped; once shipped (or completed) the company's finance
 * contract runs, and ending it is a matter between the shop, the company and Wasa.
 */
export function wasaRefundStep(status: string): ProviderRefundStep {
  if (status === 'canceled') return { kind: 'done' };
  if (status === 'shipped' || status === 'completed') return { kind: 'manual', reason: 'leasing_active' };
  return { kind: 'cancel' };
}

/** A Swish refund's status (Refunds API): paid out, failed, or still on its way (CREATED, then DEBITED). */
export function swishRefundOutcome(status: string): 'refunded' | 'failed' | 'waiting' {
  if (status === 'PAID') return 'refunded';
  if (status === 'ERROR' || status === 'DECLINED' || status === 'CANCELLED') return 'failed';
  return 'waiting';
}

/** How long one attempt holds a pending refund, so a second process (or the sweeper) does not call at the same time. */
export const REFUND_CLAIM_MS = 2 * 60_000;

