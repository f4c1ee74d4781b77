import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../domain/site-settings';
import type { Invoice } from '../../db/repositories/invoice-repository';
import { renderInvoicePdf, type InvoiceCustomer } from './invoice-pdf';

/** The text of an uncompressed PDF's text operators, one string per operator, as pdfkit writes them (hex, WinAnsi). */
function pdfText(pdf: Buffer): string {
  const operators = pdf.toString('latin1').match(/\[[^\]]*\] TJ/g) ?? [];
  return operators.map((op) => [...op.matchAll(/<([0-9a-f]*)>/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('')).join('\n');
}

const seller = siteSettingsSchema.parse({ plusgiro: '12 34 56-6' });
const customer: InvoiceCustomer = { order_number: '100023', first_name: 'Åsa', last_name: 'Öberg', company: 'Öberg AB', address: 'Storgatan 3', co: '', postal_code: '41301', city: 'Göteborg' };
const invoice: Invoice = {
  id: 12, order_id: 1, kind: 'invoice', credits_invoice_id: null, ocr: '12448', amount_ore: 104_800, status: 'open', paid_ore: 0, paid_at: null, reminders: 0, reminded_at: null,
  lines: [
    { name: 'Kaffebryggare', quantity: 2, unit_price_incl_vat_ore: 49_900, vat_rate: 25, total_incl_vat_ore: 99_800 },
    { name: 'Frakt: Postnord', quantity: 1, unit_price_incl_vat_ore: 5_000, vat_rate: 25, total_incl_vat_ore: 5_000 },
  ],
  vat_breakdown: [{ rate: 25, excl_vat_ore: 83_840, vat_ore: 20_960 }],
  issue_date: '2026-12-01', due_date: '2026-12-31', created_at: '2026-12-01T09:00:00.000Z', updated_at: '2026-12-01T09:00:00.000Z',
};

describe('renderInvoicePdf', () => {
  it('writes a Swedish A4 invoice with the seller, the buyer, the OCR, the giros and the amounts', async () => {
    const pdf = await renderInvoicePdf(invoice, customer, seller, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // One A4 page, the footer included.
    expect(pdf.toString('latin1')).toContain('/Count 1\n');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf);
    for (const expected of [
      'Faktura', 'Hembutiken i Sverige AB', 'Fakturanummer', 'Fakturadatum', '2026-12-01', 'Förfallodatum', '2026-12-31', 'OCR-nummer', '1244 8', '100023',
      'Öberg AB', 'Åsa Öberg', '413 01 Göteborg', 'Kaffebryggare', '499,00\u00a0kr', '998,00\u00a0kr', 'Att betala', '1\u00a0048,00\u00a0kr', '209,60\u00a0kr',
      'Bankgiro 5050-1055 / Plusgiro 12 34 56-6', 'Godkänd för F-skatt', 'Organisationsnummer 556123-4567', 'Momsregistreringsnummer SE556123456701',
      'dröjsmålsränta enligt räntelagen', 'E-post kundservice@hembutiken.se · Telefon 08-123 456 78',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes a credit invoice with its amounts as credit and the invoice it credits', async () => {
    const credit: Invoice = { ...invoice, id: 13, kind: 'credit', credits_invoice_id: 12, status: 'credited' };
    const text = pdfText(await renderInvoicePdf(credit, customer, seller, { compress: false }));
    expect(text).toContain('Kreditfaktura');
    expect(text).toContain('Krediteras');
    expect(text).toContain('-1\u00a0048,00\u00a0kr');
    expect(text).toContain('Krediterar faktura');
    expect(text).not.toContain('Att betala');
  });

  it('gives the same bytes for the same invoice, so a resend is the same document', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(invoice, customer, seller), renderInvoicePdf(invoice, customer, seller)]);
    expect(first.equals(second)).toBe(true);
  });
});
