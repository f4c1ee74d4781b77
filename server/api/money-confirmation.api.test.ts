import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../domain/money';
import { placeInvoiceOrder } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin } from '../testing/staff-browser';
import { suiteShop, testDialects } from '../testing/test-app';

/**
 * No money moves on one click (issue 30): a cancellation, another refund attempt and a manual refund recorded each
 * need the amount their confirmation page showed; without it, or with an amount that no longer holds, nothing moves.
 */
describe.each(testDialects)('money steps confirmed on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 120 });
  const db = () => shop().app.database.db;
  const exact = (ore: number) => formatPrice(ore, { decimals: true });
  const product = async () => (await plainProducts(db()).where('p.stock', '>=', 20).orderBy('p.id').limit(1).executeTakeFirstOrThrow()).id;
  const orderOf = (number: string) => db().selectFrom('orders').select(['id', 'status', 'to_pay_ore']).where('order_number', '=', number).executeTakeFirstOrThrow();
  const refundsOf = (orderId: number) => db().selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).execute();

  async function paidOrder() {
    const admin = await loggedInAdmin(shop().app);
    const number = await placeInvoiceOrder(shop().app, [{ productId: await product(), quantity: 2 }]);
    expect((await admin.json(`/admin/api/orders/${number}/pay`)).statusCode).toBe(200);
    return { admin, number, order: await orderOf(number) };
  }

  it('refuses to cancel a paid order without its confirmation or with a changed amount, and cancels and refunds once with it', async () => {
    const { admin, number, order } = await paidOrder();
    const cancel = `/admin/api/orders/${number}/cancel`;

    // Straight from an API client: nothing moves, the answer names what to confirm.
    const straight = await admin.json(cancel);
    expect(straight.statusCode).toBe(409);
    expect(straight.json()).toMatchObject({ code: 'unconfirmed', confirm: String(order.to_pay_ore), refund: order.to_pay_ore / 100 });
    // A plain post without the field goes to the confirmation page.
    const plain = await admin.form(cancel, {});
    expect([plain.statusCode, plain.headers.location]).toEqual([303, `/admin/ordrar/${number}/makulera?fel=unconfirmed`]);
    expect((await orderOf(number)).status).toBe('paid');
    expect(await refundsOf(order.id)).toEqual([]);

    // The confirmation page says what will happen, and asks once more.
    const page = (await admin.page(`/admin/ordrar/${number}/makulera`)).body;
    expect(page).toContain(`Ja, makulera och återbetala ${exact(order.to_pay_ore)}`);
    expect(page).toContain(`${exact(order.to_pay_ore)} ska du betala tillbaka för hand`);
    expect(page).toContain('2 varor läggs tillbaka i lager.');
    expect(page).toContain(`name="confirm" value="${order.to_pay_ore}"`);
    expect(page).toContain(`href="/admin/ordrar/${number}"`);

    // An amount other than the one owed now: refused, back to the confirmation page with why.
    const stale = await admin.form(cancel, { confirm: String(order.to_pay_ore - 100) });
    expect(stale.headers.location).toBe(`/admin/ordrar/${number}/makulera?fel=stale`);
    expect((await admin.page(stale.headers.location!)).body).toContain('Beloppet har ändrats sedan sidan visades.');
    expect((await orderOf(number)).status).toBe('paid');

    // Two confirmed posts at once: cancelled and refunded once.
    const both = await Promise.all([admin.json(cancel, { confirm: String(order.to_pay_ore) }), admin.json(cancel, { confirm: String(order.to_pay_ore) })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json<{ changed: boolean }>().changed).sort()).toEqual([false, true]);
    expect((await orderOf(number)).status).toBe('cancelled');
    expect(await refundsOf(order.id)).toMatchObject([{ amount_ore: order.to_pay_ore, status: 'manual', reason: 'invoice' }]);
    const audits = await db().selectFrom('audit_log').select('after_json').where('action', '=', 'order.cancel').where('entity_id', '=', number).execute();
    expect(audits).toHaveLength(1);
    // A cancelled order has nothing left to confirm.
    expect((await admin.page(`/admin/ordrar/${number}/makulera`)).statusCode).toBe(404);
  }, 60_000);

  it('records a manual refund paid back only with its amount confirmed', async () => {
    const { admin, number, order } = await paidOrder();
    expect((await admin.json(`/admin/api/orders/${number}/cancel`, { confirm: String(order.to_pay_ore) })).statusCode).toBe(200);
    const settle = `/admin/api/orders/${number}/refunded`;
    expect((await admin.form(settle, {})).headers.location).toBe(`/admin/ordrar/${number}/aterbetald?fel=unconfirmed`);
    expect((await admin.json(settle, { confirm: '1' })).json()).toMatchObject({ code: 'stale' });
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'manual' }]);
    const page = (await admin.page(`/admin/ordrar/${number}/aterbetald`)).body;
    expect(page).toContain(`Ja, registrera ${exact(order.to_pay_ore)} som återbetalt`);
    // The order page's buttons open the confirmation pages; none posts money on one click.
    const orderPage = (await admin.page(`/admin/ordrar/${number}`)).body;
    expect(orderPage).toContain(`href="/admin/ordrar/${number}/aterbetald"`);
    expect(orderPage).not.toContain(`action="/admin/api/orders/${number}/refunded"`);
    expect((await admin.form(settle, { confirm: String(order.to_pay_ore) })).headers.location).toBe(`/admin/ordrar/${number}?klart=refund`);
    expect(await refundsOf(order.id)).toMatchObject([{ status: 'refunded', settled_by: 'admin@example.se' }]);
    // No refund left to retry or record: no confirmation page for it.
    expect((await admin.page(`/admin/ordrar/${number}/aterbetala-igen`)).statusCode).toBe(404);
    expect((await admin.page(`/admin/ordrar/${number}/okand`)).statusCode).toBe(404);
  }, 60_000);

  it('cancels an unpaid order after one simple confirmation: nothing to refund', async () => {
    const admin = await loggedInAdmin(shop().app);
    const number = await placeInvoiceOrder(shop().app, [{ productId: await product() }]);
    const orderPage = (await admin.page(`/admin/ordrar/${number}`)).body;
    expect(orderPage).toContain(`href="/admin/ordrar/${number}/makulera"`);
    expect(orderPage).not.toContain(`action="/admin/api/orders/${number}/cancel"`);
    const page = (await admin.page(`/admin/ordrar/${number}/makulera`)).body;
    expect(page).toContain('Ja, makulera ordern');
    expect(page).toContain('Ordern är inte betald: inga pengar betalas tillbaka.');
    expect((await admin.json(`/admin/api/orders/${number}/cancel`)).statusCode).toBe(409);
    const done = await admin.form(`/admin/api/orders/${number}/cancel`, { confirm: '0' });
    expect(done.headers.location).toBe(`/admin/ordrar/${number}?klart=cancel`);
    expect((await orderOf(number)).status).toBe('cancelled');
  }, 60_000);
});
