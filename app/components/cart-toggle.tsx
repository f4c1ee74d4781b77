import { formatPrice } from '../../domain/money';
import { sv } from '../copy/sv';
import { CartIcon } from './icons';

interface CartToggleProps {
  count: number;
  totalOre: number;
  expanded: boolean;
  onToggle(): void;
  compact?: boolean;
}

/** The header's cart button: count badge and total; opens the cart panel. */
export function CartToggle({ count, totalOre, expanded, onToggle, compact }: CartToggleProps) {
  const total = formatPrice(totalOre);
  return (
    <button
      type="button"
      className={`cart-toggle${compact ? ' cart-toggle--compact' : ''}`}
      aria-expanded={expanded}
      aria-label={sv.cart.toggleLabel(count, total)}
      onClick={onToggle}
    >
      <span className="cart-toggle__icon">
        <CartIcon />
        <span className="cart-toggle__count" aria-hidden="true">
          {count}
        </span>
      </span>
      {compact ? null : (
        <span className="cart-toggle__text" aria-hidden="true">
          <span className="cart-toggle__label">{sv.cart.title}</span>
          <span className="cart-toggle__total">{total}</span>
        </span>
      )}
    </button>
  );
}
