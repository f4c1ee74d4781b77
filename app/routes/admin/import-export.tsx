import type { Route } from './+types/import-export';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { MAX_CSV_BYTES } from '../../../domain/csv-catalog';
import { MAX_ID } from '../../../domain/text-input';
import { backOfficePage } from '../../lib/back-office.server';
import { Notice, Panel, StaffForm, When } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { CheckField, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const c = svBackOffice.catalogCsv;

export const meta: Route.MetaFunction = () => backOfficeMeta(c.title);

/** /admin/import-export: the catalog's CSV files to download, a file to read in, the report of the last one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { url, outcome } = backOfficePage(context, request, { done: c.done, failed: c.errors });
  const id = Number(url.searchParams.get('import'));
  const { catalogCsv } = context.services;
  const [recent, report] = await Promise.all([catalogCsv.recent(), Number.isInteger(id) && id >= 1 && id <= MAX_ID ? catalogCsv.find(id) : null]);
  return { recent, report, ...outcome };
}

type LoaderData = Route.ComponentProps['loaderData'];

function counts(row: { created_count: number; updated_count: number; unchanged_count: number }): string {
  return c.counts(row.created_count, row.updated_count, row.unchanged_count);
}

function Report({ report }: { report: NonNullable<LoaderData['report']> }) {
  const summary =
    report.status === 'refused'
      ? c.refusedSummary(report.issue_count)
      : (report.status === 'checked' ? c.checkedSummary : c.importedSummary)(report.created_count, report.updated_count, report.unchanged_count);
  return (
    <Panel id="csv-report" title={c.reportTitle(report.file_name)}>
      {/* The page's one announcement after an upload: the report's summary, not a second notice above it. */}
      <p className={`admin-notice ${report.status === 'refused' ? 'admin-notice--error' : 'admin-notice--ok'}`} role={report.status === 'refused' ? 'alert' : 'status'}>
        {summary}
      </p>
      {report.issues.length > 0 ? (
        <>
          {report.issue_count > report.issues.length ? <p className="admin-count">{c.moreIssues(report.issues.length, report.issue_count)}</p> : null}
          <DataTable
            rows={report.issues}
            rowKey={(_, i) => i}
            columns={[
              { header: c.line, numeric: true, cell: (issue) => (issue.line === 0 ? c.wholeFile : issue.line) },
              { header: c.column, cell: (issue) => issue.column ?? '' },
              { header: c.problem, cell: (issue) => issue.message },
            ]}
          />
        </>
      ) : null}
    </Panel>
  );
}

/** One of the catalog's CSV files to download, and what it holds. */
function ExportLink({ file, text, hint }: { file: string; text: string; hint: string }) {
  return (
    <>
      <p>
        <a className="admin-button admin-button--secondary" href={`/admin/api/catalog-export/${file}`} download>
          {text}
        </a>
      </p>
      <p className="admin-muted">{hint}</p>
    </>
  );
}

/** The upload: a plain multipart form post with the staff session's token, so it works without JavaScript. */
function ImportForm() {
  return (
    <StaffForm action="/admin/api/catalog-import" upload className="admin-form">
      <label className="admin-field admin-field--wide">
        <span>{c.file}</span>
        <input type="file" name="fil" accept=".csv,text/csv" required />
        <small>{c.importHint(MAX_CSV_BYTES / 1024 / 1024)}</small>
      </label>
      <CheckField label={c.checkOnly}>
        <input type="checkbox" name="kontroll" value="1" />
      </CheckField>
      <SubmitButton>
        {c.submit}
      </SubmitButton>
    </StaffForm>
  );
}

export default function ImportExport({ loaderData }: Route.ComponentProps) {
  const { recent, report, done, failed } = loaderData;
  return (
    <>
      <h1>{c.title}</h1>
      <p>{c.intro}</p>
      {report ? <Report report={report} /> : <Notice done={done} failed={failed} />}
      <div className="admin-panels">
        <Panel id="csv-export" title={c.exportTitle}>
          <ExportLink file="produkter.csv" text={c.exportProducts} hint={c.exportProductsHint} />
          <ExportLink file="priser-och-lager.csv" text={c.exportPrices} hint={c.exportPricesHint} />
        </Panel>
        <Panel id="csv-import" title={c.importTitle}>
          <ImportForm />
        </Panel>
      </div>
      <Panel id="csv-history" title={c.historyTitle}>
        {recent.length === 0 ? (
          <p className="admin-muted">{c.historyEmpty}</p>
        ) : (
          <DataTable
            rows={recent}
            rowKey={(row) => row.id}
            columns={[
              { header: c.when, cell: (row) => <When at={row.created_at} /> },
              { header: c.who, cell: (row) => row.staff_email },
              {
                header: c.fileName,
                cell: (row) => (
                  <>
                    <a href={`/admin/import-export?import=${row.id}`}>{row.file_name}</a>
                    {row.kind ? <span className="admin-muted"> ({c.kinds[row.kind]})</span> : null}
                  </>
                ),
              },
              {
                header: c.result,
                cell: (row) => (
                  <>
                    {c.statuses[row.status]}
                    {': '}
                    {row.status === 'refused' ? c.issueCount(row.issue_count) : counts(row)}
                  </>
                ),
              },
            ]}
          />
        )}
      </Panel>
    </>
  );
}
