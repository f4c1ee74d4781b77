import { describe, expect, it } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { SWISH_SIMULATOR_PATH } from '../../simulators/swish-simulator';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { swedishDate } from '../../domain/swedish-calendar';
import { monthOf } from '../../domain/accounting/export-period';
import { decodeCp437 } from '../../domain/accounting/cp437';
import { up as backfill } from '../../db/migrations/2026-12-02-21-payment-record-backfill';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin, staffBrowser } from '../testing/staff-browser';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';
import { placeInvoiceOrder } from '../testing/invoice-order';
import { cancelConfirmed, confirmedForm } from '../testing/money-steps';
import { formatCsvKronor } from '../../domain/csv-format';

/**
 * Every money movement recorded with its order (issue 30): card and Swish payments once however often the provider
 * answers, refunds when they are made, the order page naming each by its method, the dashboard's failed card
 * payments, and the accountant's SIE and CSV export of a period (admins only).
 */
describe.each(testDialects)('payment records and the accounting export on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: true, catalogSize: 200 });
  const app = () => shop().app;
  const db = () => app().database.db;
  const idOf = async (table: 'payment_types' | 'delivery_types', column: 'code' | 'name', value: string) =>
    (await db().selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id;
  const recordsOf = (orderNumber: string) =>
    db().selectFrom('payment_records as p').innerJoin('orders as o', 'o.id', 'p.order_id').select(['p.kind', 'p.method', 'p.provider', 'p.provider_reference', 'p.amount_ore', 'p.source_key', 'p.recorded_by'])
      .where('o.order_number', '=', orderNumber).orderBy('p.id').execute();
  let offset = 0;

  async function placed(payment: 'swish' | 'card') {
    const s = await testShopper(app());
    const p = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').limit(1).offset(offset++).executeTakeFirstOrThrow();
    expect((await s.post('/checkoutv3/products/update', { [`products[${p.id}][quantity]`]: '1' })).statusCode).toBe(200);
    expect((await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(await idOf('delivery_types', 'name', 'PostNord ombud')) })).statusCode).toBe(200);
    const state = (await s.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(await idOf('payment_types', 'code', payment)) })).json<CheckoutState>();
    const res = await s.post(payment === 'swish' ? '/checkoutv3/checkout/swish' : '/checkoutv3/checkout/card_payment', {
      ...PRIVATE_FORM, price_token: state.price_token, submission_key: state.submission_key,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid')?.value;
    if (sid) {
      s.headers.cookie = `sid=${sid}`;
      s.headers['x-csrf-token'] = (await app().services.sessions.find(sid))!.csrfToken;
    }
    return { s, answer: res.json<PlaceOrderResponse>() };
  }

  async function cardAnswer(redirectUrl: string, headers: Record<string, string>, action: 'paid' | 'cancelled' = 'paid') {
    const form = new URLSearchParams(redirectUrl.split('?')[1]);
    form.set('action', action);
    const provider = await app().inject({ method: 'POST', url: '/testkort/betala', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    expect(provider.statusCode).toBe(303);
    return app().inject({ method: 'GET', url: provider.headers.location as string, headers });
  }

  it('records a card payment once when the provider\'s return comes twice at once, and its refund when the paid order is cancelled', async () => {
    const { s, answer } = await placed('card');
    await Promise.all([cardAnswer(answer.redirectUrl!, s.headers), cardAnswer(answer.redirectUrl!, s.headers)]);
    const order = await db().selectFrom('orders').selectAll().where('order_number', '=', answer.order_number).executeTakeFirstOrThrow();
    const paid = await recordsOf(answer.order_number);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ kind: 'payment', method: 'card', provider: 'Testkort', amount_ore: order.to_pay_ore, recorded_by: null });
    expect(paid[0]!.source_key).toBe(`card:${paid[0]!.provider_reference}:paid`);

    const admin = await loggedInAdmin(app());
    expect((await confirmedForm(admin, `/admin/api/orders/${answer.order_number}/cancel`)).statusCode).toBe(303);
    const after = await recordsOf(answer.order_number);
    expect(after.map((r) => [r.kind, r.method, r.amount_ore])).toEqual([['payment', 'card', order.to_pay_ore], ['refund', 'card', order.to_pay_ore]]);
    expect(after[1]!.source_key).toMatch(/^refund:\d+$/);

    const page = await admin.page(`/admin/ordrar/${answer.order_number}`);
    expect(page.body).toContain('Kortbetalning');
    expect(page.body).toContain('Återbetalning via kortet');
  }, 60_000);

  it('records a Swish payment as Swish, once for a repeated callback, and the order page says so', async () => {
    await app().inject({ method: 'POST', url: `${SWISH_SIMULATOR_PATH}/_control/faults`, payload: {} });
    const { s, answer } = await placed('swish');
    const pay = await app().inject({ method: 'POST', url: `${SWISH_SIMULATOR_PATH}/app/${answer.swish!.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'answer=PAID' });
    expect(pay.statusCode).toBe(200);
    await Promise.all([s.get(answer.swish!.status_url), s.get(answer.swish!.status_url)]);
    const records = await recordsOf(answer.order_number);
    expect(records).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'swish', provider: 'swish', provider_reference: answer.swish!.id, source_key: `swish:${answer.swish!.id}:paid` }),
    ]);
    const page = await (await loggedInAdmin(app())).page(`/admin/ordrar/${answer.order_number}`);
    expect(page.body).toContain('Betalning med Swish');
    expect(page.body).toContain(`Referens ${answer.swish!.id}`);
    expect(page.body).not.toContain('Kortbetalning');
  }, 60_000);

  it("lists a declined card payment under the dashboard's failed card payments, and a declined Swish request not", async () => {
    await app().inject({ method: 'POST', url: `${SWISH_SIMULATOR_PATH}/_control/faults`, payload: {} });
    const card = await placed('card');
    await cardAnswer(card.answer.redirectUrl!, card.s.headers, 'cancelled');
    const swish = await placed('swish');
    await app().inject({ method: 'POST', url: `${SWISH_SIMULATOR_PATH}/app/${swish.answer.swish!.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'answer=DECLINED' });
    await swish.s.get(swish.answer.swish!.status_url);
    const statuses = await db().selectFrom('card_payments as c').innerJoin('orders as o', 'o.id', 'c.order_id').select(['o.order_number', 'c.status'])
      .where('o.order_number', 'in', [card.answer.order_number, swish.answer.order_number]).execute();
    expect(statuses.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    const failed = (await app().services.orderAdmin.dashboard()).failedPayments.map((f) => f.order_number);
    expect(failed).toContain(card.answer.order_number);
    expect(failed).not.toContain(swish.answer.order_number);
    expect(await recordsOf(card.answer.order_number)).toEqual([]);
  }, 60_000);

  it('backfills the movements of orders paid before they were recorded, under the same keys, once', async () => {
    const { s, answer } = await placed('card');
    await cardAnswer(answer.redirectUrl!, s.headers);
    await cancelConfirmed(app().services.orderAdmin, answer.order_number, COMMAND_LINE);
    const recorded = await recordsOf(answer.order_number);
    expect(recorded.map((r) => r.kind)).toEqual(['payment', 'refund']);
    const order = await db().selectFrom('orders').select('id').where('order_number', '=', answer.order_number).executeTakeFirstOrThrow();
    await db().deleteFrom('payment_records').where('order_id', '=', order.id).execute();
    await backfill(db());
    await backfill(db());
    expect((await recordsOf(answer.order_number)).map((r) => [r.kind, r.method, r.amount_ore, r.source_key])).toEqual(recorded.map((r) => [r.kind, r.method, r.amount_ore, r.source_key]));
  }, 60_000);

  it('records a manual refund paid back by staff with who recorded it', async () => {
    const { s, answer } = await placed('card');
    await cardAnswer(answer.redirectUrl!, s.headers);
    const order = await db().selectFrom('orders').select(['id', 'to_pay_ore']).where('order_number', '=', answer.order_number).executeTakeFirstOrThrow();
    // As when the card provider does not give money back itself: the refund is left to a person.
    await cancelConfirmed(app().services.orderAdmin, answer.order_number, COMMAND_LINE);
    await db().deleteFrom('payment_records').where('order_id', '=', order.id).where('kind', '=', 'refund').execute();
    await db().updateTable('order_refunds').set({ status: 'manual', settled_at: null }).where('order_id', '=', order.id).execute();
    const admin = await loggedInAdmin(app());
    await Promise.all([confirmedForm(admin, `/admin/api/orders/${answer.order_number}/refunded`), confirmedForm(admin, `/admin/api/orders/${answer.order_number}/refunded`)]);
    const refunds = (await recordsOf(answer.order_number)).filter((r) => r.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ method: 'card', amount_ore: order.to_pay_ore, recorded_by: 'admin@example.se' })]);
  }, 60_000);

  it('books a paid invoice order that is cancelled as one sale reversed once, by its credit invoice', async () => {
    const p = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').limit(1).offset(offset++).executeTakeFirstOrThrow();
    const orderNumber = await placeInvoiceOrder(app(), [{ productId: p.id }]);
    const invoice = await db().selectFrom('invoices as i').innerJoin('orders as o', 'o.id', 'i.order_id').select(['i.ocr', 'i.amount_ore']).where('o.order_number', '=', orderNumber).executeTakeFirstOrThrow();
    const paid = await app().services.invoicePayments.recordByHand({ reference: invoice.ocr, amount: formatCsvKronor(invoice.amount_ore), day: swedishDate(new Date()) }, `cancel-${dialect}`, COMMAND_LINE);
    expect(paid.ok).toBe(true);
    await cancelConfirmed(app().services.orderAdmin, orderNumber, COMMAND_LINE);
    const month = monthOf(swedishDate(new Date()));
    const csv = (await app().services.periodExport.csv(month)).body as string;
    const rows = csv.split('\r\n').filter((line) => line.split(';')[3] === orderNumber).map((line) => line.split(';')[2]);
    expect(rows.filter((kind) => kind === 'Försäljning')).toHaveLength(1);
    expect(rows.filter((kind) => kind === 'Kreditering')).toHaveLength(1);
  }, 60_000);

  it('exports the month as SIE 4 and CSV to an admin, refuses a bad period in Swedish, staff and strangers', async () => {
    const { s, answer } = await placed('card');
    await cardAnswer(answer.redirectUrl!, s.headers);
    const month = monthOf(swedishDate(new Date()));
    const query = `from=${month.from}&to=${month.to}`;
    const admin = await loggedInAdmin(app());

    const sie = await admin.call(`/admin/api/bokforing/sie?${query}`);
    expect(sie.statusCode).toBe(200);
    expect(sie.headers['content-disposition']).toBe(`attachment; filename="hembutiken-${month.from.slice(0, 7)}.se"`);
    const lines = decodeCp437(sie.rawPayload).split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['#FLAGGA 0', '#PROGRAM "Hembutiken" "1.0"', '#FORMAT PC8', expect.stringMatching(/^#GEN \d{8}$/), '#SIETYP 4']);
    expect(lines).toContain('#FNAMN "Hembutiken i Sverige AB"');
    expect(lines).toContain('#ORGNR 556123-4567');
    expect(lines).toContain('#KPTYP BAS2014');
    expect(lines.some((l) => l.startsWith('#VER "W" ') && l.includes(`Försäljning order ${answer.order_number}`))).toBe(true);

    const csv = await admin.call(`/admin/api/bokforing/csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="hembutiken-${month.from.slice(0, 7)}.csv"`);
    expect(csv.body.startsWith('\uFEFFDatum;Verifikation;Händelse;Order;Betalsätt;Referens;Belopp inkl. moms;Belopp exkl. moms;Moms\r\n')).toBe(true);
    expect(csv.body).toMatch(new RegExp(`;Betalning;${answer.order_number};kort;[^;]*;\\d+,\\d\\d;;\\r\\n`));

    for (const bad of ['from=2026-11-30&to=2026-11-01', 'from=2026-02-30&to=2026-03-01', 'from=2026-12-01&to=2027-01-31', 'from=x', '']) {
      const refused = await admin.call(`/admin/api/bokforing/sie?${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain('Ange en period');
    }
    const page = await admin.page(`/admin/bokforing?fran=${month.from}&till=${month.to}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Betalningar per betalsätt');
    expect((await admin.page('/admin/bokforing?fran=2026-11-30&till=2026-11-01')).statusCode).toBe(400);

    await app().services.staff.create({ email: `bokforing-${dialect}@example.se`, password: 'lager12345', name: 'Lager', role: 'staff' }, COMMAND_LINE);
    const staff = await (await staffBrowser(app())).logIn(`bokforing-${dialect}@example.se`, 'lager12345');
    expect((await staff.call(`/admin/api/bokforing/sie?${query}`)).statusCode).toBe(403);
    expect((await staff.page('/admin/bokforing')).statusCode).toBe(403);
    const stranger = await staffBrowser(app());
    expect((await stranger.call(`/admin/api/bokforing/sie?${query}`)).statusCode).toBe(401);
    expect((await stranger.page('/admin/bokforing')).headers.location).toMatch(/^\/admin\/login/);
  }, 60_000);
});
