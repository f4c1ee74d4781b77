import { describe, expect, it } from 'vitest';
import type { BgMaxFile, BgMaxPayment } from './bgmax';
import { ocrReference } from './ocr-reference';
import { matchPayments, settlementOf, type OpenInvoice } from './payment-matching';

function payment(reference: string, amountOre: number, extra: Partial<BgMaxPayment> = {}): BgMaxPayment {
  return {
    deduction: false, senderBankgiro: null, reference, amountOre, referenceCode: 2, channelCode: 1, serialNumber: `S-${reference}-${amountOre}`,
    extraReferences: [], information: [], payerName: null, payerOrganisationNumber: null, ...extra,
  };
}

function file(...payments: BgMaxPayment[]): BgMaxFile {
  const net = payments.reduce((sum, p) => sum + (p.deduction ? -p.amountOre : p.amountOre), 0);
  return { timestamp: '20261127083015123456', test: false, sections: [{ payeeBankgiro: '9912345', currency: 'SEK', paymentDate: '2026-11-26', depositAmountOre: net, payments }] };
}

const invoices = new Map<number, OpenInvoice>([
  [10_001, { invoiceNumber: 10_001, amountOre: 259_000, paidOre: 0 }],
  [10_002, { invoiceNumber: 10_002, amountOre: 50_000, paidOre: 20_000 }],
]);

describe('matchPayments', () => {
  it('pays the invoice the OCR reference names, with the deposit day', () => {
    const [matched] = matchPayments(file(payment(ocrReference(10_001), 259_000, { payerName: 'Anna Andersson' })), invoices);
    expect(matched).toEqual({
      serialNumber: `S-${ocrReference(10_001)}-259000`, paymentDate: '2026-11-26', payerName: 'Anna Andersson',
      allocations: [{ kind: 'matched', invoiceNumber: 10_001, amountOre: 259_000, settlement: 'paid' }],
    });
  });

  it('counts what was paid before and earlier in the same file', () => {
    const matched = matchPayments(file(payment(ocrReference(10_002), 10_000), payment(ocrReference(10_002), 20_000), payment(ocrReference(10_001), 300_000)), invoices);
    expect(matched.map((m) => m.allocations[0])).toEqual([
      { kind: 'matched', invoiceNumber: 10_002, amountOre: 10_000, settlement: 'part_paid' },
      { kind: 'matched', invoiceNumber: 10_002, amountOre: 20_000, settlement: 'paid' },
      { kind: 'matched', invoiceNumber: 10_001, amountOre: 300_000, settlement: 'overpaid' },
    ]);
  });

  it('splits a payment of several invoices by its extra references', () => {
    const several = payment('', 289_000, {
      referenceCode: 3,
      extraReferences: [
        { reference: ocrReference(10_001), amountOre: 259_000, negative: false },
        { reference: ocrReference(10_002), amountOre: 30_000, negative: false },
      ],
    });
    expect(matchPayments(file(several), invoices)[0]!.allocations.map((a) => a.kind === 'matched' && [a.invoiceNumber, a.settlement])).toEqual([
      [10_001, 'paid'],
      [10_002, 'paid'],
    ]);
  });

  it('keeps aside what it cannot tie to an open invoice, saying why', () => {
    const matched = matchPayments(file(payment('', 100), payment('Faktura 10001', 200), payment(ocrReference(99_999), 300)), invoices);
    expect(matched.map((m) => m.allocations[0])).toEqual([
      { kind: 'unmatched', reference: '', amountOre: 100, why: 'no_reference' },
      { kind: 'unmatched', reference: 'Faktura 10001', amountOre: 200, why: 'not_ocr' },
      { kind: 'unmatched', reference: ocrReference(99_999), amountOre: 300, why: 'unknown_invoice' },
    ]);
  });

  it('takes a deduction off the invoice it names', () => {
    const [matched] = matchPayments(file(payment(ocrReference(10_002), 5_000, { deduction: true }), payment(ocrReference(10_001), 10_000)), invoices);
    expect(matched!.allocations).toEqual([{ kind: 'matched', invoiceNumber: 10_002, amountOre: -5_000, settlement: 'part_paid' }]);
  });
});

describe('settlementOf', () => {
  it('is paid at exactly the amount, part paid below and overpaid above', () => {
    const invoice = { invoiceNumber: 1, amountOre: 1_000, paidOre: 400 };
    expect([settlementOf(invoice, 600), settlementOf(invoice, 599), settlementOf(invoice, 601)]).toEqual(['paid', 'part_paid', 'overpaid']);
  });
});
