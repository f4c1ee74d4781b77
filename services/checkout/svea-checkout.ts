import { campaignsFor, type CampaignTerms } from '../../domain/installments';
import type { ProviderSessionRow } from '../../db/schema';
import { EMBEDDED_CHECKOUT_PROVIDERS } from '../../payments/embedded-checkout-providers';
import { ProviderError, type CheckoutStart } from '../../payments/payment-provider';
import { sveaCheckoutForm, sveaDeliveryCountry, sveaRows, sveaTotalOre, type SveaCreateOrder, type SveaOrder } from '../../payments/svea/svea-api';
import type { SveaClient } from '../../payments/svea/svea-client';
import { svCheckout } from '../../common/copy/sv-checkout';
import type { Session } from '../session-service';
import { fingerprintOf, forgetKept, keptCheckout, keptIsCurrent, newCallbackToken, providerFailureLogger, providerOrderOf, type KeptCheckout, type EmbeddedCheckoutDeps, type ProviderCartContext, type ProviderCompletion } from './provider-checkout-kit';
import { sameSecret } from '../../payments/same-secret';
import { createProviderCompletion, type CompletionAdapter, type ProviderVerdict } from './provider-completion';
import { swedishOrderVerdict } from './swedish-order-verdict';

/** Our addresses in Svea's MerchantSettings. */
export const SVEA_PUSH_PATH = '/checkoutv3/svea/push';
export const SVEA_CONFIRMATION_PATH = '/checkoutv3/svea/confirmation';

const KEPT_KEY = 'svea_checkout';
const PROVIDER = EMBEDDED_CHECKOUT_PROVIDERS.svea_part_payment;

interface Kept extends KeptCheckout {
  order_id: number;
}

const keptOf = (session: Session) => keptCheckout<Kept>(session, KEPT_KEY, { order_id: 'number' });

/** The cart as the checkout priced it, with the shop's part payment campaigns (the product page's). */
export interface SveaCartContext extends ProviderCartContext {
  campaigns: readonly CampaignTerms[];
}

/**
 * Svea part payment (issue 17, docs/payment-providers.md): a Svea Checkout order for the cart, opened anew when the
 * cart changes, in which the consumer chooses one of the shop's part payment campaigns; our order is placed once
 * from Svea's push or the consumer's return, whichever comes first (idempotent on Svea's order id). Private
 * customers in Sweden, for amounts some campaign finances. Credit: never listed first nor pre-selected.
 */
export function createSveaCheckout(deps: EmbeddedCheckoutDeps<SveaClient>) {
  const origin = deps.shopOrigin.replace(/\/+$/, '');

  function requestBody(ctx: SveaCartContext, token: string): SveaCreateOrder {
    return {
      CountryCode: 'SE', Currency: 'SEK', Locale: 'sv-SE',
      ClientOrderNumber: `cart-${ctx.cartId}-${token.slice(0, 8)}`,
      Cart: { Items: sveaRows(providerOrderOf(ctx)) },
      MerchantSettings: {
        TermsUri: `${origin}/kundservice/kopvillkor`,
        CheckoutUri: `${origin}/checkoutv3`,
        ConfirmationUri: `${origin}${SVEA_CONFIRMATION_PATH}?order_id={checkout.order.uri}`,
        PushUri: `${origin}${SVEA_PUSH_PATH}?order_id={checkout.order.uri}&token=${token}`,
      },
    };
  }

  const fingerprintFor = (body: SveaCreateOrder, ctx: SveaCartContext) => fingerprintOf(body.Cart.Items, ctx.customerType, ctx.country);
  const logFailure = providerFailureLogger(PROVIDER, deps.log);

  /** Whether the shop takes a completed Svea order; Svea's delivery country is the checkout's (Sweden) when it names none. */
  function judge(row: ProviderSessionRow, order: SveaOrder): Promise<ProviderVerdict> {
    const country = sveaDeliveryCountry(order) ?? 'SE';
    return swedishOrderVerdict(deps, row, { form: sveaCheckoutForm(order), abroad: country === 'SE' ? null : `goods to ${country}, not to the checkout's country` });
  }

  const completion = createProviderCompletion({ ...deps, logFailure });
  const adapter: CompletionAdapter<SveaOrder> = {
    provider: PROVIDER,
    handler: 'svea_part_payment',
    read: (id) => deps.client.readOrder(Number(id)),
    stateOf: (order) => (order.Status === 'Final' && order.PaymentType === 'PAYMENTPLAN' ? 'complete' : 'incomplete'),
    judge,
    amountOre: (order) => sveaTotalOre(order.Cart.Items),
    paymentType: deps.paymentType,
    cancel: (id) => deps.client.cancel(Number(id)),
  };

  return {
    /** The payment block for Svea part payment: its checkout for this cart, opened anew when the cart changed. */
    async start(session: Session, ctx: SveaCartContext): Promise<CheckoutStart> {
      if (ctx.delivery === null) return { kind: 'unavailable', handler: 'svea_part_payment', message: svCheckout.checkout.chooseDelivery };
      if (ctx.customerType !== 'private' || ctx.country !== 'SE') return { kind: 'unavailable', handler: 'svea_part_payment', message: svCheckout.providers.sveaPrivateOnly };
      const amountOre = providerOrderOf(ctx).amountOre;
      if (campaignsFor(ctx.campaigns, amountOre).length === 0) return { kind: 'unavailable', handler: 'svea_part_payment', message: svCheckout.providers.sveaNoCampaign };
      const kept = keptOf(session);
      const fingerprint = fingerprintFor(requestBody(ctx, kept?.token ?? ''), ctx);
      if (kept && (await keptIsCurrent(kept, ctx.cartId, fingerprint, deps.repo, PROVIDER, String(kept.order_id)))) {
        return { kind: 'snippet', handler: 'svea_part_payment', snippet: kept.snippet, reset: false };
      }
      const token = newCallbackToken();
      let created: SveaOrder;
      try {
        created = await deps.client.createOrder(requestBody(ctx, token));
      } catch (error) {
        logFailure(error, 'create order');
        return { kind: 'unavailable', handler: 'svea_part_payment', message: svCheckout.providers.unavailable('Svea') };
      }
      if (!created.Gui?.Snippet) {
        logFailure(new ProviderError(PROVIDER, 'invalid', 'create answered no Gui.Snippet'), 'create order');
        return { kind: 'unavailable', handler: 'svea_part_payment', message: svCheckout.providers.unavailable('Svea') };
      }
      const nowIso = deps.now().toISOString();
      await deps.repo.insert({
        provider: PROVIDER, provider_order_id: String(created.OrderId), cart_id: ctx.cartId, session_id_hash: session.idHash, callback_token: token,
        amount_ore: sveaTotalOre(created.Cart.Items), created_at: nowIso, updated_at: nowIso,
      });
      const next: Kept = { order_id: created.OrderId, token, cart_id: ctx.cartId, fingerprint, snippet: created.Gui.Snippet };
      await deps.sessions.update(session, { [KEPT_KEY]: next });
      return { kind: 'snippet', handler: 'svea_part_payment', snippet: created.Gui.Snippet, reset: kept !== null };
    },

    /**
     * Places our order for a completed Svea order, once: the push (with its token) and the consumer's return both
     * come here and go through the one completion the provider checkouts share (decision 040). The order is read
     * back from Svea, must be Final and paid by part payment, and is placed at exactly Svea's amount.
     */
    async complete(sveaOrderId: number, token: string | null): Promise<ProviderCompletion> {
      const row = await deps.repo.find(PROVIDER, String(sveaOrderId));
      if (!row) {
        deps.log('svea callback for an unknown order', { provider: PROVIDER, order_id: sveaOrderId });
        return { ok: false, reason: 'unknown' };
      }
      if (token !== null && !sameSecret(row.callback_token, token)) {
        deps.log('svea push with a wrong token', { provider: PROVIDER, order_id: sveaOrderId });
        return { ok: false, reason: 'forbidden' };
      }
      return completion.complete(adapter, row, String(sveaOrderId));
    },

    /** Forgets the Svea checkout of a session whose order is placed. */
    forget: (session: Session) => forgetKept(deps.sessions, session, KEPT_KEY),
  };
}

export type SveaCheckout = ReturnType<typeof createSveaCheckout>;
