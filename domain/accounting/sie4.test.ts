import { describe, expect, it } from 'vitest';
import { decodeCp437, encodeCp437 } from './cp437';
import { sie4Bytes, sieAmount, sieString, writeSie4, type SieExport } from './sie4';

const november: SieExport = {
  program: { name: 'Hembutiken', version: '1.0' },
  generatedOn: '2026-12-01',
  company: { name: 'Hembutiken i Sverige AB', organisationNumber: '556677-8899' },
  fiscalYear: { start: '2026-01-01', end: '2026-12-31' },
  accounts: new Map([
    [1510, 'Kundfordringar'],
    [3001, 'Försäljning inom Sverige, 25 % moms'],
    [2611, 'Utgående moms på försäljning inom Sverige, 25 %'],
  ]),
  vouchers: [
    {
      series: 'A',
      number: 1,
      date: '2026-11-03',
      text: 'Order 10023 "faktura"',
      transactions: [
        { account: 1510, amountOre: 125_000 },
        { account: 3001, amountOre: -100_000 },
        { account: 2611, amountOre: -25_000 },
      ],
    },
  ],
};

describe('writeSie4', () => {
  it('writes the header, the accounts in order and each voucher with its transactions, CR LF ended', () => {
    expect(writeSie4(november).split('\r\n')).toEqual([
      '#FLAGGA 0',
      '#PROGRAM "Hembutiken" "1.0"',
      '#FORMAT PC8',
      '#GEN 20261201',
      '#SIETYP 4',
      '#FNAMN "Hembutiken i Sverige AB"',
      '#ORGNR 556677-8899',
      '#RAR 0 20260101 20261231',
      '#KPTYP BAS2014',
      '#VALUTA SEK',
      '#KONTO 1510 "Kundfordringar"',
      '#KONTO 2611 "Utgående moms på försäljning inom Sverige, 25 %"',
      '#KONTO 3001 "Försäljning inom Sverige, 25 % moms"',
      '#VER "A" 1 20261103 "Order 10023 \\"faktura\\""',
      '{',
      '   #TRANS 1510 {} 1250.00',
      '   #TRANS 3001 {} -1000.00',
      '   #TRANS 2611 {} -250.00',
      '}',
      '',
    ]);
  });

  it('leaves out the organisation number when the shop has none', () => {
    expect(writeSie4({ ...november, company: { name: 'Hembutiken', organisationNumber: null } })).not.toContain('#ORGNR');
  });

  it('refuses a voucher that does not balance, or books to an undeclared account', () => {
    const [voucher] = november.vouchers;
    expect(() => writeSie4({ ...november, vouchers: [{ ...voucher!, transactions: [{ account: 1510, amountOre: 1 }] }] })).toThrow(/does not balance: 0.01/);
    expect(() =>
      writeSie4({ ...november, vouchers: [{ ...voucher!, transactions: [{ account: 1930, amountOre: 1 }, { account: 1510, amountOre: -1 }] }] }),
    ).toThrow(/account 1930/);
  });

  it('writes PC8 bytes, so å, ä and ö reach the accounting program', () => {
    const bytes = sie4Bytes(november);
    expect(decodeCp437(bytes)).toBe(writeSie4(november));
    expect([...encodeCp437('åäöÅÄÖ')]).toEqual([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99]);
    expect([...encodeCp437('€')]).toEqual([0x3f]);
  });
});

describe('sieAmount and sieString', () => {
  it('writes öre as kronor with two decimals and a minus for credit', () => {
    expect(sieAmount(0)).toBe('0.00');
    expect(sieAmount(5)).toBe('0.05');
    expect(sieAmount(-259_000)).toBe('-2590.00');
    expect(sieAmount(123_456_789)).toBe('1234567.89');
    expect(() => sieAmount(1.5)).toThrow(RangeError);
  });

  it('quotes text, escapes quotes and turns line breaks into spaces', () => {
    expect(sieString('Rad 1\r\nRad "2"')).toBe('"Rad 1 Rad \\"2\\""');
  });
});
