import type { Route } from './+types/orders';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { formatChargedAmount } from '../../../domain/money';
import { ORDER_STATES, parseOrderListQuery } from '../../../domain/back-office';
import { listPage } from '../../lib/back-office.server';
import { StateBadge, When } from '../../components/admin/back-office-ui';
import { ChoiceField, DateRangeFields, ListFilters, PagedResults, SearchField } from '../../components/admin/list-page';
import { labelled } from '../../components/admin/list-links';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const o = b.orders;

export const meta: Route.MetaFunction = () => backOfficeMeta(o.title);

/** /admin/ordrar: search by number, name or e-mail; filter by state, payment type and days; 25 a page, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return listPage(context, request, parseOrderListQuery, context.services.orderAdmin.list);
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <h1>{o.title}</h1>
      <p className="admin-intro">
        <a href="/admin/ordrar/nekade-betalningar">{b.refusedPayments.link}</a>
      </p>
      <ListFilters action="/admin/ordrar" label={o.title}>
        <SearchField label={o.searchLabel} value={query.search} />
        <ChoiceField label={o.state} name="status" value={query.state} choices={labelled(ORDER_STATES, b.states)} />
        <ChoiceField label={o.payment} name="betalning" value={query.payment} choices={labelled(Object.keys(o.handlers) as (keyof typeof o.handlers)[], o.handlers)} />
        <DateRangeFields from={query.from} to={query.to} />
      </ListFilters>
      <PagedResults
        texts={o}
        found={loaderData}
        page={query.page}
        rowKey={(row) => row.order_number}
        columns={[
          { header: o.number, cell: (row) => <a href={`/admin/ordrar/${row.order_number}`}>{row.order_number}</a> },
          { header: o.placed, cell: (row) => <When at={row.created_at} /> },
          {
            header: o.customer,
            cell: (row) => (
              <>
                {row.name}
                {row.company ? <span className="admin-muted"> ({row.company})</span> : null}
                <br />
                <span className="admin-muted">{row.email}</span>
              </>
            ),
          },
          { header: o.identity, cell: (row) => row.identity },
          { header: o.payment, cell: (row) => o.handlers[row.payment_handler] },
          { header: o.state, cell: (row) => <StateBadge state={row.status} /> },
          { header: o.total, numeric: true, cell: (row) => formatChargedAmount(row.total_incl_vat_ore) },
        ]}
      />
    </>
  );
}
