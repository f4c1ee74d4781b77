import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  klarnaRefundStep, REFUND_CLAIM_MS, RETRYABLE_REASONS, sveaRefundStep, swishRefundOutcome, wasaRefundStep,
  type ManualRefundReason, type ProviderRefundHandler, type ProviderRefundStep,
} from '../../domain/refunds';
import type { Database, OrderRefundsTable } from '../../db/schema';
import { ProviderError } from '../../payments/payment-provider';
import { sameSecret } from '../../payments/same-secret';
import type { KlarnaClient } from '../../payments/klarna/klarna-client';
import type { SveaClient } from '../../payments/svea/svea-client';
import type { SwishClient } from '../../payments/swish/swish-client';
import { oreToSekString, type SwishRefund } from '../../payments/swish/swish-api';
import type { WasaClient } from '../../payments/wasa/wasa-client';
import { createPeriodicTask } from '../periodic-task';
import { recordAudit, type Actor } from '../admin/audit-log';

/** Our address for Swish's refund callbacks. */
export const SWISH_REFUND_CALLBACK_PATH = '/checkoutv3/swish/refund-callback';

/** The providers whose refund calls are configured (the same clients the checkout uses). */
export interface RefundProviders {
  swish?: { client: SwishClient; shopOrigin: string; secret: string } | null;
  klarna?: KlarnaClient | null;
  svea?: SveaClient | null;
  wasa?: WasaClient | null;
}

type RefundRow = Selectable<OrderRefundsTable>;

/** What one attempt at the provider came to. */
type Attempt =
  | { status: 'refunded' }
  /** The provider took the refund and settles it later (Swish: CREATED, DEBITED): asked again by callback or sweep. */
  | { status: 'waiting' }
  | { status: 'manual'; reason: ManualRefundReason; detail: string | null };

/** How long a refund the provider has taken but not settled waits before the sweeper asks again. */
const WAITING_RECHECK_MS = 30_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Refunds through the payment providers (issue 18, decision 033). The cancellation's transaction records the
 * refund `pending` with its instruction id; after the commit `settle` claims it (a conditional update, so one
 * process calls at a time), reads the provider's order, makes the one call that gives the money back (Swish's
 * refund, Klarna's cancel or refund, Svea's and Wasa's cancel), and records `refunded`, or `manual` with why. A
 * crash between commit and call leaves it `pending`: the sweeper (on start and every minute) picks it up once its
 * claim has run out, and the same instruction id, or the provider's state read first, makes the repeat safe.
 */
export function createRefundService(db: Kysely<Database>, options: {
  providers: RefundProviders;
  now?: () => Date;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}) {
  const now = options.now ?? (() => new Date());
  const { swish, klarna, svea, wasa } = options.providers;
  const swishIdentifierOf = (id: string) => crypto.createHmac('sha256', swish?.secret ?? '').update(`swish-refund|${id}`).digest('hex').slice(0, 32);

  /** Holds a pending refund for one attempt; false when another attempt holds it or it is no longer pending. */
  async function claim(refund: RefundRow): Promise<boolean> {
    const at = now();
    const result = await db
      .updateTable('order_refunds')
      .set({ claimed_until: new Date(at.getTime() + REFUND_CLAIM_MS).toISOString(), attempts: refund.attempts + 1, updated_at: at.toISOString() })
      .where('id', '=', refund.id)
      .where('status', '=', 'pending')
      .where('attempts', '=', refund.attempts)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at.toISOString())]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records an attempt's outcome, once: only a refund still pending changes. */
  async function finish(refund: RefundRow, attempt: Attempt): Promise<void> {
    const nowIso = now().toISOString();
    const base = db.updateTable('order_refunds').where('id', '=', refund.id).where('status', '=', 'pending');
    if (attempt.status === 'waiting') {
      await base.set({ claimed_until: new Date(now().getTime() + WAITING_RECHECK_MS).toISOString(), updated_at: nowIso }).execute();
    } else if (attempt.status === 'refunded') {
      await base.set({ status: 'refunded', settled_at: nowIso, claimed_until: null, updated_at: nowIso, reason: null, detail: null }).execute();
    } else {
      options.log?.('refund left to a person', { order_id: refund.order_id, method: refund.method, reason: attempt.reason, detail: attempt.detail });
      await base.set({ status: 'manual', reason: attempt.reason, detail: attempt.detail?.slice(0, 500) ?? null, claimed_until: null, updated_at: nowIso }).execute();
    }
  }

  /** A provider's failure as an attempt: a refusal (4xx) is the provider's answer; anything else may have gone through. */
  function failed(error: unknown): Attempt {
    if (!(error instanceof ProviderError)) throw error;
    const refused = error.kind === 'http' && error.status !== null && error.status >= 400 && error.status < 500;
    return { status: 'manual', reason: refused ? 'provider_error' : 'provider_unreachable', detail: `${error.kind}${error.status ? ` ${error.status}` : ''}: ${error.message}` };
  }

  function swishAttempt(found: SwishRefund): Attempt {
    const outcome = swishRefundOutcome(found.status);
    if (outcome === 'refunded') return { status: 'refunded' };
    if (outcome === 'waiting') return { status: 'waiting' };
    return { status: 'manual', reason: 'provider_error', detail: `${found.errorCode ?? 'ERROR'}${found.errorMessage ? `: ${found.errorMessage}` : ''}` };
  }

  /** Carries out a step read from the provider's order; `act` makes the cancel (or refund) call. */
  async function follow(step: ProviderRefundStep, act: { cancel(): Promise<void>; refund?(amountOre: number): Promise<void> }): Promise<Attempt> {
    if (step.kind === 'done') return { status: 'refunded' };
    if (step.kind === 'manual') return { status: 'manual', reason: step.reason, detail: null };
    if (step.kind === 'cancel') await act.cancel();
    else if (act.refund) await act.refund(step.amountOre);
    else return { status: 'manual', reason: 'provider_error', detail: 'no refund call' };
    return { status: 'refunded' };
  }

  async function attempt(refund: RefundRow, orderNumber: string): Promise<Attempt> {
    const providerOrderId = refund.provider_order_id;
    const instructionId = refund.instruction_id;
    if (!providerOrderId || !instructionId) return { status: 'manual', reason: 'no_provider_order', detail: null };
    try {
      switch (refund.method as ProviderRefundHandler) {
        case 'swish': {
          if (!swish) break;
          // The refund may exist from an attempt whose answer was lost: Swish knows it by our instruction id.
          let found = await swish.client.retrieveRefund(instructionId);
          if (!found) {
            const payment = await swish.client.retrieve(providerOrderId);
            if (payment.status !== 'PAID' || !payment.paymentReference) return { status: 'manual', reason: 'provider_error', detail: `payment request ${payment.status}` };
            await swish.client.createRefund(instructionId, {
              originalPaymentReference: payment.paymentReference,
              callbackUrl: `${swish.shopOrigin.replace(/\/+$/, '')}${SWISH_REFUND_CALLBACK_PATH}`,
              payerAlias: swish.client.payeeAlias,
              amount: oreToSekString(refund.amount_ore),
              currency: 'SEK',
              message: `Återbetalning order ${orderNumber}`.slice(0, 50),
              callbackIdentifier: swishIdentifierOf(instructionId),
            });
            found = await swish.client.retrieveRefund(instructionId);
          }
          return found ? swishAttempt(found) : { status: 'waiting' };
        }
        case 'klarna_checkout': {
          if (!klarna) break;
          const order = await klarna.readManagedOrder(providerOrderId);
          const step = klarnaRefundStep({ status: order.status, capturedOre: order.captured_amount, refundedOre: order.refunded_amount }, refund.amount_ore);
          return await follow(step, {
            cancel: () => klarna.cancel(providerOrderId),
            refund: (amountOre) => klarna.refund(providerOrderId, amountOre, `Order ${orderNumber} makulerad`, instructionId),
          });
        }
        case 'svea_part_payment': {
          if (!svea) break;
          const id = Number(providerOrderId);
          const order = await svea.readAdminOrder(id);
          return await follow(sveaRefundStep({ orderStatus: order.OrderStatus, canCancel: order.IsPossibleToCancel }), { cancel: () => svea.cancel(id) });
        }
        case 'wasa_checkout': {
          if (!wasa) break;
          const order = await wasa.readOrder(providerOrderId);
          return await follow(wasaRefundStep(order.status.status), { cancel: () => wasa.cancel(providerOrderId) });
        }
      }
    } catch (error) {
      return failed(error);
    }
    return { status: 'manual', reason: 'not_configured', detail: null };
  }

  async function pendingOf(orderId: number) {
    return db
      .selectFrom('order_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .selectAll('r')
      .select('o.order_number')
      .where('r.order_id', '=', orderId)
      .where('r.status', '=', 'pending')
      .executeTakeFirst();
  }

  /** One attempt at the pending refund of an order, when no other attempt holds it. */
  async function settle(orderId: number): Promise<void> {
    const refund = await pendingOf(orderId);
    if (!refund || !(await claim(refund))) return;
    await finish(refund, await attempt(refund, refund.order_number ?? ''));
  }

  const configured: ProviderRefundHandler[] = [
    ...(swish ? (['swish'] as const) : []), ...(klarna ? (['klarna_checkout'] as const) : []),
    ...(svea ? (['svea_part_payment'] as const) : []), ...(wasa ? (['wasa_checkout'] as const) : []),
  ];

  async function sweep(): Promise<number> {
    const due = await db
      .selectFrom('order_refunds')
      .select('order_id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now().toISOString())]))
      .orderBy('id')
      .limit(50)
      .execute();
    for (const { order_id } of due) await settle(order_id);
    return due.length;
  }

  return {
    /** The provider handlers whose refunds are made here (the cancellation records theirs `pending`). */
    configured,
    settle,
    /** Every pending refund whose claim has run out (a crash between the cancellation and the call, a refund still settling). */
    sweep,
    sweeper: createPeriodicTask(
      async () => {
        const n = await sweep();
        if (n > 0) options.log?.(`refund sweep: ${n} pending refund(s) attempted`);
        return n;
      },
      { everyMs: SWEEP_EVERY_MS, onError: (error) => options.log?.(`refund sweep failed: ${String(error)}`) },
    ),

    /**
     * Swish's refund callback: refused unless its callbackIdentifier is the one the refund was sent with. Its body
     * is not taken for the outcome: the refund is read back from Swish.
     */
    async swishCallback(identifier: string | undefined, id: string): Promise<'ok' | 'unknown' | 'forbidden'> {
      const refund = await db.selectFrom('order_refunds').selectAll().where('instruction_id', '=', id).where('method', '=', 'swish').executeTakeFirst();
      if (!refund || !swish) return 'unknown';
      if (!sameSecret(swishIdentifierOf(id), identifier ?? '')) return 'forbidden';
      if (refund.status !== 'pending') return 'ok';
      try {
        const found = await swish.client.retrieveRefund(id);
        const result = found ? swishAttempt(found) : null;
        // Only Swish's final word settles it here; an attempt in progress records its own outcome.
        if (result && result.status !== 'waiting') await finish(refund, result);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        options.log?.('swish refund callback: retrieve failed', { instruction_id: id, error: error.message });
      }
      return 'ok';
    },

    /**
     * A person asks for another attempt at a refund the provider refused or did not answer (the provider's state is
     * read first, so a refund that went through after all is recorded, not made again).
     */
    async retry(orderNumber: string, actor: Actor): Promise<{ ok: true; status: 'pending' | 'refunded' | 'manual' } | { ok: false; reason: 'unknown_order' | 'not_retryable' }> {
      if (!/^\d{1,12}$/.test(orderNumber)) return { ok: false, reason: 'unknown_order' };
      const order = await db.selectFrom('orders').select('id').where('order_number', '=', orderNumber).executeTakeFirst();
      if (!order) return { ok: false, reason: 'unknown_order' };
      const nowIso = now().toISOString();
      const reopened = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('order_refunds')
          .set({ status: 'pending', claimed_until: null, updated_at: nowIso })
          .where('order_id', '=', order.id)
          .where('status', '=', 'manual')
          .where('reason', 'in', RETRYABLE_REASONS)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordAudit(trx, actor, { action: 'order.refund_retry', entityType: 'order', entityId: orderNumber, before: { refund: 'manual' }, after: { refund: 'pending' } }, nowIso);
        return true;
      });
      if (!reopened) return { ok: false, reason: 'not_retryable' };
      await settle(order.id);
      const after = await db.selectFrom('order_refunds').select('status').where('order_id', '=', order.id).executeTakeFirstOrThrow();
      return { ok: true, status: after.status };
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
