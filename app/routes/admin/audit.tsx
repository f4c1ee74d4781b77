import type { Route } from './+types/audit';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { parseAuditQuery } from '../../../domain/back-office';
import { listQuery } from '../../lib/back-office.server';
import { When } from '../../components/admin/back-office-ui';
import { ChoiceField, DateRangeFields, ListFilters, PagedResults, SearchField } from '../../components/admin/list-page';
import { backOfficeMeta } from '../../components/admin/page-meta';

const a = svBackOffice.audit;

export const meta: Route.MetaFunction = () => backOfficeMeta(a.title);

/** /admin/audit: every back-office change, newest first, filtered by who, what and when. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(context, request, parseAuditQuery);
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

/** The log's own names (`order`, `order.cancel`) are the choices: they are what the table shows. */
const asChoices = (names: string[]) => names.map((name) => ({ value: name, label: name }));

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, entries, total, pages, choices } = loaderData;
  return (
    <>
      <h1>{a.title}</h1>
      <ListFilters action="/admin/audit" label={a.title}>
        <SearchField label={a.who} name="vem" value={query.staff} />
        <ChoiceField label={a.type} name="typ" value={query.entityType} choices={asChoices(choices.entityTypes)} />
        <ChoiceField label={a.action} name="handling" value={query.action} choices={asChoices(choices.actions)} />
        <DateRangeFields from={query.from} to={query.to} />
      </ListFilters>
      <PagedResults
        texts={a}
        found={{ rows: entries, total, pages }}
        page={query.page}
        rowKey={(entry) => entry.id}
        columns={[
          { header: a.when, cell: (entry) => <When at={entry.created_at} /> },
          { header: a.who, cell: (entry) => entry.staff_email },
          {
            header: a.what,
            cell: (entry) => (
              <>
                {entry.action}{' '}
                {entry.entity_type === 'order' ? (
                  <a href={`/admin/ordrar/${entry.entity_id}`}>{entry.entity_id}</a>
                ) : (
                  <span className="admin-muted">
                    {entry.entity_type} {entry.entity_id}
                  </span>
                )}
              </>
            ),
          },
          { header: a.before, cell: (entry) => <Record json={entry.before_json} /> },
          { header: a.after, cell: (entry) => <Record json={entry.after_json} /> },
        ]}
      />
    </>
  );
}
