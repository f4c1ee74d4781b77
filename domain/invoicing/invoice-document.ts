/**
 * What an invoice says (issue 30): built once, from the order as placed, and stored with the invoice, so a reprint or
 * a reminder shows the same invoice after the catalog or the settings changed. A credit invoice takes back some or
 * all of an earlier invoice; its amounts are stored positive (the table's rule) and shown as credit.
 */
import { svInvoices } from '../../common/copy/sv-invoices';
import { prorate } from '../discounts';
import type { Ore } from '../money';
import { exclVatFromInclVat } from '../vat';

export interface InvoiceLine {
  name: string;
  quantity: number;
  unit_price_incl_vat_ore: Ore;
  /** Null for a row spread over several rates (a discount code) or outside VAT (a gift card). */
  vat_rate: number | null;
  total_incl_vat_ore: Ore;
  /** The order line it bills, so a return can credit it. */
  order_line_id?: number;
}

export interface InvoiceVatRow {
  rate: number;
  excl_vat_ore: Ore;
  vat_ore: Ore;
}

export interface InvoiceContent {
  lines: InvoiceLine[];
  vatBreakdown: InvoiceVatRow[];
  amountOre: Ore;
  issueDate: string;
  dueDate: string;
}

/** The order as the invoice reads it (orders and order_lines as stored). */
export interface InvoicedOrder {
  lines: readonly { id: number; name: string; parent_name: string | null; quantity: number; unit_price_incl_vat_ore: Ore; vat_rate: number; total_incl_vat_ore: Ore }[];
  delivery_name: string;
  delivery_incl_vat_ore: Ore;
  payment_name: string;
  payment_fee_incl_vat_ore: Ore;
  dominant_vat_rate: number;
  discounts: readonly { code: string; label: string | null; incl_vat_ore: Ore }[];
  gift_cards_ore: Ore;
  vat_breakdown: readonly InvoiceVatRow[];
  to_pay_ore: Ore;
}

/** A calendar day `days` after a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

const line = (name: string, amountOre: Ore, vatRate: number | null): InvoiceLine => ({ name, quantity: 1, unit_price_incl_vat_ore: amountOre, vat_rate: vatRate, total_incl_vat_ore: amountOre });

/**
 * An order's invoice issued on `issueDate` (a Swedish calendar day), due `termsDays` later. Its rows are the
 * products, delivery and payment fee, the discounts and the gift cards drawn (both negative), and add up to what the
 * order leaves to pay; its VAT is the order's, per rate.
 */
export function invoiceContent(order: InvoicedOrder, issueDate: string, termsDays: number): InvoiceContent {
  const l = svInvoices.lines;
  const lines: InvoiceLine[] = order.lines.map((ol) => ({
    name: [ol.parent_name, ol.name].filter(Boolean).join(' '), quantity: ol.quantity, unit_price_incl_vat_ore: ol.unit_price_incl_vat_ore,
    vat_rate: ol.vat_rate, total_incl_vat_ore: ol.total_incl_vat_ore, order_line_id: ol.id,
  }));
  if (order.delivery_incl_vat_ore > 0) lines.push(line(l.delivery(order.delivery_name), order.delivery_incl_vat_ore, order.dominant_vat_rate));
  if (order.payment_fee_incl_vat_ore > 0) lines.push(line(l.paymentFee(order.payment_name), order.payment_fee_incl_vat_ore, order.dominant_vat_rate));
  for (const discount of order.discounts) {
    if (discount.incl_vat_ore > 0) lines.push(line(l.discount(discount.label ?? discount.code), -discount.incl_vat_ore, null));
  }
  if (order.gift_cards_ore > 0) lines.push(line(l.giftCards, -order.gift_cards_ore, null));
  return { lines, vatBreakdown: order.vat_breakdown.map((v) => ({ ...v })), amountOre: order.to_pay_ore, issueDate, dueDate: addDays(issueDate, termsDays) };
}

/**
 * `creditedOre` split over VAT rates in proportion to `weights` (each rate's amount incl. VAT), and each rate's part
 * into its base and VAT in the proportion the weight has: the parts add up to `creditedOre` to the öre.
 */
export function creditedVat(creditedOre: Ore, weights: readonly InvoiceVatRow[]): InvoiceVatRow[] {
  const parts = prorate(creditedOre, weights.map((w) => w.excl_vat_ore + w.vat_ore));
  return weights
    .map((w, i) => {
      const part = parts[i] ?? 0;
      const incl = w.excl_vat_ore + w.vat_ore;
      const vat = incl === 0 ? 0 : Math.round((part * w.vat_ore) / incl);
      return { rate: w.rate, excl_vat_ore: part - vat, vat_ore: vat };
    })
    .filter((v) => v.excl_vat_ore + v.vat_ore > 0);
}

export interface CreditedInvoice {
  number: number;
  lines: readonly InvoiceLine[];
  vatBreakdown: readonly InvoiceVatRow[];
  amountOre: Ore;
  /** What earlier credit invoices took back already. */
  creditedOre: Ore;
}

/** One returned order line: how many of how many came back, and what the line cost after its discount. */
export interface ReturnedLine {
  orderLineId: number;
  quantity: number;
  orderedQuantity: number;
  /** The line's total after its share of the discounts, incl. VAT. */
  netInclVatOre: Ore;
}

function credit(lines: InvoiceLine[], vatBreakdown: InvoiceVatRow[], issueDate: string): InvoiceContent {
  const amountOre = vatBreakdown.reduce((sum, v) => sum + v.excl_vat_ore + v.vat_ore, 0);
  return { lines, vatBreakdown, amountOre, issueDate, dueDate: issueDate };
}

/**
 * The credit invoice that takes back what is left of an invoice (a cancelled order): its rows when nothing was
 * credited before, else one row per VAT rate; VAT credited in proportion to the invoice's. Null when nothing is left.
 */
export function wholeCredit(invoice: CreditedInvoice, issueDate: string): InvoiceContent | null {
  const leftOre = invoice.amountOre - invoice.creditedOre;
  if (leftOre <= 0) return null;
  const vat = creditedVat(leftOre, invoice.vatBreakdown);
  const lines = invoice.creditedOre === 0 ? invoice.lines.map((l) => ({ ...l })) : vat.map((v) => line(svInvoices.lines.creditOf(invoice.number, v.rate), v.excl_vat_ore + v.vat_ore, v.rate));
  return credit(lines, vat, issueDate);
}

/**
 * The credit invoice for returned lines: each its share of the line's price after discounts, at its own VAT rate,
 * never more than is left of the invoice. Null when nothing returned is on the invoice, or nothing is left.
 */
export function returnCredit(invoice: CreditedInvoice, returned: readonly ReturnedLine[], issueDate: string): InvoiceContent | null {
  const lines: InvoiceLine[] = [];
  for (const r of returned) {
    const billed = invoice.lines.find((l) => l.order_line_id === r.orderLineId);
    if (!billed || billed.vat_rate === null || r.quantity <= 0 || r.orderedQuantity <= 0) continue;
    const quantity = Math.min(r.quantity, r.orderedQuantity);
    const totalOre = Math.round((r.netInclVatOre * quantity) / r.orderedQuantity);
    if (totalOre > 0) lines.push({ name: billed.name, quantity, unit_price_incl_vat_ore: Math.round(totalOre / quantity), vat_rate: billed.vat_rate, total_incl_vat_ore: totalOre, order_line_id: r.orderLineId });
  }
  const wantedOre = lines.reduce((sum, l) => sum + l.total_incl_vat_ore, 0);
  const creditedOre = Math.min(wantedOre, invoice.amountOre - invoice.creditedOre);
  if (creditedOre <= 0) return null;
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vat_rate ?? 0, (byRate.get(l.vat_rate ?? 0) ?? 0) + l.total_incl_vat_ore);
  const weights = [...byRate].sort((a, b) => b[0] - a[0]).map(([rate, incl]) => ({ rate, excl_vat_ore: exclVatFromInclVat(incl, rate), vat_ore: incl - exclVatFromInclVat(incl, rate) }));
  return credit(lines, creditedVat(creditedOre, weights), issueDate);
}
