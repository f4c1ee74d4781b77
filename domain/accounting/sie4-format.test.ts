import { describe, expect, it } from 'vitest';
import { decodeCp437 } from './cp437';
import { accountNames } from './order-vouchers';
import { ledgerVouchers, periodLedger, type SaleEvent } from './period-ledger';
import { sie4Bytes } from './sie4';

/**
 * A whole period's file read back as SIE filformat 4B describes it: the identification labels first and in order,
 * PC8 bytes, every #TRANS on a declared account, dates YYYYMMDD, amounts with a decimal point, vouchers at zero.
 */
const sale: SaleEvent = {
  orderNumber: '100001', date: '2026-11-02', paymentHandler: 'klarna_checkout', giftCardsOre: 0, toPayOre: 11_200, totalInclVatOre: 11_200,
  vatBreakdown: [{ rate: 25, excl_vat_ore: 4_000, vat_ore: 1_000 }, { rate: 12, excl_vat_ore: 5_536, vat_ore: 664 }],
};

describe('the SIE 4 file of a period', () => {
  const { entries } = periodLedger({
    sales: [sale],
    credits: [],
    money: [{ kind: 'payment', orderNumber: '100001', date: '2026-11-02', handler: 'klarna_checkout', method: 'klarna', reference: 'K1', amountOre: 11_200 }],
  });
  const vouchers = ledgerVouchers(entries, 'W', (e) => `Försäljning order ${e.orderNumber} "å"`);
  const bytes = sie4Bytes({
    program: { name: 'Hembutiken', version: '1.0' }, generatedOn: '2026-11-27', company: { name: 'Hembutiken i Sverige AB', organisationNumber: '556123-4567' },
    fiscalYear: { start: '2026-01-01', end: '2026-12-31' }, accounts: accountNames(vouchers.flatMap((v) => v.transactions)), vouchers,
  });
  const lines = decodeCp437(bytes).split('\r\n').slice(0, -1);

  it('is PC8 bytes with CR LF line ends', () => {
    expect([...bytes].every((b) => b < 0x80 || [0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99].includes(b))).toBe(true);
    expect(bytes.includes(0x86)).toBe(true);
    expect(decodeCp437(bytes).endsWith('\r\n')).toBe(true);
  });

  it('opens with the mandatory labels in order', () => {
    const labels = lines.filter((l) => l.startsWith('#') && !l.startsWith('#KONTO') && !l.startsWith('#VER')).map((l) => l.split(' ')[0]);
    expect(labels).toEqual(['#FLAGGA', '#PROGRAM', '#FORMAT', '#GEN', '#SIETYP', '#FNAMN', '#ORGNR', '#RAR', '#KPTYP', '#VALUTA']);
    expect(lines.slice(0, 5)).toEqual(['#FLAGGA 0', '#PROGRAM "Hembutiken" "1.0"', '#FORMAT PC8', '#GEN 20261127', '#SIETYP 4']);
    expect(lines.findIndex((l) => l.startsWith('#KONTO'))).toBeGreaterThan(lines.indexOf('#VALUTA SEK'));
  });

  it('books every transaction on a declared account, dated YYYYMMDD, with decimal points, each voucher at zero', () => {
    const declared = new Set(lines.filter((l) => l.startsWith('#KONTO ')).map((l) => l.split(' ')[1]));
    let open: number[] | null = null;
    let count = 0;
    for (const line of lines) {
      if (line.startsWith('#VER ')) {
        expect(line).toMatch(/^#VER "W" \d+ \d{8} ".*"$/);
        expect(line).toContain('\\"å\\"');
        count += 1;
      } else if (line === '{') open = [];
      else if (line === '}') {
        expect(open!.reduce((a, b) => a + b, 0)).toBe(0);
        open = null;
      } else if (open) {
        const match = /^ {3}#TRANS (\d{4}) \{\} (-?\d+\.\d{2})$/.exec(line);
        expect(match, line).not.toBeNull();
        expect(declared.has(match![1]!)).toBe(true);
        open.push(Math.round(Number(match![2]) * 100));
      }
    }
    expect(count).toBe(2);
  });
});
