// Bankgirot BgMax files for tests and journeys (no test runner imports: Playwright loads it too).
/** A payment in a BgMax file a test builds: the reference the payer gave, öre, Bankgirot's serial number. */
export interface TestBankPayment {
  reference: string;
  amountOre: number;
  serial: string;
  payerName?: string;
}

/** An 80-character record: the code, then each value at its 1-based position (as Bankgirot's manual numbers them). */
function record(code: string, fields: [number, string][] = []): string {
  const chars = code.padEnd(80, ' ').split('');
  for (const [at, value] of fields) for (let i = 0; i < value.length; i++) chars[at - 1 + i] = value[i]!;
  return chars.join('');
}

const zeros = (value: number | string, width: number) => String(value).padStart(width, '0');

/**
 * A BgMax file (layout 01) paying the shop's bankgiro (the demo's 5050-1055 unless told) on `date` (YYYY-MM-DD): one
 * section, its deposit and end records summing and counting what it holds, Latin-1 as the bank sends it.
 */
export function bgMaxFile(payments: TestBankPayment[], options: { date?: string; payeeBankgiro?: string; test?: boolean } = {}): Buffer {
  const date = (options.date ?? new Date().toISOString().slice(0, 10)).replaceAll('-', '');
  const lines = [
    record('01', [[3, 'BGMAX'], [23, '01'], [25, `${date}083015123456`], [45, options.test ? 'T' : 'P']]),
    record('05', [[3, zeros(options.payeeBankgiro ?? '50501055', 10)], [23, 'SEK']]),
  ];
  for (const p of payments) {
    lines.push(record('20', [[3, '0009912346'], [13, p.reference.padEnd(25, ' ')], [38, zeros(p.amountOre, 18)], [56, '2'], [57, '1'], [58, zeros(p.serial, 12)], [70, '0']]));
    if (p.payerName) lines.push(record('26', [[3, p.payerName]]));
  }
  const sum = payments.reduce((total, p) => total + p.amountOre, 0);
  lines.push(
    record('15', [[3, '3300 1234567'], [38, date], [46, '00001'], [51, zeros(sum, 18)], [69, 'SEK'], [72, zeros(payments.length, 8)], [80, 'K']]),
    record('70', [[3, zeros(payments.length, 8)], [11, zeros(0, 8)], [19, zeros(0, 8)], [27, zeros(1, 8)]]),
  );
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}
