import { useCallback, useEffect, useRef, useState } from 'react';
import { formatPostalCode, type CountryCode } from '../../../domain/postal-code';
import type { CheckoutState, PlaceOrderResponse, RefusedOrderForm } from '../../../common/contract/checkout';
import { CUSTOMER_FIELDS, placeOrder, placeOrderPath, type CustomerField, type CustomerValues } from './checkout-calls';
import { customerFields } from './customer-fields';
import type { CheckoutController } from './use-checkout';

const TERMS = 'order_accept_terms';

/** The postal code given in 'Ange postnummer', as the address form shows it, and its city where the shop knows it. */
function lookedUp(state: CheckoutState): { zipcode: string; city: string } {
  const postalCode = state.delivery_checkout.session.postal_code;
  return { zipcode: postalCode ? formatPostalCode(postalCode, state.country_code as CountryCode) : '', city: state.postal_code_city ?? '' };
}

/** A logged-in customer's details and a postal code already given (with its city) prefill the form. */
function initialValues(state: CheckoutState): CustomerValues {
  const values = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, ''])) as CustomerValues;
  const { zipcode, city } = lookedUp(state);
  return {
    ...values,
    user_firstname: state.user?.firstname ?? '',
    user_lastname: state.user?.lastname ?? '',
    user_email: state.user?.email ?? '',
    user_mobile: state.user?.mobile ?? '',
    user_address: state.user?.address ?? '',
    user_co: state.user?.co ?? '',
    user_company: state.user?.company ?? '',
    // A postal code given in 'Ange postnummer' wins over the saved address's (delivery was priced for it).
    user_zipcode: zipcode || (state.user?.zipcode ?? ''),
    user_city: zipcode ? city : city || (state.user?.city ?? ''),
  };
}

function keptValues(kept: Record<string, string> | undefined): Partial<CustomerValues> {
  if (!kept) return {};
  return Object.fromEntries(CUSTOMER_FIELDS.filter((field) => typeof kept[field] === 'string').map((field) => [field, kept[field]!]));
}

/**
 * The payment block's form: what the shopper typed (kept through every update and refused order), the server's
 * errors per field, the terms box, and placing the order. A refused order shows its message in the red box and
 * puts focus on the first invalid field; a placed one sends the browser to the confirmation, or to the card
 * provider after showing the card step. A Swish payment already waited for (`awaiting`, after a reload) starts as placed.
 */
export function useOrderForm(checkout: CheckoutController, refused: RefusedOrderForm | null = null, awaiting: PlaceOrderResponse | null = null) {
  const { state } = checkout;
  // A form refused without JavaScript comes back as it was typed, with its errors and message; the form of an order
  // whose card payment was cancelled comes back as it was placed, terms box included.
  const [values, setValues] = useState(() => ({ ...initialValues(state), ...keptValues(state.customer_form?.values), ...keptValues(refused?.values) }));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(() => refused?.errors ?? {});
  const [accepted, setAccepted] = useState(() => refused === null && state.customer_form?.accepted_terms === true);
  // A postal code looked up later fills the address form too, unless the shopper has typed their own there.
  const prefilled = useRef(lookedUp(state));
  const { zipcode: lookedUpZipcode, city: lookedUpCity } = lookedUp(state);
  useEffect(() => {
    const before = prefilled.current;
    if (before.zipcode === lookedUpZipcode && before.city === lookedUpCity) return;
    prefilled.current = { zipcode: lookedUpZipcode, city: lookedUpCity };
    setValues((current) => ({
      ...current,
      ...(current.user_zipcode === '' || current.user_zipcode === before.zipcode ? { user_zipcode: lookedUpZipcode } : {}),
      ...(lookedUpCity !== '' && (current.user_city === '' || current.user_city === before.city) ? { user_city: lookedUpCity } : {}),
    }));
  }, [lookedUpZipcode, lookedUpCity]);
  const [message, setMessage] = useState<string | null>(() => refused?.message ?? null);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<PlaceOrderResponse | null>(awaiting);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const refs = useRef(new Map<string, (element: HTMLInputElement | null) => void>());
  const fields = customerFields(state.customer_type, state.country_code);

  // One stable ref callback per field, so React does not detach and re-attach them on every render.
  const inputRef = useCallback((field: string) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => {
        if (element) inputs.current.set(field, element);
        else inputs.current.delete(field);
      };
      refs.current.set(field, ref);
    }
    return ref;
  }, []);

  const change = (field: CustomerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const accept = (value: boolean) => {
    setAccepted(value);
    setErrors((current) => ({ ...current, [TERMS]: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const path = placeOrderPath(state.snippet);
    if (path === null || checkout.busy || placing || placed) return;
    setMessage(null);
    setPlacing(true);
    // Only the fields shown are sent: a company name typed before switching to Privatperson is not part of the order.
    const shown = Object.fromEntries(fields.map((field) => [field.name, values[field.name]])) as CustomerValues;
    let changed = false;
    await checkout.hold(async () => {
      const result = await placeOrder(path, state, shown, accepted);
      if (result.ok) {
        setPlaced(result.response);
        // Swish: the page waits for the app (the Swish step polls); every other payment goes on to its next page.
        if (!result.response.swish) window.location.assign(result.response.redirectUrl ?? result.response.confirmation_url ?? '/');
        return;
      }
      setPlacing(false);
      setErrors(result.errors);
      setMessage(result.message);
      changed = result.checkoutChanged;
      const first = [...fields.map((field) => field.name), TERMS].find((name) => result.errors[name] !== undefined);
      checkout.focusWhenIdle(first ? (inputs.current.get(first) ?? null) : null);
    });
    // Sold out meanwhile, or the payment choice no longer fits: show the checkout as it is now.
    if (changed) await checkout.refresh();
  };

  return { fields, values, errors, accepted, message, placing, placed, inputRef, change, accept, submit };
}
