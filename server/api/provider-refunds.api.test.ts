import { describe, expect, it } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { createOrderFulfilment } from '../../services/orders/order-fulfilment';
import type { SwishRefund } from '../../payments/swish/swish-api';
import { KLARNA_SIMULATOR_PATH } from '../../simulators/klarna-simulator';
import { SVEA_SIMULATOR_PATH } from '../../simulators/svea-simulator';
import { SWISH_SIMULATOR_PATH } from '../../simulators/swish-simulator';
import { WASA_SIMULATOR_PATH } from '../../simulators/wasa-simulator';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { providerCheckoutSuite } from '../testing/provider-checkout';
import { nextShopperAddress, testDialects } from '../testing/test-app';
import { confirmedForm, confirmedJson } from '../testing/money-steps';

/**
 * Refunds through the payment providers (issue 18, decision 033): a cancelled paid order gives the money back
 * through Swish, Klarna, Svea or Wasa against their simulators, once, and a provider that refuses or does not
 * answer leaves the order cancelled and the refund to a person, with why.
 */
describe.each(testDialects)('provider refunds on %s', (dialect) => {
  const { shop, db, shopper, waitFor, ordersOf } = providerCheckoutSuite(dialect, SWISH_SIMULATOR_PATH, { pages: true });
  const app = () => shop().app;
  const sim = (base: string) => ({
    get: (path: string) => app().inject({ method: 'GET', url: `${base}${path}` }),
    post: (path: string, payload: Record<string, unknown> | string = {}) =>
      app().inject({
        method: 'POST', url: `${base}${path}`,
        ...(typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : { payload }),
      }),
  });
  const swishSim = sim(SWISH_SIMULATOR_PATH);
  const klarnaSim = sim(KLARNA_SIMULATOR_PATH);
  const sveaSim = sim(SVEA_SIMULATOR_PATH);
  const wasaSim = sim(WASA_SIMULATOR_PATH);

  async function staffMember() {
    const session = await app().services.sessions.create();
    const address = nextShopperAddress();
    const login = await app().inject({
      method: 'POST', url: '/admin/login', headers: { cookie: `sid=${session.id}`, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      payload: new URLSearchParams({ email: 'admin@example.se', password: 'admin1234', _token: session.csrfToken }).toString(),
    });
    const staffSid = login.cookies.find((c) => c.name === 'admin_sid')?.value;
    expect(staffSid, login.body).toBeTruthy();
    const token = (await app().services.staff.find(staffSid!))!.csrfToken;
    const cookie = `sid=${session.id}; admin_sid=${staffSid}`;
    return {
      page: (url: string) => app().inject({ method: 'GET', url, headers: { cookie, accept: 'text/html', 'x-forwarded-for': address } }),
      form: (url: string, form: Record<string, string> = {}) =>
        app().inject({
          method: 'POST', url, headers: { cookie, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
          payload: new URLSearchParams({ ...form, _token: token }).toString(),
        }),
      json: (url: string, payload: Record<string, unknown> = {}) =>
        app().inject({ method: 'POST', url, headers: { cookie, accept: 'application/json', 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': address }, payload }),
    };
  }

  let offset = 0;
  const product = async (minPrice = 0) =>
    plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '>', minPrice).orderBy('p.id').limit(1).offset(offset++).executeTakeFirstOrThrow();
  const toPayOf = async (orderNumber: string) => (await db().selectFrom('orders').select('to_pay_ore').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).to_pay_ore;
  const refundOf = (orderNumber: string) =>
    db().selectFrom('order_refunds as r').innerJoin('orders as o', 'o.id', 'r.order_id').selectAll('r').select(['o.to_pay_ore', 'o.status as order_status']).where('o.order_number', '=', orderNumber).executeTakeFirstOrThrow();

  /** A paid Swish order: placed, answered PAID in the simulated app. Its payment request id is the provider order. */
  async function paidSwishOrder(): Promise<{ orderNumber: string; instructionId: string }> {
    const s = await shopper();
    await s.add((await product()).id);
    const state = await s.pay('swish');
    const res = await s.post('/checkoutv3/checkout/swish', { ...PRIVATE_FORM, price_token: state.price_token, submission_key: state.submission_key });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const placed = res.json<PlaceOrderResponse>();
    expect((await swishSim.post(`/app/${placed.swish!.id}`, 'answer=PAID')).statusCode).toBe(200);
    await waitFor(() => db().selectFrom('orders').select('status').where('order_number', '=', placed.order_number).executeTakeFirstOrThrow(), (o) => o.status === 'paid');
    return { orderNumber: placed.order_number, instructionId: placed.swish!.id };
  }
  const swishRefunds = async () => (await swishSim.get('/_control/refunds')).json<SwishRefund[]>();

  it('refunds a cancelled Swish order through the Refunds API once, even when two cancellations race, and shows it refunded', async () => {
    await swishSim.post('/_control/faults', {});
    const admin = await staffMember();
    const { orderNumber } = await paidSwishOrder();
    const before = (await swishRefunds()).length;
    const cancels = await Promise.all([confirmedJson(admin, `/admin/api/orders/${orderNumber}/cancel`), confirmedJson(admin, `/admin/api/orders/${orderNumber}/cancel`)]);
    expect(cancels.map((c) => c.statusCode)).toEqual([200, 200]);
    expect(cancels.map((c) => c.json<{ changed: boolean }>().changed).sort()).toEqual([false, true]);
    const refund = await waitFor(() => refundOf(orderNumber), (r) => r.status !== 'pending');
    expect(refund).toMatchObject({ status: 'refunded', method: 'swish', amount_ore: refund.to_pay_ore, order_status: 'cancelled', reason: null });
    const made = (await swishRefunds()).slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: refund.instruction_id, status: 'PAID', payerAlias: '1231181189' });
    expect(Math.round(made[0]!.amount * 100)).toBe(refund.to_pay_ore);
    const page = (await admin.page(`/admin/ordrar/${orderNumber}`)).body;
    expect(page).toContain('data-refund="refunded"');
    expect(page).toContain('Återbetald');
    const mail = await db().selectFrom('outbox_emails as m').innerJoin('orders as o', 'o.id', 'm.order_id').select('m.text_body').where('o.order_number', '=', orderNumber).where('m.kind', '=', 'order_cancelled').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('med Swish till det nummer du betalade från');
  }, 60_000);

  it('leaves the order cancelled and the refund manual, with why, when Swish fails or times out; another attempt refunds once', async () => {
    const admin = await staffMember();
    for (const fault of ['error', 'timeout'] as const) {
      await swishSim.post('/_control/faults', { refund_fault: fault, delay_ms: 1_000 });
      const { orderNumber } = await paidSwishOrder();
      const cancel = await confirmedForm(admin, `/admin/api/orders/${orderNumber}/cancel`);
      expect(cancel.statusCode).toBe(303);
      const refund = await refundOf(orderNumber);
      expect(refund).toMatchObject({ status: 'manual', reason: 'provider_unreachable', order_status: 'cancelled' });
      expect(refund.detail).toMatch(fault === 'timeout' ? /timeout/ : /http 500/);
      const page = (await admin.page(`/admin/ordrar/${orderNumber}`)).body;
      expect(page).toContain('data-refund="manual"');
      expect(page).toContain('Betalleverantören svarade inte');
      expect((await admin.page('/admin')).body).toContain(`href="/admin/ordrar/${orderNumber}"`);

      await swishSim.post('/_control/faults', {});
      const retried = await confirmedForm(admin, `/admin/api/orders/${orderNumber}/refund-retry`);
      // Swish takes the refund and pays it out a moment later (its callback settles it).
      expect(retried.headers.location).toMatch(new RegExp(`^/admin/ordrar/${orderNumber}\\?klart=retry_(pending|refunded)$`));
      expect((await waitFor(() => refundOf(orderNumber), (r) => r.status !== 'pending')).status).toBe('refunded');
      // Only a refused or unanswered refund is retried.
      expect((await confirmedForm(admin, `/admin/api/orders/${orderNumber}/refund-retry`)).headers.location).toBe(`/admin/ordrar/${orderNumber}?fel=not_retryable`);
    }
    // Swish refuses: manual with Swish's error code.
    await swishSim.post('/_control/faults', { refund_outcome: 'ERROR' });
    const { orderNumber } = await paidSwishOrder();
    expect((await confirmedJson(admin, `/admin/api/orders/${orderNumber}/cancel`)).statusCode).toBe(200);
    const refused = await waitFor(() => refundOf(orderNumber), (r) => r.status !== 'pending');
    expect(refused).toMatchObject({ status: 'manual', reason: 'provider_error' });
    expect(refused.detail).toContain('RF07');
    await swishSim.post('/_control/faults', {});
  }, 60_000);

  it('makes a refund left pending by a crash on the next sweep, with the same instruction id, and never twice', async () => {
    await swishSim.post('/_control/faults', { refund_outcome: 'CREATED' });
    const { orderNumber } = await paidSwishOrder();
    // The cancellation commits and the process dies before calling Swish: the refund is pending with its id.
    const fulfilment = createOrderFulfilment(db(), { origin: 'http://localhost', providerRefunds: app().services.refunds.configured });
    expect(await fulfilment.apply(orderNumber, 'cancel', { confirmedRefund: String(await toPayOf(orderNumber)) })).toMatchObject({ ok: true, changed: true, refund: { status: 'pending' } });
    const pending = await refundOf(orderNumber);
    expect(pending).toMatchObject({ status: 'pending', attempts: 0 });
    expect(pending.instruction_id).toMatch(/^[0-9A-F]{32}$/);

    // On start the sweeper makes it; Swish takes it but has not paid it out yet.
    const before = (await swishRefunds()).length;
    await app().services.refunds.sweep();
    expect(await refundOf(orderNumber)).toMatchObject({ status: 'pending', attempts: 1 });
    // Its claim runs out (the process died again): the next attempt finds Swish's refund by the id, creates none.
    await db().updateTable('order_refunds').set({ claimed_until: null }).where('instruction_id', '=', pending.instruction_id).execute();
    await Promise.all([app().services.refunds.sweep(), app().services.refunds.settle(pending.order_id)]);
    expect((await swishRefunds()).slice(before)).toHaveLength(1);
    // Swish pays it out and calls back: refunded.
    expect((await swishSim.post(`/_control/refunds/${pending.instruction_id}/PAID`)).statusCode).toBe(200);
    expect(await refundOf(orderNumber)).toMatchObject({ status: 'refunded' });
    // A forged callback changes nothing.
    const forged = await app().inject({ method: 'POST', url: '/checkoutv3/swish/refund-callback', headers: { callbackidentifier: 'x'.repeat(32) }, payload: { id: pending.instruction_id } });
    expect(forged.statusCode).toBe(403);
    await swishSim.post('/_control/faults', {});
  }, 60_000);

  it('cancels an uncaptured Klarna order, refunds a captured one once, and cancels Svea and Wasa orders not yet delivered', async () => {
    const admin = await staffMember();
    const placeKlarna = async () => {
      const s = await shopper();
      await s.add((await product()).id);
      const state: CheckoutState = await s.pay('klarna');
      const klarnaId = /\/checkout\/([0-9a-f-]{36})"/.exec(state.snippet ?? '')![1]!;
      await klarnaSim.post(`/checkout/${klarnaId}/complete`, '');
      const [order] = await waitFor(() => ordersOf('klarna', klarnaId), (rows) => rows.length === 1);
      return { klarnaId, orderNumber: order!.order_number! };
    };
    const released = await placeKlarna();
    expect((await confirmedJson(admin, `/admin/api/orders/${released.orderNumber}/cancel`)).statusCode).toBe(200);
    expect(await refundOf(released.orderNumber)).toMatchObject({ status: 'refunded', provider_order_id: released.klarnaId });
    expect((await klarnaSim.get(`/_control/orders/${released.klarnaId}`)).json()).toMatchObject({ cancelled: true, refunds: [] });

    const captured = await placeKlarna();
    expect((await klarnaSim.post(`/_control/orders/${captured.klarnaId}/capture`)).statusCode).toBe(200);
    expect((await confirmedJson(admin, `/admin/api/orders/${captured.orderNumber}/cancel`)).statusCode).toBe(200);
    const klarnaRefund = await refundOf(captured.orderNumber);
    expect(klarnaRefund.status).toBe('refunded');
    // A second attempt (a retry after a lost answer) is the same refund at Klarna.
    await db().updateTable('order_refunds').set({ status: 'pending', claimed_until: null }).where('id', '=', klarnaRefund.id).execute();
    await app().services.refunds.settle(klarnaRefund.order_id);
    expect((await klarnaSim.get(`/_control/orders/${captured.klarnaId}`)).json()).toMatchObject({ cancelled: false, refunds: [{ key: klarnaRefund.instruction_id, amount: klarnaRefund.to_pay_ore }] });

    // Svea part payment: cancelled at Svea; one delivered in Svea's portal is left to a credit there.
    const placeSvea = async () => {
      const s = await shopper();
      await s.add((await product(100_000)).id, 2);
      const state = await s.pay('svea_part_payment');
      const sveaId = Number(/\/_simulators\/svea\/checkout\/(\d+)"/.exec(state.snippet ?? '')![1]);
      await sveaSim.post(`/checkout/${sveaId}/complete`, 'CampaignCode=1');
      const [order] = await waitFor(() => ordersOf('svea', sveaId), (rows) => rows.length === 1);
      return { sveaId, orderNumber: order!.order_number! };
    };
    const svea = await placeSvea();
    expect((await confirmedJson(admin, `/admin/api/orders/${svea.orderNumber}/cancel`)).statusCode).toBe(200);
    expect(await refundOf(svea.orderNumber)).toMatchObject({ status: 'refunded' });
    expect((await sveaSim.get(`/_control/orders/${svea.sveaId}`)).json()).toMatchObject({ Status: 'Cancelled' });
    const delivered = await placeSvea();
    await sveaSim.post(`/_control/orders/${delivered.sveaId}/deliver`);
    expect((await confirmedJson(admin, `/admin/api/orders/${delivered.orderNumber}/cancel`)).statusCode).toBe(200);
    expect(await refundOf(delivered.orderNumber)).toMatchObject({ status: 'manual', reason: 'delivered' });

    // Wasa Kredit leasing: cancelled while not shipped; a shipped one is a running contract.
    const placeWasa = async () => {
      const s = await shopper();
      const dear = await plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '>', 700_000).orderBy('p.price_incl_vat_ore', 'desc').limit(1).offset(offset++).executeTakeFirstOrThrow();
      await s.add(dear.id, 2);
      const state = await s.pay('wasa_leasing', 'company');
      const wasaId = /data-wasa-order="([0-9a-f-]{36})"/.exec(state.snippet ?? '')![1]!;
      await wasaSim.post(`/checkout/${wasaId}`, 'answer=sign');
      const [order] = await waitFor(() => ordersOf('wasa', wasaId), (rows) => rows.length === 1);
      return { wasaId, orderNumber: order!.order_number! };
    };
    const wasa = await placeWasa();
    expect((await confirmedJson(admin, `/admin/api/orders/${wasa.orderNumber}/cancel`)).statusCode).toBe(200);
    expect(await refundOf(wasa.orderNumber)).toMatchObject({ status: 'refunded' });
    expect((await wasaSim.get(`/_control/orders/${wasa.wasaId}`)).json()).toMatchObject({ order: { status: { status: 'canceled' } } });
    const shipped = await placeWasa();
    await wasaSim.post(`/_control/orders/${shipped.wasaId}/ship`);
    expect((await confirmedJson(admin, `/admin/api/orders/${shipped.orderNumber}/cancel`)).statusCode).toBe(200);
    expect(await refundOf(shipped.orderNumber)).toMatchObject({ status: 'manual', reason: 'leasing_active' });
    const page = (await admin.page(`/admin/ordrar/${shipped.orderNumber}`)).body;
    expect(page).toContain('Leasingavtalet hos Wasa Kredit löper redan');
    expect(page).not.toContain('Försök igen via betalleverantören');
  }, 90_000);
});
