import crypto from 'node:crypto';
import { validateCheckoutForm, type CheckoutFormInput, type FieldError } from '../../domain/checkout-form';
import { allowedPaymentTypes, choosablePaymentType, selectedPaymentType } from '../../domain/payment-options';
import { parseRowId } from '../../domain/text-input';
import type { Order, OrderRepository } from '../../db/repositories/order-repository';
import type { ConfirmationMailOf } from './order-mail';
import type { PaymentHandler, PaymentTypeRow } from '../../db/schema';
import type { PaymentProvider } from '../../payments/payment-provider';
import { payerAliasOf } from '../../payments/swish/swish-api';
import { svCheckout } from '../../common/copy/sv-checkout';
import type { PlaceOrderResponse, SwishFlow } from '../../common/contract/checkout';
import type { CatalogService } from '../catalog/catalog-service';
import type { Session, SessionService } from '../session-service';
import { CARD_RETURN_PATH, confirmationUrl, countryOf, customerTypeOf, formCustomerType } from './checkout-choices';
import { keptFields, PLACED_FORM_KEY } from './kept-checkout-forms';
import type { OrderService, PlaceOutcome } from './order-service';
import { keepShownAfterRefusal, lastShownPrice, priceViewOfToken } from './shown-price';
import type { SwishCheckout } from './swish-checkout';
import type { AwaitedPayments } from './awaited-payment';

/** The checkout's one-time submission keys: random base64url. */
const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export type PlaceResult =
  | { ok: true; response: PlaceOrderResponse; /** Null for a paid order's confirmation found again (its cart is gone). */ order: Order | null; repeated: boolean }
  | { ok: false; status: 409 | 422 | 502; message: string; errors?: Record<string, string[]> };

type Placed = Extract<PlaceOutcome, { ok: true }>;

function fieldMessages(errors: Partial<Record<string, FieldError>>, customerType: 'private' | 'company'): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const invalid = svCheckout.checkout.fieldInvalid as Record<string, string>;
  for (const [field, error] of Object.entries(errors)) {
    if (!error) continue;
    const specific = error === 'invalid' ? (field === 'user_pnr' && customerType === 'company' ? invalid.user_pnr_company : invalid[field]) : undefined;
    out[field] = [specific ?? (field === 'order_accept_terms' ? invalid.order_accept_terms! : svCheckout.checkout.fieldErrors[error])];
  }
  return out;
}

const placedAnswer = (placed: Placed, response: Omit<PlaceOrderResponse, 'error' | 'order_number'>): PlaceResult => ({
  ok: true, order: placed.order, repeated: placed.repeated, response: { error: false, order_number: placed.order.order_number!, ...response },
});

/** Placing the order the payment block's form asks for (free order, invoice, card or Swish) through the order service. */
export function createOrderPlacing(deps: {
  catalog: CatalogService;
  sessions: SessionService;
  orders: OrderService;
  orderRepo: OrderRepository;
  cardProvider: PaymentProvider | null;
  swish: SwishCheckout | null;
  /** The Swish request a shopper waits for, kept through reloads. */
  awaited: AwaitedPayments;
  paymentTypes: () => Promise<PaymentTypeRow[]>;
  confirmationMail: ConfirmationMailOf;
  mailQueued?: () => void;
  now: () => Date;
}) {
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
    const allowedPayment = paymentId === null ? undefined : choosablePaymentType(await deps.paymentTypes(), paymentId, formCustomerType(session, form));
    if (allowedPayment) patch.payment_type_id = allowedPayment.id;
    const choicesMadeNow = patch.delivery_type_id !== undefined && patch.delivery_type_id !== session.data.delivery_type_id
      || patch.payment_type_id !== undefined && patch.payment_type_id !== session.data.payment_type_id
      || 'country_code' in patch;
    if (Object.keys(patch).length > 0) await deps.sessions.update(session, patch);
    return { handler: endpointHandler !== 'free_order' && allowedPayment ? allowedPayment.handler : endpointHandler, choicesMadeNow };
  }

  /**
   * The form stays with the checkout while the card payment is open (a cancelled payment comes back to it), and goes
   * once the order no longer needs it.
   */
  async function keepPlacedForm(session: Session, form: CheckoutFormInput, placed: Placed): Promise<void> {
    if (!placed.repeated && placed.order.status === 'awaiting_payment') {
      await deps.sessions.update(session, { [PLACED_FORM_KEY]: { values: keptFields(form), accepted_terms: true } });
    } else if (!placed.repeated && PLACED_FORM_KEY in session.data) {
      await deps.sessions.update(session, { [PLACED_FORM_KEY]: undefined });
    }
  }

  /** Where a placed order goes next: the Swish request, the card provider, or (paid or invoiced) its confirmation. */
  async function paymentStart(session: Session, placed: Placed, form: CheckoutFormInput, swishFlow: SwishFlow, payerAlias: string | null, nowIso: string): Promise<PlaceResult> {
    const order = placed.order;
    if (order.status === 'awaiting_payment' && order.payment_handler === 'swish' && deps.swish) {
      const started = await deps.swish.start(order, swishFlow, payerAlias === null ? null : { alias: payerAlias, shown: typeof form.user_mobile === 'string' ? form.user_mobile.slice(0, 30) : payerAlias });
      if (!started) return { ok: false, status: 502, message: svCheckout.providers.unavailable('Swish') };
      await deps.awaited.remember(session, order, started);
      return placedAnswer(placed, { confirmation_url: null, redirectUrl: null, swish: started });
    }
    if (order.status === 'awaiting_payment' && order.payment_handler === 'card_redirect' && deps.cardProvider) {
      const pending = await deps.orderRepo.pendingCardPaymentOf(order.id);
      const token = pending?.token ?? crypto.randomBytes(24).toString('base64url');
      if (!pending) await deps.orderRepo.createCardPayment(order.id, token, order.to_pay_ore, nowIso);
      const redirectUrl = deps.cardProvider.redirectUrl({ token, amountOre: order.to_pay_ore, orderNumber: order.order_number!, returnUrl: CARD_RETURN_PATH });
      return placedAnswer(placed, { confirmation_url: null, redirectUrl, swish: null });
    }
    if (!placed.repeated) deps.mailQueued?.();
    return placedAnswer(placed, { confirmation_url: confirmationUrl(order), redirectUrl: null, swish: null });
  }

  /** Places the order the payment block's form asks for (free order, invoice or card). */
  return async function place(session: Session, form: CheckoutFormInput, endpointHandler: PaymentHandler): Promise<PlaceResult> {
    // A Swish request already waits (the page was reloaded, or is stale): the same request again, never a second.
    const awaited = await deps.awaited.standing(session);
    if (awaited.kind === 'waiting') return { ok: true, order: awaited.order, repeated: true, response: awaited.response };
    const nowIso = deps.now().toISOString();
    const { handler, choicesMadeNow } = await applyFormChoices(session, form, endpointHandler);
    const country = countryOf(session);
    const formType = formCustomerType(session, form);
    if (formType !== customerTypeOf(session)) await deps.sessions.update(session, { customer_type: formType });
    const validated = validateCheckoutForm({ ...form, customer_type: formType }, country, nowIso);
    if (!validated.ok) {
      return { ok: false, status: 422, message: svCheckout.checkout.fieldErrorsSummary, errors: fieldMessages(validated.errors, formType) };
    }
    // Swish on a desktop (e-commerce) sends the payment request to the shopper's mobile number: a Swedish one.
    const swishFlow: SwishFlow = form.swish_flow === 'mcommerce' ? 'mcommerce' : 'ecommerce';
    const payerAlias = payerAliasOf(validated.customer.mobile);
    if (handler === 'swish' && swishFlow === 'ecommerce' && payerAlias === null) {
      return { ok: false, status: 422, message: svCheckout.checkout.fieldErrorsSummary, errors: { user_mobile: [svCheckout.providers.swishNumber] } };
    }
    const types = await deps.paymentTypes();
    // What the page showed: the form's token, or for a client without one, what this session was last shown.
    const formToken = priceViewOfToken(form.price_token);
    const placed = await deps.orders.place(session, {
      customer: validated.customer,
      country,
      choosePaymentType: (nothingDue) => {
        const allowed = allowedPaymentTypes(types, formType, nothingDue);
        return nothingDue ? (allowed[0] ?? null) : selectedPaymentType(allowed, session.data.payment_type_id);
      },
      handler,
      shippingOptionKey: typeof session.data.shipping_option_id === 'string' ? session.data.shipping_option_id : null,
      submissionKey: typeof form.submission_key === 'string' && SUBMISSION_KEY.test(form.submission_key) ? form.submission_key : null,
      shown: formToken ?? lastShownPrice(session),
      choicesMadeNow,
      confirmationMail: deps.confirmationMail,
    });
    if (!placed.ok) {
      // The cart went with the paid order: a page left open before the payment leads to its confirmation.
      if (placed.noCart && awaited.kind === 'paid') {
        return { ok: true, order: null, repeated: true, response: { error: false, order_number: awaited.orderNumber, confirmation_url: awaited.confirmationUrl, redirectUrl: null, swish: null } };
      }
      if (placed.priceChanged && !formToken) await keepShownAfterRefusal(deps.sessions, session, placed.priceChanged.current);
      const { priceChanged: _changed, noCart: _noCart, field, ...refusal } = placed;
      return field ? { ...refusal, errors: { [field]: [refusal.message] } } : refusal;
    }
    await keepPlacedForm(session, form, placed);
    return paymentStart(session, placed, form, swishFlow, payerAlias, nowIso);
  };
}
