import { Link, data, redirect } from 'react-router';
import type { Route } from './+types/my-order';
import { formatChargedAmount, kronorToOre } from '../../domain/money';
import { sv } from '../../common/copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { accountPageLinks, privatePageHeaders } from '../lib/account-route';
import { RouteError } from '../components/not-found';
import { AccountPage, AccountSection, AccountTableHead } from '../components/account/account-ui';

const c = sv.account;
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

const money = (kronor: number) => formatChargedAmount(kronorToOre(kronor));

type OrderView = Route.ComponentProps['loaderData']['order'];

function MetaRow({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** When, in what state, to whom and how the order goes. */
function OrderMeta({ order }: { order: OrderView }) {
  return (
    <dl className="account-order__meta">
      <MetaRow term={o.placed}>{dateFormat.format(new Date(order.created_at))}</MetaRow>
      <MetaRow term={c.myPagesPage.orderStatus}>{order.status_text}</MetaRow>
      {order.identity_number ? <MetaRow term={o.identityNumber}>{order.identity_number}</MetaRow> : null}
      <MetaRow term={o.delivery}>{order.delivery_name}</MetaRow>
      <MetaRow term={o.payment}>{order.payment_name}</MetaRow>
      <MetaRow term={o.deliveryAddress}>
        <address className="account-order__address">
          {order.address.map((line, i) => (
            <span key={i}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </MetaRow>
    </dl>
  );
}

function SumRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td className="account-table__amount">{children}</td>
    </tr>
  );
}

function OrderLines({ order }: { order: OrderView }) {
  return (
    <table className="account-table">
      <AccountTableHead columns={[o.products, o.quantity]} amount={o.total} />
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id}>
            <td>{line.name}</td>
            <td>{line.quantity}</td>
            <td className="account-table__amount">{money(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <SumRow label={o.toPay}>
          <strong>{money(order.to_pay)}</strong>
        </SumRow>
        <SumRow label={o.vat}>{money(order.vat)}</SumRow>
      </tfoot>
    </table>
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
      <AccountSection id="produkter" title={o.products} anchored={false}>
        <OrderLines order={order} />
        <p>
          <a href={order.confirmation_url}>{o.confirmation}</a>
        </p>
      </AccountSection>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
