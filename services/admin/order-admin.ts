import type { Kysely } from 'kysely';
import type { Database, PaymentHandler } from '../../db/schema';
import { createAdminOrderRepository, type AdminOrderListRecord, type OrderMailRecord, type OrderRefundRecord } from '../../db/repositories/admin-order-repository';
import { createAuditLogRepository, type AuditEntry } from '../../db/repositories/audit-log-repository';
import { createDashboardRepository, type DashboardFigures } from '../../db/repositories/dashboard-repository';
import { createOrderRepository, type Order, type OrderLine } from '../../db/repositories/order-repository';
import { createPaymentRecordRepository, type PaymentRecord } from '../../db/repositories/payment-record-repository';
import { identityNumberForDisplay } from '../../domain/account';
import { normaliseTrackingNumber, swedishDayStart, type OrderListQuery } from '../../domain/back-office';
import { swedishDate } from '../../domain/swedish-calendar';
import { cancelConfirmation, checkConfirmation, refundConfirmation, type ConfirmationCheck, type MoneyConfirmation, type MoneyStep } from '../../domain/money-confirmation';
import { transition } from '../../domain/order-states';
import { RETRYABLE_REASONS } from '../../domain/refunds';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../domain/stock';
import { createOrderFulfilment, type FulfilmentAction, type FulfilmentOutcome } from '../orders/order-fulfilment';
import type { CatalogService } from '../catalog/catalog-service';
import { recordAudit, type Actor } from './audit-log';
import type { RefundService } from '../orders/refund-service';
import { recordMovement, refundSourceKey } from '../orders/payment-records';

/** An order in the list: the identity number masked, the back office never shows a whole personnummer in a list. */
export type OrderListRow = Omit<AdminOrderListRecord, 'identity_number'> & { identity: string };

export interface PaymentEvent {
  at: string;
  /** 'card' and 'swish': an attempt that has not paid (pending or cancelled); what was paid is a payment record. */
  kind: 'card' | 'swish' | 'gift_card_draw' | 'gift_card_back' | 'code' | 'invoice_paid';
  text: string;
  amount_ore: number | null;
}

/** What the back office shows of an order: never the whole personnummer, nor the keys that open it to a shopper. */
export type AdminOrder = Omit<Order, 'identity_number' | 'view_token' | 'session_id_hash' | 'idempotency_key'> & { identity: string | null };

export interface OrderDetail {
  order: AdminOrder;
  lines: OrderLine[];
  events: PaymentEvent[];
  /** The money that moved (issue 30): payments, refunds and credits with the provider's reference. */
  records: PaymentRecord[];
  mails: OrderMailRecord[];
  history: AuditEntry[];
  /** The refund of a cancelled paid order (issue 18), null when none was owed. */
  refund: OrderRefundRecord | null;
}

export type RefundSettled =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'unknown_order' | 'no_refund' }
  | { ok: false; reason: Exclude<ConfirmationCheck, 'confirmed'>; refundOre: number };

/** The dashboard: today's figures, and what needs a person (manual refunds; pending ones are retried by the sweeper). */
export type Dashboard = DashboardFigures & { day: string };

/** A mail still queued after this long is late: the worker sends within seconds when the mail server answers. */
const MAIL_LATE_MS = 15 * 60_000;

export interface OrderAdminOptions {
  catalog: CatalogService;
  /** The card provider takes a cancelled order's payment back itself (the built-in test provider). */
  cardProviderRefunds?: boolean;
  /** Refunds through the payment providers: a cancellation's pending refund is attempted right after its commit. */
  refunds?: Pick<RefundService, 'configured' | 'settle'>;
  now?: () => Date;
  mailQueued?: () => void;
  /** The origin of the links its mails carry (the review request's): from configuration only (decision 036). */
  linkOrigin: string;
}

/** The back office's orders (issue 18): the list, one order in full, its state changes, and the dashboard's figures. */
export function createOrderAdmin(db: Kysely<Database>, options: OrderAdminOptions) {
  const now = options.now ?? (() => new Date());
  const adminOrders = createAdminOrderRepository(db);

  async function detail(orderNumber: string): Promise<OrderDetail | null> {
    if (!/^\d{1,12}$/.test(orderNumber)) return null;
    const orders = createOrderRepository(db);
    const found = await orders.byNumber(orderNumber);
    if (!found) return null;
    const [lines, cards, giftCards, codes, mails, history, refund, records] = await Promise.all([
      orders.lines(found.id),
      adminOrders.cardPayments(found.id),
      adminOrders.giftCardMoves(found.id),
      adminOrders.codesRedeemed(found.id),
      adminOrders.mails(found.id),
      createAuditLogRepository(db).history('order', orderNumber),
      adminOrders.refund(found.id),
      createPaymentRecordRepository(db).forOrder(found.id),
    ]);
    const attempt = found.payment_handler === 'swish' ? ('swish' as const) : ('card' as const);
    const invoicePaymentRecorded = records.some((r) => r.kind === 'payment' && r.method === 'invoice');
    const events: PaymentEvent[] = [
      ...cards.filter((c) => c.status !== 'paid').map((c) => ({ at: c.status === 'pending' ? c.created_at : c.updated_at, kind: attempt, text: c.status, amount_ore: c.amount_ore })),
      ...giftCards.map((g) => ({ at: g.created_at, kind: g.amount_ore < 0 ? ('gift_card_draw' as const) : ('gift_card_back' as const), text: g.code, amount_ore: Math.abs(g.amount_ore) })),
      ...codes.map((c) => ({ at: c.created_at, kind: 'code' as const, text: c.code, amount_ore: null })),
      ...(found.paid_at && found.payment_handler === 'manual_payment' && !invoicePaymentRecorded ? [{ at: found.paid_at, kind: 'invoice_paid' as const, text: '', amount_ore: found.to_pay_ore }] : []),
    ].sort((a, b) => a.at.localeCompare(b.at));
    // Left out, not merely hidden: the page's data goes to the browser whole.
    const { identity_number: identityNumber, view_token: _viewToken, session_id_hash: _sessionIdHash, idempotency_key: _idempotencyKey, ...rest } = found;
    return { order: { ...rest, identity: identityNumberForDisplay(identityNumber) }, lines, events, records, mails, history, refund };
  }

  return {
    async list(query: OrderListQuery): Promise<{ rows: OrderListRow[]; total: number; pages: number }> {
      const { rows, total, pages } = await adminOrders.page(query);
      return { rows: rows.map(({ identity_number: identityNumber, ...r }) => ({ ...r, identity: identityNumberForDisplay(identityNumber) ?? '' })), total, pages };
    },

    detail,

    /**
     * What a money step would do to the order now, as its confirmation page shows it (issue 30); null for an unknown
     * order, a cancellation the order's state refuses, or a refund step without a refund it applies to.
     */
    async confirmation(orderNumber: string, step: MoneyStep): Promise<{ order: AdminOrder; confirmation: MoneyConfirmation; refund: OrderRefundRecord | null } | null> {
      const found = await detail(orderNumber);
      if (!found) return null;
      const { order, lines, refund } = found;
      if (step === 'cancel') {
        const next = transition(order.status, 'cancel');
        if (!next.ok || next.steps.length === 0) return null;
        const facts = {
          paidAt: order.paid_at, toPayOre: order.to_pay_ore, handler: order.payment_handler, giftCardsOre: order.gift_cards_ore,
          codes: order.discounts.map((d) => d.code), stockUnits: lines.reduce((sum, line) => sum + line.stock_taken, 0),
        };
        const context = { cardProviderRefunds: options.cardProviderRefunds ?? false, providersConfigured: options.refunds?.configured ?? [] };
        return { order, confirmation: cancelConfirmation(facts, context), refund };
      }
      if (refund?.status !== 'manual' || (step === 'refund_retry' && !(refund.reason !== null && RETRYABLE_REASONS.includes(refund.reason)))) return null;
      return { order, confirmation: refundConfirmation(step, { amountOre: refund.amount_ore, handler: refund.method }), refund };
    },

    /**
     * Moves an order on (pay, ship, deliver, cancel) in one transaction with its audit entry and the customer's
     * mail; a cancellation's stock shows at once in this process's cards and pages. A cancellation moves only with
     * the refund its confirmation showed (`confirmedRefund`).
     */
    async change(orderNumber: string, action: FulfilmentAction, input: { trackingNumber: string; confirmedRefund?: string }, actor: Actor): Promise<FulfilmentOutcome | { ok: false; reason: 'tracking' }> {
      // Only a shipment keeps a tracking number; a blank one ships without.
      const typed = action === 'ship' ? input.trackingNumber.trim() : '';
      const trackingNumber = typed === '' ? null : normaliseTrackingNumber(typed);
      if (typed !== '' && trackingNumber === null) return { ok: false, reason: 'tracking' };
      const fulfilment = createOrderFulfilment(db, {
        origin: options.linkOrigin, now: options.now, mailQueued: options.mailQueued, cardProviderRefunds: options.cardProviderRefunds, providerRefunds: options.refunds?.configured,
      });
      const outcome = await fulfilment.apply(orderNumber, action, {
        trackingNumber,
        confirmedRefund: input.confirmedRefund,
        onChange: (trx, change) =>
          recordAudit(
            trx,
            actor,
            {
              action: `order.${action}`,
              entityType: 'order',
              entityId: orderNumber,
              before: { status: change.from },
              after: {
                status: change.to,
                ...(change.trackingNumber ? { tracking_number: change.trackingNumber } : {}),
                ...(change.refund ? { refund_ore: change.refund.amountOre, refund: change.refund.status } : {}),
              },
            },
            now().toISOString(),
          ),
      });
      if (outcome.ok && outcome.restocked.length > 0) options.catalog.forgetCards(outcome.restocked);
      // The provider is called after the cancellation's commit, never inside it: a failure there cancels nothing back.
      if (outcome.ok && outcome.changed && outcome.refund?.status === 'pending' && options.refunds) {
        const orderId = await adminOrders.idOf(orderNumber);
        if (orderId === null) throw new Error(`Order ${orderNumber} vanished after its cancellation`);
        await options.refunds.settle(orderId);
      }
      return outcome;
    },

    /**
     * Records that a manual refund was paid back (by bank transfer, in the provider's portal). Conditional on the
     * refund still being manual, so two clicks record it once.
     */
    async settleRefund(orderNumber: string, confirmed: string | undefined, actor: Actor): Promise<RefundSettled> {
      if (!/^\d{1,12}$/.test(orderNumber)) return { ok: false, reason: 'unknown_order' };
      const nowIso = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const orders = createAdminOrderRepository(trx);
        const orderId = await orders.idOf(orderNumber);
        if (orderId === null) return { ok: false, reason: 'unknown_order' } as const;
        const refund = await orders.refund(orderId);
        if (!refund) return { ok: false, reason: 'no_refund' } as const;
        const confirmation = checkConfirmation(refund.amount_ore, confirmed);
        if (refund.status === 'manual' && confirmation !== 'confirmed') return { ok: false, reason: confirmation, refundOre: refund.amount_ore } as const;
        if (!(await orders.settleManualRefund(orderId, actor.email, nowIso))) return { ok: true, changed: false } as const;
        await recordMovement(trx, {
          orderId, handler: refund.method as PaymentHandler, kind: 'refund', amountOre: refund.amount_ore, reference: null,
          sourceKey: refundSourceKey(refund.id), bookedAt: nowIso, recordedBy: actor.email,
        });
        await recordAudit(trx, actor, { action: 'order.refund', entityType: 'order', entityId: orderNumber, before: { refund: 'manual', refund_ore: refund.amount_ore }, after: { refund: 'refunded', refund_ore: refund.amount_ore } }, nowIso);
        return { ok: true, changed: true } as const;
      });
    },

    async dashboard(): Promise<Dashboard> {
      const at = now();
      const day = swedishDate(at);
      const figures = await createDashboardRepository(db).figures({
        dayStartIso: swedishDayStart(day),
        failedSinceIso: new Date(at.getTime() - 7 * 86_400_000).toISOString(),
        mailLateBeforeIso: new Date(at.getTime() - MAIL_LATE_MS).toISOString(),
        lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
      });
      return { day, ...figures };
    },
  };
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
