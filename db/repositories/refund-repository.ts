import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OrderRefundsTable } from '../schema';

export type RefundRow = Selectable<OrderRefundsTable>;

/** A pending refund with the number of the order it gives money back for. */
export type PendingRefund = RefundRow & { order_number: string | null };

/**
 * The refunds owed on orders (issue 18, decision 033): a refund through a provider stays `pending` until an attempt
 * records its outcome. Every change to a pending refund is conditional on it still being pending, so an outcome is
 * recorded once however many attempts (processes, the sweeper, a callback) race.
 */
export function createRefundRepository(db: Kysely<Database>) {
  const stillPending = (id: number) => db.updateTable('order_refunds').where('id', '=', id).where('status', '=', 'pending');

  return {
    async insert(refund: Insertable<OrderRefundsTable>): Promise<number> {
      return (await db.insertInto('order_refunds').values(refund).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** The paid payment request an order was paid through (Swish: its instruction id), the latest one. */
    async paidPaymentRequestOf(orderId: number): Promise<string | null> {
      const paid = await db.selectFrom('card_payments').select('token').where('order_id', '=', orderId).where('status', '=', 'paid').orderBy('id', 'desc').executeTakeFirst();
      return paid?.token ?? null;
    },

    async pendingOf(orderId: number): Promise<PendingRefund | null> {
      const row = await db
        .selectFrom('order_refunds as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .selectAll('r')
        .select('o.order_number')
        .where('r.order_id', '=', orderId)
        .where('r.status', '=', 'pending')
        .executeTakeFirst();
      return row ?? null;
    },

    async byInstruction(instructionId: string, method: string): Promise<RefundRow | null> {
      return (await db.selectFrom('order_refunds').selectAll().where('instruction_id', '=', instructionId).where('method', '=', method).executeTakeFirst()) ?? null;
    },

    async refundOf(orderId: number): Promise<RefundRow | null> {
      return (await db.selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).executeTakeFirst()) ?? null;
    },

    async statusOf(orderId: number): Promise<RefundRow['status']> {
      return (await db.selectFrom('order_refunds').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).status;
    },

    /** The orders whose pending refund no attempt holds at `nowIso` (oldest first, at most `limit`). */
    async dueOrders(nowIso: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('order_refunds')
        .select('order_id')
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.order_id);
    },

    /**
     * Holds a pending refund for one attempt until `untilIso`, by one conditional update: only when it is still
     * pending, no attempt was counted since it was read (`attempts`) and no other attempt holds it at `nowIso`.
     * False when another process got there first.
     */
    async claim(refund: Pick<RefundRow, 'id' | 'attempts'>, nowIso: string, untilIso: string): Promise<boolean> {
      const result = await db
        .updateTable('order_refunds')
        .set({ claimed_until: untilIso, attempts: refund.attempts + 1, updated_at: nowIso })
        .where('id', '=', refund.id)
        .where('status', '=', 'pending')
        .where('attempts', '=', refund.attempts)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', nowIso)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The provider took the refund and settles it later: the next attempt may come at `untilIso`. */
    async waitUntil(id: number, untilIso: string, nowIso: string): Promise<void> {
      await stillPending(id).set({ claimed_until: untilIso, updated_at: nowIso }).execute();
    },

    /** False when another attempt recorded the outcome first. */
    async markRefunded(id: number, nowIso: string): Promise<boolean> {
      const result = await stillPending(id).set({ status: 'refunded', settled_at: nowIso, claimed_until: null, updated_at: nowIso, reason: null, detail: null }).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markManual(id: number, reason: string, detail: string | null, nowIso: string): Promise<void> {
      await stillPending(id).set({ status: 'manual', reason, detail, claimed_until: null, updated_at: nowIso }).execute();
    },

    /** Makes an order's manual refund pending again when its reason is one of `reasons`; false when it is not. */
    async reopen(orderId: number, reasons: readonly string[], nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('order_refunds')
        .set({ status: 'pending', claimed_until: null, updated_at: nowIso })
        .where('order_id', '=', orderId)
        .where('status', '=', 'manual')
        .where('reason', 'in', reasons)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type RefundRepository = ReturnType<typeof createRefundRepository>;
