import { Link, data, redirect } from 'react-router';
import type { Route } from './+types/my-order';
import { svAccount } from '../../common/copy/sv-account';
import { pageTitle, siteNameOf } from '../lib/meta';
import { accountPageLinks, privatePageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountPage } from '../components/account/account-ui';
import { OrderSummaryView } from '../components/order-summary';

const c = svAccount;
const o = c.orderPage;

export const links: Route.LinksFunction = accountPageLinks;

export const meta: Route.MetaFunction = ({ params, matches }) => [{ title: pageTitle(o.title(params.orderNumber ?? ''), siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = privatePageHeaders;

/** /mina-sidor/ordrar/{number}: one of the customer's orders (another's answers 404, as none at all). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const customerId = context.session.customerId;
  if (customerId === null) throw redirect(`/login?tillbaka=${encodeURIComponent(`/mina-sidor/ordrar/${params.orderNumber}`)}`);
  const order = await context.services.accounts.order(customerId, params.orderNumber);
  if (!order) throw data(null, { status: 404 });
  return { order };
}

const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Stockholm' });

type OrderView = Route.ComponentProps['loaderData']['order'];

function MetaRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When the order was placed, where it stands and whose it is; what was bought follows as the confirmation showed it. */
function OrderMeta({ order }: { order: OrderView }) {
  return (
    <dl className="account-order__meta">
      <MetaRow term={o.placed}>{dateFormat.format(new Date(order.created_at))}</MetaRow>
      <MetaRow term={c.myPagesPage.orderStatus}>{order.status_text}</MetaRow>
      {order.identity_number ? <MetaRow term={o.identityNumber}>{order.identity_number}</MetaRow> : null}
    </dl>
  );
}

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <AccountPage title={o.title(order.order_number)} wide>
      <p>
        <Link to="/mina-sidor">{o.back}</Link>
      </p>
      <OrderMeta order={order} />
      <OrderSummaryView summary={order.summary} status={order.status} />
      <p>
        <a href={order.confirmation_url}>{o.confirmation}</a>
      </p>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
