import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../common/contract/checkout';
import type { KlarnaOrder } from '../../payments/klarna/klarna-api';
import { klarnaAmountError } from '../../payments/klarna/klarna-api';
import { KLARNA_SIMULATOR_PATH } from '../../simulators/klarna-simulator';
import { plainProducts } from '../testing/plain-products';
import { providerCheckoutSuite, setPaymentFee } from '../testing/provider-checkout';
import { testDialects } from '../testing/test-app';

/** Klarna Checkout against its simulator, through the shop's own routes (issue 17). */
describe.each(testDialects)('Klarna Checkout on %s', (dialect) => {
  const { shop, db, simulator, waitFor, ...suite } = providerCheckoutSuite(dialect, KLARNA_SIMULATOR_PATH);

  async function shopper() {
    const s = await suite.shopper();
    /** PostNord ombud and Klarna: the state the payment block then shows. */
    return { ...s, payWithKlarna: () => s.pay('klarna') };
  }

  const klarnaOrderIdOf = (state: CheckoutState) => {
    const id = /\/checkout\/([0-9a-f-]{36})"/.exec(state.snippet ?? '')?.[1];
    if (!id) throw new Error(`No Klarna order in the snippet: ${state.snippet}`);
    return id;
  };
  const simulatedOrder = async (id: string) => (await simulator(`/_control/orders/${id}`)).json<{ order: KlarnaOrder; acknowledged: number; cancelled: boolean }>();
  const ordersOf = (klarnaId: string) => suite.ordersOf('klarna', klarnaId);
  /** The shopper completes Klarna's embed: the simulator validates with us, then sends the browser back. */
  const complete = (klarnaId: string) =>
    shop().app.inject({ method: 'POST', url: `${KLARNA_SIMULATOR_PATH}/checkout/${klarnaId}/complete`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

  /** The Klarna order opened for a shopper with one product in the cart, Klarna set to send `pushes` pushes. */
  async function openOneProductCheckout(pushes: number) {
    await simulator('/_control/faults', { fault: null, pushes });
    const s = await shopper();
    const product = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').executeTakeFirstOrThrow();
    await s.add(product.id);
    return klarnaOrderIdOf(await s.payWithKlarna());
  }

  it('opens Klarna with the cart in öre, places the order once from the push, and sends the shopper to the confirmation', async () => {
    await simulator('/_control/faults', { fault: null, pushes: 2 });
    const s = await shopper();
    const product = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').executeTakeFirstOrThrow();
    await s.add(product.id, 2);
    const state = await s.payWithKlarna();
    expect(state.handler).toBe('klarna_checkout');
    expect(state.snippet).toContain('<iframe');
    expect(state.reset_order).toBe(false);
    expect(state.provider_test_mode).toBe(true);
    const klarnaId = klarnaOrderIdOf(state);
    const opened = (await simulatedOrder(klarnaId)).order;
    expect(opened.order_lines[0]).toMatchObject({ type: 'physical', quantity: 2, unit_price: product.price_incl_vat_ore, tax_rate: 2500 });
    expect(opened.merchant_urls.push).toContain(`/checkoutv3/klarna/push?order_id={checkout.order.id}&token=`);
    expect(klarnaAmountError(opened)).toBeNull();

    // The same cart again: the same Klarna order, no reset.
    const again = await s.state();
    expect(klarnaOrderIdOf(again)).toBe(klarnaId);
    expect(again.reset_order).toBe(false);

    const done = await complete(klarnaId);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain(`/checkoutv3/klarna/confirmation?order_id=${klarnaId}`);
    // Two pushes (Klarna retries until acknowledged) and the shopper's return: one order.
    const placed = await waitFor(() => simulatedOrder(klarnaId), (o) => o.acknowledged >= 2);
    expect(placed.cancelled).toBe(false);
    const back = await s.get(new URL(done.headers.location as string).pathname + new URL(done.headers.location as string).search);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(/^\/kassa\/bekraftelse\/\d+\?t=/);
    const orders = await ordersOf(klarnaId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', payment_handler: 'klarna_checkout', to_pay_ore: placed.order.order_amount, vat_ore: placed.order.order_tax_amount, first_name: 'Testperson-se' });
    // The cart is gone, and the stock taken once.
    const stock = await db().selectFrom('products').select('stock').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(product.stock - 2);
  });

  it('sends Klarna exactly the order amounts for a cart with codes, a gift card, a fee and mixed VAT rates', async () => {
    await simulator('/_control/faults', { fault: null, pushes: 1 });
    const products = await plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '>', 150_000).orderBy('p.id').limit(3).execute();
    expect(products).toHaveLength(3);
    await suite.useMixedVatRates(products);
    await setPaymentFee(shop().app, 'klarna', 1_900);
    try {
      const s = await shopper();
      await suite.fillMixedVatCart(s, products, 'SPARA200');
      const state = await s.payWithKlarna();
      const klarnaId = klarnaOrderIdOf(state);
      const sent = (await simulatedOrder(klarnaId)).order;
      expect(new Set(sent.order_lines.map((l) => l.tax_rate))).toEqual(new Set([2500, 1200, 600, 0]));
      expect(sent.order_lines.map((l) => l.type)).toEqual(['physical', 'physical', 'physical', 'shipping_fee', 'surcharge', 'gift_card']);
      expect(sent.order_lines.some((l) => l.total_discount_amount > 0)).toBe(true);
      expect(klarnaAmountError(sent)).toBeNull();

      expect((await complete(klarnaId)).statusCode).toBe(303);
      const [order] = await waitFor(() => ordersOf(klarnaId), (rows) => rows.length === 1);
      expect(order!.to_pay_ore).toBe(sent.order_amount);
      expect(order!.vat_ore).toBe(sent.order_tax_amount);
      expect(order!.gift_cards_ore).toBe(50_000);
      expect(order!.payment_fee_incl_vat_ore).toBe(1_900);
      const line = (type: string) => sent.order_lines.filter((l) => l.type === type).reduce((sum, l) => sum + l.total_amount, 0);
      expect(line('shipping_fee')).toBe(order!.delivery_incl_vat_ore);
      expect(line('surcharge')).toBe(order!.payment_fee_incl_vat_ore);
      expect(line('gift_card')).toBe(-order!.gift_cards_ore);
      expect(line('physical')).toBe(order!.products_incl_vat_ore - order!.discount_incl_vat_ore);
      const lines = await db().selectFrom('order_lines').selectAll().where('order_id', '=', order!.id).orderBy('id').execute();
      for (const [i, ours] of lines.entries()) {
        expect(sent.order_lines[i]).toMatchObject({ quantity: ours.quantity, unit_price: ours.unit_price_incl_vat_ore, total_discount_amount: ours.discount_incl_vat_ore, tax_rate: ours.vat_rate * 100 });
      }
    } finally {
      await setPaymentFee(shop().app, 'klarna', 0);
    }
  });

  it('updates the open Klarna order when the cart changes (reset_order), and refuses a stale amount at validation', async () => {
    await simulator('/_control/faults', { fault: null, pushes: 1 });
    const s = await shopper();
    const [first, second] = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id', 'desc').limit(2).execute();
    await s.add(first!.id);
    const klarnaId = klarnaOrderIdOf(await s.payWithKlarna());
    await s.add(second!.id);
    const changed = await s.state();
    expect(changed.reset_order).toBe(true);
    expect(klarnaOrderIdOf(changed)).toBe(klarnaId);
    expect((await simulatedOrder(klarnaId)).order.order_lines.filter((l) => l.type === 'physical')).toHaveLength(2);

    // The price changes after Klarna was last told: the validation callback refuses, no order is placed.
    await db().updateTable('products').set({ price_incl_vat_ore: first!.price_incl_vat_ore + 10_000 }).where('id', '=', first!.id).execute();
    shop().app.services.catalog.forgetCards([first!.id]);
    const refused = await complete(klarnaId);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toMatch(/\/checkoutv3\?betalning=andrad$/);
    expect((await simulatedOrder(klarnaId)).order.status).toBe('checkout_incomplete');
    expect(await ordersOf(klarnaId)).toHaveLength(0);
    expect((await s.state()).cart.products).toHaveLength(2);
  });

  it.each(['timeout', 'error', 'garbage'] as const)('keeps the cart and says so in Swedish when Klarna answers with a %s', async (fault) => {
    await simulator('/_control/faults', { fault, pushes: 1, delay_ms: 1_000 });
    try {
      const s = await shopper();
      const product = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').executeTakeFirstOrThrow();
      await s.add(product.id);
      const state = await s.payWithKlarna();
      expect(state.handler).toBe('klarna_checkout');
      expect(state.snippet).toBeNull();
      expect(state.payment_message).toBe('Just nu går det inte att kommunicera med Klarna. Din varukorg finns kvar. Försök igen om en liten stund eller välj ett annat sätt att betala.');
      expect(state.cart.products).toHaveLength(1);
    } finally {
      await simulator('/_control/faults', { fault: null, pushes: 1 });
    }
  });

  it('refuses a push with a wrong token or for an unknown order, and a malformed validation', async () => {
    const klarnaId = await openOneProductCheckout(0);
    const push = (query: string) => shop().app.inject({ method: 'POST', url: `/checkoutv3/klarna/push?${query}` });
    expect((await push(`order_id=${klarnaId}&token=wrong`)).statusCode).toBe(403);
    expect((await push('order_id=00000000-0000-0000-0000-000000000000&token=x')).statusCode).toBe(404);
    expect((await push('token=x')).statusCode).toBe(400);
    const validation = await shop().app.inject({ method: 'POST', url: '/checkoutv3/klarna/validation?token=x', payload: { order_id: klarnaId } });
    expect(validation.statusCode).toBe(400);
    // The push for an order the shopper has not completed places nothing.
    const row = await db().selectFrom('provider_sessions').select('callback_token').where('provider_order_id', '=', klarnaId).executeTakeFirstOrThrow();
    expect((await push(`order_id=${klarnaId}&token=${row.callback_token}`)).statusCode).toBe(409);
    expect(await ordersOf(klarnaId)).toHaveLength(0);
  });

  it('cancels the Klarna order when the stock is gone between validation and push', async () => {
    await simulator('/_control/faults', { fault: null, pushes: 0 });
    const s = await shopper();
    const product = await plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id', 'desc').limit(1).offset(5).executeTakeFirstOrThrow();
    await s.add(product.id, 2);
    const klarnaId = klarnaOrderIdOf(await s.payWithKlarna());
    expect((await complete(klarnaId)).statusCode).toBe(303);
    await db().updateTable('products').set({ stock: 1 }).where('id', '=', product.id).execute();
    const row = await db().selectFrom('provider_sessions').select('callback_token').where('provider_order_id', '=', klarnaId).executeTakeFirstOrThrow();
    const push = await shop().app.inject({ method: 'POST', url: `/checkoutv3/klarna/push?order_id=${klarnaId}&token=${row.callback_token}` });
    expect(push.statusCode).toBe(200);
    expect((await simulatedOrder(klarnaId)).cancelled).toBe(true);
    expect(await ordersOf(klarnaId)).toHaveLength(0);
    const back = await s.get(`/checkoutv3/klarna/confirmation?order_id=${klarnaId}`);
    expect(back.headers.location).toBe('/checkoutv3?betalning=andrad');
    expect((await s.state()).cart.products).toHaveLength(1);
  });

  it("places one paid order from a purchase in Klarna's documented shape, push and return racing", async () => {
    // Klarna's shape: lower-case countries, no personal number; its read answered late, so callbacks overlap.
    await simulator('/_control/faults', { fault: null, pushes: 0, read_delay_ms: 200 });
    try {
      const s = await shopper();
      const product = await plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '<', 40_000).orderBy('p.id', 'desc').executeTakeFirstOrThrow();
      await s.add(product.id);
      const klarnaId = klarnaOrderIdOf(await s.payWithKlarna());
      expect((await simulatedOrder(klarnaId)).order.purchase_country).toBe('se');
      const home = (await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord hemleverans').executeTakeFirstOrThrow()).id;
      // The shopper picks home delivery inside Klarna: Klarna's own shipping_option_update body reaches us.
      const change = await shop().app.inject({
        method: 'POST', url: `${KLARNA_SIMULATOR_PATH}/checkout/${klarnaId}/shipping`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `shipping_option=delivery-${home}`,
      });
      expect(change.headers.location).toContain('?changed=1');
      const done = await complete(klarnaId);
      expect(done.headers.location).toContain(`/checkoutv3/klarna/confirmation?order_id=${klarnaId}`);
      const shown = (await simulatedOrder(klarnaId)).order;
      expect(shown).toMatchObject({ status: 'checkout_complete', purchase_country: 'se', purchase_currency: 'sek', billing_address: { country: 'se' }, customer: { type: 'person' } });
      expect(shown.customer?.national_identification_number).toBeUndefined();

      const row = await db().selectFrom('provider_sessions').select('callback_token').where('provider_order_id', '=', klarnaId).executeTakeFirstOrThrow();
      const push = () => shop().app.inject({ method: 'POST', url: `/checkoutv3/klarna/push?order_id=${klarnaId}&token=${row.callback_token}` });
      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [back, ...pushes] = await Promise.all([s.get(`/checkoutv3/klarna/confirmation?order_id=${klarnaId}`), push(), later(100).then(push), later(150).then(push), later(600).then(push)]);
      expect(back.headers.location).toMatch(/^\/kassa\/bekraftelse\/\d+\?t=/);
      expect(pushes.map((p) => p.statusCode)).toEqual([200, 200, 200, 200]);

      const orders = await ordersOf(klarnaId);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        status: 'paid', to_pay_ore: shown.order_amount, vat_ore: shown.order_tax_amount, delivery_type_id: home, country: 'SE', postal_code: '12345', identity_number: null,
      });
      const atKlarna = await simulatedOrder(klarnaId);
      expect(atKlarna.cancelled).toBe(false);
      expect(atKlarna.acknowledged).toBeGreaterThanOrEqual(1);
      expect(await db().selectFrom('provider_sessions').select(['status', 'order_id']).where('provider_order_id', '=', klarnaId).executeTakeFirstOrThrow())
        .toEqual({ status: 'completed', order_id: orders[0]!.id });
      const mails = await db().selectFrom('outbox_emails').select('kind').where('order_id', '=', orders[0]!.id).execute();
      expect(mails).toEqual([{ kind: 'order_confirmation' }]);
    } finally {
      await simulator('/_control/faults', { fault: null, pushes: 1 });
    }
  });

  it('refuses at validation, before the shopper pays, what placing the order would refuse', async () => {
    const klarnaId = await openOneProductCheckout(1);
    // A Swedish postal code has five digits: the order could not be placed, so Klarna is told so before it charges.
    const refused = await shop().app.inject({
      method: 'POST', url: `${KLARNA_SIMULATOR_PATH}/checkout/${klarnaId}/complete`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'postal_code=1234',
    });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toMatch(/\/checkoutv3\?betalning=andrad$/);
    expect((await simulatedOrder(klarnaId)).order.status).toBe('checkout_incomplete');
    // Goods to another country than the one the delivery was priced for: refused as well.
    const row = await db().selectFrom('provider_sessions').select('callback_token').where('provider_order_id', '=', klarnaId).executeTakeFirstOrThrow();
    const opened = (await simulatedOrder(klarnaId)).order;
    const abroad = { given_name: 'Ola', family_name: 'Nordmann', email: 'ola@example.no', street_address: 'Storgata 1', postal_code: '0150', city: 'Oslo', phone: '+4741234567', country: 'no' };
    const validation = await shop().app.inject({
      method: 'POST', url: `/checkoutv3/klarna/validation?token=${row.callback_token}`, payload: { ...opened, billing_address: { ...abroad, country: 'se' }, shipping_address: abroad },
    });
    expect(validation.statusCode).toBe(303);
    expect(validation.headers.location).toMatch(/\/checkoutv3\?betalning=andrad$/);
    // Corrected, it is placed; with the personal number Klarna may give, that is kept too.
    await simulator('/_control/faults', { fault: null, pushes: 1, national_identification_number: true });
    try {
      expect((await complete(klarnaId)).statusCode).toBe(303);
      const [order] = await waitFor(() => ordersOf(klarnaId), (rows) => rows.length === 1);
      expect(order).toMatchObject({ status: 'paid', identity_number: '197701116050', postal_code: '12345' });
      expect((await simulatedOrder(klarnaId)).cancelled).toBe(false);
    } finally {
      await simulator('/_control/faults', { fault: null, pushes: 1 });
    }
  });

  it("offers our delivery options as Klarna's shipping options; a change inside Klarna selects the matching delivery type and answers the new amounts", async () => {
    await simulator('/_control/faults', { fault: null, pushes: 1 });
    const s = await shopper();
    const product = await plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '<', 40_000).orderBy('p.id').executeTakeFirstOrThrow();
    await s.add(product.id);
    const state = await s.payWithKlarna();
    const deliveryId = async (name: string) => (await db().selectFrom('delivery_types').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const ombud = await deliveryId('PostNord ombud');
    const home = await deliveryId('PostNord hemleverans');
    expect(state.delivery_checkout.delivery_options.find((o) => o.value === home)?.meta_data.klarna_shipping_option_id).toBe(`delivery-${home}`);
    const klarnaId = klarnaOrderIdOf(state);
    const opened = (await simulatedOrder(klarnaId)).order;
    expect(opened.merchant_urls.shipping_option_update).toContain('/checkoutv3/klarna/shipping_option_update?order_id={checkout.order.id}&token=');
    // At the cart's dominant VAT rate, as the delivery line itself.
    const fee = opened.order_lines.find((l) => l.type === 'shipping_fee')!;
    expect(opened.shipping_options?.find((o) => o.id === `delivery-${ombud}`)).toEqual(expect.objectContaining({
      price: 4_900, tax_amount: fee.total_tax_amount, tax_rate: fee.tax_rate, preselected: true,
    }));
    expect(opened.shipping_options?.find((o) => o.id === `delivery-${home}`)).toMatchObject({ price: 9_900, preselected: false });

    // The shopper picks home delivery inside Klarna's checkout.
    const change = await shop().app.inject({
      method: 'POST', url: `${KLARNA_SIMULATOR_PATH}/checkout/${klarnaId}/shipping`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `shipping_option=delivery-${home}`,
    });
    expect(change.statusCode).toBe(303);
    const changed = (await simulatedOrder(klarnaId)).order;
    expect(changed.selected_shipping_option?.id).toBe(`delivery-${home}`);
    expect(changed.order_amount).toBe(opened.order_amount + 5_000);
    expect(changed.order_lines.find((l) => l.type === 'shipping_fee')).toMatchObject({ reference: `delivery-${home}`, total_amount: 9_900 });
    expect(klarnaAmountError(changed)).toBeNull();
    const after = await s.state();
    expect(after.delivery_checkout.selected_delivery_option?.value).toBe(home);
    expect(after.cart.summary).toBeDefined();

    // Klarna's store action: the option's price divided by 100 must be ours.
    expect((await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(home), kco_shipping_cost: '99' })).statusCode).toBe(200);
    const stale = await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(ombud), kco_shipping_cost: '4900' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json<{ message: string }>().message).toBe('Fraktpriset har ändrats. Välj fraktsätt igen.');
    expect((await s.state()).delivery_checkout.selected_delivery_option?.value).toBe(home);

    // Refused: a wrong token, an option that is none of ours.
    const row = await db().selectFrom('provider_sessions').select('callback_token').where('provider_order_id', '=', klarnaId).executeTakeFirstOrThrow();
    const update = (token: string, option: string) => shop().app.inject({
      method: 'POST', url: `/checkoutv3/klarna/shipping_option_update?order_id=${klarnaId}&token=${token}`,
      payload: { purchase_currency: 'SEK', order_amount: changed.order_amount, order_tax_amount: changed.order_tax_amount, order_lines: changed.order_lines, selected_shipping_option: { ...changed.selected_shipping_option!, id: option } },
    });
    expect((await update('x'.repeat(32), `delivery-${ombud}`)).statusCode).toBe(403);
    expect((await update(row.callback_token, 'delivery-999999')).statusCode).toBe(400);
    expect((await update(row.callback_token, "1' or 1=1")).statusCode).toBe(400);

    // Completed with home delivery: the order carries it, at Klarna's amount.
    expect((await complete(klarnaId)).statusCode).toBe(303);
    const [order] = await waitFor(() => ordersOf(klarnaId), (rows) => rows.length === 1);
    expect(order).toMatchObject({ delivery_type_id: home, delivery_incl_vat_ore: 9_900, to_pay_ore: (await simulatedOrder(klarnaId)).order.order_amount });
  });
});
