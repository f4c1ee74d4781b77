import type { CheckoutState, PaymentTypeOut } from '../../../common/contract/checkout';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { OptionBoxes, optionPrice } from './option-boxes';

/** The spec's labels of a payment type's customer flags: 'Gäller för: Privatperson, Företag'. */
function customerLabels(type: PaymentTypeOut): string[] {
  const labels = [
    ...(type.payment_type_private === '1' ? [svCheckout.checkoutPage.private] : []),
    ...(type.payment_type_company === '1' ? [svCheckout.checkoutPage.company] : []),
  ];
  return labels.length > 0 ? [`${svCheckout.checkoutPage.paymentFor}: ${labels.join(', ')}`] : [];
}

/**
 * 'Välj betalningsmetod': the payment types as option boxes with their fee, in the server's order (card before any
 * credit method, which is never preselected: konsumentkreditlagen).
 */
export function PaymentMethodChoice({ state, chosen, onChoose }: { state: CheckoutState; chosen: number | null; onChoose(paymentTypeId: number): void }) {
  const items = state.available_payment_types.map((type) => ({
    value: type.payment_type_id,
    name: type.payment_type_name,
    description: type.payment_type_description,
    price: optionPrice(type.payment_type_price),
    priceNote: null,
    image: type.module_image,
    notes: customerLabels(type),
    disabled: false,
  }));
  return <OptionBoxes name="payment_type_id" items={items} selected={chosen} onSelect={onChoose} />;
}
