import { validateCheckoutForm, type CustomerType } from '../../domain/checkout-form';
import { CHECKOUT_COUNTRIES } from '../../domain/checkout-options-admin';
import type { CountryCode } from '../../domain/postal-code';
import type { ProviderSessionRow } from '../../db/schema';
import {
  klarnaCheckoutForm, klarnaOrderLines, type KlarnaOrder, type KlarnaOrderRequest, type KlarnaShippingOptionUpdate, type KlarnaShippingServiceResponse,
} from '../../payments/klarna/klarna-api';
import { deliveryTypeIdOfKlarnaOption, klarnaShippingOptions, type ShippingChoice } from '../../domain/klarna-shipping';
import type { KlarnaClient } from '../../payments/klarna/klarna-client';
import { EMBEDDED_CHECKOUT_PROVIDERS } from '../../payments/embedded-checkout-providers';
import { ProviderError, type CheckoutStart } from '../../payments/payment-provider';
import { svCheckout } from '../../common/copy/sv-checkout';
import type { Session } from '../session-service';
import {
  fingerprintOf, forgetKept, keptCheckout, newCallbackToken, providerFailureLogger, providerOrderOf, type EmbeddedCheckoutDeps, type KeptCheckout, type ProviderCartContext, type ProviderCompletion,
} from './provider-checkout-kit';
import { sameSecret } from '../../payments/same-secret';
import { createProviderCompletion, type CompletionAdapter, type ProviderVerdict } from './provider-completion';

/** Our addresses in Klarna's merchant_urls. */
export const KLARNA_CONFIRMATION_PATH = '/checkoutv3/klarna/confirmation';
export const KLARNA_PUSH_PATH = '/checkoutv3/klarna/push';
export const KLARNA_VALIDATION_PATH = '/checkoutv3/klarna/validation';
export const KLARNA_SHIPPING_OPTION_UPDATE_PATH = '/checkoutv3/klarna/shipping_option_update';

/** Session data key of the Klarna checkout opened for this shopper's cart. */
const KEPT_KEY = 'klarna_checkout';
const PROVIDER = EMBEDDED_CHECKOUT_PROVIDERS.klarna_checkout;

interface Kept extends KeptCheckout {
  order_id: string;
  customer_type: CustomerType;
  country: string;
}

const keptOf = (session: Session) =>
  keptCheckout<Kept>(session, KEPT_KEY, { order_id: 'string', customer_type: (v) => v === 'private' || v === 'company', country: 'string' });

/** The cart as the checkout priced it, with the delivery options Klarna shows as its shipping options. */
export interface KlarnaCartContext extends ProviderCartContext {
  shippingChoices?: ShippingChoice[];
}

/**
 * Klarna Checkout v3 for the checkout (issue 17, docs/payment-providers.md): opens Klarna's checkout order for the
 * cart (created, or updated when the cart changed; recreated when the customer type or country changed), answers
 * Klarna's validation callback by pricing the cart again, and places our order once from the push callback or the
 * confirmation redirect, whichever comes first (idempotent on Klarna's order id).
 */
export function createKlarnaCheckout(deps: EmbeddedCheckoutDeps<KlarnaClient> & {
  /** The cart priced for this session with Klarna as payment type, or null when there is none. */
  cartOf(session: Session): Promise<KlarnaCartContext | null>;
}) {
  const origin = deps.shopOrigin.replace(/\/+$/, '');

  function requestBody(ctx: KlarnaCartContext, token: string): KlarnaOrderRequest {
    const order = providerOrderOf(ctx);
    return {
      purchase_country: ctx.country,
      purchase_currency: 'SEK',
      locale: 'sv-SE',
      order_amount: order.amountOre,
      order_tax_amount: order.vatOre,
      order_lines: klarnaOrderLines(order),
      merchant_urls: {
        terms: `${origin}/kundservice/kopvillkor`,
        checkout: `${origin}/checkoutv3`,
        confirmation: `${origin}${KLARNA_CONFIRMATION_PATH}?order_id={checkout.order.id}`,
        push: `${origin}${KLARNA_PUSH_PATH}?order_id={checkout.order.id}&token=${token}`,
        validation: `${origin}${KLARNA_VALIDATION_PATH}?token=${token}`,
        // The callback's body names no order (Klarna's documentation): its address does.
        shipping_option_update: `${origin}${KLARNA_SHIPPING_OPTION_UPDATE_PATH}?order_id={checkout.order.id}&token=${token}`,
      },
      ...(ctx.shippingChoices && ctx.shippingChoices.length > 0 ? { shipping_options: klarnaShippingOptions(ctx.shippingChoices, ctx.delivery?.id ?? null) } : {}),
      merchant_reference1: `cart-${ctx.cartId}`,
      options: { allowed_customer_types: [ctx.customerType === 'company' ? 'organization' : 'person'] },
    };
  }

  /** What makes a Klarna order stale: its lines and amounts, the customer type and the country. */
  const fingerprintFor = (body: KlarnaOrderRequest, ctx: KlarnaCartContext) =>
    fingerprintOf(body.order_lines, body.order_amount, body.order_tax_amount, ctx.customerType, ctx.country);
  const logFailure = providerFailureLogger(PROVIDER, deps.log);

  /**
   * Whether the shop takes a Klarna order as Klarna hands it over: its cart still there and sellable, in the
   * country and at the amounts and lines the shop last sent, and its buyer acceptable to our checkout rules (the
   * identity number only when Klarna gives one: Klarna identified the buyer). The validation callback and the
   * placing of the order both ask this, so they never disagree.
   */
  async function judge(row: ProviderSessionRow, order: KlarnaOrder): Promise<ProviderVerdict> {
    const owner = await deps.sessions.findByHash(row.session_id_hash);
    const ctx = owner ? await deps.cartOf(owner) : null;
    if (!owner || !ctx || ctx.cartId !== row.cart_id) return { ok: false, reason: 'cart_changed', why: 'cart gone' };
    if (!ctx.sellable) return { ok: false, reason: 'stock', why: 'cart not sellable (stock or a product gone)' };
    // The delivery was priced for the checkout's country: the goods must go there too.
    const country = order.purchase_country;
    const shipTo = (order.shipping_address ?? order.billing_address)?.country ?? country;
    if (country !== ctx.country || shipTo !== country || !(CHECKOUT_COUNTRIES as readonly string[]).includes(country)) {
      return { ok: false, reason: 'country', why: `country ${country}, shipping to ${shipTo}, is not the checkout's` };
    }
    const current = requestBody(ctx, row.callback_token);
    if (current.purchase_currency !== order.purchase_currency || current.order_amount !== order.order_amount || current.order_tax_amount !== order.order_tax_amount || JSON.stringify(current.order_lines) !== JSON.stringify(order.order_lines)) {
      return { ok: false, reason: 'amount', why: `stale amount (ours ${current.order_amount}, Klarna's ${order.order_amount})` };
    }
    const validated = validateCheckoutForm(klarnaCheckoutForm(order), country as CountryCode, deps.now().toISOString(), { identityNumber: 'optional' });
    if (!validated.ok) return { ok: false, reason: 'customer', why: `customer details not accepted (${Object.keys(validated.errors).join(', ')})` };
    return { ok: true, owner, customer: validated.customer, country: country as CountryCode };
  }

  const completion = createProviderCompletion({ ...deps, logFailure });
  const adapter: CompletionAdapter<KlarnaOrder> = {
    provider: PROVIDER,
    handler: 'klarna_checkout',
    read: (id) => deps.client.readOrder(id),
    stateOf: (order) => (order.status === 'checkout_complete' ? 'complete' : 'incomplete'),
    judge,
    amountOre: (order) => order.order_amount,
    paymentType: deps.paymentType,
    cancel: (id) => deps.client.cancel(id),
    acknowledge: (id) => deps.client.acknowledge(id),
  };

  function failure(error: unknown, what: string): CheckoutStart {
    logFailure(error, what);
    return { kind: 'unavailable', handler: 'klarna_checkout', message: svCheckout.providers.unavailable('Klarna') };
  }

  return {
    /** The payment block for Klarna: its snippet for this cart, opened or brought up to date. */
    async start(session: Session, ctx: KlarnaCartContext): Promise<CheckoutStart> {
      if (ctx.delivery === null) return { kind: 'unavailable', handler: 'klarna_checkout', message: svCheckout.checkout.chooseDelivery };
      const kept = keptOf(session);
      const sameCart = kept !== null && kept.cart_id === ctx.cartId;
      const token = sameCart ? kept.token : newCallbackToken();
      const body = requestBody(ctx, token);
      const fingerprint = fingerprintFor(body, ctx);
      const nowIso = deps.now().toISOString();
      if (sameCart && kept.fingerprint === fingerprint) return { kind: 'snippet', handler: 'klarna_checkout', snippet: kept.snippet, reset: false };
      // The cart changed: the open Klarna order is updated. A new customer type or country is a new Klarna order.
      if (sameCart && kept.customer_type === ctx.customerType && kept.country === ctx.country) {
        try {
          const updated = await deps.client.updateOrder(kept.order_id, body);
          const row = await deps.repo.find(PROVIDER, kept.order_id);
          if (row) await deps.repo.update(row.id, { amount_ore: updated.order_amount, session_id_hash: session.idHash, updated_at: nowIso });
          const snippet = updated.html_snippet ?? kept.snippet;
          await deps.sessions.update(session, { [KEPT_KEY]: { ...kept, fingerprint, snippet } satisfies Kept });
          return { kind: 'snippet', handler: 'klarna_checkout', snippet, reset: true };
        } catch (error) {
          // A completed or expired Klarna order cannot be updated (403/404): a new one is opened below.
          if (!(error instanceof ProviderError && error.kind === 'http' && (error.status === 403 || error.status === 404))) return failure(error, 'update');
        }
      }
      const freshToken = sameCart ? newCallbackToken() : token;
      const freshBody = freshToken === token ? body : requestBody(ctx, freshToken);
      let created: KlarnaOrder;
      try {
        created = await deps.client.createOrder(freshBody);
      } catch (error) {
        return failure(error, 'create');
      }
      if (!created.html_snippet) return failure(new ProviderError(PROVIDER, 'invalid', 'create answered no html_snippet'), 'create');
      await deps.repo.insert({
        provider: PROVIDER, provider_order_id: created.order_id, cart_id: ctx.cartId, session_id_hash: session.idHash, callback_token: freshToken,
        amount_ore: created.order_amount, created_at: nowIso, updated_at: nowIso,
      });
      const next: Kept = {
        order_id: created.order_id, token: freshToken, cart_id: ctx.cartId, fingerprint, snippet: created.html_snippet, customer_type: ctx.customerType, country: ctx.country,
      };
      await deps.sessions.update(session, { [KEPT_KEY]: next });
      return { kind: 'snippet', handler: 'klarna_checkout', snippet: created.html_snippet, reset: kept !== null };
    },

    /**
     * Klarna's validation callback, just before the purchase completes: the same judgement as placing the order
     * (judge), so what validation lets Klarna charge is what the shop then places. A refused order sends the
     * shopper back to the checkout (Klarna answers the browser with a 303 to it).
     */
    async validate(token: string, body: KlarnaOrder): Promise<{ ok: true } | { ok: false; status: 303 | 404; location?: string }> {
      const row = await deps.repo.find(PROVIDER, body.order_id);
      if (!row || !sameSecret(row.callback_token, token)) {
        deps.log('klarna validation refused: unknown order or wrong token', { provider: PROVIDER, order_id: body.order_id });
        return { ok: false, status: 404 };
      }
      const verdict = await judge(row, body);
      if (verdict.ok) return { ok: true };
      deps.log(`klarna validation refused: ${verdict.why}`, { provider: PROVIDER, order_id: body.order_id });
      return { ok: false, status: 303, location: `${origin}/checkoutv3?betalning=andrad` };
    },

    /**
     * Places our order for a completed Klarna order, once: the push callback (with its token), its repeats and the
     * shopper's confirmation redirect all come here, in any order and at once, and go through the one completion
     * the provider checkouts share (provider-completion.ts, decision 040).
     */
    async complete(klarnaOrderId: string, token: string | null): Promise<ProviderCompletion> {
      const row = await deps.repo.find(PROVIDER, klarnaOrderId);
      if (!row) {
        deps.log('klarna callback for an unknown order', { provider: PROVIDER, order_id: klarnaOrderId });
        return { ok: false, reason: 'unknown' };
      }
      if (token !== null && !sameSecret(row.callback_token, token)) {
        deps.log('klarna push with a wrong token', { provider: PROVIDER, order_id: klarnaOrderId });
        return { ok: false, reason: 'forbidden' };
      }
      return completion.complete(adapter, row, klarnaOrderId);
    },

    /**
     * Klarna's shipping_option_update callback: the shopper chose a shipping option inside Klarna's checkout. The
     * delivery type it names becomes the shopper's delivery (as if chosen in our delivery block), and the answer is
     * the order's amounts and lines priced with it, which Klarna shows.
     */
    async shippingOptionUpdate(klarnaOrderId: string, token: string, body: KlarnaShippingOptionUpdate): Promise<{ ok: true; answer: KlarnaShippingServiceResponse } | { ok: false; status: 400 | 403 | 404 }> {
      const row = await deps.repo.find(PROVIDER, klarnaOrderId);
      if (!row) {
        deps.log('klarna shipping option update for an unknown order', { provider: PROVIDER, order_id: klarnaOrderId });
        return { ok: false, status: 404 };
      }
      if (!sameSecret(row.callback_token, token)) {
        deps.log('klarna shipping option update with a wrong token', { provider: PROVIDER, order_id: klarnaOrderId });
        return { ok: false, status: 403 };
      }
      const deliveryTypeId = deliveryTypeIdOfKlarnaOption(body.selected_shipping_option.id);
      const owner = await deps.sessions.findByHash(row.session_id_hash);
      if (deliveryTypeId === null || !owner) return { ok: false, status: deliveryTypeId === null ? 400 : 404 };
      const previous = { delivery_type_id: owner.data.delivery_type_id, shipping_option_id: owner.data.shipping_option_id };
      await deps.sessions.update(owner, { delivery_type_id: deliveryTypeId, shipping_option_id: undefined });
      const ctx = await deps.cartOf(owner);
      if (!ctx || ctx.cartId !== row.cart_id || ctx.delivery?.id !== deliveryTypeId) {
        await deps.sessions.update(owner, previous);
        deps.log('klarna shipping option update refused: not a delivery this cart may use', { provider: PROVIDER, order_id: klarnaOrderId });
        return { ok: false, status: 400 };
      }
      const current = requestBody(ctx, row.callback_token);
      await deps.repo.update(row.id, { amount_ore: current.order_amount, updated_at: deps.now().toISOString() });
      return {
        ok: true,
        answer: {
          purchase_currency: current.purchase_currency, order_amount: current.order_amount, order_tax_amount: current.order_tax_amount, order_lines: current.order_lines,
          ...(current.shipping_options ? { shipping_options: current.shipping_options } : {}),
        },
      };
    },

    /** Forgets the Klarna checkout of a session whose order is placed. */
    forget: (session: Session) => forgetKept(deps.sessions, session, KEPT_KEY),
  };
}

export type KlarnaCheckout = ReturnType<typeof createKlarnaCheckout>;
