import { sql, type Kysely } from 'kysely';
import type { CardPaymentsTable, Database, OrderStatus, OutboxStatus, PaymentHandler } from '../schema';
import { nextDay, ORDER_PAGE_SIZE, swedishDayStart, type OrderListQuery } from '../../domain/back-office';
import type { ManualRefundReason, RefundStatus } from '../../domain/refunds';
import { contains } from '../text-match';
import { listPage } from '../list-page';

/** An order in the back office's list, with the whole identity number: the service masks it. */
export interface AdminOrderListRecord {
  order_number: string;
  created_at: string;
  status: OrderStatus;
  name: string;
  email: string;
  company: string | null;
  identity_number: string | null;
  payment_handler: PaymentHandler;
  payment_name: string;
  total_incl_vat_ore: number;
}

export interface OrderRefundRecord {
  id: number;
  amount_ore: number;
  method: string;
  status: RefundStatus;
  created_at: string;
  settled_at: string | null;
  settled_by: string | null;
  reason: ManualRefundReason | null;
  detail: string | null;
  provider_order_id: string | null;
}

export interface OrderMailRecord {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

/** What the back office reads of orders beyond the order itself (issue 18), and a manual refund's settling. */
export function createAdminOrderRepository(db: Kysely<Database>) {
  return {
    async page(query: OrderListQuery): Promise<{ rows: AdminOrderListRecord[]; total: number; pages: number }> {
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
      const { rows, total, pages } = await listPage(
        base,
        (q) =>
          q
            .select(['order_number', 'created_at', 'status', 'first_name', 'last_name', 'email', 'company', 'identity_number', 'payment_handler', 'payment_name', 'total_incl_vat_ore'])
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc'),
        query.page,
        ORDER_PAGE_SIZE,
      );
      return {
        rows: rows.map(({ first_name: firstName, last_name: lastName, order_number: orderNumber, ...r }) => ({ ...r, order_number: orderNumber ?? '', name: `${firstName} ${lastName}` })),
        total,
        pages,
      };
    },

    async idOf(orderNumber: string): Promise<number | null> {
      return (await db.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst())?.id ?? null;
    },

    cardPayments(orderId: number): Promise<{ status: CardPaymentsTable['status']; amount_ore: number; created_at: string; updated_at: string }[]> {
      return db.selectFrom('card_payments').select(['status', 'amount_ore', 'created_at', 'updated_at']).where('order_id', '=', orderId).orderBy('id').execute();
    },

    /** The order's gift-card draws (negative) and returns (positive), with the card's code. */
    giftCardMoves(orderId: number): Promise<{ code: string; amount_ore: number; created_at: string }[]> {
      return db
        .selectFrom('gift_card_transactions as t')
        .innerJoin('gift_cards as g', 'g.id', 't.gift_card_id')
        .select(['g.code', 't.amount_ore', 't.created_at'])
        .where('t.order_id', '=', orderId)
        .orderBy('t.id')
        .execute();
    },

    codesRedeemed(orderId: number): Promise<{ code: string; created_at: string }[]> {
      return db
        .selectFrom('discount_redemptions as r')
        .innerJoin('discount_codes as d', 'd.id', 'r.discount_code_id')
        .select(['d.code', 'r.created_at'])
        .where('r.order_id', '=', orderId)
        .execute();
    },

    mails(orderId: number): Promise<OrderMailRecord[]> {
      return db
        .selectFrom('outbox_emails')
        .select(['id', 'kind', 'recipient', 'subject', 'status', 'created_at', 'sent_at', 'last_error'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },

    async refund(orderId: number): Promise<OrderRefundRecord | null> {
      const row = await db
        .selectFrom('order_refunds')
        .select(['id', 'amount_ore', 'method', 'status', 'created_at', 'settled_at', 'settled_by', 'reason', 'detail', 'provider_order_id'])
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return row ? { ...row, reason: row.reason as ManualRefundReason | null } : null;
    },

    /** A manual refund recorded as paid back, conditionally: false when it was not (or no longer) manual. */
    async settleManualRefund(orderId: number, by: string, nowIso: string): Promise<boolean> {
      const settled = await db
        .updateTable('order_refunds')
        .set({ status: 'refunded', settled_at: nowIso, settled_by: by })
        .where('order_id', '=', orderId)
        .where('status', '=', 'manual')
        .executeTakeFirst();
      return Number(settled.numUpdatedRows) === 1;
    },
  };
}
