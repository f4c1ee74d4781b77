import type { Kysely } from 'kysely';
import { svInvoices } from '../../common/copy/sv-invoices';
import { escapeHtml } from '../../common/web/html';
import { invoiceContent, returnCredit, wholeCredit, type InvoiceContent } from '../../domain/invoicing/invoice-document';
import { formatOcrReference } from '../../domain/invoicing/ocr-reference';
import { formatChargedAmount } from '../../domain/money';
import type { SiteSettings } from '../../domain/site-settings';
import { swedishDate } from '../../domain/swedish-calendar';
import { createInvoiceRepository, type Invoice } from '../../db/repositories/invoice-repository';
import { createOrderRepository, type Order, type OrderLine } from '../../db/repositories/order-repository';
import { createOutboxRepository } from '../../db/repositories/outbox-repository';
import { createPaymentRecordRepository } from '../../db/repositories/payment-record-repository';
import type { Database } from '../../db/schema';
import { settingsIn } from '../catalog/catalog-snapshot';
import { mailHtml } from '../mail/mail-html';

/** The outbox kinds of the invoice mails: one invoice mail per order, one mail per reminder and per credit invoice. */
export const INVOICE_MAIL = 'invoice';
export const reminderMailKind = (invoiceId: number, reminder: number) => `invoice_reminder_${invoiceId}_${reminder}`;
export const creditMailKind = (creditId: number) => `invoice_credit_${creditId}`;

const m = svInvoices.mail;

type MailOrder = Pick<Order, 'id' | 'email' | 'first_name' | 'order_number'>;

function mail(subject: string, paragraphs: readonly string[]): { subject: string; text: string; html: string } {
  return { subject, text: paragraphs.join('\n\n'), html: mailHtml(paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)) };
}

/** How to pay an invoice, as its mails say it: the amount, the due date, the OCR number and the giros. */
function paymentParagraph(invoice: Invoice, settings: SiteSettings): string {
  const d = svInvoices.document;
  return [
    m.amount(formatChargedAmount(invoice.amount_ore)),
    m.due(invoice.due_date),
    m.ocr(formatOcrReference(invoice.ocr)),
    ...(settings.bankgiro ? [m.giro(d.bankgiro, settings.bankgiro)] : []),
    ...(settings.plusgiro ? [m.giro(d.plusgiro, settings.plusgiro)] : []),
  ].join('\n');
}

async function queueInvoiceMail(trx: Kysely<Database>, order: MailOrder, invoice: Invoice, kind: string, text: { subject: string; paragraphs: string[] }, nowIso: string): Promise<void> {
  await createOutboxRepository(trx).queue(
    { orderId: order.id, kind, recipient: order.email, ...mail(text.subject, text.paragraphs), attachments: [{ kind: 'invoice', invoiceId: invoice.id }] },
    nowIso,
  );
}

/**
 * Issues an invoice order's invoice and queues its mail with the PDF, in the caller's transaction (the order's
 * placement or shipment). False for any other order, or when the order has its invoice already (a no-op).
 */
export async function issueInvoice(trx: Kysely<Database>, order: Order, lines: readonly OrderLine[], settings: SiteSettings, nowIso: string): Promise<boolean> {
  if (order.payment_handler !== 'manual_payment') return false;
  const content = invoiceContent({ ...order, lines }, swedishDate(new Date(nowIso)), settings.invoiceTermsDays);
  const invoice = await createInvoiceRepository(trx).insert({ orderId: order.id, kind: 'invoice', creditsInvoiceId: null, ...content }, nowIso);
  if (!invoice) return false;
  const subject = m.invoiceSubject(invoice.id, settings.siteName);
  await queueInvoiceMail(trx, order, invoice, INVOICE_MAIL, {
    subject,
    paragraphs: [m.greeting(order.first_name), m.invoiceIntro(order.order_number ?? ''), paymentParagraph(invoice, settings), svInvoices.document.latePayment, m.signature(settings.siteName)],
  }, nowIso);
  return true;
}

/** Issues an invoice order's invoice when it ships, if the shop sends invoices then (or it was not issued yet). */
export async function issueInvoiceOnShipment(trx: Kysely<Database>, orderId: number, nowIso: string): Promise<boolean> {
  const orders = createOrderRepository(trx);
  const order = await orders.byId(orderId);
  if (!order || order.payment_handler !== 'manual_payment') return false;
  return issueInvoice(trx, order, await orders.lines(orderId), await settingsIn(trx), nowIso);
}

/**
 * Writes a credit invoice of `invoice`, records it as a money movement and mails its PDF; the invoice is 'credited'
 * once nothing is left of it.
 */
async function issueCredit(trx: Kysely<Database>, order: MailOrder, invoice: Invoice, alreadyCreditedOre: number, content: InvoiceContent, nowIso: string): Promise<Invoice> {
  const invoices = createInvoiceRepository(trx);
  const credit = await invoices.insert({ orderId: order.id, kind: 'credit', creditsInvoiceId: invoice.id, ...content }, nowIso);
  if (!credit) throw new Error(`Credit invoice of invoice ${invoice.id} was not written`);
  await createPaymentRecordRepository(trx).record({
    order_id: order.id, invoice_id: credit.id, kind: 'credit', method: 'invoice', provider: null, provider_reference: null, amount_ore: credit.amount_ore,
    booked_at: nowIso, source_key: `invoice:${credit.id}:credit`, created_at: nowIso,
  });
  if (alreadyCreditedOre + credit.amount_ore >= invoice.amount_ore) await invoices.markCredited(invoice.id, nowIso);
  const settings = await settingsIn(trx);
  await queueInvoiceMail(trx, order, credit, creditMailKind(credit.id), {
    subject: m.creditSubject(credit.id, settings.siteName),
    paragraphs: [m.greeting(order.first_name), m.creditIntro(invoice.id, order.order_number ?? ''), m.creditedAmount(formatChargedAmount(credit.amount_ore)), m.signature(settings.siteName)],
  }, nowIso);
  return credit;
}

/** A cancelled order's invoice, credited whole (what earlier credits left of it). Null when it had no invoice or nothing is left. */
export async function creditCancelledOrder(trx: Kysely<Database>, order: MailOrder, nowIso: string): Promise<Invoice | null> {
  const invoices = createInvoiceRepository(trx);
  const invoice = await invoices.invoiceOfOrder(order.id);
  if (!invoice) return null;
  const creditedOre = await invoices.creditedOf(invoice.id);
  const content = wholeCredit({ number: invoice.id, lines: invoice.lines, vatBreakdown: invoice.vat_breakdown, amountOre: invoice.amount_ore, creditedOre }, swedishDate(new Date(nowIso)));
  return content ? issueCredit(trx, order, invoice, creditedOre, content, nowIso) : null;
}

/** An accepted return's lines, credited on the order's invoice. Null when the order had no invoice or nothing is left to credit. */
export async function creditReturnedLines(trx: Kysely<Database>, order: MailOrder, caseId: number, nowIso: string): Promise<Invoice | null> {
  const invoices = createInvoiceRepository(trx);
  const invoice = await invoices.invoiceOfOrder(order.id);
  if (!invoice) return null;
  const creditedOre = await invoices.creditedOf(invoice.id);
  const content = returnCredit(
    { number: invoice.id, lines: invoice.lines, vatBreakdown: invoice.vat_breakdown, amountOre: invoice.amount_ore, creditedOre },
    await invoices.returnedLines(caseId),
    swedishDate(new Date(nowIso)),
  );
  return content ? issueCredit(trx, order, invoice, creditedOre, content, nowIso) : null;
}

/** A reminder of an unpaid invoice past its due date: the same PDF again, in its own mail. */
export async function queueReminder(trx: Kysely<Database>, order: MailOrder, invoice: Invoice, settings: SiteSettings, nowIso: string): Promise<void> {
  await queueInvoiceMail(trx, order, invoice, reminderMailKind(invoice.id, invoice.reminders), {
    subject: m.reminderSubject(invoice.id),
    paragraphs: [m.greeting(order.first_name), m.reminderIntro(invoice.id, invoice.due_date), paymentParagraph(invoice, settings), svInvoices.document.latePayment, m.signature(settings.siteName)],
  }, nowIso);
}
