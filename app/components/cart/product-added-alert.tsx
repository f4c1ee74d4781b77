import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { sv } from '../../copy/sv';
import { useCart } from '../../lib/cart-store';
import { CheckIcon } from '../icons';

const ALERT_MS = 5000;

/**
 * The 'product added' alert: shown for 5 s after each add. The live region is always in the page (empty when
 * idle) so screen readers announce the text when it appears.
 */
export function ProductAddedAlert() {
  const { added } = useCart();
  const [expiredId, setExpiredId] = useState<number | null>(null);
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setExpiredId(added.id), ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [added]);
  const shown = added !== null && added.id !== expiredId ? added : null;

  return (
    <div className={`added-alert${shown ? ' added-alert--visible' : ''}`} role="status">
      {shown ? (
        <>
          <CheckIcon />
          <p className="added-alert__text">{sv.cart.added(shown.name)}</p>
          <Link to="/varukorg" className="added-alert__link">
            {sv.cart.goToCart}
          </Link>
        </>
      ) : null}
    </div>
  );
}
