import type { CheckoutState, DeliveryOptionOut } from '../../../common/contract/checkout';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { CHECKOUT_FORM_ID } from './form-id';
import { OptionBoxes, optionPrice } from './option-boxes';

interface DeliveryChoiceProps {
  state: CheckoutState;
  /** The delivery type and shipping option shown as chosen (the state's, or one on its way to the server). */
  chosenType: number | null;
  chosenShipping: string | null;
  onDeliveryType(deliveryTypeId: number): void;
  onShippingOption(deliveryTypeId: number, shippingOptionId: string): void;
}

/** The chosen delivery type's shipping options (a store, a parcel box …), as radios; none when there is no choice. */
function ShippingOptions({ option, chosen, onChoose }: { option: DeliveryOptionOut; chosen: string | null; onChoose(key: string): void }) {
  if (option.shipping_options.length < 2) return null;
  return (
    <fieldset className="shipping-options">
      <legend className="shipping-options__legend">{svCheckout.checkoutPage.shippingOptions(option.name)}</legend>
      {option.shipping_options.map((shipping) => (
        <label key={shipping.key} className="choice">
          <input type="radio" name="shipping_option_id" form={CHECKOUT_FORM_ID} value={shipping.key} checked={shipping.key === chosen} onChange={() => onChoose(shipping.key)} />
          <span>{shipping.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * 'Välj fraktsätt': the delivery types as option boxes (prices excl. VAT carry the rate when the shopper sees prices
 * excl. VAT), and the chosen type's shipping options inside its box. Choosing a type lets the server pick its
 * first shipping option (spec section 4).
 */
export function DeliveryChoice({ state, chosenType, chosenShipping, onDeliveryType, onShippingOption }: DeliveryChoiceProps) {
  const delivery = state.delivery_checkout;
  const chosen = delivery.delivery_options.find((option) => option.value === chosenType) ?? null;
  const items = delivery.delivery_options.map((option) => ({
    value: option.value,
    name: option.name,
    description: option.description,
    price: optionPrice(option.price),
    priceNote: state.includes_vat ? null : svCheckout.checkoutPage.exclVat(option.vat_rate),
    image: option.image ?? option.placeholder,
    notes: option.bubble_texts,
    disabled: option.disabled,
  }));
  return (
    <OptionBoxes
      name="delivery_type_id"
      items={items}
      selected={chosenType}
      onSelect={onDeliveryType}
      chosenExtra={
        chosen ? (
          <ShippingOptions option={chosen} chosen={chosenShipping} onChoose={(key) => onShippingOption(chosen.value, key)} />
        ) : null
      }
    />
  );
}
