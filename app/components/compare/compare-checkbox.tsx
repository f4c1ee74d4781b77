import { Link } from 'react-router';
import { compareHref } from '../../../domain/compare';
import { useHydrated } from '../cart/cart-hooks';
import { sv } from '../../../common/copy/sv';
import { isFull, useCompare, useCompareStore } from './compare-store';

/**
 * 'Jämför' on a product card or page; on the page (`withLink`), a link to the compare page once the product is
 * compared (a card has no room for it beside the checkbox without pushing its buy button: the bar links there). The server
 * renders it unchecked and disabled for everyone (pages are shared between visitors); after hydration it shows the
 * visitor's list, and is disabled while the list is full and this product is not in it.
 */
export function CompareCheckbox({ productId, name, withLink = false }: { productId: number; name: string; withLink?: boolean }) {
  const store = useCompareStore();
  const state = useCompare();
  const hydrated = useHydrated();
  if (!store) return null;
  const listed = state.items.some((item) => item.product_id === productId);
  const checked = state.pending[productId] ?? listed;
  const disabled = !hydrated || !state.ready || (!checked && isFull(state));
  return (
    <div className={`compare-check${withLink ? ' compare-check--page' : ''}`}>
      <label className={`compare-check__label${disabled ? ' compare-check__label--disabled' : ''}`}>
        <input type="checkbox" checked={checked} disabled={disabled} onChange={() => void store.toggle(productId, name)} />
        <span>
          {sv.compare.checkbox}
          <span className="visually-hidden"> {name}</span>
        </span>
      </label>
      {withLink && listed ? (
        <Link to={compareHref(state.items.map((item) => item.product_id))} className="compare-check__link">
          {sv.compare.open}
        </Link>
      ) : null}
    </div>
  );
}
