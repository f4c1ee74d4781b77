import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createInvoicePaymentRepository, type InvoiceFollowUpRow, type InvoiceTotals, type PayableInvoice } from '../../db/repositories/invoice-payment-repository';
import { createPaymentRecordRepository } from '../../db/repositories/payment-record-repository';
import { swedishDayStart } from '../../domain/back-office';
import { decodeBgMax, parseBgMax, type BgMaxRefusal } from '../../domain/invoicing/bgmax';
import {
  bgMaxSourceKey, daysBefore, daysOverdue, INVOICE_PAGE_SIZE, PAID_RECENTLY_DAYS, parseHandPayment, sameBankgiro,
  type HandPaymentField, type HandPaymentForm, type ImportLine, type ImportOutcome, type InvoiceListQuery,
} from '../../domain/invoicing/invoice-follow-up';
import { invoiceNumberOf } from '../../domain/invoicing/ocr-reference';
import { matchPayments, settlementOf, type OpenInvoice, type Settlement } from '../../domain/invoicing/payment-matching';
import { swedishDate } from '../../domain/swedish-calendar';
import { recordAudit, type Actor } from '../admin/audit-log';
import type { OrderAdmin } from '../admin/order-admin';

export type InvoiceListRow = InvoiceFollowUpRow & { days_overdue: number };

export interface InvoiceList {
  rows: InvoiceListRow[];
  total: number;
  pages: number;
  totals: InvoiceTotals;
  /** Today in Sweden, the day a hand-recorded payment defaults to. */
  today: string;
}

/** How one payment was booked: recorded with what it did to the invoice (and whether that paid it), or recorded before (the same event again). */
type Booking = { recorded: true; settlement: Settlement; paid: boolean } | { recorded: false };

export type HandPaymentResult =
  | { ok: true; outcome: Settlement | 'duplicate'; invoiceNumber: number }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<HandPaymentField, true>> }
  | { ok: false; reason: 'unknown_invoice' | 'not_open' };

export type BgMaxImportResult =
  | { ok: true; importId: string; lines: ImportLine[] }
  | { ok: false; refusal: BgMaxRefusal | { reason: 'test_file' | 'currency' } | { reason: 'wrong_bankgiro'; file: string; shop: string } };

export interface InvoicePaymentsOptions {
  /** Marks an order paid the way the order page's button does (its state rules and audit entry). */
  orderAdmin: Pick<OrderAdmin, 'change'>;
  /** The shop's bankgiro from the settings: a file for another bankgiro is refused. */
  shopBankgiro: () => Promise<string | null>;
  now?: () => Date;
}

/** The invoice cannot take a payment (credited meanwhile): thrown to roll the payment record back. */
class InvoiceNotPayable extends Error {}

const BGMAX_IMPORT = 'bgmax_import';

/**
 * The invoices after they are issued (issue 30): the unpaid and overdue list, and the money when it comes, typed by
 * hand or read from Bankgirot's BgMax file. Every payment is a payment record whose source key names its event, written
 * in the transaction that adds it to the invoice, so a repeated click or a re-read file books nothing twice; a payment
 * that pays the invoice in full marks the order paid through the order's own pay action.
 */
export function createInvoicePayments(db: Kysely<Database>, options: InvoicePaymentsOptions) {
  const now = options.now ?? (() => new Date());
  const invoices = createInvoicePaymentRepository(db);

  async function book(invoice: PayableInvoice, amountOre: number, event: { sourceKey: string; bookedAtIso: string; provider: string | null; providerReference: string | null }, actor: Actor): Promise<Booking> {
    const nowIso = now().toISOString();
    return db.transaction().execute(async (trx): Promise<Booking> => {
      const recorded = await createPaymentRecordRepository(trx).record({
        order_id: null, invoice_id: invoice.id, kind: 'payment', method: 'invoice', provider: event.provider, provider_reference: event.providerReference,
        amount_ore: amountOre, booked_at: event.bookedAtIso, source_key: event.sourceKey, recorded_by: event.provider === null ? actor.email : null, created_at: nowIso,
      });
      if (!recorded) return { recorded: false };
      const after = await createInvoicePaymentRepository(trx).addPayment(invoice.id, amountOre, event.bookedAtIso, nowIso);
      if (!after) throw new InvoiceNotPayable();
      const paidBefore = after.paid_ore - amountOre;
      await recordAudit(
        trx, actor,
        { action: 'invoice.payment', entityType: 'invoice', entityId: invoice.id, before: { paid_ore: paidBefore }, after: { paid_ore: after.paid_ore, status: after.status, payment_ore: amountOre, source: event.sourceKey } },
        nowIso,
      );
      return { recorded: true, settlement: settlementOf({ invoiceNumber: invoice.id, amountOre: after.amount_ore, paidOre: paidBefore }, amountOre), paid: after.status === 'paid' };
    });
  }

  /** Books a payment, or answers that the invoice cannot take one. */
  async function bookIfPayable(...args: Parameters<typeof book>): Promise<Booking | 'not_open'> {
    try {
      return await book(...args);
    } catch (error) {
      if (error instanceof InvoiceNotPayable) return 'not_open';
      throw error;
    }
  }

  /** Books a payment; one that pays the invoice in full marks its order paid. */
  async function bookAndSettle(...args: Parameters<typeof book>): Promise<Booking | 'not_open'> {
    const booking = await bookIfPayable(...args);
    if (booking !== 'not_open' && booking.recorded && booking.paid) await options.orderAdmin.change(args[0].order_number, 'pay', { trackingNumber: '' }, args[3]);
    return booking;
  }

  return {
    async list(query: InvoiceListQuery): Promise<InvoiceList> {
      const today = swedishDate(now());
      const [found, totals] = await Promise.all([
        invoices.page({ ...query, today, paidSinceIso: swedishDayStart(daysBefore(today, PAID_RECENTLY_DAYS)), pageSize: INVOICE_PAGE_SIZE }),
        invoices.totals(today),
      ]);
      return { ...found, rows: found.rows.map((row) => ({ ...row, days_overdue: daysOverdue(row.due_date, today) })), totals, today };
    },

    /**
     * A payment typed by a person. `key` is the form's own (made when the page was shown), so a second click on the
     * same form books nothing.
     */
    async recordByHand(form: HandPaymentForm, key: string, actor: Actor): Promise<HandPaymentResult> {
      const parsed = parseHandPayment(form, swedishDate(now()));
      if (!parsed.ok) return { ok: false, reason: 'invalid', errors: parsed.errors };
      const { reference, amountOre, day } = parsed.payment;
      const invoice = await invoices.byReference(reference);
      if (!invoice) return { ok: false, reason: 'unknown_invoice' };
      if (invoice.status === 'credited') return { ok: false, reason: 'not_open' };
      const booking = await bookAndSettle(invoice, amountOre, { sourceKey: `manual:${key}`, bookedAtIso: swedishDayStart(day), provider: null, providerReference: null }, actor);
      if (booking === 'not_open') return { ok: false, reason: 'not_open' };
      return { ok: true, outcome: booking.recorded ? booking.settlement : 'duplicate', invoiceNumber: invoice.id };
    },

    /**
     * The order page's 'Registrera fakturan som betald' for an order billed with an invoice: the open amount booked
     * on the invoice (so the ledger has it), then the order paid. Null when the order has no open invoice: the
     * button then only marks the order paid, as before invoices.
     */
    async payOrder(orderNumber: string, actor: Actor): Promise<Awaited<ReturnType<OrderAdmin['change']>> | null> {
      const invoice = await invoices.openOfOrder(orderNumber);
      if (!invoice) return null;
      // Named by what was paid before: two clicks on the same page book the rest once.
      await bookIfPayable(invoice, invoice.amount_ore - invoice.paid_ore, { sourceKey: `order-paid:${invoice.id}:${invoice.paid_ore}`, bookedAtIso: now().toISOString(), provider: null, providerReference: null }, actor);
      return options.orderAdmin.change(orderNumber, 'pay', { trackingNumber: '' }, actor);
    },

    /** Reads a BgMax file and books each payment on the invoice its OCR reference names; the result lists every one. */
    async importBgMax(bytes: Uint8Array, actor: Actor): Promise<BgMaxImportResult> {
      const parsed = parseBgMax(decodeBgMax(bytes));
      if (!parsed.ok) return { ok: false, refusal: parsed.refusal };
      const { file } = parsed;
      if (file.test) return { ok: false, refusal: { reason: 'test_file' } };
      if (file.sections.some((s) => s.currency !== 'SEK')) return { ok: false, refusal: { reason: 'currency' } };
      const shop = await options.shopBankgiro();
      const foreign = shop === null ? undefined : file.sections.find((s) => !sameBankgiro(s.payeeBankgiro, shop));
      if (foreign && shop !== null) return { ok: false, refusal: { reason: 'wrong_bankgiro', file: foreign.payeeBankgiro, shop } };

      const payments = file.sections.flatMap((section) => section.payments.map((payment) => ({ section, payment })));
      const named = payments.flatMap(({ payment }) => [payment.reference, ...payment.extraReferences.map((e) => e.reference)]).map(invoiceNumberOf);
      const payable = await invoices.payableByNumbers([...new Set(named.filter((n): n is number => n !== null))]);
      const byNumber = new Map(payable.map((invoice) => [invoice.id, invoice]));
      const open = new Map<number, OpenInvoice>(payable.map((i) => [i.id, { invoiceNumber: i.id, amountOre: i.amount_ore, paidOre: i.paid_ore }]));

      const lines: ImportLine[] = [];
      const matched = matchPayments(file, open);
      for (const [index, payment] of matched.entries()) {
        const { section, payment: bankPayment } = payments[index]!;
        for (const [part, allocation] of payment.allocations.entries()) {
          const line = { serialNumber: payment.serialNumber, paymentDate: payment.paymentDate, payerName: payment.payerName, amountOre: allocation.amountOre, reference: bankReferenceOf(bankPayment, part) };
          if (allocation.kind === 'unmatched' || allocation.amountOre <= 0) {
            const outcome: ImportOutcome = allocation.kind === 'unmatched' ? allocation.why : 'deduction';
            lines.push({ ...line, outcome, invoiceNumber: null, orderNumber: null });
            continue;
          }
          const invoice = byNumber.get(allocation.invoiceNumber)!;
          const booking = await bookAndSettle(
            invoice, allocation.amountOre,
            {
              sourceKey: bgMaxSourceKey(section.payeeBankgiro, section.paymentDate, payment.serialNumber, part, payment.allocations.length),
              bookedAtIso: swedishDayStart(section.paymentDate), provider: 'bankgirot', providerReference: payment.serialNumber,
            },
            actor,
          );
          const outcome: ImportOutcome = booking === 'not_open' ? 'unknown_invoice' : booking.recorded ? booking.settlement : 'duplicate';
          lines.push({ ...line, outcome, invoiceNumber: invoice.id, orderNumber: invoice.order_number });
        }
      }
      const importId = crypto.randomUUID();
      await recordAudit(db, actor, { action: 'invoice.bgmax_import', entityType: BGMAX_IMPORT, entityId: importId, before: null, after: { timestamp: file.timestamp, lines } }, now().toISOString());
      return { ok: true, importId, lines };
    },

    /** An import's result as it was recorded, for the page a plain post returns to. */
    async importResult(importId: string): Promise<ImportLine[] | null> {
      const after = await invoices.auditedImport(BGMAX_IMPORT, importId);
      if (after === null) return null;
      return (JSON.parse(after) as { lines: ImportLine[] }).lines;
    },
  };
}

/** The reference the bank gave for a payment's `part`: its own, or the extra reference the part comes from. */
function bankReferenceOf(payment: { reference: string; extraReferences: { reference: string }[] }, part: number): string {
  return payment.extraReferences.length === 0 ? payment.reference : (payment.extraReferences[part]?.reference ?? payment.reference);
}

export type InvoicePayments = ReturnType<typeof createInvoicePayments>;
