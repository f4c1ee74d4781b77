import fs from 'node:fs';
import { confirmedForm } from '../testing/money-steps';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ocrReference } from '../../domain/invoicing/ocr-reference';
import { swedishDate } from '../../domain/swedish-calendar';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { placeInvoiceOrder } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin, staffBrowser } from '../testing/staff-browser';
import { nextShopperAddress, suiteShop, testDialects } from '../testing/test-app';

/**
 * Invoices (issue 30): an invoice order gets its invoice when placed (or shipped, as the shop says), mailed with its PDF;
 * staff download it and send reminders; a cancellation or an accepted return credits it with a credit invoice.
 */
describe.each(testDialects)('invoices on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 120 });
  const app = () => shop.app;
  const db = () => app().database.db;
  let offset = 0;

  /** An invoice order of a fresh product, `quantity` of it, as a shopper places it. */
  async function placed(quantity = 1) {
    const product = await plainProducts(db()).where('p.stock', '>', 20).orderBy('p.id').offset(offset++).limit(1).executeTakeFirstOrThrow();
    const orderNumber = await placeInvoiceOrder(app(), [{ productId: product.id, quantity }]);
    return db().selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  }
  const invoicesOf = (orderId: number) => db().selectFrom('invoices').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const mailsOf = (orderId: number) => db().selectFrom('outbox_emails').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

  /** The PDF attached to the .eml the outbox wrote for the mail of this kind (nodemailer writes it base64). */
  function attachedPdf(kind: string, mailId: number, invoiceId: number): Buffer {
    const file = fs.readdirSync(shop.config.outboxDir).find((f) => f.endsWith(`-${kind}-${mailId}.eml`));
    expect(file, `${kind} ${mailId}`).toBeDefined();
    const eml = fs.readFileSync(path.join(shop.config.outboxDir, file!), 'utf8');
    const [, part] = eml.split(`filename=faktura-${invoiceId}.pdf`);
    expect(part, 'the PDF part').toBeDefined();
    const base64 = part!.slice(part!.indexOf('\n\n') + 2).split('\n--')[0]!;
    return Buffer.from(base64.replace(/\n/g, ''), 'base64');
  }

  it('issues the invoice when an invoice order is placed, and mails its PDF as an attachment rendered when sent', async () => {
    const order = await placed(2);
    const [invoice, ...others] = await invoicesOf(order.id);
    expect(others).toEqual([]);
    const today = swedishDate(new Date());
    expect(invoice).toMatchObject({ kind: 'invoice', amount_ore: order.to_pay_ore, ocr: ocrReference(invoice!.id), status: 'open', issue_date: today, reminders: 0 });
    expect(Date.parse(invoice!.due_date) - Date.parse(today)).toBe(30 * 86_400_000);
    const lines = JSON.parse(invoice!.lines) as { total_incl_vat_ore: number }[];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.reduce((sum, l) => sum + l.total_incl_vat_ore, 0)).toBe(order.to_pay_ore);
    const mail = (await mailsOf(order.id)).find((m) => m.kind === 'invoice')!;
    expect(mail.subject).toBe(`Faktura ${invoice!.id} från Hembutiken`);
    expect(mail.text_body).toContain(`OCR-nummer: `);
    expect(mail.text_body).toContain('Bankgiro: 5050-1055');
    expect(JSON.parse(mail.attachments!)).toEqual([{ kind: 'invoice', invoiceId: invoice!.id }]);

    await app().services.outbox.drain();
    const attached = attachedPdf('invoice', mail.id, invoice!.id);
    expect(attached.subarray(0, 5).toString()).toBe('%PDF-');
    const admin = await loggedInAdmin(app());
    const download = await admin.page(`/admin/api/fakturor/${invoice!.id}/pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="faktura-${invoice!.id}.pdf"`);
    expect(download.rawPayload.equals(attached)).toBe(true);

    // Shipping an invoiced order issues nothing more: one invoice per order.
    expect((await admin.form(`/admin/api/orders/${order.order_number}/ship`, { tracking_number: '' })).statusCode).toBe(303);
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it('issues the invoice when the order ships, when the shop sends invoices then', async () => {
    await app().services.settingsAdmin.set('invoiceSentWhen', '"shipped"', COMMAND_LINE);
    try {
      const order = await placed();
      expect(await invoicesOf(order.id)).toEqual([]);
      const admin = await loggedInAdmin(app());
      expect((await admin.form(`/admin/api/orders/${order.order_number}/ship`, { tracking_number: '' })).headers.location).toBe(`/admin/ordrar/${order.order_number}?klart=ship`);
      const [invoice] = await invoicesOf(order.id);
      expect(invoice).toMatchObject({ kind: 'invoice', amount_ore: order.to_pay_ore, status: 'open' });
      expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_confirmation', 'order_shipped', 'invoice']);
    } finally {
      await app().services.settingsAdmin.set('invoiceSentWhen', null, COMMAND_LINE);
    }
  });

  it('sends a reminder with the same PDF, counted, audited and refused once the invoice is paid', async () => {
    const order = await placed();
    const [invoice] = await invoicesOf(order.id);
    const admin = await loggedInAdmin(app());
    const remind = `/admin/api/orders/${order.order_number}/invoices/${invoice!.id}/remind`;
    expect((await admin.form(remind, {})).headers.location).toBe(`/admin/ordrar/${order.order_number}?klart=reminded`);
    const reminded = (await invoicesOf(order.id))[0]!;
    expect(reminded.reminders).toBe(1);
    expect(reminded.reminded_at).not.toBeNull();
    const mail = (await mailsOf(order.id)).find((m) => m.kind === `invoice_reminder_${invoice!.id}_1`)!;
    expect(mail.subject).toBe(`Påminnelse: faktura ${invoice!.id}`);
    await app().services.outbox.drain();
    const first = (await mailsOf(order.id)).find((m) => m.kind === 'invoice')!;
    expect(attachedPdf(`invoice_reminder_${invoice!.id}_1`, mail.id, invoice!.id).equals(attachedPdf('invoice', first.id, invoice!.id))).toBe(true);
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'invoice.remind').where('entity_id', '=', order.order_number!).execute();
    expect(audit).toHaveLength(1);

    await db().updateTable('invoices').set({ status: 'paid', paid_ore: invoice!.amount_ore }).where('id', '=', invoice!.id).execute();
    expect((await admin.form(remind, {})).headers.location).toBe(`/admin/ordrar/${order.order_number}?fel=not_open`);
    expect((await invoicesOf(order.id))[0]!.reminders).toBe(1);
  });

  it('credits the whole invoice when the order is cancelled, once, recorded as a credit and mailed', async () => {
    const order = await placed(3);
    const [invoice] = await invoicesOf(order.id);
    const admin = await loggedInAdmin(app());
    expect((await confirmedForm(admin, `/admin/api/orders/${order.order_number}/cancel`)).headers.location).toBe(`/admin/ordrar/${order.order_number}?klart=cancel`);
    expect((await confirmedForm(admin, `/admin/api/orders/${order.order_number}/cancel`)).statusCode).toBe(303);
    const [original, credit, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(original).toMatchObject({ id: invoice!.id, status: 'credited' });
    expect(credit).toMatchObject({ kind: 'credit', credits_invoice_id: invoice!.id, amount_ore: invoice!.amount_ore, ocr: ocrReference(credit!.id) });
    const vat = JSON.parse(credit!.vat_breakdown) as { excl_vat_ore: number; vat_ore: number }[];
    expect(vat.reduce((sum, v) => sum + v.excl_vat_ore + v.vat_ore, 0)).toBe(invoice!.amount_ore);
    const records = await db().selectFrom('payment_records').selectAll().where('order_id', '=', order.id).execute();
    expect(records).toMatchObject([{ kind: 'credit', method: 'invoice', invoice_id: credit!.id, amount_ore: invoice!.amount_ore, source_key: `invoice:${credit!.id}:credit` }]);
    const mail = (await mailsOf(order.id)).find((m) => m.kind === `invoice_credit_${credit!.id}`)!;
    expect(mail.subject).toBe(`Kreditfaktura ${credit!.id} från Hembutiken`);
    await app().services.outbox.drain();
    expect(attachedPdf(`invoice_credit_${credit!.id}`, mail.id, credit!.id).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('credits the returned lines when a return is approved, and leaves the rest to pay', async () => {
    const order = await placed(2);
    const [invoice] = await invoicesOf(order.id);
    const line = await db().selectFrom('order_lines').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const returnCase = await db().insertInto('return_cases').values({ order_id: order.id, type: 'return', reason: 'Ångrat köp.', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    await db().insertInto('return_case_lines').values({ case_id: returnCase.id, order_line_id: line.id, quantity: 1 }).execute();
    const admin = await loggedInAdmin(app());
    expect((await admin.form(`/admin/api/return-cases/${returnCase.id}/approve`, { reason: '' })).headers.location).toBe(`/admin/returer/${returnCase.id}?klart=approve`);
    const [original, credit] = await invoicesOf(order.id);
    expect(credit).toMatchObject({ kind: 'credit', credits_invoice_id: invoice!.id, amount_ore: Math.round((line.total_incl_vat_ore - line.discount_incl_vat_ore) / 2) });
    expect(original!.status).toBe('open');
    expect(await db().selectFrom('payment_records').select('source_key').where('order_id', '=', order.id).execute()).toEqual([{ source_key: `invoice:${credit!.id}:credit` }]);
  });

  it('answers 404 for unknown and foreign invoices, and serves no PDF without a staff session', async () => {
    const [order, other] = [await placed(), await placed()];
    const [invoice] = await invoicesOf(order.id);
    const admin = await loggedInAdmin(app());
    for (const url of ['/admin/api/fakturor/99999999/pdf', '/admin/api/fakturor/abc/pdf', '/admin/api/fakturor/0/pdf']) {
      expect((await admin.page(url)).statusCode, url).toBe(404);
    }
    expect((await admin.form(`/admin/api/orders/${other.order_number}/invoices/${invoice!.id}/remind`, {})).statusCode).toBe(404);
    expect((await admin.form(`/admin/api/orders/${order.order_number}/invoices/99999999/remind`, {})).statusCode).toBe(404);
    expect((await invoicesOf(order.id))[0]!.reminders).toBe(0);

    const pdfUrl = `/admin/api/fakturor/${invoice!.id}/pdf`;
    const anonymous = await app().inject({ method: 'GET', url: pdfUrl, headers: { accept: 'application/pdf', 'x-forwarded-for': nextShopperAddress() } });
    const shopper = await (await staffBrowser(app())).page(pdfUrl);
    for (const res of [anonymous, shopper]) {
      expect(res.statusCode).not.toBe(200);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body.startsWith('%PDF')).toBe(false);
    }
    // A reminder posted without the staff CSRF token is refused and sends nothing.
    expect((await admin.form(`/admin/api/orders/${order.order_number}/invoices/${invoice!.id}/remind`, {}, null)).statusCode).toBe(419);
    expect((await invoicesOf(order.id))[0]!.reminders).toBe(0);
  });
});
