import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordPayment, statesAllowing, transition, type TransitionRefusal } from '../../domain/order-states';
import { checkConfirmation, type ConfirmationCheck } from '../../domain/money-confirmation';
import { isProviderRefundHandler, refundOnCancel, type ProviderRefundHandler, type RefundDecision } from '../../domain/refunds';
import { createFulfilmentRepository } from '../../db/repositories/fulfilment-repository';
import { createOrderRepository } from '../../db/repositories/order-repository';
import { createRefundRepository } from '../../db/repositories/refund-repository';
import { createReviewRepository } from '../../db/repositories/review-repository';
import type { Database, OrderStatus, PaymentHandler } from '../../db/schema';
import { embeddedCheckoutProviderOf } from '../../payments/embedded-checkout-providers';
import { submissionIdempotencyKey } from '../checkout/order-service';
import { reviewLink, reviewRequestMail } from '../reviews/review-mail';
import { creditCancelledOrder, issueInvoiceOnShipment } from '../invoicing/invoice-issuing';
import { recordMovement, refundSourceKey } from './payment-records';
import { CANCELLED_MAIL, cancelledMail, SHIPPED_MAIL, shippedMail } from './order-status-mail';

/**
 * What the shop does to an order after it is placed: from the back office (issue 18) and from the command line
 * (`npm run orders -- ship|deliver|pay`).
 */
export type FulfilmentAction = 'ship' | 'deliver' | 'pay' | 'cancel';

export const REVIEW_REQUEST_MAIL = 'review_request';

export type FulfilmentOutcome =
  | {
      ok: true; orderNumber: string; from: OrderStatus; to: OrderStatus; changed: boolean; reviewRequest: { uuid: string; link: string; created: boolean } | null;
      /** A mail to the customer was queued (shipped, cancelled, review request). */
      mailQueued: boolean;
      /** Products whose stock a cancellation gave back (their cards and pages must refresh). */
      restocked: number[];
      /** The refund a cancellation of a paid order recorded (issue 18). */
      refund?: RefundDecision | null;
    }
  | { ok: false; reason: 'unknown_order' | TransitionRefusal | 'card_payment'; status?: OrderStatus }
  /** A cancellation not confirmed, or confirmed for another refund than the one it owes now (issue 30). */
  | { ok: false; reason: Exclude<ConfirmationCheck, 'confirmed'>; status: OrderStatus; refundOre: number };

export interface FulfilmentOptions {
  /** The shop's public address, for the review link in the mail ('https://shop.se'). */
  origin: string;
  now?: () => Date;
  /** Called once a mail is queued: the outbox worker sends it. */
  mailQueued?: () => void;
  /** The card provider takes a payment back itself (the built-in test provider); otherwise a card refund is manual. */
  cardProviderRefunds?: boolean;
  /** The providers whose refund call is wired and configured: their refunds are `pending` until the call is made. */
  providerRefunds?: readonly ProviderRefundHandler[];
}

export interface ApplyOptions {
  /** Kept on the order and named in the shipped mail. */
  trackingNumber?: string | null;
  /** A cancellation's confirmation: the refund in öre its page showed (domain/money-confirmation.ts). */
  confirmedRefund?: string;
  /** Runs in the change's own transaction when the order changed: the back office writes its audit entry here. */
  onChange?: (trx: Kysely<Database>, change: { orderId: number; from: OrderStatus; to: OrderStatus; trackingNumber: string | null; refund?: RefundDecision | null }) => Promise<void>;
}

/**
 * The provider's payment an order was paid through: Swish's paid payment request (its instruction id), or the
 * embedded provider checkout's order the order was placed from (its submission key, `{provider}:{id}`).
 */
async function providerOrderOf(trx: Kysely<Database>, order: { id: number; payment_handler: string; idempotency_key: string | null }): Promise<string | null> {
  if (order.payment_handler === 'swish') return createRefundRepository(trx).paidPaymentRequestOf(order.id);
  const provider = embeddedCheckoutProviderOf(order.payment_handler);
  const prefix = provider === null ? null : submissionIdempotencyKey(`${provider}:`);
  return prefix && order.idempotency_key?.startsWith(prefix) ? order.idempotency_key.slice(prefix.length) : null;
}

/**
 * Records the refund an order owes (a cancelled paid order, a payment that came after the hold was released) in the
 * transaction that decided it. A provider refund names the provider's payment and gets its instruction id now: the
 * call made after the commit (or by the sweeper, after a crash) is then always the same refund. Returns the
 * decision as recorded (a provider refund without the provider's reference is left to a person).
 */
export async function recordRefund(
  trx: Kysely<Database>,
  order: { id: number; payment_handler: PaymentHandler; idempotency_key: string | null },
  decision: RefundDecision,
  nowIso: string,
): Promise<RefundDecision> {
  const providerOrderId = isProviderRefundHandler(order.payment_handler) ? await providerOrderOf(trx, order) : null;
  const refund: RefundDecision = decision.status === 'pending' && providerOrderId === null ? { ...decision, status: 'manual', reason: 'no_provider_order' } : decision;
  const refundId = await createRefundRepository(trx).insert({
    order_id: order.id, amount_ore: refund.amountOre, method: order.payment_handler, status: refund.status, created_at: nowIso, updated_at: nowIso,
    reason: refund.reason ?? null, provider_order_id: providerOrderId,
    instruction_id: refund.status === 'pending' ? crypto.randomBytes(16).toString('hex').toUpperCase() : null,
    ...(refund.status === 'refunded' ? { settled_at: nowIso } : {}),
  });
  // A card provider that gives the money back itself has done so by now: the movement is booked with the decision.
  if (refund.status === 'refunded') {
    await recordMovement(trx, {
      orderId: order.id, handler: order.payment_handler, kind: 'refund', amountOre: refund.amountOre, reference: providerOrderId,
      sourceKey: refundSourceKey(refundId), bookedAt: nowIso,
    });
  }
  return refund;
}

/**
 * Ships, delivers, records invoice payments and cancels orders. Shipping mails the customer (with the tracking
 * number when there is one); cancelling gives back stock, gift-card draws and code uses and mails the customer. A delivery asks for reviews: the review request and its e-mail are written in the
 * same transaction as the new state, so a crash loses neither, and both are made once per order however often
 * the order is delivered.
 */
export function createOrderFulfilment(db: Kysely<Database>, options: FulfilmentOptions) {
  const now = options.now ?? (() => new Date());

  return {
    async apply(orderNumber: string, action: FulfilmentAction, applyOptions: ApplyOptions = {}): Promise<FulfilmentOutcome> {
      const tracking = applyOptions.trackingNumber ?? null;
      const nowIso = now().toISOString();
      const outcome = await db.transaction().execute(async (trx): Promise<FulfilmentOutcome> => {
        const fulfilment = createFulfilmentRepository(trx);
        const order = await fulfilment.lock(orderNumber);
        if (!order) return { ok: false, reason: 'unknown_order' };
        if (action === 'pay') {
          const paid = recordPayment(order.status, order.paid_at !== null);
          if (!paid.ok) return { ok: false, reason: paid.reason, status: order.status };
          if (paid.changed) {
            await fulfilment.markPaid(order.id, order.status, paid.to, nowIso);
            await applyOptions.onChange?.(trx, { orderId: order.id, from: order.status, to: paid.to, trackingNumber: null });
          }
          return { ok: true, orderNumber, from: order.status, to: paid.to, changed: paid.changed, reviewRequest: null, mailQueued: false, restocked: [] };
        }
        const orders = createOrderRepository(trx);
        if (action === 'cancel') {
          const next = transition(order.status, 'cancel');
          if (!next.ok) return { ok: false, reason: next.reason, status: order.status };
          const unchanged: FulfilmentOutcome = { ok: true, orderNumber, from: order.status, to: 'cancelled', changed: false, reviewRequest: null, mailQueued: false, restocked: [] };
          if (next.steps.length === 0) return unchanged;
          let refund = refundOnCancel(
            { paidAt: order.paid_at, toPayOre: order.to_pay_ore, handler: order.payment_handler },
            { cardProviderRefunds: options.cardProviderRefunds ?? false, providersConfigured: options.providerRefunds ?? [] },
          );
          // Checked under the order's lock: the refund confirmed is the refund recorded.
          const confirmation = checkConfirmation(refund?.amountOre ?? 0, applyOptions.confirmedRefund);
          if (confirmation !== 'confirmed') return { ok: false, reason: confirmation, status: order.status, refundOre: refund?.amountOre ?? 0 };
          // The conditional flip inside cancel() makes a second, concurrent cancel a no-op: stock comes back once.
          if (!(await orders.cancel(order.id, nowIso, statesAllowing('cancel')))) return unchanged;
          // Only the caller that flipped the order gets here, so the refund is recorded once (and order_refunds'
          // unique order id would refuse a second).
          if (refund) refund = await recordRefund(trx, order, refund, nowIso);
          const mail = cancelledMail({ ...order, paid: order.paid_at !== null });
          await orders.queueMail(order.id, { kind: CANCELLED_MAIL, recipient: order.email, ...mail }, nowIso);
          await creditCancelledOrder(trx, order, nowIso);
          await applyOptions.onChange?.(trx, { orderId: order.id, from: order.status, to: 'cancelled', trackingNumber: null, refund });
          const restocked = [...new Set((await orders.lines(order.id)).map((l) => l.sold_product_id))];
          return { ok: true, orderNumber, from: order.status, to: 'cancelled', changed: true, reviewRequest: null, mailQueued: true, restocked, refund };
        }
        const next = transition(order.status, action);
        if (!next.ok) return { ok: false, reason: next.reason, status: order.status };
        const steps: readonly OrderStatus[] = next.steps;
        if (steps.length > 0) {
          await fulfilment.move(order.id, order.status, next.to, { shipped: steps.includes('shipped') ? { trackingNumber: tracking } : null, delivered: steps.includes('delivered') }, nowIso);
          await applyOptions.onChange?.(trx, { orderId: order.id, from: order.status, to: next.to, trackingNumber: steps.includes('shipped') ? tracking : null });
        }
        // Shipping (not a delivery recorded straight away, which mails the review request instead) tells the customer.
        let mailQueued = false;
        if (action === 'ship' && steps.includes('shipped')) {
          await orders.queueMail(order.id, { kind: SHIPPED_MAIL, recipient: order.email, ...shippedMail(order, tracking) }, nowIso);
          mailQueued = true;
        }
        // An invoice the shop sends when the order ships (or one not issued yet) goes out with the shipment.
        if (steps.includes('shipped') && (await issueInvoiceOnShipment(trx, order.id, nowIso))) mailQueued = true;
        let reviewRequest: { uuid: string; link: string; created: boolean } | null = null;
        if (next.to === 'delivered') {
          const reviews = createReviewRepository(trx);
          const request = await reviews.ensureRequest(order.id, crypto.randomUUID(), nowIso);
          const link = reviewLink(options.origin, request.uuid);
          reviewRequest = { ...request, link };
          const products = await reviews.productsOfOrder(order.id);
          if (request.created && products.length > 0) {
            const mail = reviewRequestMail({ firstName: order.first_name, orderNumber, products, link });
            await orders.queueMail(order.id, { kind: REVIEW_REQUEST_MAIL, recipient: order.email, ...mail }, nowIso);
            mailQueued = true;
          }
        }
        return { ok: true, orderNumber, from: order.status, to: next.to, changed: next.steps.length > 0, reviewRequest, mailQueued, restocked: [] };
      });
      if (outcome.ok && outcome.mailQueued) options.mailQueued?.();
      return outcome;
    },
  };
}

export type OrderFulfilment = ReturnType<typeof createOrderFulfilment>;
