import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaymentHandler } from '../../db/schema';
import { type CheckoutUpdate } from '../../services/checkout/checkout-service';
import { errorBody } from '../errors';
import { bodyOf, idSchema, invalid, isPlainFormPost, textField } from './request-fields';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { addCommerceGate } from './commerce-gate';
import { svOffer } from '../../common/copy/sv-offer';
import { OFFER_FIELDS, type OfferField, type OfferFieldError } from '../../domain/offer-request';


/** Where the offer form lands after a plain form post: the checkout page, with the thank-you or the refusal. */
export const OFFER_SENT_PATH = '/checkoutv3?offert=skickad';
const OFFER_REFUSED_PATH = '/checkoutv3?offert=fel';

function offerFieldMessage(field: OfferField, error: OfferFieldError): string {
  if (error === 'invalid' && field === 'email') return svOffer.errors.email;
  if (error === 'invalid' && field === 'phone') return svOffer.errors.phone;
  return svOffer.errors[error];
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

  // Offer mode's checkout (ours, under the checkout's prefix): the cart sent as an offer request, stored and confirmed
  // by e-mail; no payment, no stock. Refused outside offer mode and while ecommerce is disabled.
  app.post('/checkoutv3/offer_request', { config: { rateLimit: ABUSE_LIMITS.orderPlacement, commerceCall: 'offer_request' } }, async (request, reply) => {
    const body = bodyOf(request);
    const form = Object.fromEntries(OFFER_FIELDS.map((field) => [field, body[field]]));
    const result = await app.services.offers.send(await request.session(), form);
    if (isPlainFormPost(request)) return reply.redirect(result.ok ? OFFER_SENT_PATH : OFFER_REFUSED_PATH, 303);
    if (result.ok) {
      return { success: true, offer_number: result.offerNumber, message: svOffer.sent(result.offerNumber, result.email), redirectUrl: OFFER_SENT_PATH };
    }
    if (result.reason === 'empty') return reply.status(422).send(errorBody('validation_failed', svOffer.empty));
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, [offerFieldMessage(field as OfferField, error)]]));
    return reply.status(422).send(errorBody('validation_failed', svOffer.refused, errors));
  });
};
