import type { Route } from './+types/return-cases';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { parseReturnCaseQuery, RETURN_CASE_STATUSES } from '../../../domain/return-case-admin';
import { listQuery } from '../../lib/back-office.server';
import { When } from '../../components/admin/back-office-ui';
import { ChoiceField, DateRangeFields, ListFilters, ListResults, SearchField } from '../../components/admin/list-page';
import { labelled } from '../../components/admin/list-links';
import { ReturnCaseBadge } from '../../components/admin/operations-ui';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const r = b.returnCases;

export const meta: Route.MetaFunction = () => backOfficeMeta(r.title);

/** /admin/returer: returns and complaints, newest first, by state, type, days and case or order number; 25 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = listQuery(context, request, parseReturnCaseQuery);
  return { query, ...(await context.services.returnCaseAdmin.list(query)) };
}

export default function ReturnCases({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, pages } = loaderData;
  return (
    <>
      <h1>{r.title}</h1>
      <ListFilters action="/admin/returer" label={r.title}>
        <SearchField label={r.searchLabel} value={query.search} maxLength={40} />
        <ChoiceField label={r.state} name="status" value={query.status} choices={labelled(RETURN_CASE_STATUSES, r.states)} />
        <ChoiceField label={r.type} name="typ" value={query.type} choices={labelled(['return', 'complaint'], r.types)} />
        <DateRangeFields from={query.from} to={query.to} />
      </ListFilters>
      <ListResults
        count={r.count(total)}
        empty={r.empty}
        paging={{ page: query.page, pages }}
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { header: r.caseNumber, cell: (row) => <a href={`/admin/returer/${row.id}`}>{row.case_number}</a> },
          { header: r.filed, cell: (row) => <When at={row.created_at} /> },
          { header: r.type, cell: (row) => r.types[row.type] },
          {
            header: r.customer,
            cell: (row) => (
              <>
                {row.name}
                <br />
                <span className="admin-muted">{row.email}</span>
              </>
            ),
          },
          { header: r.order, cell: (row) => <a href={`/admin/ordrar/${row.order_number}`}>{row.order_number}</a> },
          { header: r.units, numeric: true, cell: (row) => row.units },
          { header: r.images, numeric: true, cell: (row) => row.images },
          { header: r.state, cell: (row) => <ReturnCaseBadge status={row.status} /> },
        ]}
      />
    </>
  );
}
