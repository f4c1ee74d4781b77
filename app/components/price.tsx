import { formatChargedAmount, formatPrice, kronorToOre } from '../../domain/money';
import { sv } from '../../common/copy/sv';

interface PriceProps {
  /** Kronor, as the card objects carry them. */
  price: number;
  originalPrice: number | null;
  lowestPrice30Days: number | null;
  hidePrice: boolean;
  size?: 'card' | 'page';
  vatNote?: string;
  /** Kronor: the member price, given only when the visitor is a logged-in member (issue 15). */
  memberPrice?: number | null;
  /** A cart line's prices feed its total: shown with their öre when they have some (decision 041). */
  exact?: boolean;
}

/** Current price, the struck original price beside a reduction, and the Omnibus lowest price under it. */
export function Price({ price, originalPrice, lowestPrice30Days, hidePrice, size = 'card', vatNote, memberPrice = null, exact = false }: PriceProps) {
  if (hidePrice) return <p className={`price price--${size} price--hidden`}>{sv.product.priceOnRequest}</p>;
  const reduced = originalPrice !== null && originalPrice > price;
  const money = (kronor: number) => (exact ? formatChargedAmount(kronorToOre(kronor)) : formatPrice(kronorToOre(kronor)));
  return (
    <div className={`price price--${size}`}>
      <p className="price__row">
        <span className={`price__current${reduced ? ' price__current--sale' : ''}`}>{money(price)}</span>
        {reduced ? (
          <>
            {' '}
            <span className="visually-hidden">{sv.cart.originalPrice} </span>
            <s className="price__original">{money(originalPrice)}</s>
          </>
        ) : null}
        {vatNote ? <span className="price__vat"> {vatNote}</span> : null}
      </p>
      {reduced && lowestPrice30Days !== null ? (
        <p className="price__lowest">{sv.product.lowestPrice30Days(money(lowestPrice30Days))}</p>
      ) : null}
      {memberPrice !== null && memberPrice < price ? (
        <p className="price__member">
          {sv.site.memberPrice}: <strong>{money(memberPrice)}</strong>
        </p>
      ) : null}
    </div>
  );
}
