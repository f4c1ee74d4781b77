/**
 * A period's money events as the accountant books them (issue 30): each sale, payment, refund and credit becomes a
 * voucher (order-vouchers.ts decides the accounts), numbered in date order, and the period's summary adds them up
 * per VAT rate and per payment method. Swish pays straight into the bank, so its payments and refunds are rows of
 * the summary and the CSV without a voucher of their own: the sale and the credit already book the bank.
 */
import type { PaymentHandler } from '../../common/contract/checkout';
import type { Ore } from '../money';
import { creditTransactions, paymentTransactions, saleTransactions, type SaleFigures } from './order-vouchers';
import type { SieTransaction, SieVoucher } from './sie4';

export type LedgerKind = 'sale' | 'payment' | 'refund' | 'credit';

/** An order placed in the period (or the part of one credited): its figures, when and under which number. */
export interface SaleEvent extends SaleFigures {
  orderNumber: string;
  /** YYYY-MM-DD, Swedish calendar. */
  date: string;
  totalInclVatOre: Ore;
}

/** Money moving through a method (payment_records): into the shop, or back out. */
export interface MoneyEvent {
  kind: 'payment' | 'refund';
  orderNumber: string;
  date: string;
  handler: PaymentHandler;
  method: string;
  reference: string | null;
  amountOre: Ore;
}

export interface LedgerEntry {
  kind: LedgerKind;
  date: string;
  orderNumber: string;
  /** The payment method, for payments and refunds. */
  method: string | null;
  reference: string | null;
  amountOre: Ore;
  /** Sales and credits: their amount without VAT and the VAT. */
  exclVatOre: Ore | null;
  vatOre: Ore | null;
  /** The voucher's number, null for a movement the bank already carries (Swish). */
  voucher: number | null;
  transactions: readonly SieTransaction[];
}

export interface MethodTotal {
  method: string;
  count: number;
  amountOre: Ore;
}

export interface PeriodSummary {
  sales: number;
  salesExclVatOre: Ore;
  vatByRate: { rate: number; exclVatOre: Ore; vatOre: Ore }[];
  giftCardsOre: Ore;
  payments: MethodTotal[];
  refunds: MethodTotal[];
  credits: number;
  creditedOre: Ore;
}

const KIND_ORDER: Record<LedgerKind, number> = { sale: 0, payment: 1, credit: 2, refund: 3 };

function figuresOf(sale: SaleEvent) {
  const exclVatOre = sale.vatBreakdown.reduce((sum, row) => sum + row.excl_vat_ore, 0);
  const vatOre = sale.vatBreakdown.reduce((sum, row) => sum + row.vat_ore, 0);
  return { exclVatOre, vatOre };
}

function perMethod(events: readonly MoneyEvent[]): MethodTotal[] {
  const totals = new Map<string, MethodTotal>();
  for (const event of events) {
    const total = totals.get(event.method) ?? { method: event.method, count: 0, amountOre: 0 };
    totals.set(event.method, { ...total, count: total.count + 1, amountOre: total.amountOre + event.amountOre });
  }
  return [...totals.values()].sort((a, b) => a.method.localeCompare(b.method));
}

function summaryOf(sales: readonly SaleEvent[], credits: readonly SaleEvent[], money: readonly MoneyEvent[]): PeriodSummary {
  const rates = new Map<number, { rate: number; exclVatOre: Ore; vatOre: Ore }>();
  for (const row of sales.flatMap((s) => s.vatBreakdown)) {
    const total = rates.get(row.rate) ?? { rate: row.rate, exclVatOre: 0, vatOre: 0 };
    rates.set(row.rate, { rate: row.rate, exclVatOre: total.exclVatOre + row.excl_vat_ore, vatOre: total.vatOre + row.vat_ore });
  }
  const vatByRate = [...rates.values()].sort((a, b) => b.rate - a.rate);
  return {
    sales: sales.length,
    salesExclVatOre: vatByRate.reduce((sum, r) => sum + r.exclVatOre, 0),
    vatByRate,
    giftCardsOre: sales.reduce((sum, s) => sum + s.giftCardsOre, 0),
    payments: perMethod(money.filter((m) => m.kind === 'payment')),
    refunds: perMethod(money.filter((m) => m.kind === 'refund')),
    credits: credits.length,
    creditedOre: credits.reduce((sum, c) => sum + c.totalInclVatOre, 0),
  };
}

/** The period's entries in date order, each with its voucher number (1, 2, … for those that book anything), and its summary. */
export function periodLedger(input: { sales: readonly SaleEvent[]; credits: readonly SaleEvent[]; money: readonly MoneyEvent[] }): { entries: LedgerEntry[]; summary: PeriodSummary } {
  const unnumbered: Omit<LedgerEntry, 'voucher'>[] = [
    ...input.sales.map((sale) => ({
      kind: 'sale' as const, date: sale.date, orderNumber: sale.orderNumber, method: null, reference: null, amountOre: sale.totalInclVatOre,
      ...figuresOf(sale), transactions: saleTransactions(sale),
    })),
    ...input.credits.map((credit) => ({
      kind: 'credit' as const, date: credit.date, orderNumber: credit.orderNumber, method: null, reference: null, amountOre: credit.totalInclVatOre,
      ...figuresOf(credit), transactions: creditTransactions(credit),
    })),
    ...input.money.map((m) => ({
      kind: m.kind, date: m.date, orderNumber: m.orderNumber, method: m.method, reference: m.reference, amountOre: m.amountOre, exclVatOre: null, vatOre: null,
      transactions: paymentTransactions(m.handler, m.kind === 'refund' ? -m.amountOre : m.amountOre),
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.orderNumber.localeCompare(b.orderNumber));
  let next = 1;
  const entries = unnumbered.map((entry) => ({ ...entry, voucher: entry.transactions.length > 0 ? next++ : null }));
  return { entries, summary: summaryOf(input.sales, input.credits, input.money) };
}

/** The entries that book anything, as SIE vouchers in one series; `text` names each in the accountant's words. */
export function ledgerVouchers(entries: readonly LedgerEntry[], series: string, text: (entry: LedgerEntry) => string): SieVoucher[] {
  return entries.flatMap((entry) =>
    entry.voucher === null ? [] : [{ series, number: entry.voucher, date: entry.date, text: text(entry), transactions: entry.transactions }],
  );
}
