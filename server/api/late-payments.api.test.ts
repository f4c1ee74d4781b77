import { describe, expect, it } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import type { SwishRefund } from '../../payments/swish/swish-api';
import { SWISH_SIMULATOR_PATH } from '../../simulators/swish-simulator';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { loggedInAdmin } from '../testing/staff-browser';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

/**
 * A payment that arrives after its hold was released (issue 27, decision 038): with a 1-minute hold, Swish's PAID
 * and the card provider's approval take the order back when stock allows, and are refunded through the provider
 * when not; both are on the order, in the audit log, on the back-office order page and in what the shopper sees.
 */
describe.each(testDialects)('payments after the hold released the order on %s', (dialect) => {
  let aheadMs = 0;
  const shop = suiteShop(dialect, {
    pages: true, catalogSize: 300, env: { PAYMENT_HOLD_MINUTES: '1', PROVIDER_TIMEOUT_MS: '300' }, now: () => new Date(Date.now() + aheadMs),
  });
  const app = () => shop().app;
  const db = () => app().database.db;
  const swishSim = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown> | string) =>
    app().inject({
      method, url: `${SWISH_SIMULATOR_PATH}${path}`,
      ...(typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : payload ? { payload } : {}),
    });
  const idOf = async (table: 'payment_types' | 'delivery_types', column: 'code' | 'name', value: string) =>
    (await db().selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id;

  let offset = 0;
  const product = () => plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').limit(1).offset(offset++).executeTakeFirstOrThrow();
  const stockOf = async (id: number) => (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
  const orderOf = (orderNumber: string) => db().selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const mailsOf = (orderId: number) => db().selectFrom('outbox_emails').select(['kind', 'text_body']).where('order_id', '=', orderId).execute();
  const auditOf = (orderNumber: string) =>
    db().selectFrom('audit_log').select(['action', 'staff_email', 'after_json']).where('entity_type', '=', 'order').where('entity_id', '=', orderNumber).execute();
  const refundOf = (orderId: number) => db().selectFrom('order_refunds').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  const waitFor = async <T,>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    for (let i = 0; i < 100; i += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('timed out waiting');
  };

  /** A shopper with `quantity` of a product in the cart, PostNord ombud and `payment` chosen: the order placed. */
  async function placed(payment: 'swish' | 'card', quantity = 2) {
    const s = await testShopper(app());
    const p = await product();
    expect((await s.post('/checkoutv3/products/update', { [`products[${p.id}][quantity]`]: String(quantity) })).statusCode).toBe(200);
    expect((await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(await idOf('delivery_types', 'name', 'PostNord ombud')) })).statusCode).toBe(200);
    const state = (await s.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(await idOf('payment_types', 'code', payment)) })).json<CheckoutState>();
    const res = await s.post(payment === 'swish' ? '/checkoutv3/checkout/swish' : '/checkoutv3/checkout/card_payment', {
      ...PRIVATE_FORM, price_token: state.price_token, submission_key: state.submission_key,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    // The browser keeps the session the order rotated to.
    const sid = res.cookies.find((c) => c.name === 'sid')?.value;
    if (sid) {
      s.headers.cookie = `sid=${sid}`;
      s.headers['x-csrf-token'] = (await app().services.sessions.find(sid))!.csrfToken;
    }
    const answer = res.json<PlaceOrderResponse>();
    expect(await stockOf(p.id)).toBe(p.stock - quantity);
    return { s, p, quantity, answer, order: await orderOf(answer.order_number) };
  }

  /**
   * The hold runs out: two minutes pass and the order is released (stock, gift cards and codes given back). By the
   * whole sweeper (which then withdraws a Swish request), or only its release, as when Swish's answer comes between
   * the release and the withdrawal.
   */
  async function holdRunsOut(orderNumber: string, productId: number, stockBefore: number, by: 'sweeper' | 'release' = 'sweeper') {
    aheadMs += 2 * 60_000;
    const order = await orderOf(orderNumber);
    if (by === 'sweeper') expect(await app().services.paymentHolds.run()).toBeGreaterThanOrEqual(1);
    else expect(await app().services.orders.releaseExpiredHolds(1)).toContain(order.id);
    expect((await orderOf(orderNumber)).status).toBe('cancelled');
    expect(await stockOf(productId)).toBe(stockBefore);
  }

  /** The test card provider approves (or cancels) the payment; the shopper's browser follows it back to the shop. */
  async function cardAnswer(redirectUrl: string, headers: Record<string, string>, action: 'paid' | 'cancelled' = 'paid') {
    const form = new URLSearchParams(redirectUrl.split('?')[1]);
    form.set('action', action);
    const provider = await app().inject({ method: 'POST', url: '/testkort/betala', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
    expect(provider.statusCode).toBe(303);
    return app().inject({ method: 'GET', url: provider.headers.location as string, headers });
  }

  it('takes a Swish order back when Swish\'s PAID callback comes after the release and stock allows: paid, stock taken, confirmation mailed, audited, shown', async () => {
    await swishSim('POST', '/_control/faults', {});
    const { s, p, quantity, answer, order } = await placed('swish');
    await holdRunsOut(answer.order_number, p.id, p.stock, 'release');

    expect((await swishSim('POST', `/app/${answer.swish!.id}`, 'answer=PAID')).statusCode).toBe(200);
    const status = (await s.get(answer.swish!.status_url)).json<{ status: string; confirmation_url: string | null }>();
    expect(status.status).toBe('paid');
    expect(status.confirmation_url).toMatch(new RegExp(`^/kassa/bekraftelse/${answer.order_number}\\?t=`));
    const taken = await orderOf(answer.order_number);
    expect(taken).toMatchObject({ status: 'paid', late_payment: 'reinstated', late_payment_reason: null });
    expect(taken.paid_at).not.toBeNull();
    expect(await stockOf(p.id)).toBe(p.stock - quantity);
    expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_confirmation']);
    expect(await refundOf(order.id)).toBeUndefined();
    const audit = await auditOf(answer.order_number);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'order.late_payment', staff_email: 'betalleverantören' });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'paid', late_payment: 'reinstated' });
    // A repeated callback changes nothing.
    expect((await s.get(answer.swish!.status_url)).json()).toMatchObject({ status: 'paid' });
    expect(await stockOf(p.id)).toBe(p.stock - quantity);

    const page = await (await loggedInAdmin(app())).page(`/admin/ordrar/${answer.order_number}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-late-payment="reinstated"');
    expect(page.body).toContain('Betalningen kom efter att reservationen släppts: ordern återtogs');
  }, 60_000);

  it('refunds a Swish payment found after the release (its callback lost) when the stock is gone: through Swish, recorded, mailed, audited, shown', async () => {
    // The payer pays; Swish's callback never arrives.
    await swishSim('POST', '/_control/faults', { callbacks: 0 });
    const { s, p, answer, order } = await placed('swish');
    expect((await swishSim('POST', `/app/${answer.swish!.id}`, 'answer=PAID')).statusCode).toBe(200);
    await holdRunsOut(answer.order_number, p.id, p.stock, 'release');
    await db().updateTable('products').set({ stock: 1 }).where('id', '=', p.id).execute();
    const refundsBefore = (await (await swishSim('GET', '/_control/refunds')).json<SwishRefund[]>()).length;

    // The shopper's page asks once more: the shop asks Swish, which says PAID.
    const status = (await s.get(answer.swish!.status_url)).json<{ status: string; confirmation_url: string | null; message: string }>();
    expect(status).toMatchObject({ status: 'refunded', confirmation_url: null });
    expect(status.message).toContain('Du får tillbaka hela beloppet');
    expect((await s.get(`/checkoutv3/swish/return/${answer.swish!.id}`)).headers.location).toBe('/checkoutv3?betalning=aterbetalas');

    const kept = await orderOf(answer.order_number);
    expect(kept).toMatchObject({ status: 'cancelled', paid_at: null, late_payment: 'refunded', late_payment_reason: 'out_of_stock' });
    expect(await stockOf(p.id)).toBe(1);
    const refund = await waitFor(() => refundOf(order.id), (r) => r !== undefined && r.status !== 'pending');
    expect(refund).toMatchObject({ status: 'refunded', method: 'swish', amount_ore: order.to_pay_ore, provider_order_id: answer.swish!.id });
    const made = (await (await swishSim('GET', '/_control/refunds')).json<SwishRefund[]>()).slice(refundsBefore);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: refund!.instruction_id, status: 'PAID' });
    expect(Math.round(made[0]!.amount * 100)).toBe(order.to_pay_ore);
    const mails = await mailsOf(order.id);
    expect(mails.map((m) => m.kind)).toEqual(['order_late_payment_refund']);
    expect(mails[0]!.text_body).toContain('med Swish till det nummer du betalade från');
    const audit = await auditOf(answer.order_number);
    expect(audit.map((a) => a.action)).toEqual(['order.late_payment']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ status: 'cancelled', late_payment: 'refunded', reason: 'out_of_stock' });
    // The shopper's cart is still there for another try.
    expect((await s.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>().cart.products).toHaveLength(1);

    const page = (await (await loggedInAdmin(app())).page(`/admin/ordrar/${answer.order_number}`)).body;
    expect(page).toContain('data-late-payment="refunded"');
    expect(page).toContain('Betalningen kom efter att reservationen släppts: ordern kunde inte återtas och betalningen återbetalas.');
    expect(page).toContain('Någon vara finns inte längre i lager.');
    expect(page).toContain('data-refund="refunded"');
  }, 60_000);

  it('withdraws a released order\'s Swish request so the payer cannot pay it, and takes back one Swish paid just before the sweep', async () => {
    await swishSim('POST', '/_control/faults', { callbacks: 0 });
    const unpaid = await placed('swish');
    const paid = await placed('swish', 1);
    expect((await swishSim('POST', `/app/${paid.answer.swish!.id}`, 'answer=PAID')).statusCode).toBe(200);
    await holdRunsOut(unpaid.answer.order_number, unpaid.p.id, unpaid.p.stock);

    expect((await swishSim('GET', `/_control/requests/${unpaid.answer.swish!.id}`)).json()).toMatchObject({ status: 'CANCELLED' });
    expect((await swishSim('POST', `/app/${unpaid.answer.swish!.id}`, 'answer=PAID')).statusCode).toBe(400);
    expect(await orderOf(unpaid.answer.order_number)).toMatchObject({ status: 'cancelled', late_payment: null });
    expect(await refundOf(unpaid.order.id)).toBeUndefined();

    expect(await orderOf(paid.answer.order_number)).toMatchObject({ status: 'paid', late_payment: 'reinstated' });
    expect(await stockOf(paid.p.id)).toBe(paid.p.stock - 1);
    expect((await mailsOf(paid.order.id)).map((m) => m.kind)).toEqual(['order_confirmation']);
    expect((await paid.s.get(paid.answer.swish!.status_url)).json()).toMatchObject({ status: 'paid' });
    await swishSim('POST', '/_control/faults', {});
  }, 60_000);

  it('lands a card payment approved after the release on the confirmation when the order could be taken back', async () => {
    const { s, p, quantity, answer, order } = await placed('card');
    await holdRunsOut(answer.order_number, p.id, p.stock);
    const back = await cardAnswer(answer.redirectUrl!, s.headers);
    expect(back.headers.location).toMatch(new RegExp(`^/kassa/bekraftelse/${answer.order_number}\\?t=`));
    expect(await orderOf(answer.order_number)).toMatchObject({ status: 'paid', late_payment: 'reinstated' });
    expect(await stockOf(p.id)).toBe(p.stock - quantity);
    expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_confirmation']);
    expect((await auditOf(answer.order_number)).map((a) => a.action)).toEqual(['order.late_payment']);
    // The shopper's reload of the return changes nothing and still lands on the confirmation.
    const again = await cardAnswer(answer.redirectUrl!, s.headers);
    expect(again.headers.location).toMatch(new RegExp(`^/kassa/bekraftelse/${answer.order_number}\\?t=`));
    expect(await stockOf(p.id)).toBe(p.stock - quantity);
  }, 60_000);

  it('tells the shopper the card payment is returned, and records the refund, when it is approved after the release and the stock is gone', async () => {
    const { s, p, answer, order } = await placed('card');
    await holdRunsOut(answer.order_number, p.id, p.stock);
    await db().updateTable('products').set({ stock: 0 }).where('id', '=', p.id).execute();
    const back = await cardAnswer(answer.redirectUrl!, s.headers);
    expect(back.headers.location).toBe('/checkoutv3?betalning=aterbetalas');
    const checkout = await app().inject({ method: 'GET', url: back.headers.location as string, headers: { ...s.headers, accept: 'text/html' } });
    expect(checkout.body).toContain('Betalningen kom fram först efter att reservationen av varorna hade släppts');
    expect(await orderOf(answer.order_number)).toMatchObject({ status: 'cancelled', late_payment: 'refunded', late_payment_reason: 'out_of_stock' });
    expect(await stockOf(p.id)).toBe(0);
    // The built-in test provider takes the payment back itself.
    expect(await refundOf(order.id)).toMatchObject({ status: 'refunded', method: 'card_redirect', amount_ore: order.to_pay_ore });
    expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_late_payment_refund']);
    expect((await auditOf(answer.order_number)).map((a) => a.action)).toEqual(['order.late_payment']);
    const page = (await (await loggedInAdmin(app())).page(`/admin/ordrar/${answer.order_number}`)).body;
    expect(page).toContain('data-late-payment="refunded"');
    expect(page).toContain('data-refund="refunded"');
  }, 60_000);

  it('refunds a late payment whose cart the shopper already placed again, instead of making two orders of one purchase', async () => {
    const { s, p, answer, order } = await placed('card', 1);
    await holdRunsOut(answer.order_number, p.id, p.stock);
    const state = (await s.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
    const again = await s.post('/checkoutv3/checkout/card_payment', { ...PRIVATE_FORM, price_token: state.price_token, submission_key: state.submission_key });
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    expect((await cardAnswer(answer.redirectUrl!, s.headers)).headers.location).toBe('/checkoutv3?betalning=aterbetalas');
    expect(await orderOf(answer.order_number)).toMatchObject({ status: 'cancelled', late_payment: 'refunded', late_payment_reason: 'superseded' });
    expect(await refundOf(order.id)).toMatchObject({ status: 'refunded' });
    expect(await stockOf(p.id)).toBe(p.stock - 1);
  }, 60_000);

  it('ends in one state when the Swish callback, the shopper\'s polls and the sweeper race: paid once, stock taken once, one mail', async () => {
    await swishSim('POST', '/_control/faults', { callbacks: 2 });
    const { s, p, quantity, answer, order } = await placed('swish');
    aheadMs += 2 * 60_000;
    const status = () => s.get(answer.swish!.status_url);
    await Promise.all([
      swishSim('POST', `/app/${answer.swish!.id}`, 'answer=PAID'), status(), status(), app().services.orders.releaseExpiredHolds(1), status(),
    ]);
    await Promise.all([status(), status(), app().services.paymentHolds.run()]);
    const settled = await orderOf(answer.order_number);
    expect(settled.status).toBe('paid');
    expect(await stockOf(p.id)).toBe(p.stock - quantity);
    expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_confirmation']);
    expect(await refundOf(order.id)).toBeUndefined();
    expect((await db().selectFrom('card_payments').select('status').where('order_id', '=', order.id).execute()).map((c) => c.status)).toEqual(['paid']);
    await swishSim('POST', '/_control/faults', {});
  }, 60_000);

  it('ends in one state when card returns race the sweeper: paid once, stock taken once, one mail', async () => {
    const { s, p, quantity, answer, order } = await placed('card');
    aheadMs += 2 * 60_000;
    const backs = await Promise.all([
      cardAnswer(answer.redirectUrl!, s.headers), app().services.paymentHolds.run(), cardAnswer(answer.redirectUrl!, s.headers), app().services.orders.releaseExpiredHolds(1),
    ]);
    for (const back of [backs[0], backs[2]]) expect(back.headers.location).toMatch(new RegExp(`^/kassa/bekraftelse/${answer.order_number}\\?t=`));
    expect((await orderOf(answer.order_number)).status).toBe('paid');
    expect(await stockOf(p.id)).toBe(p.stock - quantity);
    expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_confirmation']);
    expect(await refundOf(order.id)).toBeUndefined();
  }, 60_000);

  it('refunds once when three late card returns race for an order whose stock is gone', async () => {
    const { s, p, answer, order } = await placed('card');
    await holdRunsOut(answer.order_number, p.id, p.stock);
    await db().updateTable('products').set({ stock: 1 }).where('id', '=', p.id).execute();
    const backs = await Promise.all([cardAnswer(answer.redirectUrl!, s.headers), cardAnswer(answer.redirectUrl!, s.headers), cardAnswer(answer.redirectUrl!, s.headers)]);
    expect(backs.map((b) => b.headers.location)).toEqual(Array(3).fill('/checkoutv3?betalning=aterbetalas'));
    expect(await db().selectFrom('order_refunds').select('status').where('order_id', '=', order.id).execute()).toEqual([{ status: 'refunded' }]);
    expect((await mailsOf(order.id)).map((m) => m.kind)).toEqual(['order_late_payment_refund']);
    expect((await auditOf(answer.order_number)).map((a) => a.action)).toEqual(['order.late_payment']);
    expect(await stockOf(p.id)).toBe(1);
  }, 60_000);
});
