import { useLocation } from 'react-router';
import type { Route } from './+types/orders';
import { svBackOffice } from '../../copy/sv-back-office';
import { formatPrice } from '../../../domain/money';
import { ORDER_STATES, parseOrderListQuery } from '../../../domain/back-office';
import { requireStaff } from '../../lib/back-office.server';
import { DateRangeFields, FilterButtons, Pagination, StateBadge, When } from '../../components/admin/back-office-ui';

const b = svBackOffice;
const o = b.orders;

export const meta: Route.MetaFunction = () => [{ title: b.title(o.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/ordrar: search by number, name or e-mail; filter by state, payment type and days; 25 a page, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const query = parseOrderListQuery(new URL(request.url).searchParams);
  return { query, ...(await context.services.orderAdmin.list(query)) };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pages } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  return (
    <>
      <h1>{o.title}</h1>
      <form method="get" action="/admin/ordrar" className="admin-filters" role="search" aria-label={o.title}>
        <label className="admin-field admin-field--wide">
          <span>{o.searchLabel}</span>
          <input type="search" name="q" defaultValue={query.search} maxLength={100} />
        </label>
        <label className="admin-field">
          <span>{o.state}</span>
          <select name="status" defaultValue={query.state ?? ''}>
            <option value="">{o.all}</option>
            {ORDER_STATES.map((state) => (
              <option key={state} value={state}>
                {b.states[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{o.payment}</span>
          <select name="betalning" defaultValue={query.payment ?? ''}>
            <option value="">{o.all}</option>
            {(Object.keys(o.handlers) as (keyof typeof o.handlers)[]).map((handler) => (
              <option key={handler} value={handler}>
                {o.handlers[handler]}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields from={query.from} to={query.to} />
        <FilterButtons reset={{ href: '/admin/ordrar', label: o.reset }} />
      </form>

      <p className="admin-count" role="status">
        {o.count(total)}
      </p>
      {rows.length === 0 ? (
        <p>{o.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{o.number}</th>
                <th scope="col">{o.placed}</th>
                <th scope="col">{o.customer}</th>
                <th scope="col">{o.identity}</th>
                <th scope="col">{o.payment}</th>
                <th scope="col">{o.state}</th>
                <th scope="col" className="admin-num">
                  {o.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.order_number}>
                  <td>
                    <a href={`/admin/ordrar/${row.order_number}`}>{row.order_number}</a>
                  </td>
                  <td>
                    <When at={row.created_at} />
                  </td>
                  <td>
                    {row.name}
                    {row.company ? <span className="admin-muted"> ({row.company})</span> : null}
                    <br />
                    <span className="admin-muted">{row.email}</span>
                  </td>
                  <td>{row.identity}</td>
                  <td>{o.handlers[row.payment_handler]}</td>
                  <td>
                    <StateBadge state={row.status} />
                  </td>
                  <td className="admin-num">{formatPrice(row.total_incl_vat_ore)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={query.page} pages={pages} search={search} />
    </>
  );
}
