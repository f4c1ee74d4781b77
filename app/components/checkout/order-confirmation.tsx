import { Link } from 'react-router';
import type { OrderSummary } from '../../../domain/order-summary';
import { svCheckout } from '../../../common/copy/sv-checkout';
import { OrderSummaryView, type OrderStatus } from '../order-summary';

/** What the confirmation page shows of an order: its number, where the mail went, and the order's summary. */
export interface ConfirmationView {
  orderNumber: string;
  status: OrderStatus;
  email: string;
  summary: OrderSummary;
}

/** The order confirmation: number, what was bought with every total, delivery and address, payment. */
export function OrderConfirmation({ view }: { view: ConfirmationView }) {
  const c = svCheckout.checkoutPage.confirmation;
  return (
    <div className="page confirmation">
      <h1>{c.title}</h1>
      <dl className="confirmation__number">
        <dt>{c.orderNumber}</dt>
        <dd>{view.orderNumber}</dd>
      </dl>
      <p>{c.mailSent(view.email)}</p>
      <OrderSummaryView summary={view.summary} status={view.status} />
      {view.summary.privateCustomer ? <p className="confirmation__withdrawal">{svCheckout.orderMail.withdrawal}</p> : null}
      <Link to="/" className="button button--primary">
        {c.continueShopping}
      </Link>
    </div>
  );
}
