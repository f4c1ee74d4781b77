import { useLocation } from 'react-router';
import type { Route } from './+types/audit';
import { svBackOffice } from '../../copy/sv-back-office';
import { parseAuditQuery } from '../../../domain/back-office';
import { requireStaff } from '../../lib/back-office.server';
import { DateRangeFields, FilterButtons, Pagination, When } from '../../components/admin/back-office-ui';

const b = svBackOffice;
const a = b.audit;

export const meta: Route.MetaFunction = () => [{ title: b.title(a.title) }, { name: 'robots', content: 'noindex, nofollow' }];

/** /admin/audit: every back-office change, newest first, filtered by who, what and when. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const { audit } = context.services;
  const [page, choices] = await Promise.all([audit.list(query), audit.choices()]);
  return { query, ...page, choices };
}

/** A before/after record as readable lines: `field: value`. */
function Record({ json }: { json: string | null }) {
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return <code>{json}</code>;
  }
  if (!value || typeof value !== 'object') return <code>{json}</code>;
  return (
    <dl className="admin-record">
      {Object.entries(value as Record<string, unknown>).map(([field, v]) => (
        <div key={field}>
          <dt>{field}</dt>
          <dd>{typeof v === 'string' ? v : JSON.stringify(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, entries, total, pages, choices } = loaderData;
  const search = new URLSearchParams(useLocation().search);
  return (
    <>
      <h1>{a.title}</h1>
      <form method="get" action="/admin/audit" className="admin-filters" aria-label={a.title}>
        <label className="admin-field admin-field--wide">
          <span>{a.who}</span>
          <input type="search" name="vem" defaultValue={query.staff} maxLength={100} />
        </label>
        <label className="admin-field">
          <span>{a.type}</span>
          <select name="typ" defaultValue={query.entityType}>
            <option value="">{a.all}</option>
            {choices.entityTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>{a.action}</span>
          <select name="handling" defaultValue={query.action}>
            <option value="">{a.all}</option>
            {choices.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields from={query.from} to={query.to} />
        <FilterButtons />
      </form>
      <p className="admin-count" role="status">
        {a.count(total)}
      </p>
      {entries.length === 0 ? (
        <p>{a.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{a.when}</th>
                <th scope="col">{a.who}</th>
                <th scope="col">{a.what}</th>
                <th scope="col">{a.before}</th>
                <th scope="col">{a.after}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <When at={entry.created_at} />
                  </td>
                  <td>{entry.staff_email}</td>
                  <td>
                    {entry.action}{' '}
                    {entry.entity_type === 'order' ? (
                      <a href={`/admin/ordrar/${entry.entity_id}`}>{entry.entity_id}</a>
                    ) : (
                      <span className="admin-muted">
                        {entry.entity_type} {entry.entity_id}
                      </span>
                    )}
                  </td>
                  <td>
                    <Record json={entry.before_json} />
                  </td>
                  <td>
                    <Record json={entry.after_json} />
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
