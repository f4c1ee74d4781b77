import type { CheckoutFormInput, CustomerType } from '../../domain/checkout-form';
import type { CountryCode } from '../../domain/postal-code';
import type { Order } from '../../db/repositories/order-repository';
import type { Session } from '../session-service';

/** The country the shopper chose, Sweden until they choose another. */
export function countryOf(session: Session): CountryCode {
  return (typeof session.data.country_code === 'string' ? session.data.country_code : 'SE') as CountryCode;
}

export function customerTypeOf(session: Session): CustomerType {
  return session.data.customer_type === 'company' ? 'company' : 'private';
}

/** The form's customer type wins: the shopper sees the fields of the type they chose. */
export function formCustomerType(session: Session, form: CheckoutFormInput): CustomerType {
  return form.customer_type === 'company' || form.customer_type === 'private' ? form.customer_type : customerTypeOf(session);
}

/** The order's confirmation address: whoever holds it may see the confirmation (it is also in the e-mail). */
export function confirmationUrl(order: Pick<Order, 'order_number' | 'view_token'>): string {
  return `/kassa/bekraftelse/${order.order_number}?t=${order.view_token}`;
}

/** Where the card provider sends the browser back to. */
export const CARD_RETURN_PATH = '/checkoutv3/payments/card/return';
