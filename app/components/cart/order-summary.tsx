import { useId } from 'react';
import type { CartResponse } from '../../../common/contract/cart';
import type { SiteSettings } from '../../../domain/site-settings';
import { svCart } from '../../../common/copy/sv-cart';
import { CheckoutLink } from './checkout-link';
import { CheckoutPuffs } from './checkout-puffs';
import { DiscountBlock } from './discount-block';
import { SummaryRows } from './summary-rows';

/** The cart page's 'Beställningsöversikt': amounts, discount block, 'Gå till kassan' (only with products), promos. */
export function OrderSummary({ cart, puffs }: { cart: CartResponse; puffs: SiteSettings['checkoutManualPuffs'] }) {
  const headingId = useId();
  return (
    <section className="order-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-summary__title">
        {svCart.summaryTitle}
      </h2>
      <SummaryRows cart={cart} discountBlock={<DiscountBlock discount={cart.discount} includesVat={cart.includes_vat} />} />
      {cart.products.length > 0 ? (
        <CheckoutLink className="button button--primary button--large order-summary__checkout" />
      ) : null}
      <CheckoutPuffs puffs={puffs} />
    </section>
  );
}
