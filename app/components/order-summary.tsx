import { useId } from 'react';
import { formatChargedAmount } from '../../domain/money';
import type { OrderSummary, OrderSummaryRowKind } from '../../domain/order-summary';
import { sv } from '../../common/copy/sv';
import { svCheckout } from '../../common/copy/sv-checkout';

export type OrderStatus = keyof typeof svCheckout.checkoutPage.confirmation.status;

const c = svCheckout.checkoutPage.confirmation;

const ROW_CLASS: Partial<Record<OrderSummaryRowKind, string>> = {
  discount: 'summary-row--discount',
  giftCards: 'summary-row--discount',
  subtotal: 'summary-row--subtotal',
  toPay: 'summary-row--total',
  vatIncluded: 'summary-row--vat',
};

function OrderLines({ summary }: { summary: OrderSummary }) {
  return (
    <ul className="confirmation__lines">
      {summary.lines.map((line) => (
        <li key={line.id} className="confirmation__line">
          {line.image ? (
            // The name beside it says what it shows.
            <img className="confirmation__line-image" src={line.image} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className="confirmation__line-image" aria-hidden="true" />
          )}
          <span className="confirmation__line-name">
            {line.name}
            {line.gift ? <span className="cart-line__gift-label">{sv.cartRules.gift}</span> : null}
          </span>
          <span className="confirmation__line-quantity">{c.quantity(line.quantity)}</span>
          <span className="confirmation__line-total">{formatChargedAmount(line.totalOre)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The amount rows as the summary orders them (domain/order-summary.ts), the same on the page and in the e-mail. */
function OrderTotals({ summary }: { summary: OrderSummary }) {
  return (
    <dl className="summary-rows confirmation__totals">
      {summary.rows.map((row) => (
        <div key={row.kind} className={`summary-row${ROW_CLASS[row.kind] ? ` ${ROW_CLASS[row.kind]}` : ''}`}>
          <dt>{row.label}</dt>
          <dd>{formatChargedAmount(row.ore)}</dd>
        </div>
      ))}
    </dl>
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

/**
 * A placed order as the shopper sees it after buying, on the confirmation page and in Mina sidor alike: what was
 * bought with every total, delivery and address, payment and where it stands.
 */
export function OrderSummaryView({ summary, status }: { summary: OrderSummary; status: OrderStatus }) {
  return (
    <div className="confirmation__layout">
      <Section title={c.lines} className="confirmation__order">
        <OrderLines summary={summary} />
        <OrderTotals summary={summary} />
      </Section>
      <div className="confirmation__side">
        <Section title={c.delivery}>
          <p>{summary.deliveryName}</p>
          <address className="confirmation__address">
            {summary.address.map((line, index) => (
              // The lines are fixed for the order; two may read the same (a company named as its contact).
              <span key={index}>{line}</span>
            ))}
          </address>
        </Section>
        <Section title={c.payment}>
          <p>{summary.paymentName}</p>
          <p className="confirmation__status">{c.status[status]}</p>
        </Section>
      </div>
    </div>
  );
}
