import crypto from 'node:crypto';
import { validateCheckoutForm, type CheckoutFormInput, type CustomerType, type FieldError } from '../../domain/checkout-form';
import { allowedPaymentTypes, choosablePaymentType, selectedPaymentType } from '../../domain/payment-options';
import { checkoutBlocks } from '../../domain/checkout-steps';
import { deliveryPriceAfterFreeDelivery } from '../../domain/free-delivery';
import { kronorToOre, oreToKronor } from '../../domain/money';
import { formatPostalCode, parsePostalCode, type CountryCode } from '../../domain/postal-code';
import { exclVatFromInclVat, vatFactor } from '../../domain/vat';
import type { CheckoutRepository } from '../../db/repositories/checkout-repository';
import type { Order, OrderLine, OrderRepository, QueuedMail } from '../../db/repositories/order-repository';
import type { PaymentHandler, PaymentTypeRow } from '../../db/schema';
import { decodePriceView, encodePriceView, type PriceView } from '../../domain/pricing/price-view';
import { parseRowId } from '../../domain/text-input';
import type { CheckoutStart, PaymentProvider } from '../../payments/payment-provider';
import type { KlarnaClient } from '../../payments/klarna/klarna-client';
import type { SwishClient } from '../../payments/swish/swish-client';
import { payerAliasOf } from '../../payments/swish/swish-api';
import { createSwishCheckout } from './swish-checkout';
import type { ProviderSessionRepository } from '../../db/repositories/provider-session-repository';
import type { EmbeddedCheckoutDeps } from './provider-checkout-kit';
import { createKlarnaCheckout, type KlarnaCartContext } from './klarna-checkout';
import { kcoShippingCostMatches, klarnaShippingOptionId } from '../../domain/klarna-shipping';
import type { WasaClient } from '../../payments/wasa/wasa-client';
import { createWasaCheckout } from './wasa-checkout';
import type { SveaClient } from '../../payments/svea/svea-client';
import { createSveaCheckout } from './svea-checkout';
import { sv } from '../../common/copy/sv';
import type { CartService } from '../cart/cart-service';
import type { CatalogService } from '../catalog/catalog-service';
import type { Session, SessionService } from '../session-service';
import type { CheckoutState, DeliveryOptionOut, PaymentTypeOut, PlaceOrderResponse, RefusedOrderForm, RefusedPostalCode, SwishFlow } from '../../common/contract/checkout';
import { confirmationMail } from './order-mail';
import type { PaymentSettlement } from './payment-settlement';
import type { OrderService } from './order-service';
import { sameSecret } from '../../payments/same-secret';

/** Session data keys of a refused no-JavaScript order form and postal code, for the next checkout page. */
const REFUSED_KEY = 'checkout_refused';
const REFUSED_POSTAL_CODE_KEY = 'postal_code_refused';
/** Session data keys of the city known for the postal code given, and of the form of an order awaiting card payment. */
const POSTAL_CITY_KEY = 'postal_code_city';
const PLACED_FORM_KEY = 'checkout_form';
/** The customer fields a refused form keeps (never the terms box: it is ticked again on purpose). */
const KEPT_FIELDS = ['customer_type', 'user_firstname', 'user_lastname', 'user_email', 'user_pnr', 'user_address', 'user_co', 'user_mobile', 'user_zipcode', 'user_city', 'user_company'];

/** The payment handlers the shop's own forms serve; every other one is a provider checkout, offered only while configured. */
const OWN_FORMS = new Set<PaymentHandler>(['card_redirect', 'manual_payment', 'free_order', 'swish']);

/** Session data key of the price view the checkout last showed (for clients that place orders without its token). */
const SHOWN_PRICE_KEY = 'shown_price';
/** The checkout's one-time submission keys: random base64url. */
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,64}$/;

function decodeToken(token: string): PriceView | null {
  if (token.length > 20_000 || !/^[A-Za-z0-9_-]*$/.test(token)) return null;
  return decodePriceView(Buffer.from(token, 'base64url').toString('utf8'));
}

const COUNTRY_NAMES: Record<CountryCode, string> = { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland' };

export type CheckoutUpdate = { ok: true; state: CheckoutState } | { ok: false; status: 404 | 422; message: string; field?: string };
export type PlaceResult =
  | { ok: true; response: PlaceOrderResponse; order: Order; repeated: boolean }
  | { ok: false; status: 409 | 422 | 502; message: string; errors?: Record<string, string[]> };

/** The country the shopper chose, Sweden until they choose another. */
function countryOf(session: Session): CountryCode {
  return (typeof session.data.country_code === 'string' ? session.data.country_code : 'SE') as CountryCode;
}

function customerTypeOf(session: Session): CustomerType {
  return session.data.customer_type === 'company' ? 'company' : 'private';
}

/** The form's customer type wins: the shopper sees the fields of the type they chose. */
function formCustomerType(session: Session, form: CheckoutFormInput): CustomerType {
  return form.customer_type === 'company' || form.customer_type === 'private' ? form.customer_type : customerTypeOf(session);
}

/** The order's confirmation address: whoever holds it may see the confirmation (it is also in the e-mail). */
export function confirmationUrl(order: Pick<Order, 'order_number' | 'view_token'>): string {
  return `/kassa/bekraftelse/${order.order_number}?t=${order.view_token}`;
}

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

  /** A value kept in the session for the next page only: read and removed. */
  async function takeOnce(session: Session, key: string): Promise<Record<string, unknown> | null> {
    const kept = session.data[key];
    if (kept === undefined) return null;
    await deps.sessions.update(session, { [key]: undefined });
    return kept !== null && typeof kept === 'object' ? (kept as Record<string, unknown>) : null;
  }

  let paymentTypeCache: { at: number; rows: PaymentTypeRow[] } | null = null;
  /** Payment types are shop configuration: re-read at most every 2 s. Card payment only with a card provider. */
  async function paymentTypes(): Promise<PaymentTypeRow[]> {
    if (!paymentTypeCache || Date.now() - paymentTypeCache.at > 2_000) {
      const rows = await deps.repo.paymentTypes();
      const configured: Record<PaymentHandler, boolean> = {
        card_redirect: deps.cardProvider !== null, manual_payment: true, free_order: true, swish: Boolean(deps.swish),
        klarna_checkout: Boolean(deps.klarna), svea_part_payment: Boolean(deps.svea), wasa_checkout: Boolean(deps.wasa),
      };
      paymentTypeCache = { at: Date.now(), rows: rows.filter((t) => configured[t.handler]) };
    }
    return paymentTypeCache.rows;
  }

  type ChoicesView = Awaited<ReturnType<typeof choices>>;

  /** The cart as the checkout prices it (one load), with the payment types allowed and the one chosen. */
  async function choices(session: Session) {
    const types = await paymentTypes();
    const customerType = customerTypeOf(session);
    let allowed: PaymentTypeRow[] = [];
    let chosen: PaymentTypeRow | null = null;
    const view = await deps.cart.checkoutView(session, (nothingDue) => {
      allowed = allowedPaymentTypes(types, customerType, nothingDue);
      chosen = selectedPaymentType(allowed, session.data.payment_type_id);
      return chosen?.price_incl_vat_ore ?? 0;
    });
    return { ...view, allowed, chosen: chosen as PaymentTypeRow | null, customerType };
  }

  async function state(session: Session): Promise<CheckoutState> {
    const snapshot = await deps.catalog.snapshot();
    const [{ allowed, chosen, cart, customerType, offered, selected, nothingDue, freeDeliveryByCode, priceView, priced, cartId }, customer] = await Promise.all([
      choices(session),
      session.customerId === null ? Promise.resolve(undefined) : deps.repo.customer(session.customerId),
    ]);
    const includesVat = cart.includes_vat;
    const rate = cart.dominant_vat_rate;
    const shown = (ore: number) => oreToKronor(includesVat ? ore : exclVatFromInclVat(ore, rate));
    const priceOf = (type: (typeof offered)[number]['type']) =>
      deliveryPriceAfterFreeDelivery(type.priceInclVatOre, {
        byCode: freeDeliveryByCode,
        limitReached: cart.summary.qualifiedForFreeDelivery,
        limitApplies: type.row.free_delivery_applies === 1,
      });
    const deliveryOptions: DeliveryOptionOut[] = offered.map(({ type, availability }) => ({
      value: type.id,
      name: availability === 'available' ? type.row.name : `${type.row.name} ${sv.checkoutPage.unavailableSuffix}`,
      placeholder: null,
      price: shown(priceOf(type)),
      bubble_texts: type.isPickup ? [] : availability === 'needs_postal_code' ? [sv.checkout.postalCodeRequired] : [],
      image: null,
      description: type.row.description,
      disabled: availability !== 'available',
      shipping_options: type.shippingOptions,
      meta_data: { is_digital: type.isDigital, shipping_option_id: null, klarna_shipping_option_id: klarnaShippingOptionId(type.id) },
      requires_postal_code: type.requiresPostalCode,
      vat_rate: rate,
    }));
    const country = countryOf(session);
    const countries = snapshot.settings.shippingCountries.map((code) => ({ code, name: COUNTRY_NAMES[code] }));
    const postalCode = typeof session.data.postal_code === 'string' ? session.data.postal_code : null;
    const handler = cart.products.length === 0 ? null : nothingDue ? 'free_order' : (chosen?.handler ?? null);
    const start: CheckoutStart | null = handler === null ? null
      : klarna && handler === 'klarna_checkout' && cartId !== null
        ? await klarna.start(session, klarnaContext({ cartId, priced, customerType, country: countryOf(session), selected, cart, offered, freeDeliveryByCode }))
      : wasa && handler === 'wasa_checkout' && cartId !== null
        ? await wasa.start(session, { ...klarnaContext({ cartId, priced, customerType, country: countryOf(session), selected, cart, offered, freeDeliveryByCode }), leasingTerms: snapshot.settings.leasingTerms })
      : svea && handler === 'svea_part_payment' && cartId !== null
        ? await svea.start(session, { ...klarnaContext({ cartId, priced, customerType, country: countryOf(session), selected, cart, offered, freeDeliveryByCode }), campaigns: snapshot.settings.sveaCampaigns })
      : OWN_FORMS.has(handler) ? { kind: 'own_form', handler: handler as 'manual_payment' | 'free_order' | 'card_redirect' | 'swish' } : null;
    const snippet = start === null ? null : start.kind === 'own_form' ? start.handler : start.kind === 'snippet' ? start.snippet : null;
    const priceToken = Buffer.from(encodePriceView(priceView)).toString('base64url');
    if (cart.products.length > 0) await rememberShown(session, priceToken);
    const paymentTypes: PaymentTypeOut[] = allowed.map((t) => ({
      payment_type_id: t.id,
      payment_type_name: t.name,
      payment_type_description: t.description,
      payment_type_price: shown(t.price_incl_vat_ore),
      module_image: null,
      payment_type_company: t.for_company === 1 ? '1' : '0',
      payment_type_private: t.for_private === 1 ? '1' : '0',
      handler: t.handler,
      is_credit: t.is_credit === 1,
    }));
    return {
      snippet,
      redirect_url: start?.kind === 'redirect' ? start.redirectUrl : null,
      handler: start?.handler ?? null,
      checkout_enabled: cart.products.length > 0,
      reset_order: start !== null && 'reset' in start && start.reset,
      customer_type: customerType,
      // A logged-in customer's form starts filled in.
      user: customer
        ? {
          firstname: customer.first_name, lastname: customer.last_name, email: customer.email,
          mobile: customer.address?.mobile || customer.mobile, company: customer.company,
          address: customer.address?.address ?? '', co: customer.address?.co ?? '',
          zipcode: customer.address ? formatPostalCode(customer.address.postal_code, 'SE') : '', city: customer.address?.city ?? '',
          customer_type: customer.customer_type, is_member: customer.is_member === 1,
        }
        : null,
      order_message: cart.order_message,
      includes_vat: includesVat,
      dominant_vat_rate: { rate, factor: vatFactor(rate) },
      selected_payment_type: chosen?.id ?? null,
      available_payment_types: paymentTypes,
      delivery_checkout: {
        selected_delivery_option: selected ? { value: selected.id, price: shown(priceOf(selected)) } : null,
        requires_postal_code: cart.requires_postal_code,
        handler: null,
        session: {
          postal_code: postalCode,
          shipping_option_id: typeof session.data.shipping_option_id === 'string' ? session.data.shipping_option_id : (selected?.shippingOptions[0]?.key ?? null),
        },
        delivery_options: deliveryOptions,
        free_delivery_limit: cart.free_delivery_limit,
      },
      countries: countries.length > 1 ? countries : [],
      country_code: country,
      blocks: checkoutBlocks({
        hasInternationalShipping: countries.length > 1,
        requiresPostalCode: cart.requires_postal_code,
        postalCodeGiven: postalCode !== null,
        deliveryInPaymentComponent: false,
        paymentTypeCount: allowed.length,
      }),
      cart,
      price_token: priceToken,
      submission_key: crypto.randomBytes(18).toString('base64url'),
      card_test_mode: deps.cardProvider?.testMode === true,
      postal_code_city: postalCode !== null && typeof session.data[POSTAL_CITY_KEY] === 'string' ? session.data[POSTAL_CITY_KEY] : null,
      customer_form: placedForm(session),
      payment_message: start?.kind === 'unavailable' ? start.message : handler === null && allowed.length > 0 && cart.products.length > 0 ? sv.checkout.choosePayment : null,
      provider_test_mode: (deps.klarna?.simulated === true && chosen?.handler === 'klarna_checkout') || ((deps.swish?.simulatorAppPath ?? null) !== null && chosen?.handler === 'swish')
        || (deps.wasa?.simulated === true && chosen?.handler === 'wasa_checkout') || (deps.svea?.simulated === true && chosen?.handler === 'svea_part_payment'),
    };
  }

  /** The cart as Klarna's checkout needs it, from the checkout's one pricing. */
  function klarnaContext(c: {
    cartId: number; priced: KlarnaCartContext['priced']; customerType: CustomerType; country: string;
    selected: { id: number; row: { name: string } } | null; cart: { products: { is_overselling: boolean }[]; summary: { qualifiedForFreeDelivery: boolean } };
    offered: ChoicesView['offered']; freeDeliveryByCode: boolean;
  }): KlarnaCartContext {
    return {
      cartId: c.cartId, priced: c.priced, customerType: c.customerType, country: c.country,
      delivery: c.selected ? { id: c.selected.id, name: c.selected.row.name } : null,
      paymentFeeName: sv.providers.paymentFee,
      sellable: c.cart.products.every((p) => !p.is_overselling) && c.priced.lines.every((l) => l.buyable),
      // Klarna's own shipping options: the delivery options this shopper may choose now, priced as our block shows them.
      shippingChoices: c.offered.filter((o) => o.availability === 'available').map(({ type }) => ({
        deliveryTypeId: type.id, name: type.row.name, description: type.row.description,
        priceInclVatOre: deliveryPriceAfterFreeDelivery(type.priceInclVatOre, {
          byCode: c.freeDeliveryByCode, limitReached: c.cart.summary.qualifiedForFreeDelivery, limitApplies: type.row.free_delivery_applies === 1,
        }),
        vatRatePercent: c.priced.totals.dominantVatRatePercent,
      })),
    };
  }

  /** What every embedded provider checkout is built from, for the provider `handler` with its client and address. */
  function embeddedDeps<Client>(provider: { client: Client; shopOrigin: string }, repo: ProviderSessionRepository, handler: PaymentHandler): EmbeddedCheckoutDeps<Client> {
    return {
      client: provider.client,
      shopOrigin: provider.shopOrigin,
      repo,
      sessions: deps.sessions,
      orders: deps.orders,
      paymentType: async () => (await paymentTypes()).find((t) => t.handler === handler) ?? null,
      confirmationMail: (order, lines) => mailOf(order, lines),
      orderById: (id) => deps.orderRepo.byId(id),
      mailQueued: deps.mailQueued,
      log,
      now,
    };
  }

  const klarna = deps.klarna && deps.providerSessions
    ? createKlarnaCheckout({
      ...embeddedDeps(deps.klarna, deps.providerSessions, 'klarna_checkout'),
      async cartOf(session) {
        const c = await choices(session);
        if (c.cartId === null || c.chosen?.handler !== 'klarna_checkout') return null;
        return klarnaContext({ ...c, cartId: c.cartId, country: countryOf(session) });
      },
    })
    : null;
  const wasa = deps.wasa && deps.providerSessions ? createWasaCheckout(embeddedDeps(deps.wasa, deps.providerSessions, 'wasa_checkout')) : null;
  const svea = deps.svea && deps.providerSessions ? createSveaCheckout(embeddedDeps(deps.svea, deps.providerSessions, 'svea_part_payment')) : null;

  /**
   * What this session was last shown, kept for a client that places the order without the checkout's
   * `price_token` (the spec's bare form): the order is then checked against that. Written only when it changed.
   */
  async function rememberShown(session: Session, token: string): Promise<void> {
    if (session.data[SHOWN_PRICE_KEY] !== token) await deps.sessions.update(session, { [SHOWN_PRICE_KEY]: token });
  }

  /** The form of the order awaiting card payment, as kept in the session. */
  function placedForm(session: Session): CheckoutState['customer_form'] {
    const kept = session.data[PLACED_FORM_KEY];
    if (!kept || typeof kept !== 'object' || typeof (kept as { values?: unknown }).values !== 'object') return null;
    const values = Object.fromEntries(
      Object.entries((kept as { values: Record<string, unknown> }).values).filter((e): e is [string, string] => KEPT_FIELDS.includes(e[0]) && typeof e[1] === 'string'),
    );
    return { values, accepted_terms: (kept as { accepted_terms?: unknown }).accepted_terms === true };
  }

  function keptFields(form: CheckoutFormInput): Record<string, string> {
    const values: Record<string, string> = {};
    for (const field of KEPT_FIELDS) if (typeof form[field] === 'string') values[field] = (form[field] as string).slice(0, 254);
    return values;
  }

  function mailOf(order: Order, lines: OrderLine[]): QueuedMail {
    return { kind: 'order_confirmation', recipient: order.email, ...confirmationMail(order, lines) };
  }

  /**
   * Without JavaScript the country, delivery and payment choices arrive with the order (the radios belong to the
   * order form): valid ones are kept as if chosen one by one, and a chosen payment type decides how the order is
   * paid, whichever payment form the page was showing. Returns the handler to place the order with.
   */
  async function applyFormChoices(session: Session, form: CheckoutFormInput, endpointHandler: PaymentHandler): Promise<{ handler: PaymentHandler; choicesMadeNow: boolean }> {
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : null);
    const id = (name: string) => parseRowId(text(name));
    const patch: Record<string, unknown> = {};
    const country = text('country_code')?.toUpperCase();
    if (country && country !== countryOf(session) && ((await deps.catalog.snapshot()).settings.shippingCountries as string[]).includes(country)) {
      Object.assign(patch, { country_code: country, postal_code: undefined, delivery_type_id: undefined, shipping_option_id: undefined });
    }
    const deliveryId = id('delivery_type_id');
    if (deliveryId !== null && !('country_code' in patch)) {
      patch.delivery_type_id = deliveryId;
      patch.shipping_option_id = text('shipping_option_id')?.slice(0, 64) ?? undefined;
    }
    const paymentId = id('payment_type_id');
    const allowedPayment = paymentId === null ? undefined : choosablePaymentType(await paymentTypes(), paymentId, formCustomerType(session, form));
    if (allowedPayment) patch.payment_type_id = allowedPayment.id;
    const choicesMadeNow = patch.delivery_type_id !== undefined && patch.delivery_type_id !== session.data.delivery_type_id
      || patch.payment_type_id !== undefined && patch.payment_type_id !== session.data.payment_type_id
      || 'country_code' in patch;
    if (Object.keys(patch).length > 0) await deps.sessions.update(session, patch);
    return { handler: endpointHandler !== 'free_order' && allowedPayment ? allowedPayment.handler : endpointHandler, choicesMadeNow };
  }

  function fieldMessages(errors: Partial<Record<string, FieldError>>, customerType: 'private' | 'company'): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    const invalid = sv.checkout.fieldInvalid as Record<string, string>;
    for (const [field, error] of Object.entries(errors)) {
      if (!error) continue;
      const specific = error === 'invalid' ? (field === 'user_pnr' && customerType === 'company' ? invalid.user_pnr_company : invalid[field]) : undefined;
      out[field] = [specific ?? (field === 'order_accept_terms' ? invalid.order_accept_terms! : sv.checkout.fieldErrors[error])];
    }
    return out;
  }

  const swish = deps.swish
    ? createSwishCheckout({
      ...deps.swish,
      orderRepo: deps.orderRepo,
      settlement: deps.settlement,
      log,
      now,
    })
    : null;

  return {
    state,
    /** The next checkout reads the payment types again (the back office just changed one, issue 18). */
    forgetPaymentTypes(): void {
      paymentTypeCache = null;
    },
    /** Klarna Checkout's callbacks and confirmation, or null when Klarna is not configured. */
    klarna,
    /** Swish's callback and the shopper's polling, or null when Swish is not configured. */
    swish,
    /** Wasa Kredit's pings and the shopper's return, or null when Wasa is not configured. */
    wasa,
    /** Svea's push and the shopper's return, or null when Svea is not configured. */
    svea,

    async updateCustomerType(session: Session, customerType: string): Promise<CheckoutUpdate> {
      if (customerType !== 'private' && customerType !== 'company') return { ok: false, status: 422, message: sv.checkout.customerTypeInvalid, field: 'customer_type' };
      await deps.sessions.update(session, { customer_type: customerType });
      return { ok: true, state: await state(session) };
    },

    async updateCountry(session: Session, countryCode: string): Promise<CheckoutUpdate> {
      const snapshot = await deps.catalog.snapshot();
      if (!(snapshot.settings.shippingCountries as string[]).includes(countryCode)) {
        return { ok: false, status: 422, message: sv.checkout.countryUnavailable, field: 'country_code' };
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
        return { ok: false, status: 422, message: otherCustomerType ? sv.checkout.paymentUnavailable : sv.checkout.paymentUnknown, field: 'payment_type_id' };
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
        return { ok: false, status: 422, message: sv.checkout.deliveryUnavailable, field: 'delivery_type_id' };
      }
      // Klarna's store action (a shipping option chosen inside Klarna): its price, divided by 100, must be ours.
      if (kcoShippingCost !== null && !kcoShippingCostMatches(kcoShippingCost, kronorToOre(chosen.price ?? 0))) {
        await deps.sessions.update(session, previous);
        return { ok: false, status: 422, message: sv.providers.klarnaShippingChanged, field: 'delivery_type_id' };
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
      if (typed.trim() === '') return { ok: false, status: 422, message: sv.checkout.postalCodeRequired, field: 'postal_code' };
      const digits = parsePostalCode(typed, country);
      if (digits === null) return { ok: false, status: 422, message: sv.checkout.postalCodeInvalid, field: 'postal_code' };
      const city = await deps.repo.knownCity(country, digits);
      await deps.sessions.update(session, { postal_code: digits, [POSTAL_CITY_KEY]: city ?? undefined });
      const after = await state(session);
      const options = after.delivery_checkout.delivery_options;
      if (options.length > 0 && options.every((o) => o.disabled)) {
        return { ok: false, status: 422, message: sv.checkout.noDeliveryForPostalCode, field: 'postal_code' };
      }
      return { ok: true, state: after };
    },

    /** Places the order the payment block's form asks for (free order, invoice or card). */
    async place(session: Session, form: CheckoutFormInput, endpointHandler: PaymentHandler): Promise<PlaceResult> {
      const nowIso = now().toISOString();
      const { handler, choicesMadeNow } = await applyFormChoices(session, form, endpointHandler);
      const country = countryOf(session);
      const formType = formCustomerType(session, form);
      if (formType !== customerTypeOf(session)) await deps.sessions.update(session, { customer_type: formType });
      const validated = validateCheckoutForm({ ...form, customer_type: formType }, country, nowIso);
      if (!validated.ok) {
        return { ok: false, status: 422, message: sv.checkout.fieldErrorsSummary, errors: fieldMessages(validated.errors, formType) };
      }
      // Swish on a desktop (e-commerce) sends the payment request to the shopper's mobile number: a Swedish one.
      const swishFlow: SwishFlow = form.swish_flow === 'mcommerce' ? 'mcommerce' : 'ecommerce';
      const payerAlias = payerAliasOf(validated.customer.mobile);
      if (handler === 'swish' && swishFlow === 'ecommerce' && payerAlias === null) {
        return { ok: false, status: 422, message: sv.checkout.fieldErrorsSummary, errors: { user_mobile: [sv.providers.swishNumber] } };
      }
      const types = await paymentTypes();
      // What the page showed: the form's token, or for a client without one, what this session was last shown.
      const formToken = typeof form.price_token === 'string' ? decodeToken(form.price_token) : null;
      const sessionToken = typeof session.data[SHOWN_PRICE_KEY] === 'string' ? decodeToken(session.data[SHOWN_PRICE_KEY]) : null;
      const key = typeof form.submission_key === 'string' && SUBMISSION_KEY.test(form.submission_key) ? form.submission_key : null;
      const placed = await deps.orders.place(session, {
        customer: validated.customer,
        country,
        choosePaymentType: (nothingDue) => {
          const allowed = allowedPaymentTypes(types, formType, nothingDue);
          return nothingDue ? (allowed[0] ?? null) : selectedPaymentType(allowed, session.data.payment_type_id);
        },
        handler,
        shippingOptionKey: typeof session.data.shipping_option_id === 'string' ? session.data.shipping_option_id : null,
        submissionKey: key,
        shown: formToken ?? sessionToken,
        choicesMadeNow,
        confirmationMail: mailOf,
      });
      if (!placed.ok) {
        // A client without the token was told what changed: its next try is measured against that.
        if (placed.priceChanged && !formToken) {
          const current = placed.priceChanged.current;
          await deps.sessions.update(session, { [SHOWN_PRICE_KEY]: current ? Buffer.from(encodePriceView(current)).toString('base64url') : undefined });
        }
        const { priceChanged: _changed, field, ...refusal } = placed;
        return field ? { ...refusal, errors: { [field]: [refusal.message] } } : refusal;
      }
      const order = placed.order;
      // The form stays with the checkout while the card payment is open (a cancelled payment comes back to it), and
      // goes once the order no longer needs it.
      if (!placed.repeated && order.status === 'awaiting_payment') {
        await deps.sessions.update(session, { [PLACED_FORM_KEY]: { values: keptFields(form), accepted_terms: true } });
      } else if (!placed.repeated && PLACED_FORM_KEY in session.data) {
        await deps.sessions.update(session, { [PLACED_FORM_KEY]: undefined });
      }
      if (order.status === 'awaiting_payment' && order.payment_handler === 'swish' && swish) {
        const started = await swish.start(order, swishFlow, payerAlias === null ? null : { alias: payerAlias, shown: typeof form.user_mobile === 'string' ? form.user_mobile.slice(0, 30) : payerAlias });
        if (!started) return { ok: false, status: 502, message: sv.providers.unavailable('Swish') };
        return { ok: true, order, repeated: placed.repeated, response: { error: false, order_number: order.order_number!, confirmation_url: null, redirectUrl: null, swish: started } };
      }
      if (order.status === 'awaiting_payment' && order.payment_handler === 'card_redirect' && deps.cardProvider) {
        const pending = await deps.orderRepo.pendingCardPaymentOf(order.id);
        const token = pending?.token ?? crypto.randomBytes(24).toString('base64url');
        if (!pending) await deps.orderRepo.createCardPayment(order.id, token, order.to_pay_ore, nowIso);
        const redirectUrl = deps.cardProvider.redirectUrl({ token, amountOre: order.to_pay_ore, orderNumber: order.order_number!, returnUrl: CARD_RETURN_PATH });
        return { ok: true, order, repeated: placed.repeated, response: { error: false, order_number: order.order_number!, confirmation_url: null, redirectUrl, swish: null } };
      }
      if (!placed.repeated) deps.mailQueued?.();
      return { ok: true, order, repeated: placed.repeated, response: { error: false, order_number: order.order_number!, confirmation_url: confirmationUrl(order), redirectUrl: null, swish: null } };
    },

    /** Keeps a refused order form posted without JavaScript for the checkout page the redirect lands on. */
    async keepRefusal(session: Session, form: CheckoutFormInput, result: { message: string; errors?: Record<string, string[]> }): Promise<void> {
      const values = keptFields(form);
      const errors = Object.fromEntries(Object.entries(result.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
      const refusal: RefusedOrderForm = { message: result.message, errors, values };
      await deps.sessions.update(session, { [REFUSED_KEY]: refusal });
    },

    /** The refused form kept for this page, once. */
    async takeRefusal(session: Session): Promise<RefusedOrderForm | null> {
      const r = await takeOnce(session, REFUSED_KEY);
      return r && typeof r.message === 'string' && typeof r.errors === 'object' && typeof r.values === 'object'
        ? { message: r.message, errors: (r.errors ?? {}) as Record<string, string>, values: (r.values ?? {}) as Record<string, string> }
        : null;
    },

    /** Keeps a postal code refused without JavaScript for the checkout page the redirect lands on. */
    async keepPostalCodeRefusal(session: Session, typed: string, message: string): Promise<void> {
      const refusal: RefusedPostalCode = { value: typed.slice(0, 20), message };
      await deps.sessions.update(session, { [REFUSED_POSTAL_CODE_KEY]: refusal });
    },

    /** The refused postal code kept for this page, once. */
    async takePostalCodeRefusal(session: Session): Promise<RefusedPostalCode | null> {
      const r = await takeOnce(session, REFUSED_POSTAL_CODE_KEY);
      return r && typeof r.value === 'string' && typeof r.message === 'string' ? { value: r.value, message: r.message } : null;
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
    async confirmation(orderNumber: string, token: string) {
      if (!/^\d{1,12}$/.test(orderNumber)) return null;
      const order = await deps.orderRepo.byNumber(orderNumber);
      if (!order || !sameSecret(order.view_token, token)) return null;
      return { order, lines: await deps.orderRepo.lines(order.id) };
    },
  };
}

/** Where the card provider sends the browser back to. */
export const CARD_RETURN_PATH = '/checkoutv3/payments/card/return';

export type CheckoutService = ReturnType<typeof createCheckoutService>;
