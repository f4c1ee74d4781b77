import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { recordPayment, transition, type TransitionRefusal } from '../../domain/order-states';
import { isPostgres } from '../../db/dialect';
import { createOrderRepository } from '../../db/repositories/order-repository';
import { createReviewRepository } from '../../db/repositories/review-repository';
import type { Database, OrderStatus } from '../../db/schema';
import { reviewLink, reviewRequestMail } from '../reviews/review-mail';

/** What the shop does to an order after it is placed, until an admin exists: `npm run orders -- ship|deliver|pay`. */
export type FulfilmentAction = 'ship' | 'deliver' | 'pay';

export const REVIEW_REQUEST_MAIL = 'review_request';

export type FulfilmentOutcome =
  | { ok: true; orderNumber: string; from: OrderStatus; to: OrderStatus; changed: boolean; reviewRequest: { uuid: string; link: string; created: boolean } | null }
  | { ok: false; reason: 'unknown_order' | TransitionRefusal | 'card_payment'; status?: OrderStatus };

export interface FulfilmentOptions {
  /** The shop's public address, for the review link in the mail ('https://shop.se'). */
  origin: string;
  now?: () => Date;
  /** Called once a mail is queued: the outbox worker sends it. */
  mailQueued?: () => void;
}

/**
 * Ships and delivers orders. A delivery asks for reviews: the review request and its e-mail are written in the
 * same transaction as the new state, so a crash loses neither, and both are made once per order however often
 * the order is delivered.
 */
export function createOrderFulfilment(db: Kysely<Database>, options: FulfilmentOptions) {
  const now = options.now ?? (() => new Date());
  const pg = isPostgres(db);

  return {
    async apply(orderNumber: string, action: FulfilmentAction): Promise<FulfilmentOutcome> {
      const nowIso = now().toISOString();
      const outcome = await db.transaction().execute(async (trx): Promise<FulfilmentOutcome> => {
        let query = trx.selectFrom('orders').select(['id', 'status', 'first_name', 'email', 'order_number', 'paid_at']).where('order_number', '=', orderNumber);
        if (pg) query = query.forUpdate();
        const order = await query.executeTakeFirst();
        if (!order) return { ok: false, reason: 'unknown_order' };
        if (action === 'pay') {
          const paid = recordPayment(order.status, order.paid_at !== null);
          if (!paid.ok) return { ok: false, reason: paid.reason, status: order.status };
          if (paid.changed) {
            await trx.updateTable('orders').set({ status: paid.to, paid_at: nowIso, updated_at: nowIso }).where('id', '=', order.id).where('status', '=', order.status).execute();
          }
          return { ok: true, orderNumber, from: order.status, to: paid.to, changed: paid.changed, reviewRequest: null };
        }
        const next = transition(order.status, action);
        if (!next.ok) return { ok: false, reason: next.reason, status: order.status };
        const steps: readonly OrderStatus[] = next.steps;
        if (steps.length > 0) {
          await trx
            .updateTable('orders')
            .set({
              status: next.to,
              updated_at: nowIso,
              ...(steps.includes('shipped') ? { shipped_at: nowIso } : {}),
              ...(steps.includes('delivered') ? { delivered_at: nowIso } : {}),
            })
            .where('id', '=', order.id)
            .where('status', '=', order.status)
            .execute();
        }
        let reviewRequest: { uuid: string; link: string; created: boolean } | null = null;
        if (next.to === 'delivered') {
          const reviews = createReviewRepository(trx);
          const request = await reviews.ensureRequest(order.id, crypto.randomUUID(), nowIso);
          const link = reviewLink(options.origin, request.uuid);
          reviewRequest = { ...request, link };
          const products = await reviews.productsOfOrder(order.id);
          if (request.created && products.length > 0) {
            const mail = reviewRequestMail({ firstName: order.first_name, orderNumber, products, link });
            await createOrderRepository(trx).queueMail(order.id, { kind: REVIEW_REQUEST_MAIL, recipient: order.email, ...mail }, nowIso);
          }
        }
        return { ok: true, orderNumber, from: order.status, to: next.to, changed: next.steps.length > 0, reviewRequest };
      });
      if (outcome.ok && outcome.reviewRequest?.created) options.mailQueued?.();
      return outcome;
    },
  };
}

export type OrderFulfilment = ReturnType<typeof createOrderFulfilment>;
