import { svInvoices } from '../../../common/copy/sv-invoices';
import { formatOcrReference } from '../../../domain/invoicing/ocr-reference';
import { formatChargedAmount } from '../../../domain/money';
import type { InvoiceSummary } from '../../../services/invoicing/invoice-service';
import { Badge } from './back-office-ui';
import { TablePanel } from './data-table';
import { ActionForm } from './form-parts';

const t = svInvoices.panel;
const TONES = { open: 'warn', paid: 'ok', credited: 'off' } as const;

function Status({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <>
      <Badge tone={TONES[invoice.status]} text={invoice.kind === 'credit' ? t.kinds.credit : t.statuses[invoice.status]} />
      {invoice.overdue ? <span className="admin-muted"> ({t.overdue})</span> : null}
      {invoice.reminders > 0 ? <span className="admin-muted"> {t.reminders(invoice.reminders)}</span> : null}
    </>
  );
}

/**
 * An invoice order's invoice and credit invoices on the order page (issue 30): each one's PDF, and a reminder for an
 * unpaid one. Nothing for an order that is not billed by invoice.
 */
export function InvoicePanel({ orderNumber, invoices, invoiceOrder }: { orderNumber: string; invoices: readonly InvoiceSummary[]; invoiceOrder: boolean }) {
  if (!invoiceOrder && invoices.length === 0) return null;
  return (
    <TablePanel
      id="order-invoices"
      title={t.title}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
      empty={t.none}
      columns={[
        { header: t.number, cell: (invoice) => invoice.id },
        { header: t.kind, cell: (invoice) => t.kinds[invoice.kind] },
        { header: t.ocr, cell: (invoice) => (invoice.kind === 'invoice' ? formatOcrReference(invoice.ocr) : null) },
        { header: t.issued, className: 'admin-invoice-date', cell: (invoice) => invoice.issue_date },
        { header: t.due, className: 'admin-invoice-date', cell: (invoice) => (invoice.kind === 'invoice' ? invoice.due_date : null) },
        { header: t.amount, numeric: true, cell: (invoice) => formatChargedAmount(invoice.kind === 'credit' ? -invoice.amount_ore : invoice.amount_ore) },
        { header: t.status, cell: (invoice) => <Status invoice={invoice} /> },
        {
          header: <span className="visually-hidden">{t.download}</span>,
          className: 'admin-row-actions',
          cell: (invoice) => (
            <>
              <a href={`/admin/api/fakturor/${invoice.id}/pdf`} download aria-label={t.downloadLabel(invoice.id)}>
                {t.download}
              </a>
              {invoice.kind === 'invoice' && invoice.status === 'open' ? (
                <ActionForm action={`/admin/api/orders/${orderNumber}/invoices/${invoice.id}/remind`} text={t.remind} tone="secondary" button={{ title: t.remindHint }} />
              ) : null}
            </>
          ),
        },
      ]}
    />
  );
}
