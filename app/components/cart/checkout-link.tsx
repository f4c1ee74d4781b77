import { Link, useRouteLoaderData } from 'react-router';
import { sv } from '../../../common/copy/sv';
import type { ChromeData } from '../../lib/chrome.server';

/**
 * 'Gå till kassan': always to /kassa/leverans, which only redirects (to the checkout, or back to an empty cart),
 * so the browser loads it as a document rather than through client-side navigation.
 */
export function CheckoutLink({ className, onClick }: { className: string; onClick?(): void }) {
  // Offer mode: the checkout sends an offer request.
  const isOffer = useRouteLoaderData<ChromeData>('root')?.settings.isOffer ?? false;
  return (
    <Link to="/kassa/leverans" reloadDocument className={className} onClick={onClick}>
      {isOffer ? sv.offer.toRequest : sv.cart.goToCheckout}
    </Link>
  );
}
