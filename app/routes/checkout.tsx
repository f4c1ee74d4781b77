import type { Route } from './+types/checkout';
import { sv } from '../copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { RouteError } from '../components/not-found';
import { CheckoutPage, type CheckoutNotice } from '../components/checkout/checkout-page';
import checkoutStylesUrl from '../styles/checkout.css?url';
import accountStylesUrl from '../styles/account.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' },
  { rel: 'stylesheet', href: accountStylesUrl, precedence: 'default' },
];

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(sv.checkoutPage.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

// The checkout is the visitor's own: never stored by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Why the shopper came back: the card provider's return (?betalning=) or an order form posted without JavaScript (?fel=1). */
function noticeOf(url: URL): CheckoutNotice | null {
  const payment = url.searchParams.get('betalning');
  if (payment === 'avbruten') return 'payment_cancelled';
  if (payment === 'fel') return 'payment_failed';
  return url.searchParams.get('fel') === '1' ? 'not_placed' : null;
}

/**
 * The checkout state rendered on the server; an empty cart brings the empty state's category links along, and an
 * order form or postal code refused without JavaScript comes back with what was typed and its errors.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { checkout, cart } = context.services;
  // One after the other: each take rewrites the session's data.
  const orderForm = await checkout.takeRefusal(context.session);
  const postalCode = await checkout.takePostalCodeRefusal(context.session);
  const state = await checkout.state(context.session);
  const categories = state.cart.products.length === 0 ? await cart.emptyStateCategories() : [];
  return { state, categories, notice: noticeOf(new URL(request.url)), refused: { orderForm, postalCode } };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage initial={loaderData.state} categories={loaderData.categories} notice={loaderData.notice} refused={loaderData.refused} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
