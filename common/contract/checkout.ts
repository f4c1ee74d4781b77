/**
 * The checkout data of cart-and-checkout.md section 3 ("Checkout state"), as GET /checkoutv3/checkoutv3/show and
 * every checkout update answer it. Amounts are kronor. Fields after the spec's own are ours.
 */
import type { CartResponse } from './cart';

/** The numbered blocks of the checkout page (domain/checkout-steps.ts decides which are shown). */
export type CheckoutBlock = 'cart' | 'country' | 'customer_type' | 'postal_code' | 'delivery' | 'payment_method' | 'payment';

/** The shop's own payment forms and the provider checkouts of issue 17 (payments/payment-provider.ts), stored per payment type. */
export type PaymentHandler = 'card_redirect' | 'manual_payment' | 'free_order' | 'klarna_checkout' | 'swish' | 'svea_part_payment' | 'wasa_checkout';

/** How the shopper pays with Swish: the app on this phone (m-commerce) or the app on their phone, by number (e-commerce). */
export type SwishFlow = 'mcommerce' | 'ecommerce';

/** What the checkout shows once a Swish order is placed (the place answer's `swish`). */
export interface SwishStart {
  id: string;
  flow: SwishFlow;
  /** M-commerce: opens the Swish app (swish://, or the simulator's app page). */
  app_url: string | null;
  /** E-commerce: the number the payment request went to, as the shopper typed it. */
  payer: string | null;
  status_url: string;
  /** When the shop stops waiting for the app. */
  expires_at: string;
}

/** An option box (delivery or payment): the spec's fields. */
export interface OptionBox {
  value: number;
  name: string;
  placeholder: string | null;
  /** Shown only when not null and not negative. */
  price: number | null;
  bubble_texts: string[];
  image: string | null;
  description: string;
  disabled: boolean;
}

export interface DeliveryOptionOut extends OptionBox {
  shipping_options: { key: string; name: string }[];
  /** `klarna_shipping_option_id`: the option's id in Klarna's shipping_options (storefront.md section 4). */
  meta_data: { is_digital: boolean; shipping_option_id: string | null; klarna_shipping_option_id: string };
  requires_postal_code: boolean;
  /** Shown beside the price when prices exclude VAT. */
  vat_rate: number;
}

export interface PaymentTypeOut {
  payment_type_id: number;
  payment_type_name: string;
  payment_type_description: string;
  payment_type_price: number;
  module_image: string | null;
  payment_type_company: '1' | '0';
  payment_type_private: '1' | '0';
  // Ours:
  handler: PaymentHandler;
  is_credit: boolean;
}

export interface CheckoutState {
  /**
   * Our own forms: 'free_order', 'manual_payment' or 'card_redirect'. A provider checkout (handler
   * 'klarna_checkout'): the provider's markup, rendered into the payment block with its scripts re-executed.
   */
  snippet: string | null;
  /** A provider checkout that takes the browser to the provider (none of the current providers). */
  redirect_url: string | null;
  /** Which payment form or provider component the payment block shows (payments/payment-provider.ts). */
  handler: string | null;
  checkout_enabled: boolean;
  /** The provider session was recreated or updated for this answer (cart, customer type or country changed): render the snippet anew. */
  reset_order: boolean;
  customer_type: 'private' | 'company';
  /** The logged-in customer (issue 15): their details and default address prefill the form. */
  user: {
    firstname: string; lastname: string; email: string; mobile: string; company: string; address: string; co: string; zipcode: string; city: string;
    customer_type: 'private' | 'company'; is_member: boolean;
  } | null;
  order_message: string;
  includes_vat: boolean;
  dominant_vat_rate: { rate: number; factor: number };
  selected_payment_type: number | null;
  available_payment_types: PaymentTypeOut[];
  delivery_checkout: {
    selected_delivery_option: { value: number; price: number } | null;
    requires_postal_code: boolean;
    handler: string | null;
    session: { postal_code: string | null; shipping_option_id: string | null };
    delivery_options: DeliveryOptionOut[];
    free_delivery_limit: number | null;
  };
  /** International shipping: shown as 'Välj land' when more than one. */
  countries: { code: string; name: string }[];
  // Ours:
  country_code: string;
  /** The numbered blocks of the page, in order. */
  blocks: { block: CheckoutBlock; number: number }[];
  cart: CartResponse;
  /**
   * What this state shows, as the order form sends it back (`price_token`): the order is placed only at this
   * amount, and refused (409) with what changed otherwise.
   */
  price_token: string;
  /** A one-time key for the order form (`submission_key`): a retry with it gets the same order. */
  submission_key: string;
  /** Card payments go to the built-in test provider: the checkout says no money is drawn. */
  card_test_mode: boolean;
  /** The city of the postal code given, where the shop knows it (earlier deliveries there): prefills 'Ort'. */
  postal_code_city: string | null;
  /**
   * The customer form of an order awaiting card payment, kept with the checkout state so a cancelled payment comes
   * back to the form as it was filled in (terms box included).
   */
  customer_form: { values: Record<string, string>; accepted_terms: boolean } | null;
  /** Why the chosen provider checkout cannot be shown now (provider unreachable, no delivery chosen): Swedish. */
  payment_message: string | null;
  /** The provider checkout runs against a simulator: no money is drawn (the payment block says so). */
  provider_test_mode: boolean;
}

/** What placing an order answers (and the card step). */
export interface PlaceOrderResponse {
  error: false;
  order_number: string;
  confirmation_url: string | null;
  /** Card payments: where the browser goes to pay. */
  redirectUrl: string | null;
  /** Swish: the app switch or the payer's number, and where to follow the payment. */
  swish: SwishStart | null;
}

/** An order form posted without JavaScript and refused: shown once on the checkout the redirect lands on. */
export interface RefusedOrderForm {
  message: string;
  /** The first message per field. */
  errors: Record<string, string>;
  /** What was typed (the customer fields only). */
  values: Record<string, string>;
}

/** A postal code posted without JavaScript and refused: what was typed and why, shown once in its field. */
export interface RefusedPostalCode {
  value: string;
  message: string;
}
