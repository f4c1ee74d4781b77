import type { CheckoutCustomer } from '../../domain/checkout-form';
import type { CountryCode } from '../../domain/postal-code';
import { refusalOfPlacement, type ProviderRefusalCancel, type ProviderRefusalReason } from '../../domain/provider-refusals';
import type { Order } from '../../db/repositories/order-repository';
import type { ConfirmationMailOf } from './order-mail';
import { createProviderSessionRepository, type ProviderSessionRepository } from '../../db/repositories/provider-session-repository';
import type { PaymentHandler, PaymentTypeRow, ProviderSessionRow } from '../../db/schema';
import type { Session } from '../session-service';
import { recordMovement } from '../orders/payment-records';
import type { OrderService } from './order-service';
import type { ProviderCompletion } from './provider-checkout-kit';

/** Why the shop will not place a provider's order: a reason the back office shows, and words for the log. */
export type ProviderRefusal = { reason: ProviderRefusalReason; why: string };

/** Whether the shop takes a provider's order as the provider hands it over, and for whom. */
export type ProviderVerdict = { ok: true; owner: Session; customer: CheckoutCustomer; country: CountryCode } | ({ ok: false } & ProviderRefusal);

/**
 * What completing differs in between providers (Klarna, Svea, Wasa): reading their order, whether it is complete,
 * judging it, its amount, and their cancel and acknowledge calls. Everything else is one lifecycle.
 */
export interface CompletionAdapter<P> {
  provider: string;
  handler: PaymentHandler;
  read(providerOrderId: string): Promise<P>;
  /** 'closed': the provider ended it itself (Wasa's cancellation): refused here without cancelling there. */
  stateOf(order: P): 'complete' | 'incomplete' | 'closed';
  judge(row: ProviderSessionRow, order: P): Promise<ProviderVerdict>;
  /** What the provider charges for its order, to the öre: the order is placed at exactly that. */
  amountOre(order: P): number;
  paymentType(): Promise<PaymentTypeRow | null>;
  cancel(providerOrderId: string): Promise<unknown>;
  /** Providers that push until the merchant acknowledges (Klarna). */
  acknowledge?(providerOrderId: string): Promise<unknown>;
}

/**
 * Places our order for a completed provider checkout, once (decision 040): the provider's callbacks, their
 * repeats and the shopper's return all come here, in any order and at once. The checkout row leaves 'open' by one
 * transition: completed in the order's own transaction, or refused; only the call whose refusal changed the row
 * cancels at the provider, and a call that comes second answers what the first decided. So the shop never cancels
 * at the provider an order it keeps.
 */
export function createProviderCompletion(deps: {
  repo: ProviderSessionRepository;
  orders: OrderService;
  confirmationMail: ConfirmationMailOf;
  orderById(id: number): Promise<Order | null>;
  mailQueued?: () => void;
  log: (message: string, fields?: Record<string, unknown>) => void;
  /** Logs a provider's failure (it throws on anything that is not one). */
  logFailure: (error: unknown, what: string, fields?: Record<string, unknown>) => void;
  now: () => Date;
}) {
  /** What an earlier call decided for this checkout: its order (acknowledged again), or its refusal; null while open. */
  async function decidedBefore<P>(adapter: CompletionAdapter<P>, row: ProviderSessionRow, providerOrderId: string): Promise<ProviderCompletion | null> {
    const sessionIdHash = row.session_id_hash;
    const existing = row.order_id === null ? null : await deps.orderById(row.order_id);
    if (existing) {
      await acknowledge(adapter, providerOrderId);
      return { ok: true, order: existing, repeated: true, sessionIdHash };
    }
    return row.status === 'refused' ? { ok: false, reason: 'refused', sessionIdHash } : null;
  }

  async function acknowledge<P>(adapter: CompletionAdapter<P>, providerOrderId: string): Promise<void> {
    if (!adapter.acknowledge) return;
    await adapter.acknowledge(providerOrderId).catch((error: unknown) => deps.logFailure(error, 'acknowledge', { order_id: providerOrderId }));
  }

  /**
   * Takes the checkout out of 'open' as refused, keeping why and the provider's amount; when another call took it
   * out first, its decision stands. The call that refused cancels at the provider and records whether that worked.
   */
  async function refuse<P>(adapter: CompletionAdapter<P>, row: ProviderSessionRow, providerOrderId: string, refusal: ProviderRefusal & { amountOre: number }, cancelThere: boolean): Promise<ProviderCompletion> {
    if (!(await deps.repo.refuse(row.id, refusal, deps.now().toISOString()))) {
      const now = await deps.repo.find(row.provider, row.provider_order_id);
      return (now && (await decidedBefore(adapter, now, providerOrderId))) ?? { ok: false, reason: 'failed', sessionIdHash: row.session_id_hash };
    }
    if (!cancelThere) return { ok: false, reason: 'refused', sessionIdHash: row.session_id_hash };
    deps.log(`${adapter.provider} order refused: ${refusal.why}`, { provider: adapter.provider, order_id: providerOrderId, reason: refusal.reason });
    let cancel: ProviderRefusalCancel = 'failed';
    try {
      await adapter.cancel(providerOrderId);
      cancel = 'cancelled';
    } catch (error) {
      deps.logFailure(error, 'cancel', { order_id: providerOrderId });
    } finally {
      // Even when logging rethrows (not a provider's failure): the back office must not read an unknown outcome.
      await deps.repo.recordCancel(row.id, cancel);
    }
    return { ok: false, reason: 'refused', sessionIdHash: row.session_id_hash };
  }

  return {
    /**
     * Completes the checkout `row` with the provider's order `providerOrderId`; `known` is that order when the
     * caller had to read it already (Wasa's order names its checkout).
     */
    async complete<P>(adapter: CompletionAdapter<P>, row: ProviderSessionRow, providerOrderId: string, known?: P): Promise<ProviderCompletion> {
      const sessionIdHash = row.session_id_hash;
      const decided = await decidedBefore(adapter, row, providerOrderId);
      // A refusal stands, but an order its provider closed itself reads as cancelled (the shopper cancelled there).
      if (decided && (decided.ok || known === undefined || adapter.stateOf(known) !== 'closed')) return decided;
      let order: P;
      try {
        order = known ?? (await adapter.read(providerOrderId));
      } catch (error) {
        deps.logFailure(error, 'read order', { order_id: providerOrderId });
        return { ok: false, reason: 'failed', sessionIdHash };
      }
      const state = adapter.stateOf(order);
      if (state === 'closed') {
        const closed = await refuse(adapter, row, providerOrderId, { reason: 'closed', why: 'closed by the provider', amountOre: adapter.amountOre(order) }, false);
        return closed.ok ? closed : { ok: false, reason: 'cancelled', sessionIdHash };
      }
      if (state === 'incomplete') return { ok: false, reason: 'incomplete', sessionIdHash };
      const type = await adapter.paymentType();
      const verdict = type ? await adapter.judge(row, order) : { ok: false as const, reason: 'payment_type' as const, why: 'the payment type is gone' };
      if (!verdict.ok) return refuse(adapter, row, providerOrderId, { ...verdict, amountOre: adapter.amountOre(order) }, true);
      const { owner } = verdict;
      const placed = await deps.orders.place(owner, {
        customer: verdict.customer,
        country: verdict.country,
        choosePaymentType: (nothingDue) => (nothingDue ? null : type),
        handler: adapter.handler,
        shippingOptionKey: typeof owner.data.shipping_option_id === 'string' ? owner.data.shipping_option_id : null,
        submissionKey: `${adapter.provider}:${providerOrderId}`,
        shown: null,
        choicesMadeNow: false,
        expectedToPayOre: adapter.amountOre(order),
        confirmationMail: deps.confirmationMail,
        completesCheckout: async (trx, orderId, nowIso) => {
          if (!(await createProviderSessionRepository(trx).complete(row.id, orderId, nowIso))) return false;
          // The provider holds the customer's money from here: recorded with the order, once per provider order.
          await recordMovement(trx, {
            orderId, handler: adapter.handler, kind: 'payment', amountOre: adapter.amountOre(order), reference: providerOrderId,
            sourceKey: `${adapter.provider}:${providerOrderId}:completed`, bookedAt: nowIso,
          });
          return true;
        },
      });
      if (!placed.ok) return refuse(adapter, row, providerOrderId, { reason: refusalOfPlacement(placed), why: placed.message, amountOre: adapter.amountOre(order) }, true);
      if (!placed.repeated) deps.mailQueued?.();
      await acknowledge(adapter, providerOrderId);
      return { ok: true, order: placed.order, repeated: placed.repeated, sessionIdHash };
    },
  };
}

export type ProviderCompletionService = ReturnType<typeof createProviderCompletion>;
