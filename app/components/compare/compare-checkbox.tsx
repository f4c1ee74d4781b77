import { useHydrated } from '../cart/cart-hooks';
import { sv } from '../../copy/sv';
import { isFull, useCompare, useCompareStore } from './compare-store';

/**
 * 'Jämför' on a product card or page. The server renders it unchecked and disabled for everyone (pages are shared
 * between visitors); after hydration it shows the visitor's list, and is disabled while the list is full and this
 * product is not in it.
 */
export function CompareCheckbox({ productId, name, className = '' }: { productId: number; name: string; className?: string }) {
  const store = useCompareStore();
  const state = useCompare();
  const hydrated = useHydrated();
  if (!store) return null;
  const checked = state.pending[productId] ?? state.items.some((item) => item.product_id === productId);
  const disabled = !hydrated || !state.ready || (!checked && isFull(state));
  return (
    <label className={`compare-check${disabled ? ' compare-check--disabled' : ''} ${className}`.trim()}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={() => void store.toggle(productId, name)} />
      <span>
        {sv.compare.checkbox}
        <span className="visually-hidden"> {name}</span>
      </span>
    </label>
  );
}
