import { describe, expect, it } from 'vitest';
import { addDays, creditedVat, invoiceContent, returnCredit, wholeCredit, type InvoicedOrder } from './invoice-document';

const order: InvoicedOrder = {
  lines: [
    { id: 11, name: 'Kaffebryggare', parent_name: null, quantity: 2, unit_price_incl_vat_ore: 49_900, vat_rate: 25, total_incl_vat_ore: 99_800 },
    { id: 12, name: 'Kokbok', parent_name: 'Böcker', quantity: 1, unit_price_incl_vat_ore: 29_900, vat_rate: 6, total_incl_vat_ore: 29_900 },
  ],
  delivery_name: 'Postnord',
  delivery_incl_vat_ore: 4_900,
  payment_name: 'Faktura',
  payment_fee_incl_vat_ore: 2_900,
  dominant_vat_rate: 25,
  discounts: [{ code: 'TIO', label: 'Tio procent', incl_vat_ore: 12_970 }, { code: 'FRAKT', label: null, incl_vat_ore: 0 }],
  gift_cards_ore: 10_000,
  vat_breakdown: [
    { rate: 25, excl_vat_ore: 78_088, vat_ore: 19_522 },
    { rate: 6, excl_vat_ore: 25_387, vat_ore: 1_523 },
  ],
  to_pay_ore: 114_530,
};

describe('invoiceContent', () => {
  const content = invoiceContent(order, '2026-12-15', 30);

  it('bills the products, delivery, fee, discounts and gift cards, adding up to what the order leaves to pay', () => {
    expect(content.lines.map((l) => [l.name, l.quantity, l.total_incl_vat_ore, l.vat_rate])).toEqual([
      ['Kaffebryggare', 2, 99_800, 25],
      ['Böcker Kokbok', 1, 29_900, 6],
      ['Frakt: Postnord', 1, 4_900, 25],
      ['Avgift: Faktura', 1, 2_900, 25],
      ['Rabatt: Tio procent', 1, -12_970, null],
      ['Betalt med presentkort', 1, -10_000, null],
    ]);
    expect(content.lines.reduce((sum, l) => sum + l.total_incl_vat_ore, 0)).toBe(content.amountOre);
    expect(content.amountOre).toBe(114_530);
    expect(content.vatBreakdown).toEqual(order.vat_breakdown);
  });

  it('is due the terms days after the issue day, across months and years', () => {
    expect([content.issueDate, content.dueDate]).toEqual(['2026-12-15', '2027-01-14']);
    expect(addDays('2028-02-15', 14)).toBe('2028-02-29');
  });
});

describe('credit invoices', () => {
  const issued = invoiceContent(order, '2026-12-15', 30);
  const invoice = { number: 7, lines: issued.lines, vatBreakdown: issued.vatBreakdown, amountOre: issued.amountOre, creditedOre: 0 };

  it('credits a whole invoice with its rows, VAT in proportion, the parts adding up to the amount', () => {
    const credit = wholeCredit(invoice, '2026-12-20')!;
    expect(credit.amountOre).toBe(114_530);
    expect(credit.lines).toEqual(issued.lines);
    expect(credit.vatBreakdown.reduce((sum, v) => sum + v.excl_vat_ore + v.vat_ore, 0)).toBe(114_530);
    expect(credit.vatBreakdown.map((v) => v.rate)).toEqual([25, 6]);
  });

  it('credits what is left after an earlier credit, one row per rate, and nothing once all is credited', () => {
    const credit = wholeCredit({ ...invoice, creditedOre: 40_001 }, '2026-12-20')!;
    expect(credit.amountOre).toBe(74_529);
    expect(credit.lines.map((l) => l.name)).toEqual(['Kreditering av faktura 7, moms 25 %', 'Kreditering av faktura 7, moms 6 %']);
    expect(credit.lines.reduce((sum, l) => sum + l.total_incl_vat_ore, 0)).toBe(74_529);
    expect(wholeCredit({ ...invoice, creditedOre: 114_530 }, '2026-12-20')).toBeNull();
  });

  it('credits returned units at their price after discounts and their own VAT rate', () => {
    const credit = returnCredit(invoice, [{ orderLineId: 11, quantity: 1, orderedQuantity: 2, netInclVatOre: 89_821 }], '2026-12-20')!;
    expect(credit.amountOre).toBe(44_911);
    expect(credit.lines).toEqual([{ name: 'Kaffebryggare', quantity: 1, unit_price_incl_vat_ore: 44_911, vat_rate: 25, total_incl_vat_ore: 44_911, order_line_id: 11 }]);
    expect(credit.vatBreakdown).toEqual([{ rate: 25, excl_vat_ore: 35_929, vat_ore: 8_982 }]);
  });

  it('never credits more than is left, nor lines the invoice does not bill', () => {
    expect(returnCredit({ ...invoice, creditedOre: 114_000 }, [{ orderLineId: 12, quantity: 1, orderedQuantity: 1, netInclVatOre: 26_000 }], '2026-12-20')!.amountOre).toBe(530);
    expect(returnCredit(invoice, [{ orderLineId: 99, quantity: 1, orderedQuantity: 1, netInclVatOre: 1_000 }], '2026-12-20')).toBeNull();
  });

  it('splits any amount over the rates exactly', () => {
    for (const amount of [1, 2, 3, 99, 12_345, 114_529]) {
      const rows = creditedVat(amount, order.vat_breakdown);
      expect(rows.reduce((sum, v) => sum + v.excl_vat_ore + v.vat_ore, 0)).toBe(amount);
    }
  });
});
