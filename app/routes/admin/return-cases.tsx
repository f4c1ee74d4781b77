import type { Route } from './+types/return-cases';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { parseReturnCaseQuery, RETURN_CASE_STATUSES } from '../../../domain/return-case-admin';
import { listPage } from '../../lib/back-office.server';
import { When } from '../../components/admin/back-office-ui';
import { ChoiceField, DateRangeFields, ListFilters, PagedResults, SearchField } from '../../components/admin/list-page';
import { labelled } from '../../components/admin/list-links';
import { ReturnCaseBadge } from '../../components/admin/operations-ui';
import { backOfficeMeta } from '../../components/admin/page-meta';

const r = svBackOffice.returnCases;

export const meta: Route.MetaFunction = () => backOfficeMeta(r.title);

/** /admin/returer: returns and complaints, newest first, by state, type, days and case or order number; 25 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return listPage(context, request, parseReturnCaseQuery, context.services.returnCaseAdmin.list);
}

export default function ReturnCases({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <h1>{r.title}</h1>
      <ListFilters action="/admin/returer" label={r.title}>
        <SearchField label={r.searchLabel} value={query.search} maxLength={40} />
        <ChoiceField label={r.state} name="status" value={query.status} choices={labelled(RETURN_CASE_STATUSES, r.states)} />
        <ChoiceField label={r.type} name="typ" value={query.type} choices={labelled(['return', 'complaint'], r.types)} />
        <DateRangeFields from={query.from} to={query.to} />
      </ListFilters>
      <PagedResults
        texts={r}
        found={loaderData}
        page={query.page}
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
