/**
 * Following up issued invoices (issue 30): which are overdue, what a payment recorded by hand must look like, and how
 * a bank file's payment is named so that reading the same file twice records nothing twice.
 */
import { parsePriceInput, type Ore } from '../money';
import { listPage, validDay } from '../back-office';
import type { Settlement } from './payment-matching';

export const INVOICE_PAGE_SIZE = 25;

/** 'Betalda' lists the invoices paid within this many days. */
export const PAID_RECENTLY_DAYS = 30;

/** A hand-recorded payment above this is a typing mistake, not an invoice the shop sends. */
export const MAX_HAND_PAYMENT_ORE = 10_000_000_00;

/** The largest BgMax file read: a day's file of a busy shop is a few hundred kilobytes. */
export const MAX_BGMAX_BYTES = 2 * 1024 * 1024;

/** The list's three views by their Swedish address value: unpaid (all open), overdue, paid recently. */
export const INVOICE_FILTERS = { obetalda: 'open', forfallna: 'overdue', betalda: 'paid' } as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[keyof typeof INVOICE_FILTERS];

export interface InvoiceListQuery {
  filter: InvoiceFilter;
  page: number;
}

export function parseInvoiceListQuery(params: URLSearchParams): InvoiceListQuery {
  const visa = params.get('visa') ?? '';
  return { filter: Object.hasOwn(INVOICE_FILTERS, visa) ? INVOICE_FILTERS[visa as keyof typeof INVOICE_FILTERS] : 'open', page: listPage(params.get('sida')) };
}

const dayNumber = (day: string) => Date.parse(`${day}T12:00:00Z`) / 86_400_000;

/** Whole days past the due date on `today` (both YYYY-MM-DD); 0 up to and including the due date. */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.max(0, Math.round(dayNumber(today) - dayNumber(dueDate)));
}

/** The day `days` before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export interface HandPaymentForm {
  reference: string;
  amount: string;
  day: string;
}

export type HandPaymentField = 'reference' | 'amount' | 'day';

/** What a hand-recorded payment names: the typed reference (OCR or invoice number, spaces dropped), öre and the day it came. */
export interface HandPayment {
  reference: string;
  amountOre: Ore;
  day: string;
}

/**
 * A payment typed by a person: a reference of digits, an amount in kronor above zero, and the day the money came
 * (not after `today`, which is the default when left empty).
 */
export function parseHandPayment(form: HandPaymentForm, today: string): { ok: true; payment: HandPayment } | { ok: false; errors: Partial<Record<HandPaymentField, true>> } {
  const errors: Partial<Record<HandPaymentField, true>> = {};
  const reference = form.reference.replace(/[\s-]+/g, '');
  if (!/^\d{1,25}$/.test(reference)) errors.reference = true;
  const amountOre = parsePriceInput(form.amount);
  if (amountOre === null || amountOre <= 0 || amountOre > MAX_HAND_PAYMENT_ORE) errors.amount = true;
  const day = form.day.trim() === '' ? today : validDay(form.day.trim());
  if (day === null || day > today) errors.day = true;
  if (Object.keys(errors).length > 0 || amountOre === null || day === null) return { ok: false, errors };
  return { ok: true, payment: { reference, amountOre, day } };
}

/**
 * The event a bank file's payment records: Bankgirot's serial number is unique per payment to a bankgiro on a day;
 * a payment naming several invoices records one event per invoice.
 */
export function bgMaxSourceKey(payeeBankgiro: string, paymentDate: string, serialNumber: string, part: number, parts: number): string {
  return `bgmax:${payeeBankgiro}:${paymentDate}:${serialNumber}${parts > 1 ? `:${part + 1}` : ''}`;
}

/** Bankgiro numbers compared by their digits: '5050-1055' in the settings is '50501055' in the file. */
export function sameBankgiro(a: string, b: string): boolean {
  const digits = (giro: string) => giro.replace(/\D/g, '').replace(/^0+/, '');
  return digits(a) === digits(b);
}

/** What became of one reference of a bank file's payment, as the import's result lists it. */
export type ImportOutcome = Settlement | 'duplicate' | 'unknown_invoice' | 'not_ocr' | 'no_reference' | 'deduction';

export interface ImportLine {
  serialNumber: string;
  paymentDate: string;
  reference: string;
  amountOre: Ore;
  payerName: string | null;
  outcome: ImportOutcome;
  invoiceNumber: number | null;
  orderNumber: string | null;
}
