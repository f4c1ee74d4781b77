import type { Route } from './+types/invoices';
import { bgMaxRefusalText, svInvoicePayments } from '../../../common/copy/sv-invoice-payments';
import { formatChargedAmount } from '../../../domain/money';
import { INVOICE_FILTERS, MAX_BGMAX_BYTES, parseInvoiceListQuery, type ImportLine, type InvoiceFilter } from '../../../domain/invoicing/invoice-follow-up';
import { formatOcrReference } from '../../../domain/invoicing/ocr-reference';
import { backOfficePage, refusedDrafts } from '../../lib/back-office.server';
import { Fact, Facts, Notice, Panel, StaffForm, When } from '../../components/admin/back-office-ui';
import { DataTable } from '../../components/admin/data-table';
import { Field, SubmitButton } from '../../components/admin/form-parts';
import { PagedResults } from '../../components/admin/list-page';
import { backOfficeMeta } from '../../components/admin/page-meta';

const t = svInvoicePayments;
const PAGE = '/admin/fakturor';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const GIRO = /^[\d-]{2,12}$/;

export const meta: Route.MetaFunction = () => backOfficeMeta(t.title);

/** The refused file's detail from the address a plain post returned to: a line number and bankgiro numbers, checked. */
function refusalDetail(url: URL) {
  const line = Number(url.searchParams.get('rad'));
  const giro = (name: string) => {
    const value = url.searchParams.get(name);
    return value !== null && GIRO.test(value) ? value : null;
  };
  return { line: Number.isInteger(line) && line > 0 && line < 10_000_000 ? line : null, file: giro('bg'), shop: giro('butik') };
}

/** /admin/fakturor: the invoices unpaid, overdue or paid recently (25 a page), and the two ways to record payments. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { principal, url, outcome } = backOfficePage(context, request, { done: t.done, failed: t.errors });
  const query = parseInvoiceListQuery(url.searchParams);
  const importId = url.searchParams.get('inlasning');
  const { invoicePayments } = context.services;
  const [found, result, drafts] = await Promise.all([
    invoicePayments.list(query),
    importId !== null && UUID.test(importId) ? invoicePayments.importResult(importId) : null,
    refusedDrafts(context, request, principal),
  ]);
  const code = url.searchParams.get('fel');
  const failed = outcome.failed ?? (code === null ? null : bgMaxRefusalText(code, refusalDetail(url)));
  // A fresh key each time the form is shown: the same form posted twice is booked once.
  return { query, ...found, result, draft: drafts.payment?.values ?? null, key: crypto.randomUUID().replaceAll('-', ''), done: outcome.done, failed };
}

type LoaderData = Route.ComponentProps['loaderData'];

const TAB_OF: Record<InvoiceFilter, string> = Object.fromEntries(Object.entries(INVOICE_FILTERS).map(([param, filter]) => [filter, param])) as Record<InvoiceFilter, string>;

function Tabs({ current }: { current: InvoiceFilter }) {
  const names: Record<InvoiceFilter, string> = { open: t.tabs.open, overdue: t.tabs.overdue, paid: t.tabs.paid };
  return (
    <nav aria-label={t.tabs.label}>
      <ul className="admin-tabs">
        {(Object.keys(names) as InvoiceFilter[]).map((filter) => (
          <li key={filter}>
            <a href={`${PAGE}?visa=${TAB_OF[filter]}`} aria-current={filter === current ? 'page' : undefined}>
              {names[filter]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const customerOf = (row: { first_name: string; last_name: string; company: string | null }) => {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return row.company ? `${row.company} (${name})` : name;
};

function outcomeText(line: ImportLine): string {
  const o = t.result.outcomes;
  switch (line.outcome) {
    case 'paid':
    case 'part_paid':
    case 'overpaid':
      return o[line.outcome](line.invoiceNumber ?? 0, line.orderNumber ?? '');
    default:
      return o[line.outcome];
  }
}

function ImportResult({ lines }: { lines: ImportLine[] }) {
  const recorded = lines.filter((l) => l.outcome === 'paid' || l.outcome === 'part_paid' || l.outcome === 'overpaid').length;
  return (
    <Panel id="bgmax-result" title={t.result.title}>
      <p className="admin-notice admin-notice--ok" role="status">
        {t.result.summary(recorded, lines.length)}
      </p>
      {/* Its own frame, reachable by keyboard: on a phone the table scrolls sideways and holds no link to tab to. */}
      <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={t.result.title}>
        <DataTable
          framed={false}
          rows={lines}
          rowKey={(_, i) => i}
          columns={[
            { header: t.result.serial, cell: (l) => l.serialNumber },
            { header: t.result.date, cell: (l) => l.paymentDate },
            { header: t.result.reference, cell: (l) => l.reference || t.result.none },
            { header: t.result.payer, cell: (l) => l.payerName ?? t.result.none },
            { header: t.result.amount, numeric: true, cell: (l) => formatChargedAmount(l.amountOre) },
            { header: t.result.outcome, cell: outcomeText },
          ]}
        />
      </div>
    </Panel>
  );
}

function HandPaymentForm({ draft, today, paymentKey }: { draft: LoaderData['draft']; today: string; paymentKey: string }) {
  const typed = (name: string) => (typeof draft?.[name] === 'string' ? (draft[name] as string) : undefined);
  return (
    <StaffForm action="/admin/api/invoices/payments" className="admin-form">
      <input type="hidden" name="nyckel" value={paymentKey} />
      <Field label={t.hand.reference}>
        <input name="referens" inputMode="numeric" autoComplete="off" maxLength={40} required defaultValue={typed('referens')} />
      </Field>
      <Field label={t.hand.amount}>
        <input name="belopp" inputMode="decimal" autoComplete="off" maxLength={30} required defaultValue={typed('belopp')} />
      </Field>
      <Field label={t.hand.day} hint={{ id: 'payment-day-hint', text: t.hand.dayHint }}>
        <input type="date" name="datum" max={today} defaultValue={typed('datum') ?? today} aria-describedby="payment-day-hint" />
      </Field>
      <SubmitButton>{t.hand.submit}</SubmitButton>
    </StaffForm>
  );
}

function BgMaxForm() {
  return (
    <StaffForm action="/admin/api/invoices/bgmax" upload className="admin-form">
      <label className="admin-field admin-field--wide">
        <span>{t.upload.file}</span>
        <input type="file" name="fil" accept=".txt,.dat,.bgm,text/plain" required />
        <small>{t.upload.hint(MAX_BGMAX_BYTES / 1024 / 1024)}</small>
      </label>
      <SubmitButton>{t.upload.submit}</SubmitButton>
    </StaffForm>
  );
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { query, totals, result, draft, key, today, done, failed } = loaderData;
  const c = t.columns;
  return (
    <>
      <h1>{t.title}</h1>
      <p className="admin-intro">{t.intro}</p>
      {result ? <ImportResult lines={result} /> : <Notice done={done} failed={failed} />}
      <Panel id="invoice-totals" title={t.totals.label}>
        <Facts amounts>
          <Fact label={`${t.totals.open} (${t.totals.count(totals.open_count)})`}>{formatChargedAmount(totals.open_ore)}</Fact>
          <Fact label={`${t.totals.overdue} (${t.totals.count(totals.overdue_count)})`}>{formatChargedAmount(totals.overdue_ore)}</Fact>
        </Facts>
      </Panel>
      <Tabs current={query.filter} />
      <PagedResults
        texts={{ count: t.count, empty: t.empty[query.filter] }}
        found={loaderData}
        page={query.page}
        rowKey={(row) => row.id}
        columns={[
          { header: c.number, cell: (row) => <>{row.id}<br /><small className="admin-muted">{t.ocr(formatOcrReference(row.ocr))}</small></> },
          { header: c.order, cell: (row) => <a href={`/admin/ordrar/${row.order_number}`}>{row.order_number}</a> },
          { header: c.customer, cell: customerOf },
          { header: c.amount, numeric: true, cell: (row) => formatChargedAmount(row.amount_ore) },
          { header: c.paid, numeric: true, cell: (row) => formatChargedAmount(row.paid_ore) },
          { header: c.due, cell: (row) => row.due_date },
          query.filter === 'paid'
            ? { header: c.paidAt, cell: (row) => <When at={row.paid_at} /> }
            : { header: c.late, numeric: true, cell: (row) => (row.days_overdue > 0 ? row.days_overdue : t.result.none) },
        ]}
      />
      <div className="admin-panels">
        <Panel id="hand-payment" title={t.hand.title}>
          <p className="admin-muted">{t.hand.hint}</p>
          <HandPaymentForm draft={draft} today={today} paymentKey={key} />
        </Panel>
        <Panel id="bgmax-upload" title={t.upload.title}>
          <BgMaxForm />
        </Panel>
      </div>
    </>
  );
}
