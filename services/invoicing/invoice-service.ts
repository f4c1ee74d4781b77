import type { Kysely } from 'kysely';
import { svInvoices } from '../../common/copy/sv-invoices';
import { swedishDate } from '../../domain/swedish-calendar';
import { createInvoiceRepository, type Invoice } from '../../db/repositories/invoice-repository';
import { createOrderRepository } from '../../db/repositories/order-repository';
import type { Database, MailAttachmentRef } from '../../db/schema';
import { recordAudit, type Actor } from '../admin/audit-log';
import type { MailAttachment } from '../mail/mailer';
import { renderInvoicePdf } from './invoice-pdf';
import { queueReminder } from './invoice-issuing';
import { settingsIn } from '../catalog/catalog-snapshot';

/** An invoice as the order page lists it: no rows, and whether it is past its due date unpaid. */
export type InvoiceSummary = Omit<Invoice, 'lines' | 'vat_breakdown'> & { overdue: boolean };

export type ReminderOutcome = { ok: true; reminders: number } | { ok: false; reason: 'unknown_invoice' | 'not_open' };

/**
 * The invoices of the back office and the outbox (issue 30): an order's invoices, an invoice's PDF (rendered from its
 * row whenever asked, never stored), and reminders.
 */
export function createInvoiceService(db: Kysely<Database>, options: { now?: () => Date; mailQueued?: () => void }) {
  const now = options.now ?? (() => new Date());
  const invoices = createInvoiceRepository(db);

  async function pdf(invoiceId: number): Promise<MailAttachment | null> {
    const invoice = await invoices.byId(invoiceId);
    if (!invoice) return null;
    const [order, settings] = await Promise.all([createOrderRepository(db).byId(invoice.order_id), settingsIn(db)]);
    if (!order) return null;
    return { filename: svInvoices.fileName(invoice.id), content: await renderInvoicePdf(invoice, order, settings), contentType: 'application/pdf' };
  }

  return {
    /** An order's invoice and credit invoices, in the order issued. */
    async ofOrder(orderId: number): Promise<InvoiceSummary[]> {
      const today = swedishDate(now());
      return (await invoices.forOrder(orderId)).map(({ lines: _lines, vat_breakdown: _vat, ...invoice }) => ({
        ...invoice, overdue: invoice.kind === 'invoice' && invoice.status === 'open' && invoice.due_date < today,
      }));
    },

    /** The invoice's PDF, or null for an id that is no invoice. */
    pdf,

    /** The outbox's renderer of a mail's documents: a missing invoice fails the send, so the mail is retried, not sent bare. */
    async renderAttachment(ref: MailAttachmentRef): Promise<MailAttachment> {
      const rendered = await pdf(ref.invoiceId);
      if (!rendered) throw new Error(`Invoice ${ref.invoiceId} of a queued mail does not exist`);
      return rendered;
    },

    /**
     * Reminds the customer of an unpaid invoice: the same PDF in a reminder mail, the count and time kept on the
     * invoice, and the audit entry on the order, in one transaction. Any open invoice may be reminded, before its due
     * date too (the customer asked for it again, or lost it): staff judge; the panel marks the overdue ones.
     */
    async remind(orderNumber: string, invoiceId: number, actor: Actor): Promise<ReminderOutcome> {
      const nowIso = now().toISOString();
      const outcome = await db.transaction().execute(async (trx): Promise<ReminderOutcome> => {
        const repo = createInvoiceRepository(trx);
        const invoice = await repo.byId(invoiceId);
        const order = invoice && (await createOrderRepository(trx).byId(invoice.order_id));
        // Another order's invoice is as unknown as none: the address names both.
        if (!invoice || invoice.kind !== 'invoice' || !order || order.order_number !== orderNumber) return { ok: false, reason: 'unknown_invoice' };
        if (invoice.status !== 'open') return { ok: false, reason: 'not_open' };
        const reminded = await repo.markReminded(invoice.id, nowIso);
        if (!reminded) return { ok: false, reason: 'not_open' };
        await queueReminder(trx, order, reminded, await settingsIn(trx), nowIso);
        await recordAudit(
          trx, actor,
          { action: 'invoice.remind', entityType: 'order', entityId: orderNumber, before: { invoice: invoice.id, reminders: invoice.reminders }, after: { invoice: invoice.id, reminders: reminded.reminders } },
          nowIso,
        );
        return { ok: true, reminders: reminded.reminders };
      });
      if (outcome.ok) options.mailQueued?.();
      return outcome;
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
