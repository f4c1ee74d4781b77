/**
 * What the back office asks once more before money moves (issue 30): a cancellation that refunds or credits, another
 * attempt at a refund through the provider, and a manual refund recorded as paid back. The refund's amount and way
 * come from the cancellation's own rule (domain/refunds.ts refundOnCancel), so what the page shows is what happens.
 *
 * The confirming post carries the amount it showed (`confirm`, öre as text); a post without it, or with an amount
 * that no longer holds, moves nothing.
 */
import { refundOnCancel, type ManualRefundReason, type RefundContext, type RefundDecision } from './refunds';

/** The money steps a person confirms: cancel the order, try the provider's refund again, record a manual refund. */
export const MONEY_STEPS = ['cancel', 'refund_retry', 'refund_settle'] as const;
export type MoneyStep = (typeof MONEY_STEPS)[number];

/** Each step's confirmation page, under the order's: /admin/ordrar/:n/{page}. */
export const MONEY_STEP_PAGES: Readonly<Record<MoneyStep, string>> = { cancel: 'makulera', refund_retry: 'aterbetala-igen', refund_settle: 'aterbetald' };

/** The step a confirmation page's address names; null for any other. */
export function moneyStepOfPage(page: string): MoneyStep | null {
  return MONEY_STEPS.find((step) => MONEY_STEP_PAGES[step] === page) ?? null;
}

/** The way the money goes back, as the confirmation names it. */
export type RefundRoute = 'swish' | 'klarna_checkout' | 'svea_part_payment' | 'wasa_checkout' | 'card' | 'by_hand';

export interface CancelFacts {
  paidAt: string | null;
  toPayOre: number;
  handler: string;
  /** What gift cards paid: it goes back to the cards. */
  giftCardsOre: number;
  /** The discount codes the order used: each may be used once more. */
  codes: readonly string[];
  /** Units taken from stock: they are given back. */
  stockUnits: number;
}

export interface MoneyConfirmation {
  step: MoneyStep;
  /** The amount going back (0: none); the confirming post carries it. */
  refundOre: number;
  /** How it goes back; null when nothing does. */
  route: RefundRoute | null;
  /** Why a person pays it back (a manual refund only). */
  reason: ManualRefundReason | null;
  giftCardsOre: number;
  codes: readonly string[];
  stockUnits: number;
}

/** The way a refund decision sends the money: the provider's, the card acquirer's, or a person's hands. */
export function refundRoute(handler: string, decision: Pick<RefundDecision, 'status'>): RefundRoute {
  if (decision.status === 'manual') return 'by_hand';
  if (handler === 'card_redirect') return 'card';
  return handler === 'swish' || handler === 'klarna_checkout' || handler === 'svea_part_payment' || handler === 'wasa_checkout' ? handler : 'by_hand';
}

/** What cancelling the order does: the refund as the cancellation will record it, and what goes back besides. */
export function cancelConfirmation(order: CancelFacts, context: RefundContext): MoneyConfirmation {
  const refund = refundOnCancel(order, context);
  return {
    step: 'cancel',
    refundOre: refund?.amountOre ?? 0,
    route: refund ? refundRoute(order.handler, refund) : null,
    reason: refund?.reason ?? null,
    giftCardsOre: order.giftCardsOre,
    codes: order.codes,
    stockUnits: order.stockUnits,
  };
}

/** Another attempt through the provider (retry) or recording it paid back by hand (settle): the refund's own amount. */
export function refundConfirmation(step: Exclude<MoneyStep, 'cancel'>, refund: { amountOre: number; handler: string }): MoneyConfirmation {
  return {
    step,
    refundOre: refund.amountOre,
    route: step === 'refund_settle' ? 'by_hand' : refundRoute(refund.handler, { status: 'pending' }),
    reason: null, giftCardsOre: 0, codes: [], stockUnits: 0,
  };
}

export type ConfirmationCheck = 'confirmed' | 'unconfirmed' | 'stale';

/**
 * Whether a post confirmed what holds now: `given` is the amount its page showed (öre as text), absent or blank when
 * the post came without the confirmation page; a different amount means the order changed in between.
 */
export function checkConfirmation(expectedOre: number, given: string | undefined): ConfirmationCheck {
  const typed = given?.trim() ?? '';
  if (typed === '') return 'unconfirmed';
  return /^\d{1,12}$/.test(typed) && Number(typed) === expectedOre ? 'confirmed' : 'stale';
}
