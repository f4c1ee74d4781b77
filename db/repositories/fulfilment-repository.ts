import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { Database, OrderStatus, PaymentHandler } from '../schema';

/** An order as fulfilment reads it: its state, what its mails say, and how it was paid. */
export interface OrderToFulfil {
  id: number;
  status: OrderStatus;
  first_name: string;
  email: string;
  order_number: string | null;
  paid_at: string | null;
  delivery_name: string;
  to_pay_ore: number;
  gift_cards_ore: number;
  payment_handler: PaymentHandler;
  idempotency_key: string | null;
}

/** The order's state changes after it was placed (issue 18): paid, shipped, delivered (the refund a cancellation owes is the refund repository's). */
export function createFulfilmentRepository(db: Kysely<Database>) {
  /** Moves the order on from `from`, conditionally: a change of state in between makes this a no-op. */
  async function advance(id: number, from: OrderStatus, set: { status: OrderStatus; updated_at: string; paid_at?: string; shipped_at?: string; tracking_number?: string; delivered_at?: string }): Promise<void> {
    await db.updateTable('orders').set(set).where('id', '=', id).where('status', '=', from).execute();
  }

  return {
    /** The order, locked for this transaction on PostgreSQL (SQLite serialises whole write transactions anyway). */
    async lock(orderNumber: string): Promise<OrderToFulfil | null> {
      let query = db
        .selectFrom('orders')
        .select(['id', 'status', 'first_name', 'email', 'order_number', 'paid_at', 'delivery_name', 'to_pay_ore', 'gift_cards_ore', 'payment_handler', 'idempotency_key'])
        .where('order_number', '=', orderNumber);
      if (isPostgres(db)) query = query.forUpdate();
      return (await query.executeTakeFirst()) ?? null;
    },

    async markPaid(id: number, from: OrderStatus, to: OrderStatus, nowIso: string): Promise<void> {
      await advance(id, from, { status: to, paid_at: nowIso, updated_at: nowIso });
    },

    /** A shipment keeps its time and tracking number, a delivery its time. */
    async move(id: number, from: OrderStatus, to: OrderStatus, steps: { shipped: { trackingNumber: string | null } | null; delivered: boolean }, nowIso: string): Promise<void> {
      await advance(id, from, {
        status: to,
        updated_at: nowIso,
        ...(steps.shipped ? { shipped_at: nowIso, ...(steps.shipped.trackingNumber ? { tracking_number: steps.shipped.trackingNumber } : {}) } : {}),
        ...(steps.delivered ? { delivered_at: nowIso } : {}),
      });
    },
  };
}
