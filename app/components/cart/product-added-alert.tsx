import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome.server';
import { CheckoutLink } from './checkout-link';
import { sv } from '../../../common/copy/sv';
import { useCart } from '../../lib/cart-store';
import { CheckIcon } from '../icons';

const ALERT_MS = 5000;

/**
 * The 'product added' alert: shown for 5 s after each add, with 'Till varukorgen' and, unless the site setting turns
 * it off, 'Gå till kassan'. The live region is always in the page (empty when idle) so screen readers announce the
 * text when it appears.
 */
export function ProductAddedAlert() {
  const { added } = useCart();
  const checkoutLink = useRouteLoaderData<ChromeData>('root')?.settings.addedAlertCheckoutLink ?? true;
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
          <p className="added-alert__links">
            <Link to="/varukorg" className="added-alert__link">
              {sv.cart.goToCart}
            </Link>
            {checkoutLink ? <CheckoutLink className="added-alert__link" /> : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
