import crypto from 'node:crypto';
import { checkoutBlocks } from '../../domain/checkout-steps';
import { checkoutMarkUrl, deliveryMark, paymentMark } from '../../domain/checkout-marks';
import { deliveryPriceAfterFreeDelivery } from '../../domain/free-delivery';
import { klarnaShippingOptionId } from '../../domain/klarna-shipping';
import { oreToKronor } from '../../domain/money';
import { fillPlaceholders, placeholderValues, type ShopPlaceholder } from '../../domain/shop-placeholders';
import { formatPostalCode, type CountryCode } from '../../domain/postal-code';
import { exclVatFromInclVat, vatFactor } from '../../domain/vat';
import type { CheckoutRepository } from '../../db/repositories/checkout-repository';
import type { PaymentHandler, PaymentTypeRow } from '../../db/schema';
import type { CheckoutStart } from '../../payments/payment-provider';
import { svCheckout } from '../../common/copy/sv-checkout';
import type { CheckoutState, DeliveryOptionOut, PaymentTypeOut } from '../../common/contract/checkout';
import type { CatalogService } from '../catalog/catalog-service';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import type { Session, SessionService } from '../session-service';
import type { CheckoutCart } from './checkout-cart';
import { countryOf } from './checkout-choices';
import { placedForm } from './kept-checkout-forms';
import { providerCartContext, type createProviderCheckouts } from './provider-checkouts';
import { priceToken, rememberShown } from './shown-price';

/** Session data key of the city known for the postal code given. */
export const POSTAL_CITY_KEY = 'postal_code_city';
/** The payment handlers the shop's own forms serve; every other one is a provider checkout, offered only while configured. */
const OWN_FORMS = new Set<PaymentHandler>(['card_redirect', 'manual_payment', 'free_order', 'swish']);
const COUNTRY_NAMES: Record<CountryCode, string> = { SE: 'Sverige', NO: 'Norge', DK: 'Danmark', FI: 'Finland' };

type Customer = Awaited<ReturnType<CheckoutRepository['customer']>>;
type OfferedDelivery = CheckoutCart['offered'][number];

/** A delivery type's price as its option shows it: free when a code or the free-delivery limit makes it so. */
function deliveryPriceOf(c: CheckoutCart, type: OfferedDelivery['type']): number {
  return deliveryPriceAfterFreeDelivery(type.priceInclVatOre, {
    byCode: c.freeDeliveryByCode,
    limitReached: c.cart.summary.qualifiedForFreeDelivery,
    limitApplies: type.row.free_delivery_applies === 1,
  });
}

function deliveryOptionOut(c: CheckoutCart, { type, availability }: OfferedDelivery, shown: (ore: number) => number): DeliveryOptionOut {
  const mark = checkoutMarkUrl(deliveryMark({ name: type.row.name, isPickup: type.isPickup, isDigital: type.isDigital }));
  return {
    value: type.id,
    name: availability === 'available' ? type.row.name : `${type.row.name} ${svCheckout.checkoutPage.unavailableSuffix}`,
    // The owner's image, else the shop's mark for it; the mark is also the placeholder while an image loads or fails.
    placeholder: mark,
    price: shown(deliveryPriceOf(c, type)),
    bubble_texts: type.isPickup ? [] : availability === 'needs_postal_code' ? [svCheckout.checkout.postalCodeRequired] : [],
    image: type.row.image ?? mark,
    description: type.row.description,
    disabled: availability !== 'available',
    shipping_options: type.shippingOptions,
    meta_data: { is_digital: type.isDigital, shipping_option_id: null, klarna_shipping_option_id: klarnaShippingOptionId(type.id) },
    requires_postal_code: type.requiresPostalCode,
    vat_rate: c.cart.dominant_vat_rate,
  };
}

/** A payment type as the checkout offers it; its description's placeholders ('{betalningsvillkor}') read the settings. */
function paymentTypeOut(t: PaymentTypeRow, shown: (ore: number) => number, placeholders: Record<ShopPlaceholder, string>): PaymentTypeOut {
  return {
    payment_type_id: t.id,
    payment_type_name: t.name,
    payment_type_description: fillPlaceholders(t.description, placeholders),
    payment_type_price: shown(t.price_incl_vat_ore),
    module_image: t.image ?? checkoutMarkUrl(paymentMark(t.handler)),
    payment_type_company: t.for_company === 1 ? '1' : '0',
    payment_type_private: t.for_private === 1 ? '1' : '0',
    handler: t.handler,
    is_credit: t.is_credit === 1,
  };
}

/** A logged-in customer's form starts filled in. */
function userOut(customer: Customer): CheckoutState['user'] {
  if (!customer) return null;
  const address = customer.address;
  return {
    firstname: customer.first_name, lastname: customer.last_name, email: customer.email,
    mobile: address?.mobile || customer.mobile, company: customer.company,
    address: address?.address ?? '', co: address?.co ?? '',
    zipcode: address ? formatPostalCode(address.postal_code, 'SE') : '', city: address?.city ?? '',
    customer_type: customer.customer_type, is_member: customer.is_member === 1,
  };
}

/** The whole checkout state (cart-and-checkout.md sections 2-4), priced on the server, from the session's choices. */
export function createCheckoutState(deps: {
  repo: CheckoutRepository;
  catalog: CatalogService;
  sessions: SessionService;
  checkoutCart: (session: Session) => Promise<CheckoutCart>;
  providers: ReturnType<typeof createProviderCheckouts>;
  cardTestMode: boolean;
  /** Whether the payment `handler` is served by a simulator (the page says so). */
  simulated: (handler: PaymentHandler | undefined) => boolean;
}) {
  /** How the chosen payment starts: the shop's own form, or the provider checkout opened for this cart. */
  async function startOf(session: Session, c: CheckoutCart, handler: PaymentHandler | null, snapshot: CatalogSnapshot): Promise<CheckoutStart | null> {
    if (handler === null) return null;
    const { klarna, wasa, svea } = deps.providers;
    const context = () => providerCartContext({ ...c, cartId: c.cartId!, country: countryOf(session) });
    if (klarna && handler === 'klarna_checkout' && c.cartId !== null) return klarna.start(session, context());
    if (wasa && handler === 'wasa_checkout' && c.cartId !== null) return wasa.start(session, { ...context(), leasingTerms: snapshot.settings.leasingTerms });
    if (svea && handler === 'svea_part_payment' && c.cartId !== null) return svea.start(session, { ...context(), campaigns: snapshot.settings.sveaCampaigns });
    return OWN_FORMS.has(handler) ? { kind: 'own_form', handler: handler as 'manual_payment' | 'free_order' | 'card_redirect' | 'swish' } : null;
  }

  return async function state(session: Session): Promise<CheckoutState> {
    const snapshot = await deps.catalog.snapshot();
    const [c, customer] = await Promise.all([
      deps.checkoutCart(session),
      session.customerId === null ? Promise.resolve(undefined) : deps.repo.customer(session.customerId),
    ]);
    const { allowed, chosen, cart, selected } = c;
    const rate = cart.dominant_vat_rate;
    const shown = (ore: number) => oreToKronor(cart.includes_vat ? ore : exclVatFromInclVat(ore, rate));
    const countries = snapshot.settings.shippingCountries.map((code) => ({ code, name: COUNTRY_NAMES[code] }));
    const postalCode = typeof session.data.postal_code === 'string' ? session.data.postal_code : null;
    const handler = cart.products.length === 0 ? null : c.nothingDue ? 'free_order' : (chosen?.handler ?? null);
    const start = await startOf(session, c, handler, snapshot);
    const token = priceToken(c.priceView);
    if (cart.products.length > 0) await rememberShown(deps.sessions, session, token);
    const placeholders = placeholderValues(snapshot.settings);
    return {
      snippet: start === null ? null : start.kind === 'own_form' ? start.handler : start.kind === 'snippet' ? start.snippet : null,
      redirect_url: start?.kind === 'redirect' ? start.redirectUrl : null,
      handler: start?.handler ?? null,
      checkout_enabled: cart.products.length > 0,
      reset_order: start !== null && 'reset' in start && start.reset,
      customer_type: c.customerType,
      user: userOut(customer),
      order_message: cart.order_message,
      includes_vat: cart.includes_vat,
      dominant_vat_rate: { rate, factor: vatFactor(rate) },
      selected_payment_type: chosen?.id ?? null,
      available_payment_types: allowed.map((t) => paymentTypeOut(t, shown, placeholders)),
      delivery_checkout: {
        selected_delivery_option: selected ? { value: selected.id, price: shown(deliveryPriceOf(c, selected)) } : null,
        requires_postal_code: cart.requires_postal_code,
        handler: null,
        session: {
          postal_code: postalCode,
          shipping_option_id: typeof session.data.shipping_option_id === 'string' ? session.data.shipping_option_id : (selected?.shippingOptions[0]?.key ?? null),
        },
        delivery_options: c.offered.map((offered) => deliveryOptionOut(c, offered, shown)),
        free_delivery_limit: cart.free_delivery_limit,
      },
      countries: countries.length > 1 ? countries : [],
      country_code: countryOf(session),
      blocks: checkoutBlocks({
        hasInternationalShipping: countries.length > 1,
        requiresPostalCode: cart.requires_postal_code,
        postalCodeGiven: postalCode !== null,
        deliveryInPaymentComponent: false,
        paymentTypeCount: allowed.length,
      }),
      cart,
      price_token: token,
      submission_key: crypto.randomBytes(18).toString('base64url'),
      card_test_mode: deps.cardTestMode,
      postal_code_city: postalCode !== null && typeof session.data[POSTAL_CITY_KEY] === 'string' ? session.data[POSTAL_CITY_KEY] : null,
      customer_form: placedForm(session),
      payment_message: start?.kind === 'unavailable' ? start.message : handler === null && allowed.length > 0 && cart.products.length > 0 ? svCheckout.checkout.choosePayment : null,
      provider_test_mode: deps.simulated(chosen?.handler),
    };
  };
}
