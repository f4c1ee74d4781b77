import { useState } from 'react';
import type { CartResponse } from '../../../common/contract/cart';
import { useCart } from '../../lib/cart-store';
import { CartLines } from '../cart/cart-lines';
import { DiscountBlock } from '../cart/discount-block';
import { OrderMessage } from '../cart/order-message';
import { checkoutCalls } from './checkout-calls';

/** The newsletter checkbox: each change sends its value (1 or 0); the answer is not used (spec section 7). */
function NewsletterCheckbox({ subscribe }: { subscribe: CartResponse['order_subscribe'] }) {
  const [checked, setChecked] = useState(subscribe.value);
  if (!subscribe.active) return null;
  return (
    <label className="choice checkout-newsletter">
      <input
        type="checkbox"
        name="order_subscribe"
        value="1"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          checkoutCalls.subscribe(event.target.checked).catch(() => undefined);
        }}
      />
      <span>{subscribe.text}</span>
    </label>
  );
}

/**
 * Block 1, 'Din varukorg': the cart page's own lines, code block and order message. The lines come from the cart
 * store, so a quantity shows at once; discounts and totals from the checkout's cart, which is priced with the
 * chosen delivery and payment.
 */
export function CartContents({ checkoutCart }: { checkoutCart: CartResponse }) {
  const { cart } = useCart();
  return (
    <>
      <CartLines cart={cart} />
      <div className="checkout-cart__extras">
        <DiscountBlock discount={checkoutCart.discount} includesVat={checkoutCart.includes_vat} />
        <OrderMessage initial={checkoutCart.order_message} />
        <NewsletterCheckbox subscribe={checkoutCart.order_subscribe} />
      </div>
    </>
  );
}
