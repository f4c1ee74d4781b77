/**
 * A classic SIE file of type 4 (SIE filformat, utgåva 4B): the company, the fiscal year, the accounts used and the
 * vouchers with their transactions, as Swedish accounting programs import them. Written in PC8 (code page 437)
 * with CR LF line ends; amounts in kronor with a decimal point; every voucher balances to zero öre, or nothing is
 * written, because an accounting program refuses an unbalanced voucher and an accountant cannot tell which line
 * is wrong.
 */
import type { Ore } from '../money';
import { encodeCp437 } from './cp437';

export interface SieTransaction {
  account: number;
  /** Debit positive, credit negative. */
  amountOre: Ore;
}

export interface SieVoucher {
  series: string;
  number: number;
  /** YYYY-MM-DD */
  date: string;
  text: string;
  transactions: readonly SieTransaction[];
}

export interface SieExport {
  program: { name: string; version: string };
  /** The day the file is made, YYYY-MM-DD. */
  generatedOn: string;
  company: { name: string; organisationNumber: string | null };
  /** The fiscal year the vouchers fall in, YYYY-MM-DD both. */
  fiscalYear: { start: string; end: string };
  accounts: ReadonlyMap<number, string>;
  vouchers: readonly SieVoucher[];
}

/** A field as SIE reads it: quoted, with its quotes escaped and control characters (line breaks, tabs) made spaces. */
export function sieString(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  return `"${value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/"/g, '\\"')}"`;
}

export function sieAmount(ore: Ore): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Not a whole number of öre: ${ore}`);
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function sieDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not a date: ${isoDate}`);
  return isoDate.replaceAll('-', '');
}

function checkVoucher(voucher: SieVoucher, accounts: ReadonlyMap<number, string>): void {
  const sum = voucher.transactions.reduce((total, t) => total + t.amountOre, 0);
  if (sum !== 0) throw new Error(`Voucher ${voucher.series}${voucher.number} does not balance: ${sieAmount(sum)}`);
  const unknown = voucher.transactions.find((t) => !accounts.has(t.account));
  if (unknown) throw new Error(`Voucher ${voucher.series}${voucher.number} books to account ${unknown.account}, which the file does not declare`);
}

function header(file: SieExport): string[] {
  const lines = [
    '#FLAGGA 0',
    `#PROGRAM ${sieString(file.program.name)} ${sieString(file.program.version)}`,
    '#FORMAT PC8',
    `#GEN ${sieDate(file.generatedOn)}`,
    '#SIETYP 4',
    `#FNAMN ${sieString(file.company.name)}`,
  ];
  if (file.company.organisationNumber) lines.push(`#ORGNR ${file.company.organisationNumber}`);
  // The shop books to the BAS chart (order-vouchers.ts): the accounting program then knows every account's type.
  lines.push(`#RAR 0 ${sieDate(file.fiscalYear.start)} ${sieDate(file.fiscalYear.end)}`, '#KPTYP BAS2014', '#VALUTA SEK');
  return lines;
}

function voucherLines(voucher: SieVoucher): string[] {
  const date = sieDate(voucher.date);
  return [
    `#VER ${sieString(voucher.series)} ${voucher.number} ${date} ${sieString(voucher.text)}`,
    '{',
    ...voucher.transactions.map((t) => `   #TRANS ${t.account} {} ${sieAmount(t.amountOre)}`),
    '}',
  ];
}

/** The file's text. Throws on an unbalanced voucher or an undeclared account: a bug, never the accountant's problem. */
export function writeSie4(file: SieExport): string {
  for (const voucher of file.vouchers) checkVoucher(voucher, file.accounts);
  const accounts = [...file.accounts].sort(([a], [b]) => a - b).map(([number, name]) => `#KONTO ${number} ${sieString(name)}`);
  const lines = [...header(file), ...accounts, ...file.vouchers.flatMap(voucherLines)];
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's bytes, in the PC8 its #FORMAT line promises. */
export function sie4Bytes(file: SieExport): Uint8Array {
  return encodeCp437(writeSie4(file));
}
