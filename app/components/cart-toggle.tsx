import { useEffect, useRef, useState } from 'react';
import { sv } from '../../common/copy/sv';
import { useCartBadge } from '../lib/cart-store';
import { CartIcon } from './icons';
import { useHydrated } from './cart/cart-hooks';

const HIGHLIGHT_MS = 500;

interface CartToggleProps {
  expanded: boolean;
  /** Offer mode (setting isOffer): the button names the offer request, as the cart page and checkout do. */
  isOffer: boolean;
  onToggle(): void;
}

/** True for a moment each time `key` changes after the first render. */
function useHighlight(key: string): boolean {
  const [on, setOn] = useState(false);
  const first = useRef(key);
  useEffect(() => {
    if (key === first.current) return;
    first.current = key;
    setOn(true);
    const timer = window.setTimeout(() => setOn(false), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return on;
}

/** The header's cart button: count badge and total from the cart store; lights up for 500 ms after a change. */
export function CartToggle({ expanded, isOffer, onToggle }: CartToggleProps) {
  const badge = useCartBadge(isOffer);
  const highlight = useHighlight(`${badge.count}:${badge.total}`);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={`cart-toggle${highlight ? ' cart-toggle--highlight' : ''}`}
      aria-expanded={expanded}
      aria-label={badge.label}
      // Opens a panel, which needs the hydrated page; until then the button is not offered.
      disabled={!hydrated}
      onClick={onToggle}
    >
      <span className="cart-toggle__icon">
        <CartIcon />
        <span className="cart-toggle__count" aria-hidden="true">
          {badge.count}
        </span>
      </span>
      <span className="cart-toggle__text" aria-hidden="true">
        <span className="cart-toggle__label">{sv.cart.titleOf(isOffer)}</span>
        <span className="cart-toggle__total">{badge.total}</span>
      </span>
    </button>
  );
}
