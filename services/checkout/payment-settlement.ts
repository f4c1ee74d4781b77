import type { Kysely } from 'kysely';
import { confirmedPaymentStep, type LatePaymentRefusal } from '../../domain/late-payment';
import { refundOnCancel, type ProviderRefundHandler, type RefundDecision } from '../../domain/refunds';
import { createOrderRepository, type CardPaymentRow, type Order, type OrderRepository } from '../../db/repositories/order-repository';
import type { Database } from '../../db/schema';
import { PAYMENT_PROVIDER, recordAudit } from '../admin/audit-log';
import type { CatalogService } from '../catalog/catalog-service';
import { recordRefund } from '../orders/order-fulfilment';
import { recordMovement } from '../orders/payment-records';
import { LATE_PAYMENT_REFUND_MAIL, latePaymentRefundMail } from '../orders/order-status-mail';
import { confirmationMailOf } from './order-mail';
import { mailShopOf } from '../mail/mail-html';
import { orderSummary } from '../../domain/order-summary';

/**
 * Where a payment at a provider (card, Swish) stands once the provider answered: the order paid (now or before; a
 * late payment that took its order back included), cancelled, or cancelled with the late payment refunded.
 */
export type Settlement =
  | { kind: 'unknown' }
  | { kind: 'paid'; order: Order }
  | { kind: 'cancelled'; order: Order }
  | { kind: 'refunded'; order: Order };

/** A late payment that cannot take its order back: rolls back what was taken again, then the refund is recorded. */
class TakeBackRefused extends Error {
  constructor(readonly reason: LatePaymentRefusal) {
    super(reason);
  }
}

/** What the order says now, for an answer that changes nothing (repeated, or about a payment already settled). */
function standing(payment: CardPaymentRow, order: Order): Settlement {
  if (order.late_payment === 'refunded') return { kind: 'refunded', order };
  if (payment.status === 'paid' && order.paid_at !== null) return { kind: 'paid', order };
  return { kind: 'cancelled', order };
}

/**
 * Settles the payments the shop waits for after placing an order (card, Swish): each answer in one transaction under
 * the order's lock (issue 27, decision 038). Paid: a waiting order is paid, its cart deleted and its confirmation
 * queued. Cancelled: the order gives back what it took. A payment confirmed after the hold released the order is
 * never kept silently: the order is taken back (stock, gift-card draws and code uses taken again) and confirmed as
 * any paid order; when it cannot be, it stays cancelled and the payment is refunded through the provider (the
 * refund is recorded in the transaction and asked for after the commit, decision 033). Both are on the order, in
 * the audit log and in the customer's mail.
 */
export function createPaymentSettlement(db: Kysely<Database>, deps: {
  catalog: Pick<CatalogService, 'forgetCards' | 'snapshot'>;
  /** Where the links and images of the confirmation mail point (PUBLIC_URL's origin, decision 036). */
  linkOrigin: string;
  /** The card provider gives a payment back itself (the built-in test provider). */
  cardProviderRefunds: boolean;
  /** The card acquirer's name, kept on each card payment recorded. */
  cardProvider?: string | null;
  refunds: { configured: readonly ProviderRefundHandler[]; settle(orderId: number): Promise<void> };
  mailQueued?: () => void;
  now?: () => Date;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}) {
  const now = deps.now ?? (() => new Date());

  /** The money the provider confirmed, recorded once however often it confirms (a late payment refunded included). */
  async function recordPaid(trx: Kysely<Database>, payment: CardPaymentRow, order: Order, nowIso: string): Promise<void> {
    const method = order.payment_handler === 'swish' ? 'swish' : 'card';
    await recordMovement(trx, {
      orderId: order.id, handler: order.payment_handler, kind: 'payment', amountOre: payment.amount_ore, reference: payment.token,
      sourceKey: `${method}:${payment.token}:paid`, bookedAt: nowIso, cardProvider: deps.cardProvider,
    });
  }

  async function restocked(orders: OrderRepository, order: Order): Promise<void> {
    deps.catalog.forgetCards((await orders.lines(order.id)).map((l) => l.sold_product_id));
  }

  /** Paid: the order becomes paid (taken back first when its hold was released), or the refund is due. */
  async function pay(token: string, nowIso: string): Promise<{ settlement: Settlement; changed: 'paid' | 'reinstated' | null }> {
    // Read before the transaction: inside it, a second connection could wait for ever (see the order service).
    const snapshot = await deps.catalog.snapshot();
    return db.transaction().execute(async (trx) => {
      const orders = createOrderRepository(trx);
      const locked = await orders.lockPayment(token);
      if (!locked) return { settlement: { kind: 'unknown' }, changed: null };
      const { payment, order } = locked;
      const step = confirmedPaymentStep(payment.status, { status: order.status, paidAt: order.paid_at });
      if (step === 'settled') {
        if (payment.status !== 'paid') deps.log?.('payment confirmed for an order paid otherwise: not taken as its payment', { order_id: order.id, token });
        return { settlement: standing(payment, order), changed: null };
      }
      const late = step === 'late';
      if (late) {
        const lines = await orders.lines(order.id);
        const refused = (await orders.supersededByLaterOrder(order)) ? 'superseded' : await orders.takeBack(order, lines, nowIso);
        if (refused) throw new TakeBackRefused(refused);
      }
      await orders.setPaymentStatus(token, payment.status, 'paid', nowIso);
      const paid = (await orders.markPaid(order.id, order.status, nowIso, late))!;
      await recordPaid(trx, payment, paid, nowIso);
      if (paid.cart_id !== null) await orders.deleteCart(paid.cart_id);
      const paidLines = await orders.lines(paid.id);
      const summary = orderSummary(paid, paidLines, await orders.lineImages(paidLines));
      await orders.queueMail(paid.id, confirmationMailOf(paid, summary, mailShopOf(snapshot, deps.linkOrigin)), nowIso);
      if (late) {
        await recordAudit(trx, PAYMENT_PROVIDER, {
          action: 'order.late_payment', entityType: 'order', entityId: paid.order_number ?? paid.id,
          before: { status: 'cancelled' }, after: { status: 'paid', late_payment: 'reinstated', amount_ore: payment.amount_ore },
        }, nowIso);
      }
      return { settlement: { kind: 'paid', order: paid }, changed: late ? 'reinstated' : 'paid' };
    });
  }

  /** The late payment could not take its order back: it stays cancelled, and the payment is refunded. */
  async function refundLate(token: string, reason: LatePaymentRefusal, nowIso: string): Promise<{ settlement: Settlement; refund: RefundDecision | null }> {
    return db.transaction().execute(async (trx) => {
      const orders = createOrderRepository(trx);
      const locked = await orders.lockPayment(token);
      if (!locked) return { settlement: { kind: 'unknown' }, refund: null };
      const { payment, order } = locked;
      // Another answer settled it between the two transactions: what it decided stands.
      if (confirmedPaymentStep(payment.status, { status: order.status, paidAt: order.paid_at }) !== 'late') return { settlement: standing(payment, order), refund: null };
      await orders.setPaymentStatus(token, payment.status, 'paid', nowIso);
      const refunded = (await orders.markLateRefund(order.id, reason, nowIso))!;
      await recordPaid(trx, payment, order, nowIso);
      const owed = refundOnCancel(
        { paidAt: nowIso, toPayOre: payment.amount_ore, handler: order.payment_handler },
        { cardProviderRefunds: deps.cardProviderRefunds, providersConfigured: deps.refunds.configured },
      );
      const refund = owed ? await recordRefund(trx, order, owed, nowIso) : null;
      await orders.queueMail(order.id, { kind: LATE_PAYMENT_REFUND_MAIL, recipient: order.email, ...latePaymentRefundMail(order) }, nowIso);
      await recordAudit(trx, PAYMENT_PROVIDER, {
        action: 'order.late_payment', entityType: 'order', entityId: order.order_number ?? order.id,
        before: { status: 'cancelled' },
        after: { status: 'cancelled', late_payment: 'refunded', reason, amount_ore: payment.amount_ore, ...(refund ? { refund: refund.status } : {}) },
      }, nowIso);
      return { settlement: { kind: 'refunded', order: refunded }, refund };
    });
  }

  /** Cancelled: a waiting order gives back what it took (the cart stays for another try). */
  async function cancel(token: string, nowIso: string): Promise<Settlement> {
    return db.transaction().execute(async (trx) => {
      const orders = createOrderRepository(trx);
      const locked = await orders.lockPayment(token);
      if (!locked) return { kind: 'unknown' } as const;
      const { payment, order } = locked;
      if (payment.status !== 'pending') return standing(payment, order);
      if (await orders.cancel(order.id, nowIso)) await restocked(orders, order);
      else await orders.setPaymentStatus(token, 'pending', 'cancelled', nowIso);
      return { kind: 'cancelled', order: (await orders.byId(order.id))! } as const;
    });
  }

  return {
    /**
     * The provider's answer for the payment `token`, taken once: a repeated answer, or one about a payment already
     * settled, changes nothing and says where the order stands.
     */
    async settle(token: string, result: 'paid' | 'cancelled'): Promise<Settlement> {
      const nowIso = now().toISOString();
      if (result === 'cancelled') return cancel(token, nowIso);
      try {
        const { settlement, changed } = await pay(token, nowIso);
        // Stock taken again shows in cards and pages at once.
        if (changed === 'reinstated' && settlement.kind === 'paid') await restocked(createOrderRepository(db), settlement.order);
        if (changed) deps.mailQueued?.();
        return settlement;
      } catch (error) {
        if (!(error instanceof TakeBackRefused)) throw error;
        deps.log?.('payment came after its hold was released and the order could not be taken back: refunded', { token, reason: error.reason });
        const { settlement, refund } = await refundLate(token, error.reason, nowIso);
        if (settlement.kind === 'refunded' && refund) {
          deps.mailQueued?.();
          if (refund.status === 'pending') await deps.refunds.settle(settlement.order.id);
        }
        return settlement;
      }
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
