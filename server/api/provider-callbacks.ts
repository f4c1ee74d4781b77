import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CARD_RETURN_PATH, confirmationUrl } from '../../services/checkout/checkout-service';
import type { ProviderCompletion } from '../../services/checkout/provider-checkout-kit';
import type { Session } from '../../services/session-service';
import { klarnaOrderSchema, klarnaShippingOptionUpdateSchema } from '../../payments/klarna/klarna-api';
import { INSTRUCTION_ID, swishPaymentRequestSchema } from '../../payments/swish/swish-api';
import { WASA_ORDER_ID, wasaPingSchema } from '../../payments/wasa/wasa-api';
import { TEST_CARD_PATH } from '../../payments/test-card-provider';
import { KLARNA_CONFIRMATION_PATH, KLARNA_PUSH_PATH, KLARNA_SHIPPING_OPTION_UPDATE_PATH, KLARNA_VALIDATION_PATH, type KlarnaCheckout } from '../../services/checkout/klarna-checkout';
import { SVEA_CONFIRMATION_PATH, SVEA_PUSH_PATH, type SveaCheckout } from '../../services/checkout/svea-checkout';
import { SWISH_CALLBACK_PATH, SWISH_RETURN_PATH, SWISH_STATUS_PATH, type SwishCheckout } from '../../services/checkout/swish-checkout';
import { WASA_CONFIRMATION_PATH, WASA_PING_PATH, type WasaCheckout } from '../../services/checkout/wasa-checkout';
import { SWISH_REFUND_CALLBACK_PATH } from '../../payments/swish/swish-refund';
import { svCheckout } from '../../common/copy/sv-checkout';
import { errorBody } from '../errors';
import { bodyOf } from './request-fields';
import { testCardPage } from './test-card-page';

/**
 * Server-to-server calls: no session cookie, no CSRF token (the secret in the address or header is the proof).
 * Like the shopper's returns, they concern a purchase already under way: the commerce gate of the checkout calls
 * (site settings) is not on them.
 */
const SERVER_CALL = { config: { csrf: false } };

/** Where the shopper lands when a provider's return does not end in their order. */
const BACK_TO_CHECKOUT = {
  refused: '/checkoutv3?betalning=andrad',
  cancelled: '/checkoutv3',
  failed: '/checkoutv3?betalning=fel',
} as const;

/**
 * An embedded provider checkout's two ways to tell the shop a purchase is complete: the provider's own call
 * (Klarna's push, Svea's push, Wasa's status ping) and the shopper's return. Both end in the one completion
 * (services/checkout/provider-completion.ts); this says how each carries the provider's order and its proof.
 */
interface CompletionRoutes<Proof> {
  provider: string;
  push: {
    path: string;
    methods: ('GET' | 'POST')[];
    /** The provider's order id and the proof the call carries, or null when the call is malformed. */
    read(request: FastifyRequest): { id: string; proof: Proof } | null;
    /**
     * How a push for an order the provider has not completed is answered: 409 asks a provider that pushes only
     * after completion to try again (Klarna, Svea); Wasa pings every status change, the early ones included.
     */
    incomplete: 200 | 409;
  };
  shopperReturn: {
    path: string;
    /** The provider's order id the shopper returns with, or null. */
    read(request: FastifyRequest): string | null;
  };
  complete(id: string, proof: Proof | null): Promise<ProviderCompletion>;
  forget(session: Session): Promise<void>;
}

/** A provider's push, answered so the provider stops (placed, refused, cancelled) or tries again (a failure on our side). */
function pushAnswer(reply: FastifyReply, result: ProviderCompletion, incomplete: 200 | 409): FastifyReply {
  if (result.ok) return reply.status(200).send({});
  switch (result.reason) {
    case 'unknown': return reply.status(404).send(errorBody('not_found'));
    case 'forbidden': return reply.status(403).send(errorBody('forbidden'));
    case 'incomplete': return incomplete === 200 ? reply.status(200).send({}) : reply.status(409).send(errorBody('order_refused'));
    // Refused orders are cancelled at the provider: the push is answered so the provider stops pushing.
    case 'refused': case 'cancelled': return reply.status(200).send({});
    case 'failed': return reply.status(503).send(errorBody('provider_retry'));
  }
}

function registerCompletionRoutes<Proof>(app: FastifyInstance, routes: CompletionRoutes<Proof>): void {
  app.route({
    method: routes.push.methods,
    url: routes.push.path,
    ...SERVER_CALL,
    handler: async (request, reply) => {
      const push = routes.push.read(request);
      if (!push) {
        request.log.warn({ provider: routes.provider }, `${routes.provider} push with a malformed request`);
        return reply.status(400).send(errorBody('bad_request'));
      }
      return pushAnswer(reply, await routes.complete(push.id, push.proof), routes.push.incomplete);
    },
  });
  app.get(routes.shopperReturn.path, async (request, reply) => {
    const id = routes.shopperReturn.read(request);
    if (id === null) return reply.redirect(BACK_TO_CHECKOUT.failed, 303);
    const session = await request.session();
    const result = await routes.complete(id, null);
    if (!result.ok) return reply.redirect(result.reason === 'refused' || result.reason === 'cancelled' ? BACK_TO_CHECKOUT[result.reason] : BACK_TO_CHECKOUT.failed, 303);
    // Only the shopper whose checkout it was is shown the order (its confirmation address carries the view token).
    if (result.sessionIdHash !== session.idHash) return reply.redirect('/', 303);
    await routes.forget(session);
    // The order is placed: a new session id, as after every order (whoever held the old one cannot follow it).
    await request.rotateSession();
    return reply.redirect(confirmationUrl(result.order), 303);
  });
}

const klarnaQuery = z.object({ order_id: z.string().min(1).max(100).optional(), token: z.string().min(1).max(100).optional() });
const sveaQuery = z.object({ order_id: z.coerce.number().int().positive().max(2 ** 53 - 1), token: z.string().min(16).max(100).optional() });
const wasaPingQuery = z.object({ ref: z.string().uuid(), token: z.string().min(16).max(100) });
const wasaOrderParam = z.object({ id: z.string().regex(WASA_ORDER_ID) });
const swishInstruction = z.object({ id: z.string().regex(INSTRUCTION_ID) });

const queryOf = (request: FastifyRequest) => new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Klarna's push (after the purchase) and the shopper's return to the confirmation address. */
function klarnaCompletion(klarna: KlarnaCheckout): CompletionRoutes<string> {
  return {
  provider: 'klarna',
  push: {
    path: KLARNA_PUSH_PATH,
    methods: ['POST'],
    read: (request) => {
      const q = klarnaQuery.safeParse(request.query);
      return q.success && q.data.order_id && q.data.token ? { id: q.data.order_id, proof: q.data.token } : null;
    },
    incomplete: 409,
  },
  shopperReturn: {
    path: KLARNA_CONFIRMATION_PATH,
    read: (request) => {
      const q = klarnaQuery.safeParse(request.query);
      return q.success && q.data.order_id ? q.data.order_id : null;
    },
  },
  complete: (id, token) => klarna.complete(id, token),
  forget: (session) => klarna.forget(session),
};
}

/** Svea's push and the shopper's return. */
function sveaCompletion(svea: SveaCheckout): CompletionRoutes<string> {
  return {
  provider: 'svea',
  // Svea's PushUri is an address it calls with nothing but the address itself (the order id and our token are
  // in it): its published material does not fix the method, so the push is taken as GET or POST alike.
  push: {
    path: SVEA_PUSH_PATH,
    methods: ['GET', 'POST'],
    read: (request) => {
      const q = sveaQuery.safeParse(request.query);
      return q.success && q.data.token ? { id: String(q.data.order_id), proof: q.data.token } : null;
    },
    incomplete: 409,
  },
  shopperReturn: {
    path: SVEA_CONFIRMATION_PATH,
    read: (request) => {
      const q = sveaQuery.safeParse(request.query);
      return q.success ? String(q.data.order_id) : null;
    },
  },
  complete: (id, token) => svea.complete(Number(id), token),
  forget: (session) => svea.forget(session),
};
}

/** Wasa's status ping and the shopper's return after signing. */
function wasaCompletion(wasa: WasaCheckout): CompletionRoutes<{ reference: string; token: string }> {
  return {
  provider: 'wasa',
  // Wasa's status ping names its order in the body; our checkout's reference and token are in the address.
  push: {
    path: WASA_PING_PATH,
    methods: ['POST'],
    read: (request) => {
      const q = wasaPingQuery.safeParse(request.query);
      const body = wasaPingSchema.safeParse(request.body);
      if (!q.success || !body.success || !WASA_ORDER_ID.test(body.data.order_id)) return null;
      return { id: body.data.order_id, proof: { reference: q.data.ref, token: q.data.token } };
    },
    incomplete: 200,
  },
  // storefront.md: the shopper returns to /checkout/wasa/confirmation/{wasa order id}.
  shopperReturn: {
    path: `${WASA_CONFIRMATION_PATH}/:id`,
    read: (request) => {
      const params = wasaOrderParam.safeParse(request.params);
      return params.success ? params.data.id : null;
    },
  },
  complete: (id, ping) => wasa.complete(id, ping),
  forget: (session) => wasa.forget(session),
};
}

/** Klarna's calls while the shopper is still in its checkout: the validation before completing, and a shipping option chosen. */
function klarnaCheckoutTimeCallbacks(app: FastifyInstance, klarna: KlarnaCheckout): void {
  app.post(KLARNA_VALIDATION_PATH, SERVER_CALL, async (request, reply) => {
    const q = klarnaQuery.safeParse(request.query);
    const body = klarnaOrderSchema.safeParse(request.body);
    if (!q.success || !q.data.token || !body.success) {
      request.log.warn({ provider: 'klarna' }, 'klarna validation callback with a malformed request');
      return reply.status(400).send(errorBody('bad_request'));
    }
    const result = await klarna.validate(q.data.token, body.data);
    if (result.ok) return reply.status(200).send({});
    if (result.status === 303) return reply.redirect(result.location!, 303);
    return reply.status(404).send(errorBody('not_found'));
  });
  app.post(KLARNA_SHIPPING_OPTION_UPDATE_PATH, SERVER_CALL, async (request, reply) => {
    const q = klarnaQuery.safeParse(request.query);
    const body = klarnaShippingOptionUpdateSchema.safeParse(request.body);
    if (!q.success || !q.data.order_id || !q.data.token || !body.success) {
      request.log.warn({ provider: 'klarna' }, 'klarna shipping option update with a malformed request');
      return reply.status(400).send(errorBody('bad_request'));
    }
    const result = await klarna.shippingOptionUpdate(q.data.order_id, q.data.token, body.data);
    if (result.ok) return reply.status(200).send(result.answer);
    return reply.status(result.status).send(errorBody(result.status === 404 ? 'not_found' : result.status === 403 ? 'forbidden' : 'bad_request'));
  });
}

/**
 * Swish: its payment and refund callbacks (proven by the callbackIdentifier header), the shopper's polling, and the
 * page the Swish app hands the phone back to. They concern an order already placed.
 */
function swishCallbacks(app: FastifyInstance, swish: SwishCheckout): void {
  app.post(SWISH_CALLBACK_PATH, SERVER_CALL, async (request, reply) => {
    const body = swishPaymentRequestSchema.safeParse(request.body);
    if (!body.success) {
      request.log.warn({ provider: 'swish' }, 'swish callback with a malformed body');
      return reply.status(400).send(errorBody('bad_request'));
    }
    const result = await swish.callback(headerOf(request, 'callbackidentifier'), body.data);
    if (result === 'ok') return reply.status(200).send({});
    return reply.status(result === 'unknown' ? 404 : 403).send(errorBody(result === 'unknown' ? 'not_found' : 'forbidden'));
  });
  // Swish's refund callback (decision 033): proven like the payment's; the refund is read back from Swish.
  app.post(SWISH_REFUND_CALLBACK_PATH, SERVER_CALL, async (request, reply) => {
    const body = swishInstruction.safeParse(request.body);
    if (!body.success) return reply.status(400).send(errorBody('bad_request'));
    const result = await app.services.refunds.swishCallback(headerOf(request, 'callbackidentifier'), body.data.id);
    if (result === 'ok') return reply.status(200).send({});
    request.log.warn({ provider: 'swish', instruction_id: body.data.id, result }, 'swish refund callback refused');
    return reply.status(result === 'unknown' ? 404 : 403).send(errorBody(result === 'unknown' ? 'not_found' : 'forbidden'));
  });
  app.get(`${SWISH_STATUS_PATH}/:id`, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    const params = swishInstruction.safeParse(request.params);
    const found = params.success ? await swish.status(params.data.id) : null;
    if (!found) return reply.status(404).send(errorBody('not_found'));
    return {
      status: found.state,
      confirmation_url: found.state === 'paid' && found.order ? confirmationUrl(found.order) : null,
      message: { timeout: svCheckout.providers.swishTimeout, cancelled: svCheckout.checkout.paymentCancelled, refunded: svCheckout.checkout.latePaymentRefunded, pending: null, paid: null }[found.state],
    };
  });
  app.get(`${SWISH_RETURN_PATH}/:id`, async (request, reply) => {
    const params = swishInstruction.safeParse(request.params);
    const found = params.success ? await swish.status(params.data.id) : null;
    if (!found) return reply.redirect(BACK_TO_CHECKOUT.failed, 303);
    if (found.state === 'paid' && found.order) return reply.redirect(confirmationUrl(found.order), 303);
    const back = { timeout: '/checkoutv3?betalning=swish_tid', cancelled: '/checkoutv3?betalning=avbruten', refunded: '/checkoutv3?betalning=aterbetalas', pending: '/checkoutv3', paid: '/checkoutv3' };
    return reply.redirect(back[found.state], 303);
  });
}

/**
 * Every call a payment provider makes to the shop, and every return of the shopper from a provider, in one family
 * (issue 28, docs/payment-providers.md): the embedded checkouts' completion (Klarna, Svea, Wasa) through one
 * registration and one answer mapping, Klarna's checkout-time callbacks, Swish's callbacks and status, and the card
 * provider's signed return.
 */
export const providerCallbacksApi: FastifyPluginAsync = async (app) => {
  const checkout = app.services.checkout;

  const { klarna, svea, wasa, swish } = checkout;
  if (klarna) {
    registerCompletionRoutes(app, klarnaCompletion(klarna));
    klarnaCheckoutTimeCallbacks(app, klarna);
  }
  if (svea) registerCompletionRoutes(app, sveaCompletion(svea));
  if (wasa) registerCompletionRoutes(app, wasaCompletion(wasa));
  if (swish) swishCallbacks(app, swish);

  // The card provider's signed return: it concerns an order already placed.
  app.get(CARD_RETURN_PATH, async (request, reply) => {
    const { redirect } = await checkout.cardReturn(await request.session(), queryOf(request));
    return reply.redirect(redirect, 303);
  });

  // The built-in stand-in for a card provider's pages: not the shop (no session, no CSRF), signed requests only.
  // Served only while it is the card provider (CARD_PROVIDER=test).
  const provider = app.services.cardProvider;
  if (!provider) return;
  app.get(TEST_CARD_PATH, async (request, reply) => {
    const page = testCardPage(queryOf(request), provider);
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  });
  app.post(TEST_CARD_PATH, SERVER_CALL, async (request, reply) => {
    const form = bodyOf(request);
    const params = new URLSearchParams(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const page = testCardPage(params, provider);
    const action = params.get('action');
    if (page.status !== 200 || (action !== 'paid' && action !== 'cancelled')) return reply.status(400).type('text/html; charset=utf-8').send(page.html);
    const token = params.get('token')!;
    const back = new URLSearchParams({ token, result: action, sig: provider.sign(token, action) });
    return reply.redirect(`${params.get('return')}?${back.toString()}`, 303);
  });
};
