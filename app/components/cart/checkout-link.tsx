import { Link } from 'react-router';
import { sv } from '../../copy/sv';

/**
 * 'Gå till kassan': always to /kassa/leverans, which only redirects (to the checkout, or back to an empty cart),
 * so the browser loads it as a document rather than through client-side navigation.
 */
export function CheckoutLink({ className, onClick }: { className: string; onClick?(): void }) {
  return (
    <Link to="/kassa/leverans" reloadDocument className={className} onClick={onClick}>
      {sv.cart.goToCheckout}
    </Link>
  );
}
