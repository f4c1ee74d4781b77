import { describe, expect, it } from 'vitest';
import { decodeBgMax, parseBgMax } from './bgmax';

/** An 80-character record: the code, then each value at its 1-based position (as the manual numbers them). */
function record(code: string, fields: [number, string][] = []): string {
  const chars = code.padEnd(80, ' ').split('');
  for (const [at, value] of fields) for (let i = 0; i < value.length; i++) chars[at - 1 + i] = value[i]!;
  return chars.join('');
}

const amount = (ore: number, width = 18) => String(ore).padStart(width, '0');

function payment(code: '20' | '21' | '22' | '23', reference: string, ore: number, serial: string, referenceCode = '2') {
  return record(code, [[3, '0009912346'], [13, reference.padEnd(25, ' ')], [38, amount(ore)], [56, referenceCode], [57, '1'], [58, serial.padStart(12, '0')], [70, '0']]);
}

const START = record('01', [[3, 'BGMAX'], [23, '01'], [25, '20261127083015123456'], [45, 'P']]);
const OPEN = record('05', [[3, '0009912345'], [23, 'SEK']]);
const deposit = (ore: number, count: number) => record('15', [[3, '3300 1234567'], [38, '20261126'], [46, '00001'], [51, amount(ore)], [69, 'SEK'], [72, String(count).padStart(8, '0')], [80, 'K']]);
const end = (payments: number, deductions: number, extra: number, deposits: number) =>
  record('70', [[3, String(payments).padStart(8, '0')], [11, String(deductions).padStart(8, '0')], [19, String(extra).padStart(8, '0')], [27, String(deposits).padStart(8, '0')]]);

describe('parseBgMax', () => {
  it('reads the payments of a section with their references, amounts, payer and the deposit day', () => {
    const file = [
      START,
      OPEN,
      payment('20', '12351', 259_000, '1'),
      record('26', [[3, 'Anna Andersson']]),
      record('27', [[3, 'Storgatan 1'], [38, '11122']]),
      record('28', [[3, 'Stockholm']]),
      payment('20', '1000173', 50_050, '2'),
      record('25', [[3, 'Faktura 10001']]),
      record('29', [[3, '005560000000']]),
      payment('21', '4711', 10_000, '3', '4'),
      deposit(259_000 + 50_050 - 10_000, 3),
      end(2, 1, 0, 1),
    ].join('\r\n');
    const parsed = parseBgMax(file);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.test).toBe(false);
    expect(parsed.file.sections).toHaveLength(1);
    const [section] = parsed.file.sections;
    expect(section).toMatchObject({ payeeBankgiro: '9912345', currency: 'SEK', paymentDate: '2026-11-26', depositAmountOre: 299_050 });
    expect(section!.payments.map((p) => [p.reference, p.amountOre, p.deduction, p.referenceCode])).toEqual([
      ['12351', 259_000, false, 2],
      ['1000173', 50_050, false, 2],
      ['4711', 10_000, true, 4],
    ]);
    expect(section!.payments[0]).toMatchObject({ senderBankgiro: '9912346', payerName: 'Anna Andersson', serialNumber: '000000000001', channelCode: 1 });
    expect(section!.payments[1]).toMatchObject({ information: ['Faktura 10001'], payerOrganisationNumber: '005560000000' });
  });

  it('collects extra references under their payment and counts them in the end record', () => {
    const file = [START, OPEN, payment('20', '', 30_000, '9', '3'), payment('22', '12351', 20_000, '9'), payment('23', '1000173', 5_000, '9'), deposit(30_000, 1), end(1, 0, 2, 1)].join('\n');
    const parsed = parseBgMax(file);
    expect(parsed.ok && parsed.file.sections[0]!.payments[0]!.extraReferences).toEqual([
      { reference: '12351', amountOre: 20_000, negative: false },
      { reference: '1000173', amountOre: 5_000, negative: true },
    ]);
  });

  it('reads several sections and a test file, and forgives trimmed trailing spaces and a final newline', () => {
    const file = [START.replace(/P(\s*)$/, 'T$1'), OPEN, payment('20', '12351', 100, '1'), deposit(100, 1), OPEN, payment('20', '12351', 200, '2'), deposit(200, 1), end(2, 0, 0, 2)]
      .map((line) => line.trimEnd())
      .join('\n');
    const parsed = parseBgMax(`${file}\n`);
    expect(parsed.ok && parsed.file.test).toBe(true);
    expect(parsed.ok && parsed.file.sections.map((s) => s.depositAmountOre)).toEqual([100, 200]);
  });

  it('refuses what is not a BgMax file', () => {
    expect(parseBgMax('Artikelnummer;Pris\nHB1;100')).toEqual({ ok: false, refusal: { reason: 'not_bgmax' } });
    expect(parseBgMax('')).toEqual({ ok: false, refusal: { reason: 'not_bgmax' } });
  });

  it('refuses a file whose sums or counts do not add up, naming the line', () => {
    expect(parseBgMax([START, OPEN, payment('20', '12351', 100, '1'), deposit(999, 1), end(1, 0, 0, 1)].join('\n'))).toEqual({ ok: false, refusal: { reason: 'totals', line: 4 } });
    expect(parseBgMax([START, OPEN, payment('20', '12351', 100, '1'), deposit(100, 1), end(2, 0, 0, 1)].join('\n'))).toEqual({ ok: false, refusal: { reason: 'totals', line: 5 } });
  });

  it('refuses a cut-off file, records out of order and unknown or malformed records', () => {
    expect(parseBgMax([START, OPEN, payment('20', '12351', 100, '1')].join('\n'))).toEqual({ ok: false, refusal: { reason: 'incomplete' } });
    expect(parseBgMax([START, payment('20', '12351', 100, '1')].join('\n'))).toEqual({ ok: false, refusal: { reason: 'order', line: 2 } });
    expect(parseBgMax([START, OPEN, record('99')].join('\n'))).toEqual({ ok: false, refusal: { reason: 'record', line: 3 } });
    expect(parseBgMax([START, OPEN, record('20', [[38, 'tio kronor']])].join('\n'))).toEqual({ ok: false, refusal: { reason: 'record', line: 3 } });
    expect(parseBgMax([START, OPEN, deposit(0, 0), end(0, 0, 0, 1), OPEN].join('\n'))).toEqual({ ok: false, refusal: { reason: 'order', line: 5 } });
  });

  it('refuses a deposit day that is not a date', () => {
    const badDay = deposit(100, 1).replace('20261126', '20261131');
    expect(parseBgMax([START, OPEN, payment('20', '12351', 100, '1'), badDay, end(1, 0, 0, 1)].join('\n'))).toEqual({ ok: false, refusal: { reason: 'record', line: 4 } });
  });
});

describe('decodeBgMax', () => {
  it('reads Latin-1 bytes, so a payer named Åsa Öberg keeps her letters', () => {
    expect(decodeBgMax(Uint8Array.from([0xc5, 0x73, 0x61, 0x20, 0xd6]))).toBe('Åsa Ö');
  });
});
