/**
 * The id of the checkout's one order form. Choices made in other blocks (country, delivery, payment method) are
 * tied to it with the `form` attribute, so without JavaScript they are posted with the order.
 */
export const CHECKOUT_FORM_ID = 'checkout-form';
