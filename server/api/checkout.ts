import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaymentHandler } from '../../db/schema';
import { CARD_RETURN_PATH, confirmationUrl, type CheckoutUpdate } from '../../services/checkout/checkout-service';
import { klarnaOrderSchema, klarnaShippingOptionUpdateSchema } from '../../payments/klarna/klarna-api';
import { INSTRUCTION_ID, swishPaymentRequestSchema } from '../../payments/swish/swish-api';
import { SWISH_CALLBACK_PATH, SWISH_RETURN_PATH, SWISH_STATUS_PATH } from '../../services/checkout/swish-checkout';
import { SWISH_REFUND_CALLBACK_PATH } from '../../services/orders/refund-service';
import { KLARNA_CONFIRMATION_PATH, KLARNA_PUSH_PATH, KLARNA_SHIPPING_OPTION_UPDATE_PATH, KLARNA_VALIDATION_PATH } from '../../services/checkout/klarna-checkout';
import { WASA_CONFIRMATION_PATH, WASA_PING_PATH } from '../../services/checkout/wasa-checkout';
import { WASA_ORDER_ID, wasaPingSchema } from '../../payments/wasa/wasa-api';
import { SVEA_CONFIRMATION_PATH, SVEA_PUSH_PATH } from '../../services/checkout/svea-checkout';
import { errorBody } from '../errors';
import { bodyOf, idSchema, invalid, isPlainFormPost, textField } from './request-fields';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { testCardPage } from './test-card-page';
import { TEST_CARD_PATH } from '../../payments/test-card-provider';
import { addCommerceGate } from './commerce-gate';
import { sv } from '../../common/copy/sv';
import { OFFER_FIELDS, type OfferField, type OfferFieldError } from '../../domain/offer-request';


/** Where the offer form lands after a plain form post: the checkout page, with the thank-you or the refusal. */
export const OFFER_SENT_PATH = '/checkoutv3?offert=skickad';
const OFFER_REFUSED_PATH = '/checkoutv3?offert=fel';

function offerFieldMessage(field: OfferField, error: OfferFieldError): string {
  if (error === 'invalid' && field === 'email') return sv.offer.errors.email;
  if (error === 'invalid' && field === 'phone') return sv.offer.errors.phone;
  return sv.offer.errors[error];
}

function answer(reply: FastifyReply, result: CheckoutUpdate): FastifyReply {
  if (result.ok) return reply.send(result.state);
  return reply.status(result.status).send(errorBody('validation_failed', result.message, result.field ? { [result.field]: [result.message] } : undefined));
}


/** The checkout calls of cart-and-checkout.md section 7 (relative 'checkout/...' paths resolved against /checkoutv3). */
export const checkoutApi: FastifyPluginAsync = async (app) => {
  const checkout = app.services.checkout;
  // ecommerceDisabled refuses every checkout call; offer mode refuses placing an order (the offer request is sent instead).
  addCommerceGate(app, 'checkout');

  app.get('/checkoutv3/checkoutv3/show', async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return checkout.state(await request.session());
  });

  app.post('/checkoutv3/checkoutv3/update_customer_type', async (request, reply) => {
    const parsed = z.object({ customer_type: textField(20) }).safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, 'customer_type', 'Välj privatperson eller företag.');
    return answer(reply, await checkout.updateCustomerType(await request.session(), parsed.data.customer_type));
  });

  app.post('/checkoutv3/countries/update', async (request, reply) => {
    const parsed = z.object({ country_code: textField(5) }).safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, 'country_code', 'Vi levererar inte till det landet.');
    return answer(reply, await checkout.updateCountry(await request.session(), parsed.data.country_code.toUpperCase()));
  });

  app.post('/checkoutv3/paymentTypes/update', async (request, reply) => {
    const parsed = z.object({ payment_type_id: idSchema }).safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, 'payment_type_id', 'Välj en betalningsmetod.');
    return answer(reply, await checkout.updatePaymentType(await request.session(), parsed.data.payment_type_id));
  });

  app.post('/checkoutv3/deliverytypes/update', async (request, reply) => {
    const parsed = z.object({
      delivery_type_id: idSchema,
      shipping_option_id: z.union([textField(64), z.null()]).optional(),
      // Klarna's store action: the shipping option's price divided by 100 (kronor), checked against ours.
      kco_shipping_cost: z.union([z.number(), z.string().max(20).regex(/^\d{1,7}(\.\d{1,2})?$/).transform(Number)]).optional(),
    }).safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, 'delivery_type_id', 'Välj ett fraktsätt.');
    const { delivery_type_id: id, shipping_option_id: option, kco_shipping_cost: cost } = parsed.data;
    return answer(reply, await checkout.updateDeliveryType(await request.session(), id, option ?? null, cost ?? null));
  });

  // The spec's error shape for this call: 422 with attributes.postal_code as a list of messages. Posted without
  // JavaScript, the answer is the checkout page again, with a refusal kept for its field.
  app.post('/checkoutv3/deliverytypes/update_postal_code', async (request, reply) => {
    const session = await request.session();
    const parsed = z.object({ postal_code: textField(20) }).safeParse(bodyOf(request));
    const result = parsed.success
      ? await checkout.updatePostalCode(session, parsed.data.postal_code)
      : ({ ok: false, status: 422, message: 'Ange ett giltigt postnummer.' } as const);
    if (isPlainFormPost(request)) {
      if (!result.ok) await checkout.keepPostalCodeRefusal(session, parsed.success ? parsed.data.postal_code : '', result.message);
      return reply.redirect('/checkoutv3#checkout-postal-code', 303);
    }
    if (result.ok) return reply.send(result.state);
    return reply.status(422).send({ ...errorBody('validation_failed', result.message), attributes: { postal_code: [result.message] } });
  });

  const place = (handler: PaymentHandler) => async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await request.session();
    const result = await checkout.place(session, bodyOf(request), handler);
    // A placed order starts a new session id (the cart, if kept for a card payment, moves with it), so whoever
    // held the old one cannot follow the order.
    if (result.ok && !result.repeated) await request.rotateSession();
    if (isPlainFormPost(request)) {
      if (!result.ok) {
        await checkout.keepRefusal(session, bodyOf(request), result);
        return reply.redirect('/checkoutv3?fel=1', 303);
      }
      return reply.redirect(result.response.redirectUrl ?? result.response.confirmation_url ?? '/checkoutv3', 303);
    }
    if (result.ok) return reply.send(result.response);
    return reply.status(result.status).send(errorBody(result.status === 422 ? 'validation_failed' : 'order_refused', result.message, result.errors));
  };
  // Order attempts are rate-limited per session and per address (docs/decisions/012).
  const limited = { config: { rateLimit: ABUSE_LIMITS.orderPlacement, commerceCall: 'order' as const } };
  // The spec names these 'checkout/freeorder' and 'checkout/manual_payment': served under /checkoutv3 (where the
  // checkout's other relative paths resolve) and at the site root alike.
  for (const prefix of ['/checkoutv3', '']) {
    app.post(`${prefix}/checkout/freeorder`, limited, place('free_order'));
    app.post(`${prefix}/checkout/manual_payment`, limited, place('manual_payment'));
  }
  app.post('/checkoutv3/checkout/card_payment', limited, place('card_redirect'));
  app.post('/checkoutv3/checkout/swish', limited, place('swish'));

  // The card provider's return concerns an order already placed: it is answered whatever the settings say now.
  // Offer mode's checkout (ours, under the checkout's prefix): the cart sent as an offer request, stored and confirmed
  // by e-mail; no payment, no stock. Refused outside offer mode and while ecommerce is disabled.
  app.post('/checkoutv3/offer_request', { config: { rateLimit: ABUSE_LIMITS.orderPlacement, commerceCall: 'offer_request' } }, async (request, reply) => {
    const body = bodyOf(request);
    const form = Object.fromEntries(OFFER_FIELDS.map((field) => [field, body[field]]));
    const result = await app.services.offers.send(await request.session(), form);
    if (isPlainFormPost(request)) return reply.redirect(result.ok ? OFFER_SENT_PATH : OFFER_REFUSED_PATH, 303);
    if (result.ok) {
      return { success: true, offer_number: result.offerNumber, message: sv.offer.sent(result.offerNumber, result.email), redirectUrl: OFFER_SENT_PATH };
    }
    if (result.reason === 'empty') return reply.status(422).send(errorBody('validation_failed', sv.offer.empty));
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, [offerFieldMessage(field as OfferField, error)]]));
    return reply.status(422).send(errorBody('validation_failed', sv.offer.refused, errors));
  });

  app.get(CARD_RETURN_PATH, { config: { commerceCall: 'open' } }, async (request, reply) => {
    const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
    const { redirect } = await checkout.cardReturn(await request.session(), query);
    return reply.redirect(redirect, 303);
  });

  // Klarna Checkout's callbacks (server to server: no session, no CSRF; the token in the address is the proof) and
  // the shopper's return. They concern a checkout already open: answered whatever the settings say now.
  const klarna = checkout.klarna;
  if (klarna) {
    const callback = { config: { csrf: false, commerceCall: 'open' as const } };
    const query = z.object({ order_id: z.string().min(1).max(100).optional(), token: z.string().min(1).max(100).optional() });
    app.post(KLARNA_VALIDATION_PATH, callback, async (request, reply) => {
      const q = query.safeParse(request.query);
      const body = klarnaOrderSchema.safeParse(request.body);
      if (!q.success || !q.data.token || !body.success) {
        request.log.warn({ provider: 'klarna' }, 'klarna validation callback with a malformed request');
        return reply.status(400).send(errorBody('validation_failed', 'Ogiltig begäran.'));
      }
      const result = await klarna.validate(q.data.token, body.data);
      if (result.ok) return reply.status(200).send({});
      if (result.status === 303) return reply.redirect(result.location!, 303);
      return reply.status(404).send(errorBody('not_found'));
    });
    app.post(KLARNA_SHIPPING_OPTION_UPDATE_PATH, callback, async (request, reply) => {
      const q = query.safeParse(request.query);
      const body = klarnaShippingOptionUpdateSchema.safeParse(request.body);
      if (!q.success || !q.data.order_id || !q.data.token || !body.success) {
        request.log.warn({ provider: 'klarna' }, 'klarna shipping option update with a malformed request');
        return reply.status(400).send(errorBody('bad_request'));
      }
      const result = await klarna.shippingOptionUpdate(q.data.order_id, q.data.token, body.data);
      if (result.ok) return reply.status(200).send(result.answer);
      return reply.status(result.status).send(errorBody(result.status === 404 ? 'not_found' : 'bad_request'));
    });
    app.post(KLARNA_PUSH_PATH, callback, async (request, reply) => {
      const q = query.safeParse(request.query);
      if (!q.success || !q.data.order_id || !q.data.token) return reply.status(400).send(errorBody('validation_failed', 'Ogiltig begäran.'));
      const result = await klarna.complete(q.data.order_id, q.data.token);
      if (result.ok) return reply.status(200).send({});
      // Refused orders are cancelled at Klarna: the push is answered so Klarna stops; a failure asks it to try again.
      const status = { unknown: 404, forbidden: 403, incomplete: 409, refused: 200, cancelled: 200, failed: 503 }[result.reason];
      return reply.status(status).send(status === 200 ? {} : errorBody('order_refused', 'Ordern kunde inte tas emot.'));
    });
    app.get(KLARNA_CONFIRMATION_PATH, { config: { commerceCall: 'open' } }, async (request, reply) => {
      const q = query.safeParse(request.query);
      if (!q.success || !q.data.order_id) return reply.redirect('/checkoutv3?betalning=fel', 303);
      const session = await request.session();
      const result = await klarna.complete(q.data.order_id, null);
      // Only the shopper whose checkout it was is shown the order (its confirmation address carries the view token).
      const own = result.sessionIdHash !== undefined && result.sessionIdHash === session.idHash;
      if (!result.ok) return reply.redirect(result.reason === 'refused' ? '/checkoutv3?betalning=andrad' : '/checkoutv3?betalning=fel', 303);
      if (!own) return reply.redirect('/', 303);
      await klarna.forget(session);
      // The order is placed: a new session id, as after every order (whoever held the old one cannot follow it).
      await request.rotateSession();
      return reply.redirect(confirmationUrl(result.order), 303);
    });
  }

  // Swish: its callback (server to server, proven by the callbackIdentifier header), the shopper's polling, and the
  // page the Swish app hands the phone back to. They concern an order already placed.
  const swish = checkout.swish;
  if (swish) {
    const instruction = z.object({ id: z.string().regex(INSTRUCTION_ID) });
    app.post(SWISH_CALLBACK_PATH, { config: { csrf: false, commerceCall: 'open' } }, async (request, reply) => {
      const body = swishPaymentRequestSchema.safeParse(request.body);
      if (!body.success) {
        request.log.warn({ provider: 'swish' }, 'swish callback with a malformed body');
        return reply.status(400).send(errorBody('bad_request'));
      }
      const header = request.headers.callbackidentifier;
      const result = await swish.callback(typeof header === 'string' ? header : undefined, body.data);
      if (result === 'ok') return reply.status(200).send({});
      return reply.status(result === 'unknown' ? 404 : 403).send(errorBody(result === 'unknown' ? 'not_found' : 'bad_request'));
    });
    // Swish's refund callback (decision 033): proven like the payment's; the refund is read back from Swish.
    app.post(SWISH_REFUND_CALLBACK_PATH, { config: { csrf: false, commerceCall: 'open' } }, async (request, reply) => {
      const body = instruction.safeParse(request.body);
      if (!body.success) return reply.status(400).send(errorBody('bad_request'));
      const header = request.headers.callbackidentifier;
      const result = await app.services.refunds.swishCallback(typeof header === 'string' ? header : undefined, body.data.id);
      if (result === 'ok') return reply.status(200).send({});
      request.log.warn({ provider: 'swish', instruction_id: body.data.id, result }, 'swish refund callback refused');
      return reply.status(result === 'unknown' ? 404 : 403).send(errorBody(result === 'unknown' ? 'not_found' : 'bad_request'));
    });
    app.get(`${SWISH_STATUS_PATH}/:id`, { config: { commerceCall: 'open' } }, async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const params = instruction.safeParse(request.params);
      const found = params.success ? await swish.status(params.data.id) : null;
      if (!found) return reply.status(404).send(errorBody('not_found'));
      return {
        status: found.state,
        confirmation_url: found.state === 'paid' && found.order ? confirmationUrl(found.order) : null,
        message: { timeout: sv.providers.swishTimeout, cancelled: sv.checkout.paymentCancelled, refunded: sv.checkout.latePaymentRefunded, pending: null, paid: null }[found.state],
      };
    });
    app.get(`${SWISH_RETURN_PATH}/:id`, { config: { commerceCall: 'open' } }, async (request, reply) => {
      const params = instruction.safeParse(request.params);
      const found = params.success ? await swish.status(params.data.id) : null;
      if (!found) return reply.redirect('/checkoutv3?betalning=fel', 303);
      if (found.state === 'paid' && found.order) return reply.redirect(confirmationUrl(found.order), 303);
      const back = { timeout: '/checkoutv3?betalning=swish_tid', cancelled: '/checkoutv3?betalning=avbruten', refunded: '/checkoutv3?betalning=aterbetalas', pending: '/checkoutv3', paid: '/checkoutv3' };
      return reply.redirect(back[found.state], 303);
    });
  }

  // Wasa Kredit: its status pings (server to server: the checkout's reference and token in the address are the
  // proof) and the shopper's return after signing (storefront.md: /checkout/wasa/confirmation/{wasa order id}).
  const wasa = checkout.wasa;
  if (wasa) {
    const pingQuery = z.object({ ref: z.string().uuid(), token: z.string().min(16).max(100) });
    app.post(WASA_PING_PATH, { config: { csrf: false, commerceCall: 'open' } }, async (request, reply) => {
      const q = pingQuery.safeParse(request.query);
      const body = wasaPingSchema.safeParse(request.body);
      if (!q.success || !body.success || !WASA_ORDER_ID.test(body.data.order_id)) {
        request.log.warn({ provider: 'wasa' }, 'wasa ping with a malformed request');
        return reply.status(400).send(errorBody('bad_request'));
      }
      // Before signing (initialized) and after a cancellation there is nothing to place: complete() says so.
      const result = await wasa.complete(body.data.order_id, { reference: q.data.ref, token: q.data.token });
      if (result.ok) return reply.status(200).send({});
      const status = { unknown: 404, forbidden: 403, incomplete: 200, cancelled: 200, refused: 200, failed: 503 }[result.reason];
      return reply.status(status).send(status === 200 ? {} : errorBody(status === 404 ? 'not_found' : status === 403 ? 'bad_request' : 'order_refused', status === 503 ? 'Ordern kunde inte tas emot.' : undefined));
    });
    app.get(`${WASA_CONFIRMATION_PATH}/:id`, { config: { commerceCall: 'open' } }, async (request, reply) => {
      const params = z.object({ id: z.string().regex(WASA_ORDER_ID) }).safeParse(request.params);
      if (!params.success) return reply.redirect('/checkoutv3?betalning=fel', 303);
      const session = await request.session();
      const result = await wasa.complete(params.data.id, null);
      const own = result.sessionIdHash !== undefined && result.sessionIdHash === session.idHash;
      if (!result.ok) {
        const to = result.reason === 'refused' ? '/checkoutv3?betalning=andrad' : result.reason === 'cancelled' ? '/checkoutv3' : '/checkoutv3?betalning=fel';
        return reply.redirect(to, 303);
      }
      if (!own) return reply.redirect('/', 303);
      await wasa.forget(session);
      await request.rotateSession();
      return reply.redirect(confirmationUrl(result.order), 303);
    });
  }

  // Svea part payment: its push (server to server, the token in the address is the proof) and the shopper's return.
  const svea = checkout.svea;
  if (svea) {
    const query = z.object({ order_id: z.coerce.number().int().positive().max(2 ** 53 - 1), token: z.string().min(16).max(100).optional() });
    app.post(SVEA_PUSH_PATH, { config: { csrf: false, commerceCall: 'open' } }, async (request, reply) => {
      const q = query.safeParse(request.query);
      if (!q.success || !q.data.token) {
        request.log.warn({ provider: 'svea' }, 'svea push with a malformed request');
        return reply.status(400).send(errorBody('bad_request'));
      }
      const result = await svea.complete(q.data.order_id, q.data.token);
      if (result.ok) return reply.status(200).send({});
      const status = { unknown: 404, forbidden: 403, incomplete: 409, refused: 200, cancelled: 200, failed: 503 }[result.reason];
      return reply.status(status).send(status === 200 ? {} : errorBody(status === 404 ? 'not_found' : status === 403 ? 'bad_request' : 'order_refused', status === 503 ? 'Ordern kunde inte tas emot.' : undefined));
    });
    app.get(SVEA_CONFIRMATION_PATH, { config: { commerceCall: 'open' } }, async (request, reply) => {
      const q = query.safeParse(request.query);
      if (!q.success) return reply.redirect('/checkoutv3?betalning=fel', 303);
      const session = await request.session();
      const result = await svea.complete(q.data.order_id, null);
      const own = result.sessionIdHash !== undefined && result.sessionIdHash === session.idHash;
      if (!result.ok) return reply.redirect(result.reason === 'refused' ? '/checkoutv3?betalning=andrad' : '/checkoutv3?betalning=fel', 303);
      if (!own) return reply.redirect('/', 303);
      await svea.forget(session);
      await request.rotateSession();
      return reply.redirect(confirmationUrl(result.order), 303);
    });
  }

  // The built-in stand-in for a card provider's pages: not the shop (no session, no CSRF), signed requests only.
  // Served only while it is the card provider (CARD_PROVIDER=test).
  const provider = app.services.cardProvider;
  if (!provider) return;
  app.get(TEST_CARD_PATH, { config: { commerceCall: 'open' } }, async (request, reply) => {
    const page = testCardPage(new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length)), provider);
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  });
  app.post(TEST_CARD_PATH, { config: { csrf: false, commerceCall: 'open' } }, async (request, reply) => {
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
