import { data } from 'react-router';
import type { Route } from './+types/accounting';
import { svAccounting } from '../../../common/copy/sv-accounting';
import { exportPeriod } from '../../../domain/accounting/export-period';
import { formatChargedAmount } from '../../../domain/money';
import { backOfficePage } from '../../lib/back-office.server';
import { Fact, Facts, Panel } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { DateRangeFields, ListFilters } from '../../components/admin/list-page';
import { backOfficeMeta } from '../../components/admin/page-meta';

const a = svAccounting.export;

export const meta: Route.MetaFunction = () => backOfficeMeta(a.title);

/**
 * /admin/bokforing (admins only): a period's sales, VAT per rate, payments per method and refunds, and its SIE and
 * CSV files to download. This month unless `fran` and `till` say otherwise; a period that is not one answers 400.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { url } = backOfficePage(context, request, {}, 'admin');
  const { periodExport } = context.services;
  const month = periodExport.currentMonth();
  const from = url.searchParams.get('fran') ?? month.from;
  const to = url.searchParams.get('till') ?? month.to;
  const period = exportPeriod(from, to);
  if (!period) return data({ from, to, overview: null }, { status: 400 });
  return { from, to, overview: await periodExport.overview(period) };
}

type Overview = NonNullable<Route.ComponentProps['loaderData']['overview']>;

function Amount({ label, ore }: { label: string; ore: number }) {
  return (
    <Fact label={label} numeric>
      {formatChargedAmount(ore)}
    </Fact>
  );
}

function SalesPanel({ overview: { period, summary } }: { overview: Overview }) {
  return (
    <Panel id="accounting-sales" title={a.summaryTitle(period.from, period.to)}>
      <Facts amounts>
        <Fact label={a.orderCount} numeric>
          {String(summary.sales)}
        </Fact>
        {summary.vatByRate.map((row) => (
          <Amount key={`sales-${row.rate}`} label={a.salesAt(row.rate)} ore={row.exclVatOre} />
        ))}
        <Amount label={a.salesExclVat} ore={summary.salesExclVatOre} />
        {summary.vatByRate.filter((row) => row.rate > 0).map((row) => (
          <Amount key={`vat-${row.rate}`} label={a.vatAt(row.rate)} ore={row.vatOre} />
        ))}
        {summary.giftCardsOre > 0 ? <Amount label={a.giftCards} ore={summary.giftCardsOre} /> : null}
        {summary.credits > 0 ? <Amount label={a.credited(summary.credits)} ore={summary.creditedOre} /> : null}
      </Facts>
    </Panel>
  );
}

function MethodTable({ id, title, empty, rows }: { id: string; title: string; empty: string; rows: Overview['summary']['payments'] }) {
  return (
    <Panel id={id} title={title}>
      <DataTable
        rows={rows}
        rowKey={(row) => row.method}
        empty={empty}
        columns={[
          { header: a.method, cell: (row) => svAccounting.methods[row.method] ?? row.method },
          { header: a.count, numeric: true, cell: (row) => row.count },
          { header: a.amount, numeric: true, cell: (row) => formatChargedAmount(row.amountOre) },
        ]}
      />
    </Panel>
  );
}

function Downloads({ from, to }: { from: string; to: string }) {
  const query = new URLSearchParams({ from, to }).toString();
  return (
    <Panel id="accounting-files" title={a.filesTitle}>
      <p className="admin-actions">
        <a className="admin-button" href={`/admin/api/bokforing/sie?${query}`} download>
          {a.downloadSie}
        </a>{' '}
        <a className="admin-button admin-button--secondary" href={`/admin/api/bokforing/csv?${query}`} download>
          {a.downloadCsv}
        </a>
      </p>
      <p className="admin-muted">{a.downloadHint}</p>
    </Panel>
  );
}

export default function Accounting({ loaderData }: Route.ComponentProps) {
  const { from, to, overview } = loaderData;
  return (
    <>
      <h1>{a.title}</h1>
      <p className="admin-intro">{a.intro}</p>
      <ListFilters action="/admin/bokforing" label={a.title}>
        <DateRangeFields from={from} to={to} />
      </ListFilters>
      {overview ? (
        <>
          <div className="admin-panels">
            <SalesPanel overview={overview} />
            <MethodTable id="accounting-payments" title={a.paymentsTitle} empty={a.nothing} rows={overview.summary.payments} />
            <MethodTable id="accounting-refunds" title={a.refundsTitle} empty={a.noRefunds} rows={overview.summary.refunds} />
          </div>
          <Downloads from={overview.period.from} to={overview.period.to} />
        </>
      ) : (
        <p className="admin-notice admin-notice--error" role="alert">
          {a.badPeriod}
        </p>
      )}
    </>
  );
}
