import { data, type AppLoadContext } from 'react-router';
import type { Route } from './+types/order-confirmation';
import { formatPostalCode, type CountryCode } from '../../domain/postal-code';
import { sv } from '../../common/copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { RouteError } from '../components/not-found';
import { OrderConfirmation, type ConfirmationView } from '../components/checkout/order-confirmation';
import checkoutStylesUrl from '../styles/checkout.css?url';
import { lineName } from '../components/cart/cart-format';
import { useTrackPurchase } from '../lib/analytics';

type Confirmation = NonNullable<Awaited<ReturnType<AppLoadContext['services']['checkout']['confirmation']>>>;

const c = sv.checkoutPage.confirmation;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' }];

// The address holds a token: kept out of search engines, and the page never cached.
export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded ? c.title : c.notFoundTitle, siteNameOf(matches)) },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Only what the page shows leaves the server: no session hash, idempotency key or token. */
function confirmationView({ order, lines }: Confirmation): ConfirmationView {
  const inclVat = order.includes_vat;
  const country = order.country as CountryCode;
  return {
    orderNumber: order.order_number ?? '',
    status: order.status,
    email: order.email,
    includesVat: inclVat,
    privateCustomer: order.customer_type === 'private',
    lines: lines.map((line) => ({
      id: line.id,
      itemId: String(line.variant_id ?? line.product_id),
      name: lineName(line),
      quantity: line.quantity,
      totalOre: inclVat ? line.total_incl_vat_ore : line.total_excl_vat_ore,
      gift: line.give_away_campaign_id !== null,
    })),
    totals: {
      productsOre: inclVat ? order.products_incl_vat_ore : order.products_excl_vat_ore,
      discountOre: inclVat ? order.discount_incl_vat_ore : order.discount_excl_vat_ore,
      deliveryOre: inclVat ? order.delivery_incl_vat_ore : order.delivery_excl_vat_ore,
      paymentFeeOre: inclVat ? order.payment_fee_incl_vat_ore : order.payment_fee_excl_vat_ore,
      totalExclVatOre: order.total_excl_vat_ore,
      vatOre: order.vat_ore,
      giftCardsOre: order.gift_cards_ore,
      toPayOre: order.to_pay_ore,
    },
    deliveryName: order.delivery_name,
    paymentName: order.payment_name,
    address: [
      `${order.first_name} ${order.last_name}`,
      ...(order.company ? [order.company] : []),
      order.address,
      ...(order.co ? [`c/o ${order.co}`] : []),
      `${formatPostalCode(order.postal_code, country)} ${order.city}`,
      ...(country !== 'SE' && country in c.countries ? [c.countries[country]] : []),
    ],
  };
}

/** The order behind /kassa/bekraftelse/{number}?t={token}; a wrong or missing token is a 404, as for no order at all. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const found = token ? await context.services.checkout.confirmation(params.orderNumber, token) : null;
  if (!found) throw data(null, { status: 404 });
  await context.services.checkout.confirmationShown(context.session, found.order);
  return { view: confirmationView(found) };
}

export default function OrderConfirmationRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  // GA4 purchase once the order is placed and not awaiting its card payment; only with consent.
  const placed = view.status !== 'awaiting_payment' && view.status !== 'cancelled';
  useTrackPurchase(
    placed
      ? {
          orderNumber: view.orderNumber,
          lines: view.lines.filter((line) => line.quantity > 0),
          valueOre: view.totals.toPayOre + view.totals.giftCardsOre,
          vatOre: view.totals.vatOre,
          deliveryOre: view.totals.deliveryOre,
        }
      : null,
  );
  return <OrderConfirmation view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} title={c.notFoundTitle} text={c.notFoundText} />;
}
