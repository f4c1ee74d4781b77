import { useId } from 'react';
import type { CartResponse } from '../../../common/contract/cart';
import { svCart } from '../../../common/copy/sv-cart';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { inBasis, kr } from '../cart/cart-format';
import { FreeDeliveryBanner, ReductionRows, Row, TotalRows } from '../cart/summary-rows';

/**
 * The checkout's 'Beställningsöversikt' (spec section 4): Produkter, Frakt, Betalningsavgift only above 0, Rabatt
 * only with a discount, gift cards as their own rows (a means of payment, after VAT), 'Att betala' and then
 * 'Varav moms' when prices include VAT or 'Inkl moms' when they do not. Every amount is the server's.
 */
export function CheckoutSummary({ cart }: { cart: CartResponse }) {
  const headingId = useId();
  const { summary, includes_vat: includesVat } = cart;
  return (
    <section className="order-summary checkout-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-summary__title">
        {svCart.summaryTitle}
      </h2>
      <dl className="summary-rows">
        <Row label={svCart.products} value={kr(inBasis(includesVat, summary.totalProductSum, summary.totalProductSumExclVat))} />
        <Row label={svCart.delivery} value={summary.deliveryRowText} />
        {summary.paymentTypePrice > 0 ? <Row label={svCheckout.checkoutPage.paymentFee} value={kr(summary.paymentTypePrice)} /> : null}
        <ReductionRows cart={cart} />
      </dl>
      <FreeDeliveryBanner cart={cart} />
      <TotalRows cart={cart} label={includesVat ? svCheckout.checkoutPage.toPay : svCheckout.checkoutPage.toPayExclVat} />
    </section>
  );
}
