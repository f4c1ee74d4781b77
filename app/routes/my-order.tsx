import { Link, data, redirect } from 'react-router';
import type { Route } from './+types/my-order';
import { formatChargedAmount, kronorToOre } from '../../domain/money';
import { sv } from '../../common/copy/sv';
import { pageTitle, siteNameOf } from '../lib/meta';
import { RouteError } from '../components/not-found';
import { AccountPage } from '../components/account/account-ui';
import checkoutStylesUrl from '../styles/checkout.css?url';
import accountStylesUrl from '../styles/account.css?url';

const c = sv.account;
const o = c.orderPage;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStylesUrl, precedence: 'default' },
  { rel: 'stylesheet', href: accountStylesUrl, precedence: 'default' },
];

export const meta: Route.MetaFunction = ({ params, matches }) => [{ title: pageTitle(o.title(params.orderNumber ?? ''), siteNameOf(matches)) }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** /mina-sidor/ordrar/{number}: one of the customer's orders (another's answers 404, as none at all). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const customerId = context.session.customerId;
  if (customerId === null) throw redirect(`/login?tillbaka=${encodeURIComponent(`/mina-sidor/ordrar/${params.orderNumber}`)}`);
  const order = await context.services.accounts.order(customerId, params.orderNumber);
  if (!order) throw data(null, { status: 404 });
  return { order };
}

const dateFormat = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Stockholm' });

export default function MyOrder({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const money = (kronor: number) => formatChargedAmount(kronorToOre(kronor));
  return (
    <AccountPage title={o.title(order.order_number)} wide>
      <p>
        <Link to="/mina-sidor">{o.back}</Link>
      </p>
      <dl className="account-order__meta">
        <div>
          <dt>{o.placed}</dt>
          <dd>{dateFormat.format(new Date(order.created_at))}</dd>
        </div>
        <div>
          <dt>{c.myPagesPage.orderStatus}</dt>
          <dd>{order.status_text}</dd>
        </div>
        {order.identity_number ? (
          <div>
            <dt>{o.identityNumber}</dt>
            <dd>{order.identity_number}</dd>
          </div>
        ) : null}
        <div>
          <dt>{o.delivery}</dt>
          <dd>{order.delivery_name}</dd>
        </div>
        <div>
          <dt>{o.payment}</dt>
          <dd>{order.payment_name}</dd>
        </div>
        <div>
          <dt>{o.deliveryAddress}</dt>
          <dd>
            <address className="account-order__address">
              {order.address.map((line, i) => (
                <span key={i}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
      <section className="account-section" aria-labelledby="produkter-rubrik">
        <h2 id="produkter-rubrik">{o.products}</h2>
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{o.products}</th>
              <th scope="col">{o.quantity}</th>
              <th scope="col" className="account-table__amount">
                {o.total}
              </th>
            </tr>
          </thead>
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
            <tr>
              <th scope="row" colSpan={2}>
                {o.toPay}
              </th>
              <td className="account-table__amount">
                <strong>{money(order.to_pay)}</strong>
              </td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {o.vat}
              </th>
              <td className="account-table__amount">{money(order.vat)}</td>
            </tr>
          </tfoot>
        </table>
        <p>
          <a href={order.confirmation_url}>{o.confirmation}</a>
        </p>
      </section>
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
