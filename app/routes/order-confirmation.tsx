import { data } from 'react-router';
import type { Route } from './+types/order-confirmation';
import { svCheckout } from '../../common/copy/sv-checkout';
import { pageTitle, siteNameOf } from '../lib/meta';
import { RouteError } from '../components/not-found';
import { OrderConfirmation, type ConfirmationView } from '../components/checkout/order-confirmation';
import checkoutStylesUrl from '../styles/checkout.css?url';
import { useTrackPurchase } from '../lib/analytics-events';

const c = svCheckout.checkoutPage.confirmation;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' }];

// The address holds a token: kept out of search engines, and the page never cached.
export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded ? c.title : c.notFoundTitle, siteNameOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** The order behind /kassa/bekraftelse/{number}?t={token}; a wrong or missing token is a 404, as for no order at all. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const found = token ? await context.services.checkout.confirmation(params.orderNumber, token, context.session) : null;
  if (!found) throw data(null, { status: 404 });
  return { view: found satisfies ConfirmationView };
}

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  // GA4 purchase once the order is placed and not awaiting its card payment; only with consent.
  const placed = view.status !== 'awaiting_payment' && view.status !== 'cancelled';
  useTrackPurchase(
    placed
      ? {
          orderNumber: view.orderNumber,
          lines: view.summary.lines.filter((line) => line.quantity > 0),
          valueOre: view.summary.toPayOre + view.summary.giftCardsOre,
          vatOre: view.summary.vatOre,
          deliveryOre: view.summary.deliveryOre,
        }
      : null,
  );
  return <OrderConfirmation view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} title={c.notFoundTitle} text={c.notFoundText} />;
}
