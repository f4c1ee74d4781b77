import { useId } from 'react';
import { Link } from 'react-router';
import { formatChargedAmount } from '../../../domain/money';
import { sv } from '../../../common/copy/sv';

export type OrderStatus = keyof typeof sv.checkoutPage.confirmation.status;

/** What the confirmation page shows of an order: amounts in öre, in the basis the shopper bought in, shown to the öre (decision 041). */
export interface ConfirmationView {
  orderNumber: string;
  status: OrderStatus;
  email: string;
  includesVat: boolean;
  privateCustomer: boolean;
  /** itemId: the product or variant id (analytics). */
  lines: { id: number; itemId: string; name: string; quantity: number; totalOre: number; gift: boolean }[];
  totals: {
    productsOre: number;
    discountOre: number;
    deliveryOre: number;
    paymentFeeOre: number;
    /** Excl. VAT: the sum before VAT (companies see it). */
    totalExclVatOre: number;
    vatOre: number;
    giftCardsOre: number;
    toPayOre: number;
  };
  deliveryName: string;
  paymentName: string;
  /** The delivery address, one line per entry. */
  address: string[];
}

function Row({ label, ore, className, negative = false }: { label: string; ore: number; className?: string; negative?: boolean }) {
  return (
    <div className={`summary-row${className ? ` ${className}` : ''}`}>
      <dt>{label}</dt>
      <dd>{formatChargedAmount(negative ? -ore : ore)}</dd>
    </div>
  );
}

/**
 * The order's amounts as the e-mail lists them. A private customer's rows include VAT and end with 'Varav moms';
 * a company's exclude it, then add the VAT. Gift cards are a means of payment, taken off after VAT.
 */
function OrderTotals({ view }: { view: ConfirmationView }) {
  const { totals, includesVat } = view;
  const m = sv.orderMail;
  const c = sv.checkoutPage.confirmation;
  return (
    <dl className="summary-rows confirmation__totals">
      <Row label={m.products} ore={totals.productsOre} />
      {totals.discountOre > 0 ? <Row label={m.discount} ore={totals.discountOre} negative className="summary-row--discount" /> : null}
      <Row label={m.delivery(view.deliveryName)} ore={totals.deliveryOre} />
      {totals.paymentFeeOre > 0 ? <Row label={m.paymentFee} ore={totals.paymentFeeOre} /> : null}
      {includesVat ? null : (
        <>
          <Row label={c.totalExclVat} ore={totals.totalExclVatOre} className="summary-row--subtotal" />
          <Row label={c.vat} ore={totals.vatOre} />
        </>
      )}
      {totals.giftCardsOre > 0 ? <Row label={m.giftCards} ore={totals.giftCardsOre} negative className="summary-row--discount" /> : null}
      <Row label={m.toPay} ore={totals.toPayOre} className="summary-row--total" />
      {includesVat ? <Row label={m.vat} ore={totals.vatOre} className="summary-row--vat" /> : null}
    </dl>
  );
}

function OrderLines({ view }: { view: ConfirmationView }) {
  return (
    <ul className="confirmation__lines">
      {view.lines.map((line) => (
        <li key={line.id} className="confirmation__line">
          <span className="confirmation__line-name">
            {line.name}
            {line.gift ? <span className="cart-line__gift-label">{sv.cartRules.gift}</span> : null}
          </span>
          <span className="confirmation__line-quantity">{sv.checkoutPage.confirmation.quantity(line.quantity)}</span>
          <span className="confirmation__line-total">{formatChargedAmount(line.totalOre)}</span>
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={`confirmation__section${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The order confirmation: number, what was bought with every total, delivery and address, payment. */
export function OrderConfirmation({ view }: { view: ConfirmationView }) {
  const c = sv.checkoutPage.confirmation;
  return (
    <div className="page confirmation">
      <h1>{c.title}</h1>
      <dl className="confirmation__number">
        <dt>{c.orderNumber}</dt>
        <dd>{view.orderNumber}</dd>
      </dl>
      <p>{c.mailSent(view.email)}</p>
      <div className="confirmation__layout">
        <Section title={c.lines} className="confirmation__order">
          <OrderLines view={view} />
          <OrderTotals view={view} />
        </Section>
        <div className="confirmation__side">
          <Section title={c.delivery}>
            <p>{view.deliveryName}</p>
            <address className="confirmation__address">
              {view.address.map((line, index) => (
                // The lines are fixed for the order; two may read the same (a company named as its contact).
                <span key={index}>{line}</span>
              ))}
            </address>
          </Section>
          <Section title={c.payment}>
            <p>{view.paymentName}</p>
            <p className="confirmation__status">{c.status[view.status]}</p>
          </Section>
        </div>
      </div>
      {view.privateCustomer ? <p className="confirmation__withdrawal">{sv.orderMail.withdrawal}</p> : null}
      <Link to="/" className="button button--primary">
        {c.continueShopping}
      </Link>
    </div>
  );
}
