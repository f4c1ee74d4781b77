/**
 * Bankgirot's BgMax file ("Bankgiro Inbetalningar", layout BGMAX version 01): what the bank tells a payee about
 * the payments to its bankgiro number, one 80-character record a line, Latin-1. A file has one or more sections,
 * each an opening record (05), payments (20) and deductions (21) with their extra references (22/23),
 * information (25), name (26), address (27, 28) and organisation number (29) records, and a deposit record (15)
 * that sums the section; the end record (70) counts the records of the whole file. The counts and sums are checked
 * so a cut-off or hand-edited file is refused rather than half-booked.
 */
import type { Ore } from '../money';

export interface BgMaxReference {
  reference: string;
  amountOre: Ore;
  /** A record 23: an extra reference with a negative amount (a credit the payer deducted). */
  negative: boolean;
}

export interface BgMaxPayment {
  /** Record 21 (a deduction: the payer's credit) rather than 20 (a payment). */
  deduction: boolean;
  /** The payer's bankgiro number, or null when the payment came from elsewhere. */
  senderBankgiro: string | null;
  /** The reference as the bank gave it, spaces trimmed. */
  reference: string;
  amountOre: Ore;
  /**
   * Bankgirot's reference code: 0/1 no reference, 2 an OCR reference that passed the bank's check, 3 several
   * references (in records 22/23 or 25), 4 a reference the bank did not check, 5 a wrong reference.
   */
  referenceCode: number;
  /** 1 electronic payment from a bank, 2 from Leverantörsbetalningar, 3 a paper slip, 4 an e-invoice. */
  channelCode: number;
  /** Bankgirot's serial number of the payment, unique per payment: what makes a re-imported file harmless. */
  serialNumber: string;
  extraReferences: BgMaxReference[];
  information: string[];
  payerName: string | null;
  payerOrganisationNumber: string | null;
}

export interface BgMaxSection {
  payeeBankgiro: string;
  currency: string;
  /** The day the money was booked on the payee's account, YYYY-MM-DD. */
  paymentDate: string;
  depositAmountOre: Ore;
  payments: BgMaxPayment[];
}

export interface BgMaxFile {
  /** Bankgirot's time stamp of the file, as written (YYYYMMDDHHMMSSffffff). */
  timestamp: string;
  /** A test file from Bankgirot's test system (T), not real money. */
  test: boolean;
  sections: BgMaxSection[];
}

/** Not a BgMax file or cut off; or a line that is malformed, out of order, or whose counts or sums do not add up. */
export type BgMaxRefusal = { reason: 'not_bgmax' | 'incomplete' } | { reason: 'record' | 'order' | 'totals'; line: number };

const RECORD_LENGTH = 80;

/** A record's field by the manual's 1-based, inclusive positions. */
function field(record: string, from: number, to: number = from): string {
  return record.slice(from - 1, to);
}

function digits(record: string, from: number, to: number): number | null {
  const text = field(record, from, to);
  return /^\d+$/.test(text) ? Number(text) : null;
}

function text(record: string, from: number, to: number): string {
  return field(record, from, to).trim();
}

function date(record: string, from: number): string | null {
  const raw = field(record, from, from + 7);
  if (!/^\d{8}$/.test(raw)) return null;
  const iso = `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** Records 20–23 share one layout: sender bankgiro, reference, amount, codes, serial number. */
function paymentFields(record: string): Omit<BgMaxPayment, 'deduction' | 'extraReferences' | 'information' | 'payerName' | 'payerOrganisationNumber'> | null {
  const sender = digits(record, 3, 12);
  const amountOre = digits(record, 38, 55);
  const referenceCode = digits(record, 56, 56);
  const channelCode = digits(record, 57, 57);
  if (sender === null || amountOre === null || referenceCode === null || channelCode === null || !Number.isSafeInteger(amountOre)) return null;
  return {
    senderBankgiro: sender === 0 ? null : String(sender),
    reference: text(record, 13, 37),
    amountOre,
    referenceCode,
    channelCode,
    serialNumber: text(record, 58, 69),
  };
}

interface Cursor {
  file: BgMaxFile;
  section: (BgMaxSection & { open: boolean }) | null;
  payment: BgMaxPayment | null;
  counts: { payments: number; deductions: number; extraReferences: number; deposits: number };
  ended: boolean;
}

type Step = (record: string, cursor: Cursor) => 'ok' | 'record' | 'order' | 'totals';

function openSection(record: string, cursor: Cursor): ReturnType<Step> {
  if (cursor.section?.open) return 'order';
  const payee = digits(record, 3, 12);
  if (payee === null) return 'record';
  cursor.section = { payeeBankgiro: String(payee), currency: text(record, 23, 25) || 'SEK', paymentDate: '', depositAmountOre: 0, payments: [], open: true };
  cursor.payment = null;
  return 'ok';
}

function addPayment(deduction: boolean): Step {
  return (record, cursor) => {
    if (!cursor.section?.open) return 'order';
    const fields = paymentFields(record);
    if (!fields) return 'record';
    cursor.payment = { deduction, ...fields, extraReferences: [], information: [], payerName: null, payerOrganisationNumber: null };
    cursor.section.payments.push(cursor.payment);
    if (deduction) cursor.counts.deductions++;
    else cursor.counts.payments++;
    return 'ok';
  };
}

/** A record that belongs to the payment before it. */
function onPayment(read: (record: string, payment: BgMaxPayment) => boolean): Step {
  return (record, cursor) => {
    if (!cursor.section?.open || !cursor.payment) return 'order';
    return read(record, cursor.payment) ? 'ok' : 'record';
  };
}

function closeSection(record: string, cursor: Cursor): ReturnType<Step> {
  const section = cursor.section;
  if (!section?.open) return 'order';
  const paymentDate = date(record, 38);
  const depositAmountOre = digits(record, 51, 68);
  const count = digits(record, 72, 79);
  if (paymentDate === null || depositAmountOre === null || count === null) return 'record';
  const net = section.payments.reduce((sum, p) => sum + (p.deduction ? -p.amountOre : p.amountOre), 0);
  if (count !== section.payments.length || depositAmountOre !== net) return 'totals';
  Object.assign(section, { paymentDate, depositAmountOre, open: false });
  cursor.file.sections.push(section);
  cursor.payment = null;
  cursor.counts.deposits++;
  return 'ok';
}

function endFile(record: string, cursor: Cursor): ReturnType<Step> {
  if (cursor.section?.open) return 'order';
  const stated = [digits(record, 3, 10), digits(record, 11, 18), digits(record, 19, 26), digits(record, 27, 34)];
  if (stated.some((n) => n === null)) return 'record';
  const { payments, deductions, extraReferences, deposits } = cursor.counts;
  if (stated.join() !== [payments, deductions, extraReferences, deposits].join()) return 'totals';
  cursor.ended = true;
  return 'ok';
}

const STEPS: Record<string, Step> = {
  '05': openSection,
  '20': addPayment(false),
  '21': addPayment(true),
  '22': extraReference(false),
  '23': extraReference(true),
  '25': onPayment((record, payment) => {
    payment.information.push(text(record, 3, 52));
    return true;
  }),
  '26': onPayment((record, payment) => {
    payment.payerName = [text(record, 3, 37), text(record, 38, 72)].filter(Boolean).join(' ') || null;
    return true;
  }),
  // Addresses (27, 28) are read past: matching goes by reference, and the shop has the customer's address.
  '27': onPayment(() => true),
  '28': onPayment(() => true),
  '29': onPayment((record, payment) => {
    payment.payerOrganisationNumber = text(record, 3, 14) || null;
    return true;
  }),
  '15': closeSection,
  '70': endFile,
};

function extraReference(negative: boolean): Step {
  return (record, cursor) => {
    if (!cursor.section?.open || !cursor.payment) return 'order';
    const fields = paymentFields(record);
    if (!fields) return 'record';
    cursor.payment.extraReferences.push({ reference: fields.reference, amountOre: fields.amountOre, negative });
    cursor.counts.extraReferences++;
    return 'ok';
  };
}

/** Reads a BgMax file's text (decode the bytes as Latin-1 first: `decodeBgMax`). */
export function parseBgMax(content: string): { ok: true; file: BgMaxFile } | { ok: false; refusal: BgMaxRefusal } {
  const lines = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const start = lines[0] ?? '';
  if (!start.startsWith('01BGMAX') || field(start, 23, 24) !== '01') return { ok: false, refusal: { reason: 'not_bgmax' } };
  const cursor: Cursor = {
    file: { timestamp: text(start, 25, 44), test: field(start, 45) === 'T', sections: [] },
    section: null,
    payment: null,
    counts: { payments: 0, deductions: 0, extraReferences: 0, deposits: 0 },
    ended: false,
  };
  for (let i = 1; i < lines.length; i++) {
    const record = lines[i]!.padEnd(RECORD_LENGTH, ' ');
    const step = STEPS[field(record, 1, 2)];
    if (cursor.ended || record.length > RECORD_LENGTH) return { ok: false, refusal: { reason: cursor.ended ? 'order' : 'record', line: i + 1 } };
    const outcome = step ? step(record, cursor) : 'record';
    if (outcome !== 'ok') return { ok: false, refusal: { reason: outcome, line: i + 1 } };
  }
  return cursor.ended ? { ok: true, file: cursor.file } : { ok: false, refusal: { reason: 'incomplete' } };
}

/** BgMax files are Latin-1 (ISO 8859-1), whatever the uploading browser says. */
export function decodeBgMax(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}
