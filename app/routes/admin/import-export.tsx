import type { Route } from './+types/import-export';
import { svBackOffice } from '../../../common/copy/sv-back-office';
import { MAX_CSV_BYTES } from '../../../domain/csv-catalog';
import { MAX_ID } from '../../../domain/text-input';
import { backOfficePage } from '../../lib/back-office.server';
import { Notice, When, useBackOffice } from '../../components/admin/back-office-ui';
import { CheckField, SubmitButton } from '../../components/admin/form-parts';
import { backOfficeMeta } from '../../components/admin/page-meta';

const b = svBackOffice;
const c = b.catalogCsv;

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
    <section className="admin-panel" aria-labelledby="csv-report">
      <h2 id="csv-report">{c.reportTitle(report.file_name)}</h2>
      {/* The page's one announcement after an upload: the report's summary, not a second notice above it. */}
      <p className={`admin-notice ${report.status === 'refused' ? 'admin-notice--error' : 'admin-notice--ok'}`} role={report.status === 'refused' ? 'alert' : 'status'}>
        {summary}
      </p>
      {report.issues.length > 0 ? (
        <>
          {report.issue_count > report.issues.length ? <p className="admin-count">{c.moreIssues(report.issues.length, report.issue_count)}</p> : null}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col" className="admin-num">
                    {c.line}
                  </th>
                  <th scope="col">{c.column}</th>
                  <th scope="col">{c.problem}</th>
                </tr>
              </thead>
              <tbody>
                {report.issues.map((issue, i) => (
                  <tr key={i}>
                    <td className="admin-num">{issue.line === 0 ? c.wholeFile : issue.line}</td>
                    <td>{issue.column ?? ''}</td>
                    <td>{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The upload: a plain multipart form post with the staff session's token, so it works without JavaScript. */
function ImportForm() {
  const { csrfToken } = useBackOffice();
  return (
    <form method="post" action="/admin/api/catalog-import" encType="multipart/form-data" className="admin-form">
      <input type="hidden" name="_token" value={csrfToken} />
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
    </form>
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
        <section className="admin-panel" aria-labelledby="csv-export">
          <h2 id="csv-export">{c.exportTitle}</h2>
          <p>
            <a className="admin-button admin-button--secondary" href="/admin/api/catalog-export/produkter.csv" download>
              {c.exportProducts}
            </a>
          </p>
          <p className="admin-muted">{c.exportProductsHint}</p>
          <p>
            <a className="admin-button admin-button--secondary" href="/admin/api/catalog-export/priser-och-lager.csv" download>
              {c.exportPrices}
            </a>
          </p>
          <p className="admin-muted">{c.exportPricesHint}</p>
        </section>
        <section className="admin-panel" aria-labelledby="csv-import">
          <h2 id="csv-import">{c.importTitle}</h2>
          <ImportForm />
        </section>
      </div>
      <section className="admin-panel" aria-labelledby="csv-history">
        <h2 id="csv-history">{c.historyTitle}</h2>
        {recent.length === 0 ? (
          <p className="admin-muted">{c.historyEmpty}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{c.when}</th>
                  <th scope="col">{c.who}</th>
                  <th scope="col">{c.fileName}</th>
                  <th scope="col">{c.result}</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <When at={row.created_at} />
                    </td>
                    <td>{row.staff_email}</td>
                    <td>
                      <a href={`/admin/import-export?import=${row.id}`}>{row.file_name}</a>
                      {row.kind ? <span className="admin-muted"> ({c.kinds[row.kind]})</span> : null}
                    </td>
                    <td>
                      {c.statuses[row.status]}
                      {': '}
                      {row.status === 'refused' ? c.issueCount(row.issue_count) : counts(row)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
