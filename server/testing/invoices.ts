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
  // The OCR is derived from the id, known once the row is in: a unique stand-in first. Where placing the order
  // issued its invoice already, that one is used, due on `dueDate`.
  await db
    .insertInto('invoices')
    .values({
      order_id: order.id, kind: 'invoice', credits_invoice_id: null, ocr: `pending-${order.id}`, amount_ore: order.to_pay_ore, lines: '[]', vat_breakdown: '[]',
      issue_date: nowIso.slice(0, 10), due_date: dueDate, status: 'open', created_at: nowIso, updated_at: nowIso,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const { id, amount_ore: amountOre } = await db.selectFrom('invoices').select(['id', 'amount_ore']).where('order_id', '=', order.id).where('kind', '=', 'invoice').executeTakeFirstOrThrow();
  const ocr = ocrReference(id);
  await db.updateTable('invoices').set({ ocr, due_date: dueDate }).where('id', '=', id).execute();
  return { orderNumber, orderId: order.id, invoiceNumber: id, ocr, amountOre };
}
