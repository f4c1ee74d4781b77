import { useLocation } from 'react-router';
import type { Route } from './+types/return-cases';
import { svBackOffice } from '../../copy/sv-back-office';
import { parseReturnCaseQuery, RETURN_CASE_STATUSES } from '../../../domain/return-case-admin';
import { requireStaff } from '../../lib/back-office.server';
import { DateRangeFields, FilterButtons, Pagination, When } from '../../components/admin/back-office-ui';
import { ReturnCaseBadge } from '../../components/admin/operations-ui';

const b = svBackOffice;
const r = b.returnCases;

export const meta: Route.MetaFunction = () => [{ title: b.title(r.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/returer: returns and complaints, newest first, by state, type, days and case or order number; 25 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const query = parseReturnCaseQuery(new URL(request.url).searchParams);
  return { query, ...(await context.services.returnCaseAdmin.list(query)) };
}

export default function ReturnCases({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pages } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  return (
    <>
      <h1>{r.title}</h1>
      <form method="get" action="/admin/returer" className="admin-filters" role="search" aria-label={r.title}>
        <label className="admin-field admin-field--wide">
          <span>{r.searchLabel}</span>
          <input type="search" name="q" defaultValue={query.search} maxLength={40} autoComplete="off" />
        </label>
        <label className="admin-field">
          <span>{r.state}</span>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{r.all}</option>
            {RETURN_CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {r.states[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{r.type}</span>
          <select name="typ" defaultValue={query.type ?? ''}>
            <option value="">{r.all}</option>
            <option value="return">{r.types.return}</option>
            <option value="complaint">{r.types.complaint}</option>
          </select>
        </label>
        <DateRangeFields from={query.from} to={query.to} />
        <FilterButtons reset={{ href: '/admin/returer', label: r.reset }} />
      </form>
      <p className="admin-count" role="status">
        {r.count(total)}
      </p>
      {rows.length === 0 ? (
        <p>{r.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{r.caseNumber}</th>
                <th scope="col">{r.filed}</th>
                <th scope="col">{r.type}</th>
                <th scope="col">{r.customer}</th>
                <th scope="col">{r.order}</th>
                <th scope="col" className="admin-num">
                  {r.units}
                </th>
                <th scope="col" className="admin-num">
                  {r.images}
                </th>
                <th scope="col">{r.state}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <a href={`/admin/returer/${row.id}`}>{row.case_number}</a>
                  </td>
                  <td>
                    <When at={row.created_at} />
                  </td>
                  <td>{r.types[row.type]}</td>
                  <td>
                    {row.name}
                    <br />
                    <span className="admin-muted">{row.email}</span>
                  </td>
                  <td>
                    <a href={`/admin/ordrar/${row.order_number}`}>{row.order_number}</a>
                  </td>
                  <td className="admin-num">{row.units}</td>
                  <td className="admin-num">{row.images}</td>
                  <td>
                    <ReturnCaseBadge status={row.status} />
                  </td>
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
