import { choosablePaymentType, creditOnOffer, type CreditOnOffer } from '../../domain/payment-options';
import { kronorToOre } from '../../domain/money';
import { orderSummary } from '../../domain/order-summary';
import { parsePostalCode } from '../../domain/postal-code';
import { kcoShippingCostMatches } from '../../domain/klarna-shipping';
import type { CheckoutRepository } from '../../db/repositories/checkout-repository';
import type { OrderRepository } from '../../db/repositories/order-repository';
import type { PaymentHandler } from '../../db/schema';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { KlarnaClient } from '../../payments/klarna/klarna-client';
import type { SwishClient } from '../../payments/swish/swish-client';
import type { WasaClient } from '../../payments/wasa/wasa-client';
import type { SveaClient } from '../../payments/svea/svea-client';
import type { ProviderSessionRepository } from '../../db/repositories/provider-session-repository';
import { sameSecret } from '../../payments/same-secret';
import { svCheckout } from '../../common/copy/sv-checkout';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import type { CartService } from '../cart/cart-service';
import { cachedUntilCatalogChanges } from '../cart/until-catalog-changes';
import type { CatalogService } from '../catalog/catalog-service';
import type { Session, SessionService } from '../session-service';
import { createCheckoutCart } from './checkout-cart';
import { confirmationUrl, countryOf, customerTypeOf } from './checkout-choices';
import { createCheckoutState, POSTAL_CITY_KEY } from './checkout-state';
import { createKeptRefusals, PLACED_FORM_KEY } from './kept-checkout-forms';
import { confirmationMailOf, type ConfirmationMailOf } from './order-mail';
import { mailShopOf } from '../mail/mail-html';
import { createOrderPlacing } from './order-placing';
import type { OrderService } from './order-service';
import type { PaymentSettlement } from './payment-settlement';
import { createProviderCheckouts } from './provider-checkouts';
import { createSwishCheckout } from './swish-checkout';
import { createAwaitedPayments } from './awaited-payment';

export { CARD_RETURN_PATH, confirmationUrl } from './checkout-choices';
export type { PlaceResult } from './order-placing';

export type CheckoutUpdate = { ok: true; state: CheckoutState } | { ok: false; status: 404 | 422; message: string; field?: string };

/**
 * The checkout (cart-and-checkout.md sections 2-4): the shopper's choices live in the session; every answer is the
 * whole checkout state, priced on the server. Orders are placed by the order service.
 */
export function createCheckoutService(deps: {
  repo: CheckoutRepository;
  cart: CartService;
  catalog: CatalogService;
  sessions: SessionService;
  orders: OrderService;
  orderRepo: OrderRepository;
  /** Settles card and Swish payments once the provider answered (late payments included, decision 038). */
  settlement: Pick<PaymentSettlement, 'settle'>;
  /** The card provider, or null when card payment is switched off (CARD_PROVIDER=none). */
  cardProvider: PaymentProvider | null;
  /** Called once an order's e-mail is queued: the outbox worker sends it. */
  mailQueued?: () => void;
  /** Where the links and images of the confirmation mail point (PUBLIC_URL's origin, decision 036). */
  linkOrigin: string;
  now?: () => Date;
  /** Klarna Checkout (issue 17), or null when it is not configured. */
  klarna?: { client: KlarnaClient; shopOrigin: string; simulated: boolean } | null;
  /** Swish (issue 17), or null when it is not configured. */
  swish?: { client: SwishClient; shopOrigin: string; simulatorAppPath: string | null; secret: string; timeoutSeconds: number } | null;
  /** Wasa Kredit leasing (issue 17), or null when it is not configured. */
  wasa?: { client: WasaClient; shopOrigin: string; simulated: boolean } | null;
  /** Svea part payment (issue 17), or null when it is not configured. */
  svea?: { client: SveaClient; shopOrigin: string; simulated: boolean } | null;
  providerSessions?: ProviderSessionRepository;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}) {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => undefined);
  // Payment types are shop configuration, kept until the catalog changes (decision 045: the catalog signal reaches
  // forgetPaymentTypes). Card payment only with a card provider, a provider checkout only where it is configured.
  const paymentTypeCache = cachedUntilCatalogChanges(async () => {
    const rows = await deps.repo.paymentTypes();
    const configured: Record<PaymentHandler, boolean> = {
      card_redirect: deps.cardProvider !== null, manual_payment: true, free_order: true, swish: Boolean(deps.swish),
      klarna_checkout: Boolean(deps.klarna), svea_part_payment: Boolean(deps.svea), wasa_checkout: Boolean(deps.wasa),
    };
    return rows.filter((t) => configured[t.handler]);
  });
  const paymentTypes = paymentTypeCache.get;
  const mailOf: ConfirmationMailOf = (order, lines, { images, snapshot }) => confirmationMailOf(order, orderSummary(order, lines, images), mailShopOf(snapshot, deps.linkOrigin));
  const checkoutCart = createCheckoutCart(deps.cart, paymentTypes);
  const { klarna, wasa, svea } = createProviderCheckouts({ ...deps, paymentTypes, checkoutCart, confirmationMail: mailOf, log, now });
  const swish = deps.swish ? createSwishCheckout({ ...deps.swish, orderRepo: deps.orderRepo, settlement: deps.settlement, log, now }) : null;
  const awaited = createAwaitedPayments({ sessions: deps.sessions, swish });
  const state = createCheckoutState({
    ...deps,
    checkoutCart,
    providers: { klarna, wasa, svea },
    cardTestMode: deps.cardProvider?.testMode === true,
    simulated: (handler) => (deps.klarna?.simulated === true && handler === 'klarna_checkout') || ((deps.swish?.simulatorAppPath ?? null) !== null && handler === 'swish')
      || (deps.wasa?.simulated === true && handler === 'wasa_checkout') || (deps.svea?.simulated === true && handler === 'svea_part_payment'),
  });

  return {
    state,
    /** The next checkout reads the payment types again (the back office just changed one, issue 18). */
    forgetPaymentTypes(): void {
      paymentTypeCache.forget();
    },
    /** The credit a product page may advertise to this session's customer type (a visitor's: private): what its checkout offers. */
    async creditOnOffer(session: Session | null): Promise<CreditOnOffer> {
      return creditOnOffer(await paymentTypes(), session === null ? 'private' : customerTypeOf(session));
    },
    /** Klarna Checkout's callbacks and confirmation, or null when Klarna is not configured. */
    klarna,
    /** Swish's callback and the shopper's polling, or null when Swish is not configured. */
    swish,
    /** Wasa Kredit's pings and the shopper's return, or null when Wasa is not configured. */
    wasa,
    /** Svea's push and the shopper's return, or null when Svea is not configured. */
    svea,
    /**
     * The Swish payment this session waits for: the checkout page shows the wait again, or once paid goes on to the
     * confirmation (once: after that the checkout is itself again).
     */
    async awaitedPayment(session: Session): Promise<{ kind: 'waiting'; response: PlaceOrderResponse } | { kind: 'paid'; confirmationUrl: string } | { kind: 'none' }> {
      const standing = await awaited.standing(session);
      if (standing.kind === 'waiting') return { kind: 'waiting', response: standing.response };
      if (standing.kind !== 'paid' || standing.shown) return { kind: 'none' };
      return { kind: 'paid', confirmationUrl: standing.confirmationUrl };
    },

    /** The confirmation page of `order` was shown to this session: a checkout opened after it is the checkout again. */
    place: createOrderPlacing({ ...deps, swish, awaited, paymentTypes, confirmationMail: mailOf, now }),
    ...createKeptRefusals(deps.sessions),

    async updateCustomerType(session: Session, customerType: string): Promise<CheckoutUpdate> {
      if (customerType !== 'private' && customerType !== 'company') return { ok: false, status: 422, message: svCheckout.checkout.customerTypeInvalid, field: 'customer_type' };
      await deps.sessions.update(session, { customer_type: customerType });
      return { ok: true, state: await state(session) };
    },

    async updateCountry(session: Session, countryCode: string): Promise<CheckoutUpdate> {
      const snapshot = await deps.catalog.snapshot();
      if (!(snapshot.settings.shippingCountries as string[]).includes(countryCode)) {
        return { ok: false, status: 422, message: svCheckout.checkout.countryUnavailable, field: 'country_code' };
      }
      // Postal codes and delivery differ per country: both are chosen again.
      const changed = countryOf(session) !== countryCode;
      await deps.sessions.update(session, {
        country_code: countryCode,
        ...(changed ? { postal_code: undefined, delivery_type_id: undefined, shipping_option_id: undefined } : {}),
      });
      return { ok: true, state: await state(session) };
    },

    async updatePaymentType(session: Session, paymentTypeId: number): Promise<CheckoutUpdate> {
      // Free order is never picked by hand: it is what a checkout with nothing due uses.
      const types = await paymentTypes();
      if (!choosablePaymentType(types, paymentTypeId, customerTypeOf(session))) {
        // Blamed on the customer type only when the type exists and is offered to the other one.
        const otherCustomerType = types.some((t) => t.id === paymentTypeId && t.handler !== 'free_order');
        return { ok: false, status: 422, message: otherCustomerType ? svCheckout.checkout.paymentUnavailable : svCheckout.checkout.paymentUnknown, field: 'payment_type_id' };
      }
      await deps.sessions.update(session, { payment_type_id: paymentTypeId });
      return { ok: true, state: await state(session) };
    },

    /** Chosen optimistically, then checked against the offer priced with it: one cart load per change. */
    async updateDeliveryType(session: Session, deliveryTypeId: number, shippingOptionId: string | null, kcoShippingCost: number | null = null): Promise<CheckoutUpdate> {
      const previous = { delivery_type_id: session.data.delivery_type_id, shipping_option_id: session.data.shipping_option_id };
      await deps.sessions.update(session, { delivery_type_id: deliveryTypeId, shipping_option_id: shippingOptionId ?? undefined });
      const after = await state(session);
      const chosen = after.delivery_checkout.delivery_options.find((o) => o.value === deliveryTypeId);
      if (!chosen || chosen.disabled) {
        await deps.sessions.update(session, previous);
        return { ok: false, status: 422, message: svCheckout.checkout.deliveryUnavailable, field: 'delivery_type_id' };
      }
      // Klarna's store action (a shipping option chosen inside Klarna): its price, divided by 100, must be ours.
      if (kcoShippingCost !== null && !kcoShippingCostMatches(kcoShippingCost, kronorToOre(chosen.price ?? 0))) {
        await deps.sessions.update(session, previous);
        return { ok: false, status: 422, message: svCheckout.providers.klarnaShippingChanged, field: 'delivery_type_id' };
      }
      // Choosing a type chooses its first shipping option unless one of its own is named.
      if (!chosen.shipping_options.some((o) => o.key === shippingOptionId)) {
        const first = chosen.shipping_options[0]?.key;
        await deps.sessions.update(session, { shipping_option_id: first });
        after.delivery_checkout.session.shipping_option_id = first ?? null;
      }
      return { ok: true, state: after };
    },

    async updatePostalCode(session: Session, typed: string): Promise<CheckoutUpdate> {
      const country = countryOf(session);
      if (typed.trim() === '') return { ok: false, status: 422, message: svCheckout.checkout.postalCodeRequired, field: 'postal_code' };
      const digits = parsePostalCode(typed, country);
      if (digits === null) return { ok: false, status: 422, message: svCheckout.checkout.postalCodeInvalid, field: 'postal_code' };
      const city = await deps.repo.knownCity(country, digits);
      await deps.sessions.update(session, { postal_code: digits, [POSTAL_CITY_KEY]: city ?? undefined });
      const after = await state(session);
      const options = after.delivery_checkout.delivery_options;
      if (options.length > 0 && options.every((o) => o.disabled)) {
        return { ok: false, status: 422, message: svCheckout.checkout.noDeliveryForPostalCode, field: 'postal_code' };
      }
      return { ok: true, state: after };
    },

    /**
     * The provider's signed answer: paid goes to the confirmation, cancelled back to the checkout with the cart. A
     * payment approved after the hold released the order lands on the confirmation when the order was taken back,
     * else on the checkout saying the money is returned (decision 038).
     */
    async cardReturn(session: Session, params: URLSearchParams): Promise<{ redirect: string }> {
      const verified = deps.cardProvider?.verifyReturn(params);
      if (!verified) return { redirect: '/checkoutv3?betalning=fel' };
      const settled = await deps.settlement.settle(verified.token, verified.result);
      if (settled.kind === 'unknown') return { redirect: '/checkoutv3?betalning=fel' };
      if (settled.kind === 'refunded') return { redirect: '/checkoutv3?betalning=aterbetalas' };
      if (settled.kind === 'paid') {
        await deps.sessions.update(session, { [PLACED_FORM_KEY]: undefined });
        return { redirect: confirmationUrl(settled.order) };
      }
      return { redirect: '/checkoutv3?betalning=avbruten' };
    },

    /** The confirmation page's order, for whoever holds its token. */
    /**
     * The confirmation page's view of an order, for the holder of its link. Shown to the session that awaited its
     * payment, it ends that wait: from now on the checkout shows itself again.
     */
    async confirmation(orderNumber: string, token: string, session?: Session) {
      if (!/^\d{1,12}$/.test(orderNumber)) return null;
      const order = await deps.orderRepo.byNumber(orderNumber);
      if (!order || !sameSecret(order.view_token, token)) return null;
      if (session) await awaited.confirmationShown(session, order);
      const lines = await deps.orderRepo.lines(order.id);
      // Only what the page shows leaves the service: no session hash, idempotency key or token.
      return { orderNumber: order.order_number ?? '', status: order.status, email: order.email, summary: orderSummary(order, lines, await deps.orderRepo.lineImages(lines)) };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
