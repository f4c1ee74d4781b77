/**
 * Which invoice each payment in a bank file pays. A payment names its invoice by the OCR reference printed on it;
 * a payer paying several invoices at once gives one reference each (Bankgirot's extra references, each with its
 * own amount). What cannot be tied to an open invoice is kept aside for the owner to place by hand, never guessed.
 */
import type { Ore } from '../money';
import type { BgMaxFile, BgMaxPayment } from './bgmax';
import { invoiceNumberOf } from './ocr-reference';

export interface OpenInvoice {
  invoiceNumber: number;
  /** What the invoice asks for in all. */
  amountOre: Ore;
  /** What has been paid against it already. */
  paidOre: Ore;
}

export type Settlement = 'paid' | 'part_paid' | 'overpaid';

export type Allocation =
  | { kind: 'matched'; invoiceNumber: number; amountOre: Ore; settlement: Settlement }
  | { kind: 'unmatched'; reference: string; amountOre: Ore; why: 'no_reference' | 'not_ocr' | 'unknown_invoice' };

export interface MatchedPayment {
  /** Bankgirot's serial number: the same payment imported twice is recognised by it. */
  serialNumber: string;
  paymentDate: string;
  payerName: string | null;
  allocations: Allocation[];
}

export function settlementOf(invoice: OpenInvoice, paidNowOre: Ore): Settlement {
  const paid = invoice.paidOre + paidNowOre;
  return paid === invoice.amountOre ? 'paid' : paid < invoice.amountOre ? 'part_paid' : 'overpaid';
}

/** The references a payment pays, with what each gets: its extra references when it has them, else its own. */
function referencesOf(payment: BgMaxPayment): { reference: string; amountOre: Ore }[] {
  const sign = payment.deduction ? -1 : 1;
  if (payment.extraReferences.length === 0) return [{ reference: payment.reference, amountOre: sign * payment.amountOre }];
  return payment.extraReferences.map((extra) => ({ reference: extra.reference, amountOre: (extra.negative ? -1 : 1) * extra.amountOre }));
}

/**
 * Allocates every payment of the file to the open invoices, in file order, so two payments of one invoice in the
 * same file settle it together (the second sees what the first paid).
 */
export function matchPayments(file: BgMaxFile, openInvoices: ReadonlyMap<number, OpenInvoice>): MatchedPayment[] {
  const paidSoFar = new Map<number, Ore>();
  const allocate = ({ reference, amountOre }: { reference: string; amountOre: Ore }): Allocation => {
    if (reference === '') return { kind: 'unmatched', reference, amountOre, why: 'no_reference' };
    const invoiceNumber = invoiceNumberOf(reference);
    if (invoiceNumber === null) return { kind: 'unmatched', reference, amountOre, why: 'not_ocr' };
    const invoice = openInvoices.get(invoiceNumber);
    if (!invoice) return { kind: 'unmatched', reference, amountOre, why: 'unknown_invoice' };
    const before = paidSoFar.get(invoiceNumber) ?? 0;
    paidSoFar.set(invoiceNumber, before + amountOre);
    return { kind: 'matched', invoiceNumber, amountOre, settlement: settlementOf({ ...invoice, paidOre: invoice.paidOre + before }, amountOre) };
  };
  return file.sections.flatMap((section) =>
    section.payments.map((payment) => ({
      serialNumber: payment.serialNumber,
      paymentDate: section.paymentDate,
      payerName: payment.payerName,
      allocations: referencesOf(payment).map(allocate),
    })),
  );
}
