import { allowedPaymentTypes, selectedPaymentType } from '../../domain/payment-options';
import type { PaymentTypeRow } from '../../db/schema';
import type { CartService } from '../cart/cart-service';
import type { Session } from '../session-service';
import { customerTypeOf } from './checkout-choices';

/** The cart as the checkout prices it (one load), with the payment types allowed and the one chosen. */
export function createCheckoutCart(cart: Pick<CartService, 'checkoutView'>, paymentTypes: () => Promise<PaymentTypeRow[]>) {
  return async function checkoutCart(session: Session) {
    const types = await paymentTypes();
    const customerType = customerTypeOf(session);
    let allowed: PaymentTypeRow[] = [];
    let chosen: PaymentTypeRow | null = null;
    const view = await cart.checkoutView(session, (nothingDue) => {
      allowed = allowedPaymentTypes(types, customerType, nothingDue);
      chosen = selectedPaymentType(allowed, session.data.payment_type_id);
      return chosen?.price_incl_vat_ore ?? 0;
    });
    return { ...view, allowed, chosen: chosen as PaymentTypeRow | null, customerType };
  };
}

export type CheckoutCart = Awaited<ReturnType<ReturnType<typeof createCheckoutCart>>>;
