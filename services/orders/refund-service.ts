import type { Kysely } from 'kysely';
import { checkConfirmation, type ConfirmationCheck } from '../../domain/money-confirmation';
import { REFUND_CLAIM_MS, RETRYABLE_REASONS, type ProviderRefundHandler } from '../../domain/refunds';
import { createOrderRepository } from '../../db/repositories/order-repository';
import { createRefundRepository, type RefundRow } from '../../db/repositories/refund-repository';
import type { Database, PaymentHandler } from '../../db/schema';
import { ProviderError } from '../../payments/payment-provider';
import { failedAttempt, type ProviderRefunder, type RefundAttempt } from '../../payments/provider-refund';
import { createPeriodicTask } from '../periodic-task';
import { recordAudit, type Actor } from '../admin/audit-log';
import { recordMovement, refundSourceKey } from './payment-records';

/** How long a refund the provider has taken but not settled waits before the sweeper asks again. */
const WAITING_RECHECK_MS = 30_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 50;

/**
 * Refunds through the payment providers (issue 18, decision 033). The cancellation's transaction records the
 * refund `pending` with its instruction id; after the commit `settle` claims it (a conditional update, so one
 * process calls at a time) and hands it to the refunder of the way it was paid (payments/<provider>/), which reads
 * the provider's order and makes the one call that gives the money back; the outcome is recorded `refunded`, or
 * `manual` with why. A crash between commit and call leaves it `pending`: the sweeper (on start and every minute)
 * picks it up once its claim has run out, and the same instruction id, or the provider's state read first, makes
 * the repeat safe.
 */
export type RefundRetry =
  | { ok: true; status: 'pending' | 'refunded' | 'manual' }
  | { ok: false; reason: 'unknown_order' | 'not_retryable' }
  | { ok: false; reason: Exclude<ConfirmationCheck, 'confirmed'>; refundOre: number };

export function createRefundService(db: Kysely<Database>, options: {
  /** One refunder per configured provider (services/container.ts builds them from the checkout's clients). */
  refunders: readonly ProviderRefunder[];
  now?: () => Date;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}) {
  const now = options.now ?? (() => new Date());
  const repo = createRefundRepository(db);
  const refunderOf = (method: string) => options.refunders.find((refunder) => refunder.handler === method);

  /** Holds a pending refund for one attempt; false when another attempt holds it or it is no longer pending. */
  async function claim(refund: RefundRow): Promise<boolean> {
    const at = now();
    return repo.claim(refund, at.toISOString(), new Date(at.getTime() + REFUND_CLAIM_MS).toISOString());
  }

  /** Records an attempt's outcome, once: only a refund still pending changes. */
  async function finish(refund: RefundRow, attempt: RefundAttempt): Promise<void> {
    const at = now();
    const nowIso = at.toISOString();
    if (attempt.status === 'waiting') {
      await repo.waitUntil(refund.id, new Date(at.getTime() + WAITING_RECHECK_MS).toISOString(), nowIso);
    } else if (attempt.status === 'refunded') {
      await db.transaction().execute(async (trx) => {
        if (!(await createRefundRepository(trx).markRefunded(refund.id, nowIso))) return;
        await recordMovement(trx, {
          // The column keeps the order's payment handler the money went through.
          orderId: refund.order_id, handler: refund.method as PaymentHandler, kind: 'refund', amountOre: refund.amount_ore,
          reference: refund.instruction_id, sourceKey: refundSourceKey(refund.id), bookedAt: nowIso,
        });
      });
    } else {
      options.log?.('refund left to a person', { order_id: refund.order_id, method: refund.method, reason: attempt.reason, detail: attempt.detail });
      await repo.markManual(refund.id, attempt.reason, attempt.detail?.slice(0, 500) ?? null, nowIso);
    }
  }

  async function attempt(refund: RefundRow, orderNumber: string): Promise<RefundAttempt> {
    const providerOrderId = refund.provider_order_id;
    const instructionId = refund.instruction_id;
    if (!providerOrderId || !instructionId) return { status: 'manual', reason: 'no_provider_order', detail: null };
    const refunder = refunderOf(refund.method);
    if (!refunder) return { status: 'manual', reason: 'not_configured', detail: null };
    try {
      return await refunder.attempt({ providerOrderId, instructionId, amountOre: refund.amount_ore, orderNumber });
    } catch (error) {
      return failedAttempt(error);
    }
  }

  /** One attempt at the pending refund of an order, when no other attempt holds it. */
  async function settle(orderId: number): Promise<void> {
    const refund = await repo.pendingOf(orderId);
    if (!refund || !(await claim(refund))) return;
    await finish(refund, await attempt(refund, refund.order_number ?? ''));
  }

  async function sweep(): Promise<number> {
    const due = await repo.dueOrders(now().toISOString(), SWEEP_BATCH);
    for (const orderId of due) await settle(orderId);
    return due.length;
  }

  /**
   * A provider's refund callback: refused unless it carries the identifier the refund was sent with. Its body is
   * not taken for the outcome: the refund is read back from the provider.
   */
  async function callback(method: ProviderRefundHandler, identifier: string | undefined, instructionId: string): Promise<'ok' | 'unknown' | 'forbidden'> {
    const refund = await repo.byInstruction(instructionId, method);
    const reports = refunderOf(method)?.callback;
    if (!refund || !reports) return 'unknown';
    if (!reports.authentic(instructionId, identifier)) return 'forbidden';
    if (refund.status !== 'pending') return 'ok';
    try {
      const result = await reports.readBack(instructionId);
      // Only the provider's final word settles it here; an attempt in progress records its own outcome.
      if (result && result.status !== 'waiting') await finish(refund, result);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      options.log?.(`${method} refund callback: retrieve failed`, { instruction_id: instructionId, error: error.message });
    }
    return 'ok';
  }

  return {
    /** The provider handlers whose refunds are made here (the cancellation records theirs `pending`). */
    configured: options.refunders.map((refunder) => refunder.handler),
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

    /** Swish's refund callback (its route is SWISH_REFUND_CALLBACK_PATH). */
    swishCallback: (identifier: string | undefined, instructionId: string) => callback('swish', identifier, instructionId),

    /**
     * A person asks for another attempt at a refund the provider refused or did not answer (the provider's state is
     * read first, so a refund that went through after all is recorded, not made again).
     */
    async retry(orderNumber: string, confirmed: string | undefined, actor: Actor): Promise<RefundRetry> {
      if (!/^\d{1,12}$/.test(orderNumber)) return { ok: false, reason: 'unknown_order' };
      const order = await createOrderRepository(db).byNumber(orderNumber);
      if (!order) return { ok: false, reason: 'unknown_order' };
      // A refund's amount is fixed when it is recorded: the amount the confirmation showed is checked against it.
      const refund = await repo.refundOf(order.id);
      if (!refund) return { ok: false, reason: 'not_retryable' };
      const confirmation = checkConfirmation(refund.amount_ore, confirmed);
      if (confirmation !== 'confirmed') return { ok: false, reason: confirmation, refundOre: refund.amount_ore };
      const nowIso = now().toISOString();
      const reopened = await db.transaction().execute(async (trx) => {
        if (!(await createRefundRepository(trx).reopen(order.id, RETRYABLE_REASONS, nowIso))) return false;
        await recordAudit(trx, actor, { action: 'order.refund_retry', entityType: 'order', entityId: orderNumber, before: { refund: 'manual' }, after: { refund: 'pending' } }, nowIso);
        return true;
      });
      if (!reopened) return { ok: false, reason: 'not_retryable' };
      await settle(order.id);
      return { ok: true, status: await repo.statusOf(order.id) };
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
