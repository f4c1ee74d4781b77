import { describe, expect, it } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import type { SwishPaymentRequest } from '../../payments/swish/swish-api';
import { SWISH_SIMULATOR_PATH } from '../../simulators/swish-simulator';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { providerCheckoutSuite, setPaymentFee } from '../testing/provider-checkout';
import { testDialects } from '../testing/test-app';

/** Swish against its simulator, through the shop's own routes (issue 17). */
describe.each(testDialects)('Swish on %s', (dialect) => {
  const { shop, db, ...suite } = providerCheckoutSuite(dialect, SWISH_SIMULATOR_PATH, { pages: true });
  const simulator = (method: 'GET' | 'POST', path: string, payload?: Record<string, unknown> | string) =>
    shop().app.inject({
      method, url: `${SWISH_SIMULATOR_PATH}${path}`,
      ...(typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : payload ? { payload } : {}),
    });
  const faults = (f: Record<string, unknown>) => simulator('POST', '/_control/faults', { fault: null, callbacks: 1, ...f });

  async function shopper() {
    const s = await suite.shopper();
    return {
      ...s,
      async ready(): Promise<CheckoutState> {
        const ombud = await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
        const res = await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(ombud.id) });
        expect(res.statusCode).toBe(200);
        return res.json<CheckoutState>();
      },
      /** Places the order as the page does, and keeps the session it rotated to, as a browser keeps the new cookie. */
      async place(state: CheckoutState, extra: Record<string, string> = {}) {
        const res = await s.post('/checkoutv3/checkout/swish', { ...PRIVATE_FORM, price_token: state.price_token, submission_key: state.submission_key, ...extra });
        const sid = [res.headers['set-cookie']].flat().map((c) => (typeof c === 'string' ? /^sid=([^;]+)/.exec(c)?.[1] : undefined)).find(Boolean);
        if (sid) {
          s.headers.cookie = `sid=${sid}`;
          s.headers['x-csrf-token'] = (await shop().app.services.sessions.find(sid))!.csrfToken;
        }
        return res;
      },
    };
  }
  const product = (offset: number) => plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').limit(1).offset(offset).executeTakeFirstOrThrow();
  const request = async (id: string) => (await simulator('GET', `/_control/requests/${id}`)).json<SwishPaymentRequest>();
  const orderOf = (orderNumber: string) => db().selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const stockOf = async (id: number) => (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  it('is listed first and pre-selected, sends the payer number with the amount as SEK, and settles once on a double callback', async () => {
    await faults({ callbacks: 2 });
    const s = await shopper();
    const p = await product(0);
    await s.add(p.id, 2);
    const state = await s.ready();
    expect(state.available_payment_types[0]!.handler).toBe('swish');
    expect(state.handler).toBe('swish');
    expect(state.snippet).toBe('swish');
    const res = await s.place(state);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<PlaceOrderResponse>();
    expect(placed.swish).toMatchObject({ flow: 'ecommerce', app_url: null, payer: '070-123 45 67' });
    const order = await orderOf(placed.order_number);
    expect(order.status).toBe('awaiting_payment');
    const sent = await request(placed.swish!.id);
    expect(sent).toMatchObject({ status: 'CREATED', payerAlias: '46701234567', payeeAlias: '1231181189', currency: 'SEK', payeePaymentReference: placed.order_number });
    expect(Math.round(sent.amount * 100)).toBe(order.to_pay_ore);
    expect(sent.callbackUrl).toMatch(/\/checkoutv3\/swish\/callback$/);
    expect((await s.get(placed.swish!.status_url)).json()).toMatchObject({ status: 'pending', confirmation_url: null });

    // The payer answers on their phone; Swish calls back twice.
    expect((await simulator('POST', `/app/${placed.swish!.id}`, 'answer=PAID')).statusCode).toBe(200);
    const status = (await s.get(placed.swish!.status_url)).json<{ status: string; confirmation_url: string }>();
    expect(status.status).toBe('paid');
    expect(status.confirmation_url).toMatch(new RegExp(`^/kassa/bekraftelse/${placed.order_number}\\?t=`));
    const paid = await orderOf(placed.order_number);
    expect(paid.status).toBe('paid');
    expect(await stockOf(p.id)).toBe(p.stock - 2);
    const mails = await db().selectFrom('outbox_emails').select('id').where('order_id', '=', paid.id).execute();
    expect(mails).toHaveLength(1);
    expect((await s.state()).cart.products).toHaveLength(0);
  });

  it('keeps the wait through a reload, follows the same request on a second Köp, and lands on the confirmation once paid', async () => {
    await faults({ callbacks: 0 });
    const s = await shopper();
    const p = await product(5);
    await s.add(p.id);
    const placed = (await s.place(await s.ready())).json<PlaceOrderResponse>();
    const reloaded = await s.get('/checkoutv3');
    expect(reloaded.statusCode).toBe(200);
    expect(reloaded.body).toContain(`Din order ${placed.order_number} är skapad. Godkänn betalningen i Swish-appen.`);
    expect(reloaded.body).toContain('Öppna Swish-appen på din mobil (070-123 45 67) och godkänn betalningen.');
    expect(reloaded.body).toContain(placed.swish!.status_url);

    // 'Köp' again on the reloaded page: the same request, no second order and no second payment request.
    const again = await s.place(await s.state());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PlaceOrderResponse>()).toMatchObject({ order_number: placed.order_number, swish: { id: placed.swish!.id } });
    const order = await orderOf(placed.order_number);
    const paymentsOf = () => db().selectFrom('card_payments').select('token').where('order_id', '=', order.id).execute();
    expect(await paymentsOf()).toHaveLength(1);
    expect(await db().selectFrom('orders').select('id').where('cart_id', '=', order.cart_id).execute()).toHaveLength(1);

    // Paid in the app while no callback arrives: the next checkout page asks Swish and goes on to the confirmation.
    expect((await simulator('POST', `/app/${placed.swish!.id}`, 'answer=PAID')).statusCode).toBe(200);
    const stale = await s.state();
    const after = await s.get('/checkoutv3');
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).toMatch(new RegExp(`^/kassa/bekraftelse/${placed.order_number}\\?t=`));
    expect((await orderOf(placed.order_number)).status).toBe('paid');
    expect((await s.get(after.headers.location as string)).statusCode).toBe(200);

    // A 'Köp' from a page left open before the payment: its confirmation, no second order or payment request.
    const third = await s.place(stale);
    expect(third.statusCode, third.body).toBe(200);
    expect(third.json<PlaceOrderResponse>()).toMatchObject({ order_number: placed.order_number, swish: null, redirectUrl: null, confirmation_url: after.headers.location });
    expect(await paymentsOf()).toHaveLength(1);
    expect(await db().selectFrom('orders').select('id').where('email', '=', order.email).where('created_at', '>=', order.created_at).execute()).toHaveLength(1);
    const checkoutAgain = await s.get('/checkoutv3');
    expect(checkoutAgain.statusCode).toBe(200);
    expect(checkoutAgain.body).not.toContain('Godkänn betalningen');
    expect((await s.state()).cart.products).toHaveLength(0);
  });

  it('switches to the app on a phone, and a declined payment cancels the order and keeps the cart', async () => {
    await faults({});
    const s = await shopper();
    const p = await product(1);
    await s.add(p.id);
    const placed = (await s.place(await s.ready(), { swish_flow: 'mcommerce' })).json<PlaceOrderResponse>();
    expect(placed.swish!.app_url).toMatch(/^\/_simulators\/swish\/app\?token=[0-9a-f]+&callbackurl=%2Fcheckoutv3%2Fswish%2Freturn%2F[0-9A-F]{32}$/);
    expect((await request(placed.swish!.id)).payerAlias).toBeNull();
    const app = await shop().app.inject({ method: 'GET', url: placed.swish!.app_url! });
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('Godkänn betalningen');
    const back = await simulator('POST', `/app/${placed.swish!.id}`, `answer=DECLINED&callbackurl=${encodeURIComponent(`/checkoutv3/swish/return/${placed.swish!.id}`)}`);
    expect(back.statusCode).toBe(303);
    const returned = await s.get(back.headers.location as string);
    expect(returned.headers.location).toBe('/checkoutv3?betalning=avbruten');
    expect((await orderOf(placed.order_number)).status).toBe('cancelled');
    expect(await stockOf(p.id)).toBe(p.stock);
    expect((await s.state()).cart.products).toHaveLength(1);
  });

  it('cancels a request nobody answers: Swish\'s own timeout, and ours when no answer comes', async () => {
    await faults({ callbacks: 0 });
    const s = await shopper();
    const p = await product(2);
    await s.add(p.id);
    const first = (await s.place(await s.ready())).json<PlaceOrderResponse>();
    expect((await simulator('POST', `/_control/expire/${first.swish!.id}`)).statusCode).toBe(200);
    expect((await s.get(first.swish!.status_url)).json()).toMatchObject({ status: 'timeout', message: expect.stringContaining('godkändes inte i Swish i tid') });
    expect((await orderOf(first.order_number)).status).toBe('cancelled');

    const second = (await s.place(await s.state())).json<PlaceOrderResponse>();
    await db().updateTable('card_payments').set({ created_at: new Date(Date.now() - 181_000).toISOString() }).where('token', '=', second.swish!.id).execute();
    expect((await s.get(second.swish!.status_url)).json()).toMatchObject({ status: 'timeout' });
    expect((await request(second.swish!.id)).status).toBe('CANCELLED');
    expect((await orderOf(second.order_number)).status).toBe('cancelled');
    expect(await stockOf(p.id)).toBe(p.stock);
    expect((await s.state()).cart.products).toHaveLength(1);
  });

  it.each(['timeout', 'error', 'garbage'] as const)('keeps the cart and gives the stock back when Swish answers with a %s', async (fault) => {
    await faults({ fault, delay_ms: 1_000 });
    try {
      const s = await shopper();
      const p = await product(3);
      await s.add(p.id);
      const res = await s.place(await s.ready());
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ error: true, message: 'Just nu går det inte att kommunicera med Swish. Din varukorg finns kvar. Försök igen om en liten stund eller välj ett annat sätt att betala.' });
      expect(await stockOf(p.id)).toBe(p.stock);
      expect((await s.state()).cart.products).toHaveLength(1);
    } finally {
      await faults({});
    }
  });

  it('refuses a callback with a wrong callbackIdentifier, for an unknown request, or malformed; and a number that is no mobile', async () => {
    await faults({});
    const s = await shopper();
    await s.add((await product(4)).id);
    const state = await s.ready();
    const refused = await s.place(state, { user_mobile: '08-123 456 78' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { user_mobile: ['Ange ett giltigt mobilnummer.'] } });
    const placed = (await s.place(await s.state())).json<PlaceOrderResponse>();
    const body = { ...(await request(placed.swish!.id)), status: 'PAID', datePaid: new Date().toISOString() };
    const callback = (headers: Record<string, string>, payload: unknown) => shop().app.inject({ method: 'POST', url: '/checkoutv3/swish/callback', headers, payload: payload as Record<string, unknown> });
    expect((await callback({ callbackidentifier: 'A'.repeat(32) }, body)).statusCode).toBe(403);
    expect((await callback({}, body)).statusCode).toBe(403);
    expect((await callback({ callbackidentifier: 'A'.repeat(32) }, { ...body, id: 'B'.repeat(32) })).statusCode).toBe(404);
    expect((await callback({}, { id: 'x' })).statusCode).toBe(400);
    expect((await orderOf(placed.order_number)).status).toBe('awaiting_payment');
  });

  it('asks Swish for exactly the order amount for a cart with codes, a gift card, a fee and mixed VAT rates', async () => {
    await faults({});
    const products = await plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '>', 150_000).orderBy('p.id', 'desc').limit(2).execute();
    await db().updateTable('products').set({ vat_class: 'reduced_12' }).where('id', '=', products[1]!.id).execute();
    await setPaymentFee(shop().app, 'swish', 350);
    try {
      const s = await shopper();
      await s.add(products[0]!.id, 2);
      await s.add(products[1]!.id, 1);
      expect((await s.post('/checkoutv3/discounts/store', { code: 'VALKOMMEN10' })).statusCode).toBe(200);
      expect((await s.post('/checkoutv3/discounts/store', { code: 'PRESENTKORT500' })).statusCode).toBe(200);
      const placed = (await s.place(await s.ready())).json<PlaceOrderResponse>();
      const order = await orderOf(placed.order_number);
      expect(order.gift_cards_ore).toBeGreaterThan(0);
      expect(order.discount_incl_vat_ore).toBeGreaterThan(0);
      expect(order.payment_fee_incl_vat_ore).toBe(350);
      expect(Math.round((await request(placed.swish!.id)).amount * 100)).toBe(order.to_pay_ore);
    } finally {
      await setPaymentFee(shop().app, 'swish', 0);
    }
  });
});
