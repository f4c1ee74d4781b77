import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { ocrReference } from '../../domain/invoicing/ocr-reference';
import type { InvoiceLine, InvoiceVatRow, ReturnedLine } from '../../domain/invoicing/invoice-document';
import type { Database, InvoicesTable } from '../schema';

/** An invoice as issued, its rows and VAT read back from their JSON. */
export type Invoice = Omit<Selectable<InvoicesTable>, 'lines' | 'vat_breakdown'> & { lines: InvoiceLine[]; vat_breakdown: InvoiceVatRow[] };

export interface NewInvoice {
  orderId: number;
  kind: 'invoice' | 'credit';
  creditsInvoiceId: number | null;
  amountOre: number;
  lines: readonly InvoiceLine[];
  vatBreakdown: readonly InvoiceVatRow[];
  issueDate: string;
  dueDate: string;
}

function toInvoice(row: Selectable<InvoicesTable>): Invoice {
  return { ...row, lines: JSON.parse(row.lines) as InvoiceLine[], vat_breakdown: JSON.parse(row.vat_breakdown) as InvoiceVatRow[] };
}

/** The invoices and credit invoices (issue 30); the payments against them are invoice-payment-repository's. */
export function createInvoiceRepository(db: Kysely<Database>) {
  return {
    /**
     * Issues an invoice: its number is the row's id, and its OCR reference (derived from the number) is written
     * straight after, so the caller's transaction must hold both. Null when the order has its invoice already (the
     * one-invoice-per-order index): a second issue is a no-op.
     */
    async insert(invoice: NewInvoice, nowIso: string): Promise<Invoice | null> {
      const inserted = await db
        .insertInto('invoices')
        .values({
          order_id: invoice.orderId, kind: invoice.kind, credits_invoice_id: invoice.creditsInvoiceId,
          // Unique until the number is known, a statement later.
          ocr: `pending:${crypto.randomUUID()}`,
          amount_ore: invoice.amountOre, lines: JSON.stringify(invoice.lines), vat_breakdown: JSON.stringify(invoice.vatBreakdown),
          issue_date: invoice.issueDate, due_date: invoice.dueDate, status: invoice.kind === 'credit' ? 'credited' : 'open', created_at: nowIso, updated_at: nowIso,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return null;
      const row = await db.updateTable('invoices').set({ ocr: ocrReference(inserted.id) }).where('id', '=', inserted.id).returningAll().executeTakeFirstOrThrow();
      return toInvoice(row);
    },

    async byId(id: number): Promise<Invoice | null> {
      const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toInvoice(row) : null;
    },

    /** The order's invoice and its credit invoices, in the order issued. */
    async forOrder(orderId: number): Promise<Invoice[]> {
      const rows = await db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
      return rows.map(toInvoice);
    },

    /** What the credit invoices of an invoice took back so far. */
    async creditedOf(invoiceId: number): Promise<number> {
      const row = await db
        .selectFrom('invoices')
        .select(sql<number>`coalesce(sum(amount_ore), 0)`.as('credited'))
        .where('credits_invoice_id', '=', invoiceId)
        .executeTakeFirst();
      return Number(row?.credited ?? 0);
    },

    /** One more reminder sent; conditional on the invoice being open still, so a paid invoice is never reminded. */
    async markReminded(id: number, nowIso: string): Promise<Invoice | null> {
      const row = await db
        .updateTable('invoices')
        .set({ reminders: sql`reminders + 1`, reminded_at: nowIso, updated_at: nowIso })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      return row ? toInvoice(row) : null;
    },

    /** The order's invoice (not its credit invoices), or null before it is issued. */
    async invoiceOfOrder(orderId: number): Promise<Invoice | null> {
      const row = await db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).where('kind', '=', 'invoice').executeTakeFirst();
      return row ? toInvoice(row) : null;
    },

    /** A return case's lines as a credit reads them: how many of how many came back, and the line's price after discounts. */
    async returnedLines(caseId: number): Promise<ReturnedLine[]> {
      const rows = await db
        .selectFrom('return_case_lines as l')
        .innerJoin('order_lines as ol', 'ol.id', 'l.order_line_id')
        .select(['l.order_line_id', 'l.quantity', 'ol.quantity as ordered', 'ol.total_incl_vat_ore', 'ol.discount_incl_vat_ore'])
        .where('l.case_id', '=', caseId)
        .orderBy('l.id')
        .execute();
      return rows.map((r) => ({ orderLineId: r.order_line_id, quantity: r.quantity, orderedQuantity: r.ordered, netInclVatOre: r.total_incl_vat_ore - r.discount_incl_vat_ore }));
    },

    /** The invoice is wholly credited: nothing is left to pay on it. */
    async markCredited(id: number, nowIso: string): Promise<void> {
      await db.updateTable('invoices').set({ status: 'credited', updated_at: nowIso }).where('id', '=', id).execute();
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
