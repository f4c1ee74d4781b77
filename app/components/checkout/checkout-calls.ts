import { CHECKOUT_FORM_FIELDS, type CheckoutFormField } from '../../../domain/checkout-form';
import type { CheckoutState, PlaceOrderResponse } from '../../../common/contract/checkout';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { errorBodyOf, errorMessage, formBody, HttpError, requestJson } from '../../lib/http';

/** The customer fields the payment block posts (cart-and-checkout.md section 3), customer_type and terms aside. */
export const CUSTOMER_FIELDS = CHECKOUT_FORM_FIELDS.filter(
  (field): field is Exclude<CheckoutFormField, 'customer_type' | 'order_accept_terms'> => field !== 'customer_type' && field !== 'order_accept_terms',
);
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerValues = Record<CustomerField, string>;

const PLACE_ORDER_PATHS: Partial<Record<string, string>> = {
  free_order: '/checkoutv3/checkout/freeorder',
  manual_payment: '/checkoutv3/checkout/manual_payment',
  card_redirect: '/checkoutv3/checkout/card_payment',
  swish: '/checkoutv3/checkout/swish',
};

/** Swish in the app on this phone (m-commerce), or on the shopper's phone by number (e-commerce, a desktop). */
export function swishFlow(): 'mcommerce' | 'ecommerce' {
  const phone = /Android|iPhone|iPad|Mobile/.test(navigator.userAgent) || window.matchMedia('(max-width: 640px)').matches;
  return phone ? 'mcommerce' : 'ecommerce';
}

export interface SwishStatus {
  status: 'pending' | 'paid' | 'cancelled' | 'timeout' | 'refunded';
  confirmation_url: string | null;
  message: string | null;
}

/** Where a Swish payment stands (the shop asks Swish while it is pending). */
export const swishStatus = (url: string) => requestJson<SwishStatus>(url);

/** Whether a payment handler is one of the shop's own forms (else a provider checkout renders its own component). */
export function isOwnForm(handler: string): boolean {
  return handler in PLACE_ORDER_PATHS;
}

/** The call that places the order for the payment block's snippet; none for a snippet this page has no form for. */
export function placeOrderPath(snippet: string | null): string | null {
  return (snippet === null ? undefined : PLACE_ORDER_PATHS[snippet]) ?? null;
}

export type PlaceOrderResult =
  | { ok: true; response: PlaceOrderResponse }
  | { ok: false; message: string; errors: Partial<Record<string, string>>; checkoutChanged: boolean };


/** The first message per field of an error answer's `errors` ({ field: [messages] }). */
function fieldErrorsOf(error: unknown): Partial<Record<string, string>> {
  const errors = errorBodyOf(error)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Partial<Record<string, string>> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[field] = messages[0];
  }
  return out;
}

export const checkoutCalls = {
  show: () => requestJson<CheckoutState>('/checkoutv3/checkoutv3/show'),
  customerType: (customerType: 'private' | 'company') =>
    requestJson<CheckoutState>('/checkoutv3/checkoutv3/update_customer_type', { method: 'POST', body: { customer_type: customerType } }),
  country: (countryCode: string) => requestJson<CheckoutState>('/checkoutv3/countries/update', { method: 'POST', body: formBody({ country_code: countryCode }) }),
  paymentType: (paymentTypeId: number) =>
    requestJson<CheckoutState>('/checkoutv3/paymentTypes/update', { method: 'POST', body: formBody({ payment_type_id: paymentTypeId }) }),
  delivery: (deliveryTypeId: number, shippingOptionId: string | null) =>
    requestJson<CheckoutState>('/checkoutv3/deliverytypes/update', {
      method: 'POST',
      body: formBody({ delivery_type_id: deliveryTypeId, shipping_option_id: shippingOptionId }),
    }),
  /** Klarna's store action: the delivery type of the shipping option chosen in Klarna, with Klarna's price / 100. */
  klarnaShipping: (deliveryTypeId: number, kcoShippingCost: number) =>
    requestJson<CheckoutState>('/checkoutv3/deliverytypes/update', {
      method: 'POST',
      body: formBody({ delivery_type_id: deliveryTypeId, kco_shipping_cost: kcoShippingCost }),
    }),
  subscribe: (value: boolean) => requestJson<unknown>('/api/internal/orders/subscribe', { method: 'POST', body: formBody({ value: value ? 1 : 0 }) }),
};

export const POSTAL_CODE_PATH = '/checkoutv3/deliverytypes/update_postal_code';

/** The postal code lookup: the new state, or the spec's error (the first attributes.postal_code message, else 'Okänt fel'). */
export async function lookUpPostalCode(postalCode: string): Promise<{ ok: true; state: CheckoutState } | { ok: false; message: string }> {
  try {
    return { ok: true, state: await requestJson<CheckoutState>(POSTAL_CODE_PATH, { method: 'POST', body: { postal_code: postalCode } }) };
  } catch (error) {
    const attributes = errorBodyOf(error)?.attributes as { postal_code?: unknown } | undefined;
    const first = Array.isArray(attributes?.postal_code) ? attributes.postal_code[0] : undefined;
    return { ok: false, message: typeof first === 'string' ? first : svCheckout.checkout.unknownError };
  }
}

/**
 * Places the order. A 422 carries a message for the red box and one per field; a 409 (sold out meanwhile) and a
 * 422 without field errors (the payment choice no longer fits) mean the checkout itself changed.
 */
export async function placeOrder(
  path: string,
  state: Pick<CheckoutState, 'customer_type' | 'price_token' | 'submission_key'>,
  values: CustomerValues,
  acceptedTerms: boolean,
): Promise<PlaceOrderResult> {
  // The amount the page shows and the form's one-time key go with the order: the server refuses any other amount,
  // and answers a retry of the same submission with the same order.
  const body = formBody({
    customer_type: state.customer_type,
    ...values,
    order_accept_terms: acceptedTerms ? 1 : null,
    price_token: state.price_token,
    submission_key: state.submission_key,
    swish_flow: path.endsWith('/swish') ? swishFlow() : null,
  });
  try {
    return { ok: true, response: await requestJson<PlaceOrderResponse>(path, { method: 'POST', body }) };
  } catch (error) {
    const errors = fieldErrorsOf(error);
    const status = error instanceof HttpError ? error.status : null;
    const changed = status === 409 || (status === 422 && Object.keys(errors).length === 0);
    return { ok: false, message: errorMessage(error, svCheckout.checkoutPage.placeFailed), errors, checkoutChanged: changed };
  }
}
