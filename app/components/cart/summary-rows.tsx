import type { CartResponse } from '../../../common/contract/cart';
import { svCart } from '../../../common/copy/sv-cart';
import { TruckIcon } from '../icons';
import { inBasis, kr } from './cart-format';

/**
 * The free-delivery banner (texts decided by the server). A polite live region that stays in the page, so a
 * quantity change that moves the shopper past the limit is announced.
 */
export function FreeDeliveryBanner({ cart }: { cart: CartResponse }) {
  const { summary } = cart;
  const limit = cart.free_delivery_limit;
  const left = summary.amountLeftToFreeDelivery;
  const progress = limit && left !== null ? Math.min(1, Math.max(0, (limit - left) / limit)) : null;
  return (
    <div className={`free-delivery${summary.qualifiedForFreeDelivery ? ' free-delivery--qualified' : ''}`} hidden={!summary.freeDeliveryText}>
      <p className="free-delivery__text" aria-live="polite">
        {summary.freeDeliveryText ? <TruckIcon /> : null}
        {summary.freeDeliveryText}
      </p>
      {progress !== null ? (
        <span className="free-delivery__bar" aria-hidden="true">
          <span style={{ width: `${Math.round(progress * 100)}%` }} />
        </span>
      ) : null}
    </div>
  );
}

export function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`summary-row${className ? ` ${className}` : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The gift cards a cart uses: a means of payment, each its own row. */
export function giftCardRows(cart: CartResponse) {
  return cart.discount.rows.filter((row) => row.is_gift_card && row.inactive_reason === null);
}

/** 'Rabatt' (only with a discount) and each gift card, as amounts taken off. */
export function ReductionRows({ cart }: { cart: CartResponse }) {
  const { summary, includes_vat: includesVat } = cart;
  return (
    <>
      {summary.discountSum > 0 ? <Row label={svCart.discount} value={kr(-summary.discountSum)} className="summary-row--discount" /> : null}
      {giftCardRows(cart).map((row) => (
        <Row
          key={row.code}
          label={row.label}
          value={kr(-inBasis(includesVat, row.discount_amount_incl_vat, row.discount_amount_excl_vat))}
          className="summary-row--discount"
        />
      ))}
    </>
  );
}

/**
 * The summary in the spec's order: 'Produkter', 'Frakt', the free-delivery banner, 'Rabatt' (only with a
 * discount) and gift cards as their own rows (a means of payment), the discount block when given, 'Totalt' and
 * the VAT row the includes-VAT flag asks for.
 */
export function SummaryRows({ cart, discountBlock }: { cart: CartResponse; discountBlock?: React.ReactNode }) {
  const { summary, includes_vat: includesVat } = cart;
  const hasReductions = summary.discountSum > 0 || giftCardRows(cart).length > 0;
  return (
    <>
      <dl className="summary-rows">
        <Row label={svCart.products} value={kr(inBasis(includesVat, summary.totalProductSum, summary.totalProductSumExclVat))} />
        <Row label={svCart.delivery} value={summary.deliveryRowText} />
      </dl>
      <FreeDeliveryBanner cart={cart} />
      {hasReductions ? (
        <dl className="summary-rows">
          <ReductionRows cart={cart} />
        </dl>
      ) : null}
      {discountBlock}
      <TotalRows cart={cart} label={includesVat ? svCart.total : svCart.totalExclVat} />
    </>
  );
}

/** The total (labelled by the caller: 'Totalt' or 'Att betala'), then 'Varav moms' incl. VAT or 'Inkl moms' excl. VAT. */
export function TotalRows({ cart, label }: { cart: CartResponse; label: string }) {
  const { summary, includes_vat: includesVat } = cart;
  return (
    <dl className="summary-rows summary-rows--totals">
      <Row label={label} value={kr(summary.totalCartSum)} className="summary-row--total" />
      <Row
        label={includesVat ? svCart.vatIncluded : svCart.inclVat}
        value={kr(includesVat ? summary.totalVatValue : summary.totalCartSumInclVat)}
        className="summary-row--vat"
      />
    </dl>
  );
}
