import crypto from 'node:crypto';
import { formatPrice } from '../../domain/money';
import type { LeasingTerms } from '../../domain/leasing';
import type { ProviderSessionRow } from '../../db/schema';
import { EMBEDDED_CHECKOUT_PROVIDERS } from '../../payments/embedded-checkout-providers';
import { ProviderError, type CheckoutStart } from '../../payments/payment-provider';
import {
  WASA_CHECKOUT_REFERENCE_KEY, wasaAmount, wasaCartItems, wasaCheckoutForm, wasaDeliversInSweden, wasaTotals, type WasaCheckoutRequest, type WasaOrder,
} from '../../payments/wasa/wasa-api';
import type { WasaClient } from '../../payments/wasa/wasa-client';
import { svCheckout } from '../../common/copy/sv-checkout';
import type { Session } from '../session-service';
import { fingerprintOf, forgetKept, keptCheckout, keptIsCurrent, newCallbackToken, providerFailureLogger, providerOrderOf, type KeptCheckout, type EmbeddedCheckoutDeps, type ProviderCartContext, type ProviderCompletion } from './provider-checkout-kit';
import { sameSecret } from '../../payments/same-secret';
import { createProviderCompletion, type CompletionAdapter, type ProviderVerdict } from './provider-completion';
import { swedishOrderVerdict } from './swedish-order-verdict';

/** Our addresses for Wasa Kredit: its status pings, and where the shopper lands after signing (storefront.md). */
export const WASA_PING_PATH = '/checkoutv3/wasa/ping';
export const WASA_CONFIRMATION_PATH = '/checkout/wasa/confirmation';

const KEPT_KEY = 'wasa_checkout';
const PROVIDER = EMBEDDED_CHECKOUT_PROVIDERS.wasa_checkout;
/** Wasa's statuses once the customer has signed: the order is Wasa's to finance. */
const SIGNED = new Set(['pending', 'ready_to_ship', 'shipped', 'delivered', 'completed']);

interface Kept extends KeptCheckout {
  reference: string;
}

const keptOf = (session: Session) => keptCheckout<Kept>(session, KEPT_KEY, { reference: 'string' });

/** The cart as the checkout priced it, with the shop's leasing terms (the product page's leasing widget's). */
export interface WasaCartContext extends ProviderCartContext {
  leasingTerms: LeasingTerms | null;
}

/**
 * Wasa Kredit leasing for companies (issue 17, docs/payment-providers.md): a Wasa checkout is opened for the cart
 * (Wasa cannot update one: a changed cart opens a new one), and our order is placed once the company has signed,
 * from Wasa's status ping or the shopper's return to /checkout/wasa/confirmation/{id}, whichever comes first
 * (idempotent on Wasa's order id). Only for companies in Sweden, from the leasing terms' minimum (excl. VAT).
 */
export function createWasaCheckout(deps: EmbeddedCheckoutDeps<WasaClient>) {
  const origin = deps.shopOrigin.replace(/\/+$/, '');

  function requestBody(ctx: WasaCartContext, reference: string, token: string): WasaCheckoutRequest {
    return {
      payment_types: 'leasing',
      order_references: [{ key: WASA_CHECKOUT_REFERENCE_KEY, value: reference }],
      cart_items: wasaCartItems(providerOrderOf(ctx)),
      // Delivery is a cart item at its own VAT (wasaCartItems): Wasa computes no VAT of its own on it.
      shipping_cost_ex_vat: wasaAmount(0),
      request_domain: origin,
      confirmation_callback_url: `${origin}/checkoutv3`,
      ping_url: `${origin}${WASA_PING_PATH}?ref=${reference}&token=${token}`,
    };
  }

  const fingerprintFor = (body: WasaCheckoutRequest, ctx: WasaCartContext) => fingerprintOf(body.cart_items, ctx.customerType, ctx.country);
  const logFailure = providerFailureLogger(PROVIDER, deps.log);

  /** Why this cart cannot be leased through Wasa now (Swedish, for the payment block), or null. */
  function refusal(ctx: WasaCartContext): string | null {
    if (ctx.delivery === null) return svCheckout.checkout.chooseDelivery;
    if (ctx.customerType !== 'company' || ctx.country !== 'SE' || ctx.leasingTerms === null) return svCheckout.providers.wasaCompaniesOnly;
    const order = providerOrderOf(ctx);
    const exclVatOre = order.amountOre - order.vatOre;
    if (exclVatOre < ctx.leasingTerms.minAmountOre) return svCheckout.providers.wasaMinimum(formatPrice(ctx.leasingTerms.minAmountOre));
    return null;
  }

  /** Whether the shop takes a signed Wasa order, the company being the customer Wasa identified. */
  function judge(row: ProviderSessionRow, order: WasaOrder): Promise<ProviderVerdict> {
    return swedishOrderVerdict(deps, row, { form: wasaCheckoutForm(order), abroad: wasaDeliversInSweden(order) ? null : "goods not to the checkout's country" });
  }

  const completion = createProviderCompletion({ ...deps, logFailure });
  const adapter: CompletionAdapter<WasaOrder> = {
    provider: PROVIDER,
    handler: 'wasa_checkout',
    read: (id) => deps.client.readOrder(id),
    stateOf: (order) => (order.status.status === 'canceled' ? 'closed' : SIGNED.has(order.status.status) ? 'complete' : 'incomplete'),
    judge,
    amountOre: (order) => wasaTotals(order.cart_items, order.shipping_cost_ex_vat).amountOre,
    paymentType: deps.paymentType,
    cancel: (id) => deps.client.cancel(id),
  };

  /** The Wasa order behind a ping or a return, with the checkout row it was opened for. */
  async function resolve(wasaOrderId: string, ping: { reference: string; token: string } | null) {
    if (ping) {
      const row = await deps.repo.find(PROVIDER, ping.reference);
      if (!row) return { error: 'unknown' as const };
      if (!sameSecret(row.callback_token, ping.token)) return { error: 'forbidden' as const };
    }
    let order: WasaOrder;
    try {
      order = await deps.client.readOrder(wasaOrderId);
    } catch (error) {
      logFailure(error, 'read order', { order_id: wasaOrderId });
      return { error: error instanceof ProviderError && error.status === 404 ? ('unknown' as const) : ('failed' as const) };
    }
    const reference = order.order_references.find((r) => r.key === WASA_CHECKOUT_REFERENCE_KEY)?.value;
    if (!reference) return { error: 'unknown' as const };
    // A ping names the checkout in its address: Wasa's order must be that checkout's.
    if (ping && reference !== ping.reference) return { error: 'forbidden' as const };
    const row = await deps.repo.find(PROVIDER, reference);
    if (!row) return { error: 'unknown' as const };
    return { error: undefined, order, row };
  }

  return {
    /** The payment block for Wasa: its checkout snippet for this cart, opened anew when the cart changed. */
    async start(session: Session, ctx: WasaCartContext): Promise<CheckoutStart> {
      const refused = refusal(ctx);
      if (refused) return { kind: 'unavailable', handler: 'wasa_checkout', message: refused };
      const kept = keptOf(session);
      const probe = requestBody(ctx, kept?.reference ?? '', kept?.token ?? '');
      const fingerprint = fingerprintFor(probe, ctx);
      // The same cart: the same checkout, while Wasa has not closed it (a cancellation pings us first).
      if (kept && (await keptIsCurrent(kept, ctx.cartId, fingerprint, deps.repo, PROVIDER, kept.reference))) {
        return { kind: 'snippet', handler: 'wasa_checkout', snippet: kept.snippet, reset: false };
      }
      const reference = crypto.randomUUID();
      const token = newCallbackToken();
      const body = requestBody(ctx, reference, token);
      let snippet: string;
      try {
        snippet = await deps.client.createCheckout(body);
      } catch (error) {
        logFailure(error, 'create checkout', { reference });
        return { kind: 'unavailable', handler: 'wasa_checkout', message: svCheckout.providers.wasaUnreachable };
      }
      const nowIso = deps.now().toISOString();
      await deps.repo.insert({
        provider: PROVIDER, provider_order_id: reference, cart_id: ctx.cartId, session_id_hash: session.idHash, callback_token: token,
        amount_ore: wasaTotals(body.cart_items, body.shipping_cost_ex_vat).amountOre, created_at: nowIso, updated_at: nowIso,
      });
      await deps.sessions.update(session, { [KEPT_KEY]: { reference, token, cart_id: ctx.cartId, fingerprint, snippet } satisfies Kept });
      return { kind: 'snippet', handler: 'wasa_checkout', snippet, reset: kept !== null };
    },

    /**
     * Places our order for a signed Wasa order, once: the ping (with the checkout's token) and the shopper's return
     * both come here and go through the one completion the provider checkouts share (decision 040). The order is
     * read back from Wasa (never taken from the ping), must be signed, and is placed at exactly Wasa's amount; one
     * that cannot be placed any more is cancelled at Wasa, and one Wasa cancelled closes the checkout.
     */
    async complete(wasaOrderId: string, ping: { reference: string; token: string } | null): Promise<ProviderCompletion> {
      const found = await resolve(wasaOrderId, ping);
      if (found.error !== undefined) {
        if (found.error !== 'failed') deps.log(`wasa ${ping ? 'ping' : 'return'} refused: ${found.error}`, { provider: PROVIDER, order_id: wasaOrderId });
        return { ok: false, reason: found.error };
      }
      return completion.complete(adapter, found.row, wasaOrderId, found.order);
    },

    /** Forgets the Wasa checkout of a session whose order is placed. */
    forget: (session: Session) => forgetKept(deps.sessions, session, KEPT_KEY),
  };
}

export type WasaCheckout = ReturnType<typeof createWasaCheckout>;
