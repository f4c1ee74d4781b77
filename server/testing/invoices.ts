import type { FastifyInstance } from 'fastify';
import { ocrReference } from '../../domain/invoicing/ocr-reference';
import { placeInvoiceOrder, type TestLine } from './invoice-order';

export interface TestInvoice {
  orderNumber: string;
  orderId: number;
  invoiceNumber: number;
  ocr: string;
  amountOre: number;
}

/**
 * An invoice order placed as a shopper places it, with its invoice issued (a row in `invoices`, numbered by its id
 * and referenced by that number's OCR), due on `dueDate`.
 */
export async function invoicedOrder(app: FastifyInstance, lines: TestLine[], dueDate: string): Promise<TestInvoice> {
  const db = app.database.db;
  const orderNumber = await placeInvoiceOrder(app, lines);
  const order = await db.selectFrom('orders').select(['id', 'to_pay_ore']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const nowIso = new Date().toISOString();
  // The OCR is derived from the id, known once the row is in: a unique stand-in first.
  const { id } = await db
    .insertInto('invoices')
    .values({
      order_id: order.id, kind: 'invoice', credits_invoice_id: null, ocr: `pending-${order.id}`, amount_ore: order.to_pay_ore, lines: '[]', vat_breakdown: '[]',
      issue_date: nowIso.slice(0, 10), due_date: dueDate, status: 'open', created_at: nowIso, updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ocr = ocrReference(id);
  await db.updateTable('invoices').set({ ocr }).where('id', '=', id).execute();
  return { orderNumber, orderId: order.id, invoiceNumber: id, ocr, amountOre: order.to_pay_ore };
}

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
