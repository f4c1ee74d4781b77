import type { SwishFlow, SwishStart } from '../../common/contract/checkout';
import crypto from 'node:crypto';
import type { Order, OrderRepository } from '../../db/repositories/order-repository';
import { ProviderError } from '../../payments/payment-provider';
import { oreToSekString, sekToOre, type SwishPaymentRequest } from '../../payments/swish/swish-api';
import type { SwishClient } from '../../payments/swish/swish-client';
import { sameSecret } from '../../payments/same-secret';
import type { PaymentSettlement } from './payment-settlement';
import { providerFailureLogger } from './provider-checkout-kit';

/** Our addresses for Swish: its callback, the shopper's polling, and the page the app switch returns to. */
export const SWISH_CALLBACK_PATH = '/checkoutv3/swish/callback';
export const SWISH_STATUS_PATH = '/checkoutv3/swish/status';
export const SWISH_RETURN_PATH = '/checkoutv3/swish/return';


/** `refunded`: Swish took the payment after the hold released the order, which could not be taken back (decision 038). */
export type SwishState = 'pending' | 'paid' | 'cancelled' | 'timeout' | 'refunded';

/**
 * Swish for the checkout (issue 17, docs/payment-providers.md): the order is placed first (holding its stock, as a
 * card order does), then a payment request for exactly its amount goes to Swish. The payer answers in the app;
 * Swish's callback (proven by the callbackIdentifier header) or the shopper's polling settles the order once. An
 * unanswered request is cancelled after the timeout, and the order with it: the cart stays.
 */
export function createSwishCheckout(deps: {
  client: SwishClient;
  shopOrigin: string;
  /** The simulator's stand-in for the Swish app (a page of the shop), while Swish is simulated; null for the real app. */
  simulatorAppPath: string | null;
  /** Derives each request's callbackIdentifier, so nothing but the request id needs storing. */
  secret: string;
  timeoutSeconds: number;
  orderRepo: OrderRepository;
  /** Settles the order for Swish's final answer, once, under the order's lock (late payments included). */
  settlement: Pick<PaymentSettlement, 'settle'>;
  log: (message: string, fields?: Record<string, unknown>) => void;
  now: () => Date;
}) {
  const origin = deps.shopOrigin.replace(/\/+$/, '');
  const identifierOf = (id: string) => crypto.createHmac('sha256', deps.secret).update(`swish-callback|${id}`).digest('hex').slice(0, 32);

  const logProviderFailure = providerFailureLogger('swish', deps.log);
  const logFailure = (error: unknown, what: string, id: string) => logProviderFailure(error, what, { instruction_id: id });

  /**
   * Settles the order for Swish's answer (a repeated answer changes nothing). A PAID that comes after the hold
   * released the order takes it back or is refunded (decision 038).
   */
  async function apply(request: SwishPaymentRequest): Promise<void> {
    const payment = await deps.orderRepo.cardPaymentByToken(request.id);
    if (!payment) return;
    if (request.status === 'PAID') {
      if (sekToOre(request.amount) !== payment.amount_ore) {
        deps.log('swish paid another amount than the order: not taken as paid', { provider: 'swish', instruction_id: request.id, paid: request.amount, ours: payment.amount_ore });
        return;
      }
      await deps.settlement.settle(request.id, 'paid');
    } else if (request.status !== 'CREATED') {
      await deps.settlement.settle(request.id, 'cancelled');
    }
  }

  return {
    /** Sends the payment request for a placed order; on failure the order is cancelled and the cart stays. */
    async start(order: Order, flow: SwishFlow, payer: { alias: string; shown: string } | null): Promise<SwishStart | null> {
      const id = crypto.randomBytes(16).toString('hex').toUpperCase();
      const nowIso = deps.now().toISOString();
      await deps.orderRepo.createCardPayment(order.id, id, order.to_pay_ore, nowIso);
      try {
        const created = await deps.client.create(id, {
          payeePaymentReference: order.order_number ?? undefined,
          callbackUrl: `${origin}${SWISH_CALLBACK_PATH}`,
          ...(flow === 'ecommerce' && payer ? { payerAlias: payer.alias } : {}),
          payeeAlias: deps.client.payeeAlias,
          amount: oreToSekString(order.to_pay_ore),
          currency: 'SEK',
          message: `Order ${order.order_number ?? ''} Hembutiken`.slice(0, 50),
          callbackIdentifier: identifierOf(id),
        });
        const back = `${SWISH_RETURN_PATH}/${id}`;
        const appUrl = flow === 'mcommerce' && created.token
          ? deps.simulatorAppPath !== null
            ? `${deps.simulatorAppPath}?token=${encodeURIComponent(created.token)}&callbackurl=${encodeURIComponent(back)}`
            : `swish://paymentrequest?token=${encodeURIComponent(created.token)}&callbackurl=${encodeURIComponent(`${origin}${back}`)}`
          : null;
        if (flow === 'mcommerce' && !appUrl) throw new ProviderError('swish', 'invalid', 'an m-commerce request came back without its token');
        return {
          id, flow, app_url: appUrl, payer: flow === 'ecommerce' ? (payer?.shown ?? null) : null, status_url: `${SWISH_STATUS_PATH}/${id}`,
          expires_at: new Date(deps.now().getTime() + deps.timeoutSeconds * 1000).toISOString(),
        };
      } catch (error) {
        logFailure(error, 'payment request', id);
        await deps.settlement.settle(id, 'cancelled');
        return null;
      }
    },

    /**
     * Withdraws the payment requests of orders whose hold was released (decision 038): cancelled at Swish, so the
     * payer cannot pay a released order; Swish's word is then read back, so a request paid meanwhile (its callback
     * late or lost) is settled at once as a late payment.
     */
    async withdraw(orderIds: readonly number[]): Promise<void> {
      for (const id of await deps.orderRepo.swishRequestsOf(orderIds)) {
        await deps.client.cancel(id).catch((error: unknown) => logFailure(error, 'cancel', id));
        try {
          await apply(await deps.client.retrieve(id));
        } catch (error) {
          logFailure(error, 'retrieve', id);
        }
      }
    },

    /** Swish's callback: refused unless its callbackIdentifier is the one this request was sent with. */
    async callback(identifier: string | undefined, body: SwishPaymentRequest): Promise<'ok' | 'unknown' | 'forbidden'> {
      const payment = await deps.orderRepo.cardPaymentByToken(body.id);
      if (!payment) {
        deps.log('swish callback for an unknown payment request', { provider: 'swish', instruction_id: body.id });
        return 'unknown';
      }
      if (!sameSecret(identifierOf(body.id), identifier ?? '')) {
        deps.log('swish callback with a wrong callbackIdentifier', { provider: 'swish', instruction_id: body.id });
        return 'forbidden';
      }
      await apply(body);
      return 'ok';
    },

    /**
     * Where the payment stands, for the shopper's polling: asks Swish while it is pending (a lost callback changes
     * nothing), and cancels a request left unanswered past the timeout.
     */
    async status(id: string): Promise<{ state: SwishState; order: Order | null } | null> {
      let payment = await deps.orderRepo.cardPaymentByToken(id);
      if (!payment) return null;
      let timedOut = false;
      const age = deps.now().getTime() - Date.parse(payment.created_at);
      // A request whose order the hold released is still open in the payer's app until Swish's timeout: asking
      // about it too finds a late payment whose callback was lost.
      if (payment.status === 'pending' || (payment.status === 'cancelled' && age <= deps.timeoutSeconds * 1000)) {
        try {
          const request = await deps.client.retrieve(id);
          await apply(request);
          if (request.status === 'ERROR' && request.errorCode === 'TM01') timedOut = true;
        } catch (error) {
          logFailure(error, 'retrieve', id);
        }
        payment = (await deps.orderRepo.cardPaymentByToken(id))!;
        if (payment.status === 'pending' && age > deps.timeoutSeconds * 1000) {
          await deps.client.cancel(id).catch((error: unknown) => logFailure(error, 'cancel', id));
          await deps.settlement.settle(id, 'cancelled');
          timedOut = true;
          payment = (await deps.orderRepo.cardPaymentByToken(id))!;
        }
      }
      const order = await deps.orderRepo.byId(payment.order_id);
      const state: SwishState = order?.late_payment === 'refunded'
        ? 'refunded'
        : payment.status === 'paid' ? 'paid' : payment.status === 'pending' ? 'pending' : timedOut ? 'timeout' : 'cancelled';
      return { state, order };
    },
  };
}

export type SwishCheckout = ReturnType<typeof createSwishCheckout>;
