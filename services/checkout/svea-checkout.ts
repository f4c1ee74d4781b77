import { validateCheckoutForm } from '../../domain/checkout-form';
import { campaignsFor, type CampaignTerms } from '../../domain/installments';
import type { Order, OrderLine, QueuedMail } from '../../db/repositories/order-repository';
import type { ProviderSessionRepository } from '../../db/repositories/provider-session-repository';
import type { PaymentTypeRow } from '../../db/schema';
import { ProviderError, type CheckoutStart } from '../../payments/payment-provider';
import { sveaRows, sveaTotalOre, type SveaCreateOrder, type SveaOrder } from '../../payments/svea/svea-api';
import type { SveaClient } from '../../payments/svea/svea-client';
import { sv } from '../../app/copy/sv';
import type { Session, SessionService } from '../session-service';
import { providerOrderOf, type KlarnaCartContext } from './klarna-checkout';
import type { OrderService } from './order-service';
import { fingerprintOf, forgetKept, keptCheckout, keptIsCurrent, newCallbackToken, providerFailureLogger, type KeptCheckout, type ProviderCompletion } from './provider-checkout-kit';
import { sameSecret } from '../../payments/same-secret';

/** Our addresses in Svea's MerchantSettings. */
export const SVEA_PUSH_PATH = '/checkoutv3/svea/push';
export const SVEA_CONFIRMATION_PATH = '/checkoutv3/svea/confirmation';

const KEPT_KEY = 'svea_checkout';
const PROVIDER = 'svea';

interface Kept extends KeptCheckout {
  order_id: number;
}

const keptOf = (session: Session) => keptCheckout<Kept>(session, KEPT_KEY, { order_id: 'number' });

/** The cart as the checkout priced it, with the shop's part payment campaigns (the product page's). */
export interface SveaCartContext extends KlarnaCartContext {
  campaigns: readonly CampaignTerms[];
}

export type SveaCompletion = ProviderCompletion;

/**
 * Svea part payment (issue 17, docs/payment-providers.md): a Svea Checkout order for the cart, opened anew when the
 * cart changes, in which the consumer chooses one of the shop's part payment campaigns; our order is placed once
 * from Svea's push or the consumer's return, whichever comes first (idempotent on Svea's order id). Private
 * customers in Sweden, for amounts some campaign finances. Credit: never listed first nor pre-selected.
 */
export function createSveaCheckout(deps: {
  client: SveaClient;
  shopOrigin: string;
  repo: ProviderSessionRepository;
  sessions: SessionService;
  orders: OrderService;
  paymentType(): Promise<PaymentTypeRow | null>;
  confirmationMail(order: Order, lines: OrderLine[]): QueuedMail;
  orderById(id: number): Promise<Order | null>;
  mailQueued?: () => void;
  log: (message: string, fields?: Record<string, unknown>) => void;
  now: () => Date;
}) {
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

  return {
    /** The payment block for Svea part payment: its checkout for this cart, opened anew when the cart changed. */
    async start(session: Session, ctx: SveaCartContext): Promise<CheckoutStart> {
      if (ctx.delivery === null) return { kind: 'unavailable', handler: 'svea_part_payment', message: sv.checkout.chooseDelivery };
      if (ctx.customerType !== 'private' || ctx.country !== 'SE') return { kind: 'unavailable', handler: 'svea_part_payment', message: sv.providers.sveaPrivateOnly };
      const amountOre = providerOrderOf(ctx).amountOre;
      if (campaignsFor(ctx.campaigns, amountOre).length === 0) return { kind: 'unavailable', handler: 'svea_part_payment', message: sv.providers.sveaNoCampaign };
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
        return { kind: 'unavailable', handler: 'svea_part_payment', message: sv.providers.unavailable('Svea') };
      }
      if (!created.Gui?.Snippet) {
        logFailure(new ProviderError(PROVIDER, 'invalid', 'create answered no Gui.Snippet'), 'create order');
        return { kind: 'unavailable', handler: 'svea_part_payment', message: sv.providers.unavailable('Svea') };
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
     * come here. The order is read back from Svea, must be Final and paid by part payment, and is placed at exactly
     * Svea's amount.
     */
    async complete(sveaOrderId: number, token: string | null): Promise<SveaCompletion> {
      const row = await deps.repo.find(PROVIDER, String(sveaOrderId));
      if (!row) {
        deps.log('svea callback for an unknown order', { provider: PROVIDER, order_id: sveaOrderId });
        return { ok: false, reason: 'unknown' };
      }
      if (token !== null && !sameSecret(row.callback_token, token)) {
        deps.log('svea push with a wrong token', { provider: PROVIDER, order_id: sveaOrderId });
        return { ok: false, reason: 'forbidden' };
      }
      const sessionIdHash = row.session_id_hash;
      if (row.order_id !== null) {
        const existing = await deps.orderById(row.order_id);
        if (existing) return { ok: true, order: existing, repeated: true, sessionIdHash };
      }
      if (row.status === 'refused') return { ok: false, reason: 'refused', sessionIdHash };
      let svea: SveaOrder;
      try {
        svea = await deps.client.readOrder(sveaOrderId);
      } catch (error) {
        logFailure(error, 'read order', { order_id: sveaOrderId });
        return { ok: false, reason: 'failed', sessionIdHash };
      }
      if (svea.Status !== 'Final' || svea.PaymentType !== 'PAYMENTPLAN') return { ok: false, reason: 'incomplete', sessionIdHash };
      const refuse = async (why: string): Promise<SveaCompletion> => {
        deps.log(`svea order refused: ${why}`, { provider: PROVIDER, order_id: sveaOrderId });
        await deps.repo.update(row.id, { status: 'refused', updated_at: deps.now().toISOString() });
        await deps.client.cancel(sveaOrderId).catch((error: unknown) => logFailure(error, 'cancel', { order_id: sveaOrderId }));
        return { ok: false, reason: 'refused', sessionIdHash };
      };
      const owner = await deps.sessions.findByHash(sessionIdHash);
      const type = await deps.paymentType();
      if (!owner || !type) return refuse('the shopper session or the payment type is gone');
      const b = svea.BillingAddress ?? {};
      const validated = validateCheckoutForm({
        customer_type: 'private',
        user_firstname: b.FirstName ?? '', user_lastname: b.LastName ?? '', user_email: svea.EmailAddress ?? '', user_pnr: svea.Customer?.NationalId ?? '',
        user_address: b.StreetAddress ?? '', user_co: '', user_mobile: svea.PhoneNumber ?? '', user_zipcode: b.PostalCode ?? '', user_city: b.City ?? '',
        // The consumer accepted our terms in Svea's checkout (TermsUri).
        order_accept_terms: '1',
      }, 'SE', deps.now().toISOString());
      if (!validated.ok) return refuse(`customer details not accepted (${Object.keys(validated.errors).join(', ')})`);
      const placed = await deps.orders.place(owner, {
        customer: validated.customer,
        country: 'SE',
        choosePaymentType: (nothingDue) => (nothingDue ? null : type),
        handler: 'svea_part_payment',
        shippingOptionKey: typeof owner.data.shipping_option_id === 'string' ? owner.data.shipping_option_id : null,
        submissionKey: `svea:${sveaOrderId}`,
        shown: null,
        choicesMadeNow: false,
        expectedToPayOre: sveaTotalOre(svea.Cart.Items),
        confirmationMail: deps.confirmationMail,
      });
      if (!placed.ok) return refuse(placed.message);
      await deps.repo.update(row.id, { status: 'completed', order_id: placed.order.id, updated_at: deps.now().toISOString() });
      if (!placed.repeated) deps.mailQueued?.();
      return { ok: true, order: placed.order, repeated: placed.repeated, sessionIdHash };
    },

    /** Forgets the Svea checkout of a session whose order is placed. */
    forget: (session: Session) => forgetKept(deps.sessions, session, KEPT_KEY),
  };
}

export type SveaCheckout = ReturnType<typeof createSveaCheckout>;
