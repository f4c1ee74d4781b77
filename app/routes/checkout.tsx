import { redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { sv } from '../../common/copy/sv';
import { svCheckout } from '../../common/copy/sv-checkout';
import { pageTitle, siteNameOf } from '../lib/meta';
import { RouteError } from '../components/not-found';
import { CheckoutPage, type CheckoutNotice } from '../components/checkout/checkout-page';
import { pagePart, preloadShownPageParts } from '../lib/page-part';
import { cartItems, itemsValue, useTrackOnce } from '../lib/analytics-events';
import checkoutStylesUrl from '../styles/checkout.css?url';
import accountStylesUrl from '../styles/account.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' },
  { rel: 'stylesheet', href: accountStylesUrl, precedence: 'default' },
];

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: pageTitle(loaderData?.mode === 'offer' ? sv.offer.title : svCheckout.checkoutPage.title, siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

/** The offer request (offer mode) in place of the checkout: its code is loaded only by a shop in offer mode. */
const OfferPage = pagePart('offer', () => import('../components/offer/offer-request-page').then((m) => m.OfferRequestPage));
preloadShownPageParts({ offer: OfferPage });

// The checkout is the visitor's own: never stored by a shared cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Why the shopper came back: the card provider's return (?betalning=) or an order form posted without JavaScript (?fel=1). */
function noticeOf(url: URL): CheckoutNotice | null {
  const payment = url.searchParams.get('betalning');
  if (payment === 'avbruten') return 'payment_cancelled';
  if (payment === 'fel') return 'payment_failed';
  if (payment === 'andrad') return 'provider_refused';
  if (payment === 'swish_tid') return 'swish_timeout';
  if (payment === 'aterbetalas') return 'payment_refunded';
  return url.searchParams.get('fel') === '1' ? 'not_placed' : null;
}

/**
 * The checkout state rendered on the server; an empty cart brings the empty state's category links along, and an
 * order form or postal code refused without JavaScript comes back with what was typed and its errors.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { checkout, cart, catalog, offers } = context.services;
  const { settings } = await catalog.snapshot();
  // A shop with ecommerce disabled has no checkout: home instead.
  if (settings.ecommerceDisabled) throw redirect('/');
  // Offer mode: the cart is sent as an offer request (the thank-you shows once after sending).
  if (settings.isOffer) {
    const sent = await offers.takeSent(context.session);
    const current = await cart.view(context.session);
    const categories = current.products.length === 0 && !sent ? await cart.emptyStateCategories() : [];
    await OfferPage.preload();
    return { mode: 'offer' as const, cart: current, sent, refused: new URL(request.url).searchParams.get('offert') === 'fel', categories };
  }
  // A Swish payment this session waits for: paid goes on to the confirmation, still waiting shows the wait again.
  const awaited = await checkout.awaitedPayment(context.session);
  if (awaited.kind === 'paid') throw redirect(awaited.confirmationUrl);
  // One after the other: each take rewrites the session's data.
  const orderForm = await checkout.takeRefusal(context.session);
  const postalCode = await checkout.takePostalCodeRefusal(context.session);
  const state = await checkout.state(context.session);
  const categories = state.cart.products.length === 0 ? await cart.emptyStateCategories() : [];
  const awaiting = awaited.kind === 'waiting' ? awaited.response : null;
  return { mode: 'order' as const, state, categories, notice: noticeOf(new URL(request.url)), refused: { orderForm, postalCode }, awaiting };
}

/** A client-side navigation to the offer request shows it once its code is there, never an empty page in between. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  if (loaded.mode === 'offer') await OfferPage.preload();
  return loaded;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  // GA4 begin_checkout (an order or an offer request), only with consent.
  const cart = loaderData.mode === 'offer' ? loaderData.cart : loaderData.state.cart;
  useTrackOnce(cart.products.length > 0 ? 'checkout' : null, 'begin_checkout', () => {
    const items = cartItems(cart.products.filter((line) => !line.unavailable), cart.includes_vat);
    return { currency: 'SEK', value: itemsValue(items), items };
  });
  if (loaderData.mode === 'offer') {
    return <OfferPage cart={loaderData.cart} sent={loaderData.sent} refused={loaderData.refused} categories={loaderData.categories} />;
  }
  return <CheckoutPage initial={loaderData.state} categories={loaderData.categories} notice={loaderData.notice} refused={loaderData.refused} awaiting={loaderData.awaiting} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
