import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { svInvoicePayments } from '../../common/copy/sv-invoice-payments';
import { MAX_BGMAX_BYTES } from '../../domain/invoicing/invoice-follow-up';
import { formatChargedAmount } from '../../domain/money';
import { swedishDate } from '../../domain/swedish-calendar';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin } from '../testing/staff-browser';
import { bgMaxFile } from '../testing/bgmax-file';
import { invoicedOrder, type TestInvoice } from '../testing/invoices';
import { suiteShop, testDialects } from '../testing/test-app';

const PAYMENTS = '/admin/api/invoices/payments';
const BGMAX = '/admin/api/invoices/bgmax';
/** A Swedish calendar day `days` from today, as the shop counts due dates (after 23:00 UTC Sweden is a day ahead). */
const dayOffset = (days: number) => swedishDate(new Date(Date.now() + days * 86_400_000));
const key = () => crypto.randomUUID().replaceAll('-', '');

/** A BgMax file posted as a call (JSON answer), as a script would post the upload form. */
async function uploadCall(app: FastifyInstance, admin: Awaited<ReturnType<typeof loggedInAdmin>>, file: Buffer) {
  const boundary = '----bgmax-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_token"\r\n\r\n${admin.staffToken}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fil"; filename="bgmax.txt"\r\nContent-Type: text/plain\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST', url: BGMAX, payload,
    headers: {
      cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; '), accept: 'application/json', 'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
}

interface ImportAnswer {
  code: string;
  message?: string;
  lines: { reference: string; outcome: string; invoiceNumber: number | null; amountOre: number }[];
}

/**
 * Invoice follow-up (issue 30): the unpaid and overdue list, a payment recorded by hand, Bankgirot's BgMax file read
 * and booked on the invoices by OCR, once per bank row however often it is read, and the order paid with its invoice.
 */
describe.each(testDialects)('invoice payments on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 200 });
  const app = () => shop().app;
  const db = () => app().database.db;
  let offset = 0;
  const product = async () => ({ productId: (await plainProducts(db()).where('p.stock', '>', 20).orderBy('p.id').limit(1).offset(offset++).executeTakeFirstOrThrow()).id });
  const invoiced = async (dueInDays: number) => invoicedOrder(app(), [await product()], dayOffset(dueInDays));
  const invoiceOf = (invoice: TestInvoice) => db().selectFrom('invoices').select(['paid_ore', 'status', 'paid_at']).where('id', '=', invoice.invoiceNumber).executeTakeFirstOrThrow();
  const orderOf = (invoice: TestInvoice) => db().selectFrom('orders').select(['status', 'paid_at']).where('id', '=', invoice.orderId).executeTakeFirstOrThrow();
  const recordsOf = (invoice: TestInvoice) =>
    db().selectFrom('payment_records').selectAll().where('invoice_id', '=', invoice.invoiceNumber).orderBy('id').execute();

  it('lists unpaid invoices with what is open and overdue, the overdue view only those past due', async () => {
    const admin = await loggedInAdmin(app());
    const late = await invoiced(-12);
    const due = await invoiced(10);
    const all = await admin.page('/admin/fakturor');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain(`/admin/ordrar/${late.orderNumber}`);
    expect(all.body).toContain(`/admin/ordrar/${due.orderNumber}`);
    expect(all.body).toContain('Förfallodatum');
    const overdue = await admin.page('/admin/fakturor?visa=forfallna');
    expect(overdue.body).toContain(`/admin/ordrar/${late.orderNumber}`);
    expect(overdue.body).not.toContain(`/admin/ordrar/${due.orderNumber}`);
    expect(overdue.body).toMatch(/<td class="admin-num">12<\/td>/);
    const list = await app().services.invoicePayments.list({ filter: 'overdue', page: 1 });
    expect(list.rows.find((r) => r.id === late.invoiceNumber)).toMatchObject({ days_overdue: 12, amount_ore: late.amountOre, paid_ore: 0 });
    expect(list.totals.overdue_ore).toBeGreaterThanOrEqual(late.amountOre);
    expect(list.totals.open_ore).toBeGreaterThanOrEqual(late.amountOre + due.amountOre);
    expect(overdue.body).toContain(formatChargedAmount(list.totals.overdue_ore));
  });

  it('refuses an unknown OCR with a Swedish 4xx, books a partial then the full payment, and marks the order paid', async () => {
    const admin = await loggedInAdmin(app());
    const invoice = await invoiced(20);
    const wrong = await admin.json(PAYMENTS, { referens: '99999999999', belopp: '100', datum: '', nyckel: key() });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ error: true, code: 'unknown_invoice', message: svInvoicePayments.errors.unknown_invoice });
    const plainWrong = await admin.form(PAYMENTS, { referens: '12x', belopp: '100', datum: '', nyckel: key() });
    expect(plainWrong.statusCode).toBe(303);
    expect(plainWrong.headers.location).toBe('/admin/fakturor?fel=reference');
    const shown = await admin.page(plainWrong.headers.location as string);
    expect(shown.body).toContain(svInvoicePayments.errors.reference);
    expect(shown.body).toContain('value="12x"');

    const half = Math.floor(invoice.amountOre / 2);
    const kronor = (ore: number) => `${Math.floor(ore / 100)},${String(ore % 100).padStart(2, '0')}`;
    const firstKey = key();
    const first = await admin.form(PAYMENTS, { referens: invoice.ocr, belopp: kronor(half), datum: dayOffset(-1), nyckel: firstKey });
    expect(first.headers.location).toBe('/admin/fakturor?klart=part_paid');
    // The same form posted again (a double click) books nothing more.
    const again = await admin.form(PAYMENTS, { referens: invoice.ocr, belopp: kronor(half), datum: dayOffset(-1), nyckel: firstKey });
    expect(again.headers.location).toBe('/admin/fakturor?klart=duplicate');
    expect(await invoiceOf(invoice)).toMatchObject({ paid_ore: half, status: 'open' });
    expect((await orderOf(invoice)).status).toBe('awaiting_invoice');

    // The rest, named by the invoice number this time.
    const rest = await admin.json(PAYMENTS, { referens: String(invoice.invoiceNumber), belopp: kronor(invoice.amountOre - half), datum: '', nyckel: key() });
    expect(rest.json()).toMatchObject({ code: 'paid', outcome: 'paid', invoice_number: invoice.invoiceNumber });
    expect(await invoiceOf(invoice)).toMatchObject({ paid_ore: invoice.amountOre, status: 'paid' });
    expect(await orderOf(invoice)).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    const records = await recordsOf(invoice);
    expect(records.map((r) => [r.kind, r.method, r.provider, r.amount_ore, r.recorded_by])).toEqual([
      ['payment', 'invoice', null, half, 'admin@example.se'],
      ['payment', 'invoice', null, invoice.amountOre - half, 'admin@example.se'],
    ]);
    const audit = await db().selectFrom('audit_log').select(['action', 'entity_id']).where('action', 'in', ['invoice.payment', 'order.pay']).where('entity_id', 'in', [String(invoice.invoiceNumber), invoice.orderNumber]).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['invoice.payment', 'invoice.payment', 'order.pay']);
  });

  it('reads a BgMax file: paid, part paid, overpaid and unknown references each reported; read twice, nothing is booked twice', async () => {
    const admin = await loggedInAdmin(app());
    const [full, part, over] = [await invoiced(5), await invoiced(5), await invoiced(-3)];
    const file = bgMaxFile([
      { reference: full.ocr, amountOre: full.amountOre, serial: `${full.invoiceNumber}01`, payerName: 'Anna Andersson' },
      { reference: part.ocr, amountOre: 10_000, serial: `${part.invoiceNumber}01` },
      { reference: over.ocr, amountOre: over.amountOre + 5_000, serial: `${over.invoiceNumber}01` },
      { reference: '12345678', amountOre: 20_000, serial: `${full.invoiceNumber}02` },
      { reference: '', amountOre: 30_000, serial: `${full.invoiceNumber}03` },
    ]);
    const read = await uploadCall(app(), admin, file);
    expect(read.statusCode, read.body).toBe(200);
    const answer = read.json<ImportAnswer>();
    expect(answer.lines.map((l) => [l.outcome, l.invoiceNumber])).toEqual([
      ['paid', full.invoiceNumber], ['part_paid', part.invoiceNumber], ['overpaid', over.invoiceNumber], ['not_ocr', null], ['no_reference', null],
    ]);
    expect(await invoiceOf(full)).toMatchObject({ paid_ore: full.amountOre, status: 'paid' });
    expect(await invoiceOf(part)).toMatchObject({ paid_ore: 10_000, status: 'open' });
    expect(await invoiceOf(over)).toMatchObject({ paid_ore: over.amountOre + 5_000, status: 'paid' });
    expect((await orderOf(full)).status).toBe('paid');
    expect((await orderOf(part)).status).toBe('awaiting_invoice');
    const [record] = await recordsOf(full);
    expect(record).toMatchObject({ kind: 'payment', method: 'invoice', provider: 'bankgirot', provider_reference: `${full.invoiceNumber}01`.padStart(12, '0'), recorded_by: null });
    expect(record!.source_key).toMatch(/^bgmax:50501055:\d{4}-\d{2}-\d{2}:\d{12}$/);

    // The same file again, as a plain post: every payment already booked, and the page lists them so.
    const count = async () => (await db().selectFrom('payment_records').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const twice = await admin.upload(BGMAX, file, 'bgmax.txt', { field: 'fil', contentType: 'text/plain' });
    expect(twice.statusCode).toBe(303);
    expect(twice.headers.location).toMatch(/^\/admin\/fakturor\?inlasning=[0-9a-f-]{36}&klart=imported$/);
    expect(Number(await count())).toBe(before);
    expect(await invoiceOf(part)).toMatchObject({ paid_ore: 10_000 });
    const page = await admin.page(twice.headers.location as string);
    expect(page.body).toContain(svInvoicePayments.result.title);
    expect(page.body).toContain(svInvoicePayments.result.summary(0, 5));
    expect(page.body.split(svInvoicePayments.result.outcomes.duplicate.slice(0, 20)).length - 1).toBe(3);
  });

  it('refuses a malformed, foreign or test file with a Swedish 4xx naming what is wrong, and a huge one with 413', async () => {
    const admin = await loggedInAdmin(app());
    const invoice = await invoiced(5);
    const good = bgMaxFile([{ reference: invoice.ocr, amountOre: invoice.amountOre, serial: '77' }]).toString('latin1');
    const lines = good.split('\r\n');
    // The deposit record says another sum than the payments make.
    const badSum = [...lines.slice(0, 3), lines[3]!.slice(0, 50) + '000000000000000001' + lines[3]!.slice(68), ...lines.slice(4)].join('\r\n');
    const cases: [string, Buffer, string][] = [
      ['totals', Buffer.from(badSum, 'latin1'), svInvoicePayments.errors.totals(4)],
      ['not_bgmax', Buffer.from('Artikelnummer;Pris\n1;2\n'), svInvoicePayments.errors.not_bgmax],
      ['incomplete', Buffer.from(lines.slice(0, 4).join('\r\n'), 'latin1'), svInvoicePayments.errors.incomplete],
      ['wrong_bankgiro', bgMaxFile([{ reference: invoice.ocr, amountOre: 100, serial: '78' }], { payeeBankgiro: '9912345' }), svInvoicePayments.errors.wrong_bankgiro('9912345', '5050-1055')],
      ['test_file', bgMaxFile([{ reference: invoice.ocr, amountOre: 100, serial: '79' }], { test: true }), svInvoicePayments.errors.test_file],
    ];
    for (const [code, file, message] of cases) {
      const res = await uploadCall(app(), admin, file);
      expect(res.statusCode, code).toBe(422);
      expect(res.json(), code).toMatchObject({ error: true, code, message });
    }
    const plain = await admin.upload(BGMAX, Buffer.from(badSum, 'latin1'), 'bgmax.txt', { field: 'fil' });
    expect(plain.headers.location).toBe('/admin/fakturor?rad=4&fel=totals');
    expect((await admin.page(plain.headers.location as string)).body).toContain(svInvoicePayments.errors.totals(4));
    expect(await invoiceOf(invoice)).toMatchObject({ paid_ore: 0, status: 'open' });

    const huge = await uploadCall(app(), admin, Buffer.alloc(MAX_BGMAX_BYTES + 1024, 0x20));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'file_too_large' });
    const empty = await admin.upload(BGMAX, Buffer.alloc(0), 'tom.txt', { field: 'fil' });
    expect(empty.headers.location).toBe('/admin/fakturor?fel=file_missing');
  });

  it("books the open amount on the invoice when the order page's 'Registrera fakturan som betald' is used", async () => {
    const admin = await loggedInAdmin(app());
    const invoice = await invoiced(5);
    await admin.form(PAYMENTS, { referens: invoice.ocr, belopp: '100', datum: '', nyckel: key() });
    const paid = await admin.form(`/admin/api/orders/${invoice.orderNumber}/pay`, {});
    expect(paid.headers.location).toBe(`/admin/ordrar/${invoice.orderNumber}?klart=pay`);
    expect(await invoiceOf(invoice)).toMatchObject({ paid_ore: invoice.amountOre, status: 'paid' });
    expect((await recordsOf(invoice)).map((r) => r.amount_ore)).toEqual([10_000, invoice.amountOre - 10_000]);
    expect((await orderOf(invoice)).status).toBe('paid');
    // A second click changes nothing and books nothing.
    expect((await admin.form(`/admin/api/orders/${invoice.orderNumber}/pay`, {})).headers.location).toBe(`/admin/ordrar/${invoice.orderNumber}?klart=unchanged`);
    expect(await recordsOf(invoice)).toHaveLength(2);
  });

  it.runIf(dialect === 'postgres')('books each payment once when the same file is read twice at the same time', async () => {
    const [a, b] = await Promise.all([loggedInAdmin(app()), loggedInAdmin(app())]);
    const invoices = [await invoiced(5), await invoiced(5), await invoiced(5)];
    const file = bgMaxFile(invoices.map((i, n) => ({ reference: i.ocr, amountOre: i.amountOre - n * 1000, serial: `9${i.invoiceNumber}` })));
    const answers = await Promise.all([uploadCall(app(), a, file), uploadCall(app(), b, file)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const outcomes = answers.flatMap((r) => r.json<ImportAnswer>().lines.map((l) => l.outcome));
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(3);
    for (const [n, invoice] of invoices.entries()) {
      expect(await recordsOf(invoice)).toHaveLength(1);
      expect((await invoiceOf(invoice)).paid_ore).toBe(invoice.amountOre - n * 1000);
    }
    expect((await orderOf(invoices[0]!)).status).toBe('paid');
  });
});
