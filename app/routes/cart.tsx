import { redirect } from 'react-router';
import type { Route } from './+types/cart';
import { sv } from '../../common/copy/sv';
import { svCart } from '../../common/copy/sv-cart';
import { isOfferOf, pageTitle, siteNameOf } from '../lib/meta';
import { useSeedCart } from '../lib/cart-store';
import { CartPage } from '../components/cart/cart-page';
import { RouteError } from '../components/not-found';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(isOfferOf(matches) ? svCart.offerTitle : sv.cart.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

// The cart is the visitor's own: never stored by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * The cart is read again on every visit, so a change made in another tab shows here too; a refusal of a form
 * posted without JavaScript shows here once. The empty state's
 * categories come along even for a full cart: removing the last line shows them without another call.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { cart, catalog } = context.services;
  // A shop with ecommerce disabled has no cart: home instead.
  if ((await catalog.snapshot()).settings.ecommerceDisabled) throw redirect('/');
  const [current, categories] = await Promise.all([cart.pageView(context.session), cart.emptyStateCategories()]);
  return { cart: current, categories };
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  useSeedCart(loaderData.cart);
  return <CartPage categories={loaderData.categories} notices={loaderData.cart.messages} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
