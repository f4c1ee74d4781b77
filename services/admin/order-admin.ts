import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, OrderStatus, OutboxStatus, PaymentHandler } from '../../db/schema';
import { toOrder, type Order, type OrderLine } from '../../db/repositories/order-repository';
import { identityNumberForDisplay } from '../../domain/account';
import { nextDay, ORDER_PAGE_SIZE, swedishDayStart, type OrderListQuery } from '../../domain/back-office';
import { swedishDate } from '../../domain/swedish-calendar';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../domain/stock';
import { createOrderFulfilment, type FulfilmentAction, type FulfilmentOutcome } from '../orders/order-fulfilment';
import type { CatalogService } from '../catalog/catalog-service';
import { contains, recordAudit, type Actor, type AuditEntry } from './audit-log';
import type { RefundService } from '../orders/refund-service';
import type { ManualRefundReason, RefundStatus } from '../../domain/refunds';

export interface OrderListRow {
  order_number: string;
  created_at: string;
  status: OrderStatus;
  name: string;
  email: string;
  company: string | null;
  /** Masked: the back office never shows a whole personnummer in a list. */
  identity: string;
  payment_handler: PaymentHandler;
  payment_name: string;
  total_incl_vat_ore: number;
}

export interface PaymentEvent {
  at: string;
  kind: 'card' | 'gift_card_draw' | 'gift_card_back' | 'code' | 'invoice_paid';
  text: string;
  amount_ore: number | null;
}

/** What the back office shows of an order: never the whole personnummer, nor the keys that open it to a shopper. */
export type AdminOrder = Omit<Order, 'identity_number' | 'view_token' | 'session_id_hash' | 'idempotency_key'> & { identity: string | null };

export interface OrderDetail {
  order: AdminOrder;
  lines: OrderLine[];
  events: PaymentEvent[];
  mails: { id: number; kind: string; recipient: string; subject: string; status: OutboxStatus; created_at: string; sent_at: string | null; last_error: string | null }[];
  history: AuditEntry[];
  /** The refund of a cancelled paid order (issue 18), null when none was owed. */
  refund: {
    amount_ore: number; method: string; status: RefundStatus; created_at: string; settled_at: string | null; settled_by: string | null;
    reason: ManualRefundReason | null; detail: string | null; provider_order_id: string | null;
  } | null;
}

export interface Dashboard {
  day: string;
  ordersToday: number;
  revenueTodayOre: number;
  awaitingShipment: number;
  lowStock: { id: number; name: string; sku: string; stock: number }[];
  failedPayments: { order_number: string; created_at: string; amount_ore: number; email: string }[];
  unsentMail: { id: number; kind: string; recipient: string; status: OutboxStatus; attempts: number; last_error: string | null; created_at: string; order_number: string | null }[];
  /** Cancelled paid orders whose money must still be paid back by hand. */
  manualRefunds: { order_number: string; amount_ore: number; created_at: string; method: string; reason: ManualRefundReason | null }[];
  /** Refunds the providers have not answered yet (retried by the sweeper). */
  pendingRefunds: number;
}

const LIST_LIMIT = 10;
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

  return {
    async list(query: OrderListQuery): Promise<{ rows: OrderListRow[]; total: number; pages: number }> {
      let base = db.selectFrom('orders').where('order_number', 'is not', null);
      const search = query.search;
      if (search !== '') {
        const digits = search.replace(/\s/g, '');
        base = base.where((eb) =>
          eb.or([
            ...(/^\d{1,12}$/.test(digits) ? [eb('order_number', '=', digits)] : []),
            contains(sql.ref('email'), search),
            contains(sql`first_name || ' ' || last_name`, search),
            contains(sql.ref('company'), search),
          ]),
        );
      }
      if (query.state) base = base.where('status', '=', query.state);
      if (query.payment) base = base.where('payment_handler', '=', query.payment);
      if (query.from) base = base.where('created_at', '>=', swedishDayStart(query.from));
      if (query.to) base = base.where('created_at', '<', swedishDayStart(nextDay(query.to)));
      const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const total = Number(count);
      const rows = await base
        .select(['order_number', 'created_at', 'status', 'first_name', 'last_name', 'email', 'company', 'identity_number', 'payment_handler', 'payment_name', 'total_incl_vat_ore'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(ORDER_PAGE_SIZE)
        .offset((query.page - 1) * ORDER_PAGE_SIZE)
        .execute();
      return {
        rows: rows.map((r) => ({
          order_number: r.order_number!, created_at: r.created_at, status: r.status, name: `${r.first_name} ${r.last_name}`, email: r.email, company: r.company,
          identity: identityNumberForDisplay(r.identity_number) ?? '', payment_handler: r.payment_handler, payment_name: r.payment_name, total_incl_vat_ore: r.total_incl_vat_ore,
        })),
        total,
        pages: Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE)),
      };
    },

    async detail(orderNumber: string): Promise<OrderDetail | null> {
      if (!/^\d{1,12}$/.test(orderNumber)) return null;
      const row = await db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
      if (!row) return null;
      const [lines, cards, giftCards, codes, mails, history, refund] = await Promise.all([
        db.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).orderBy('id').execute(),
        db.selectFrom('card_payments').select(['status', 'amount_ore', 'created_at', 'updated_at']).where('order_id', '=', row.id).orderBy('id').execute(),
        db
          .selectFrom('gift_card_transactions as t')
          .innerJoin('gift_cards as g', 'g.id', 't.gift_card_id')
          .select(['g.code', 't.amount_ore', 't.created_at'])
          .where('t.order_id', '=', row.id)
          .orderBy('t.id')
          .execute(),
        db
          .selectFrom('discount_redemptions as r')
          .innerJoin('discount_codes as d', 'd.id', 'r.discount_code_id')
          .select(['d.code', 'r.created_at'])
          .where('r.order_id', '=', row.id)
          .execute(),
        db
          .selectFrom('outbox_emails')
          .select(['id', 'kind', 'recipient', 'subject', 'status', 'created_at', 'sent_at', 'last_error'])
          .where('order_id', '=', row.id)
          .orderBy('id')
          .execute(),
        db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'order').where('entity_id', '=', orderNumber).orderBy('id').execute(),
        db.selectFrom('order_refunds').select(['amount_ore', 'method', 'status', 'created_at', 'settled_at', 'settled_by', 'reason', 'detail', 'provider_order_id']).where('order_id', '=', row.id).executeTakeFirst(),
      ]);
      const events: PaymentEvent[] = [
        ...cards.map((c) => ({ at: c.status === 'pending' ? c.created_at : c.updated_at, kind: 'card' as const, text: c.status, amount_ore: c.amount_ore })),
        ...giftCards.map((g) => ({ at: g.created_at, kind: g.amount_ore < 0 ? ('gift_card_draw' as const) : ('gift_card_back' as const), text: g.code, amount_ore: Math.abs(g.amount_ore) })),
        ...codes.map((c) => ({ at: c.created_at, kind: 'code' as const, text: c.code, amount_ore: null })),
        ...(row.paid_at && row.payment_handler === 'manual_payment' ? [{ at: row.paid_at, kind: 'invoice_paid' as const, text: '', amount_ore: row.to_pay_ore }] : []),
      ].sort((a, b) => a.at.localeCompare(b.at));
      // Left out, not merely hidden: the page's data goes to the browser whole.
      const { identity_number: identityNumber, view_token: _viewToken, session_id_hash: _sessionIdHash, idempotency_key: _idempotencyKey, ...rest } = toOrder(row);
      return {
        order: { ...rest, identity: identityNumberForDisplay(identityNumber) }, lines, events, mails, history,
        refund: refund ? { ...refund, reason: refund.reason as ManualRefundReason | null } : null,
      };
    },

    /**
     * Moves an order on (pay, ship, deliver, cancel) in one transaction with its audit entry and the customer's
     * mail; a cancellation's stock shows at once in this process's cards and pages.
     */
    async change(orderNumber: string, action: FulfilmentAction, input: { trackingNumber: string | null }, actor: Actor): Promise<FulfilmentOutcome> {
      const fulfilment = createOrderFulfilment(db, {
        origin: options.linkOrigin, now: options.now, mailQueued: options.mailQueued, cardProviderRefunds: options.cardProviderRefunds, providerRefunds: options.refunds?.configured,
      });
      const outcome = await fulfilment.apply(orderNumber, action, {
        trackingNumber: input.trackingNumber,
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
        const order = await db.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
        await options.refunds.settle(order.id);
      }
      return outcome;
    },

    /**
     * Records that a manual refund was paid back (by bank transfer, in the provider's portal). Conditional on the
     * refund still being manual, so two clicks record it once.
     */
    async settleRefund(orderNumber: string, actor: Actor): Promise<{ ok: true; changed: boolean } | { ok: false; reason: 'unknown_order' | 'no_refund' }> {
      if (!/^\d{1,12}$/.test(orderNumber)) return { ok: false, reason: 'unknown_order' };
      const nowIso = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const order = await trx.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst();
        if (!order) return { ok: false, reason: 'unknown_order' } as const;
        const refund = await trx.selectFrom('order_refunds').select(['amount_ore', 'status']).where('order_id', '=', order.id).executeTakeFirst();
        if (!refund) return { ok: false, reason: 'no_refund' } as const;
        const settled = await trx
          .updateTable('order_refunds')
          .set({ status: 'refunded', settled_at: nowIso, settled_by: actor.email })
          .where('order_id', '=', order.id)
          .where('status', '=', 'manual')
          .executeTakeFirst();
        if (Number(settled.numUpdatedRows) !== 1) return { ok: true, changed: false } as const;
        await recordAudit(trx, actor, { action: 'order.refund', entityType: 'order', entityId: orderNumber, before: { refund: 'manual', refund_ore: refund.amount_ore }, after: { refund: 'refunded', refund_ore: refund.amount_ore } }, nowIso);
        return { ok: true, changed: true } as const;
      });
    },

    async dashboard(): Promise<Dashboard> {
      const at = now();
      const day = swedishDate(at);
      const start = swedishDayStart(day);
      const weekAgo = new Date(at.getTime() - 7 * 86_400_000).toISOString();
      const lateBefore = new Date(at.getTime() - MAIL_LATE_MS).toISOString();
      const [today, toShip, lowStock, failedPayments, unsentMail, manualRefunds, pendingRefunds] = await Promise.all([
        db
          .selectFrom('orders')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('total_incl_vat_ore'), sql.lit(0)).as('sum')])
          .where('created_at', '>=', start)
          .where('order_number', 'is not', null)
          .where('status', '!=', 'cancelled')
          .where('status', '!=', 'awaiting_payment')
          .executeTakeFirstOrThrow(),
        db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', ['paid', 'awaiting_invoice']).executeTakeFirstOrThrow(),
        db
          .selectFrom('products as p')
          .select(['p.id', 'p.name', 'p.sku', 'p.stock'])
          .where('p.status', '=', 'active')
          .where('p.allow_backorder', '=', 0)
          .where('p.is_digital', '=', 0)
          .where('p.is_package', '=', 0)
          .where('p.stock', '<=', DEFAULT_LOW_STOCK_THRESHOLD)
          // A product with variants has no stock of its own: its variants are listed instead.
          .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id'))))
          .orderBy('p.stock')
          .orderBy('p.id')
          .limit(LIST_LIMIT)
          .execute(),
        db
          .selectFrom('card_payments as c')
          .innerJoin('orders as o', 'o.id', 'c.order_id')
          .select(['o.order_number', 'c.updated_at as created_at', 'c.amount_ore', 'o.email'])
          .where('c.status', '=', 'cancelled')
          .where('c.updated_at', '>=', weekAgo)
          .orderBy('c.updated_at', 'desc')
          .limit(LIST_LIMIT)
          .execute(),
        db
          .selectFrom('outbox_emails as m')
          .leftJoin('orders as o', 'o.id', 'm.order_id')
          .select(['m.id', 'm.kind', 'm.recipient', 'm.status', 'm.attempts', 'm.last_error', 'm.created_at', 'o.order_number'])
          .where((eb) => eb.or([eb('m.status', '=', 'failed'), eb.and([eb('m.status', '=', 'pending'), eb('m.created_at', '<', lateBefore)])]))
          .orderBy('m.id', 'desc')
          .limit(LIST_LIMIT)
          .execute(),
        db
          .selectFrom('order_refunds as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .select(['o.order_number', 'r.amount_ore', 'r.created_at', 'r.method', 'r.reason'])
          .where('r.status', '=', 'manual')
          .orderBy('r.created_at')
          .limit(LIST_LIMIT)
          .execute(),
        db.selectFrom('order_refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow(),
      ]);
      return {
        day,
        ordersToday: Number(today.n),
        revenueTodayOre: Number(today.sum),
        awaitingShipment: Number(toShip.n),
        lowStock: lowStock.map((p) => ({ ...p, stock: Number(p.stock) })),
        failedPayments: failedPayments.map((f) => ({ ...f, order_number: f.order_number ?? '' })),
        unsentMail,
        manualRefunds: manualRefunds.map((r) => ({ ...r, order_number: r.order_number ?? '', reason: r.reason as ManualRefundReason | null })),
        pendingRefunds: Number(pendingRefunds.n),
      };
    },
  };
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>;
