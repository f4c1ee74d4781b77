import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../../common/contract/checkout';
import { sveaTotalOre, type SveaOrder } from '../../payments/svea/svea-api';
import { SVEA_SIMULATOR_PATH } from '../../simulators/svea-simulator';
import { plainProducts } from '../testing/plain-products';
import { providerCheckoutSuite, setPaymentFee } from '../testing/provider-checkout';
import { testDialects } from '../testing/test-app';

/** Svea part payment against its simulator, through the shop's own routes (issue 17). */
describe.each(testDialects)('Svea part payment on %s', (dialect) => {
  const { shop, db, simulator, faults, waitFor, ...suite } = providerCheckoutSuite(dialect, SVEA_SIMULATOR_PATH);
  async function shopper() {
    const s = await suite.shopper();
    return { ...s, partPay: () => s.pay('svea_part_payment') };
  }

  const products = (count: number) =>
    plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '>', 100_000).where('p.price_incl_vat_ore', '<', 1_500_000).orderBy('p.id').limit(count).execute();
  /** A shopper with `quantity` of the first of `products` in the cart. */
  async function shopperWithOneProduct(quantity = 1) {
    const s = await shopper();
    const [product] = await products(1);
    await s.add(product!.id, quantity);
    return { s, product };
  }
  const sveaIdOf = (state: CheckoutState) => {
    const id = /\/_simulators\/svea\/checkout\/(\d+)"/.exec(state.snippet ?? '')?.[1];
    if (!id) throw new Error(`No Svea order in the snippet: ${state.snippet} ${state.payment_message}`);
    return Number(id);
  };
  const simulated = async (id: number) => (await simulator(`/_control/orders/${id}`)).json<SveaOrder>();
  const ordersOf = (sveaId: number) => suite.ordersOf('svea', sveaId);
  /** The consumer chooses the campaign and completes in Svea's embed. */
  const complete = (sveaId: number, campaign = '1') =>
    shop().app.inject({ method: 'POST', url: `${SVEA_SIMULATOR_PATH}/checkout/${sveaId}/complete`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `CampaignCode=${campaign}` });

  it('is never listed first nor pre-selected, opens Svea with the cart in öre, and places the order once from two pushes and the return', async () => {
    await faults({ pushes: 2 });
    const { s, product } = await shopperWithOneProduct(2);
    const before = await s.state();
    const handlers = before.available_payment_types.map((t) => t.handler);
    expect(handlers).toContain('svea_part_payment');
    expect(handlers.at(-1)).toBe('svea_part_payment');
    expect(before.available_payment_types.find((t) => t.payment_type_id === before.selected_payment_type)?.is_credit).toBe(false);
    const state = await s.partPay();
    expect(state.handler).toBe('svea_part_payment');
    expect(state.provider_test_mode).toBe(true);
    const sveaId = sveaIdOf(state);
    const opened = await simulated(sveaId);
    expect(opened.Cart.Items[0]).toMatchObject({ ArticleNumber: String(product!.id), Quantity: 200, UnitPrice: product!.price_incl_vat_ore, VatPercent: 2500 });
    expect((await s.state()).reset_order).toBe(false);

    const done = await complete(sveaId);
    expect(done.statusCode).toBe(303);
    const location = new URL(done.headers.location as string);
    expect(location.pathname).toBe('/checkoutv3/svea/confirmation');
    await waitFor(() => ordersOf(sveaId), (rows) => rows.length === 1);
    const back = await s.get(location.pathname + location.search);
    expect(back.headers.location).toMatch(/^\/kassa\/bekraftelse\/\d+\?t=/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const orders = await ordersOf(sveaId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', payment_handler: 'svea_part_payment', customer_type: 'private', to_pay_ore: sveaTotalOre(opened.Cart.Items) });
  });

  it('sends Svea exactly the order amount for a cart with codes, a gift card, a fee and mixed VAT rates', async () => {
    await faults({ pushes: 1 });
    const list = await products(3);
    await suite.useMixedVatRates(list);
    await setPaymentFee(shop().app, 'svea_part_payment', 3_900);
    try {
      const s = await shopper();
      await suite.fillMixedVatCart(s, list, 'VALKOMMEN10');
      const sveaId = sveaIdOf(await s.partPay());
      const sent = await simulated(sveaId);
      expect(new Set(sent.Cart.Items.map((r) => r.VatPercent))).toEqual(new Set([2500, 1200, 600, 0]));
      expect(sent.Cart.Items.some((r) => r.DiscountAmount > 0)).toBe(true);
      expect((await complete(sveaId)).statusCode).toBe(303);
      const [order] = await waitFor(() => ordersOf(sveaId), (rows) => rows.length === 1);
      expect(order!.to_pay_ore).toBe(sveaTotalOre(sent.Cart.Items));
      expect(order!.gift_cards_ore).toBe(50_000);
      expect(order!.payment_fee_incl_vat_ore).toBe(3_900);
    } finally {
      await setPaymentFee(shop().app, 'svea_part_payment', 0);
      await suite.restoreVatRates(list);
    }
  });

  /** A shopper who has completed a one-product purchase inside Svea's checkout, and Svea's push for it. */
  const completedAtSvea = async () => {
    const { s, product } = await shopperWithOneProduct();
    const sveaId = sveaIdOf(await s.partPay());
    expect((await complete(sveaId)).statusCode).toBe(303);
    const row = await db().selectFrom('provider_sessions').select('callback_token').where('provider', '=', 'svea').where('provider_order_id', '=', String(sveaId)).executeTakeFirstOrThrow();
    // Svea's PushUri fixes no method: the push is taken as POST or GET.
    const push = (method: 'POST' | 'GET' = 'POST') => shop().app.inject({ method, url: `/checkoutv3/svea/push?order_id=${sveaId}&token=${row.callback_token}` });
    return { s, product, sveaId, push };
  };

  it('places one order when pushes (by POST and by GET) and the return come at once', async () => {
    await faults({ pushes: 0 });
    const { s, product, sveaId, push } = await completedAtSvea();
    const results = await Promise.all([push(), push('GET'), push(), s.get(`/checkoutv3/svea/confirmation?order_id=${sveaId}`)]);
    expect(results.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await ordersOf(sveaId)).toHaveLength(1);
    // The money the provider holds is recorded once, with the order (issue 30).
    const [placed] = await ordersOf(sveaId);
    expect(await db().selectFrom('payment_records').select(['kind', 'method', 'provider', 'provider_reference', 'amount_ore', 'source_key']).where('order_id', '=', placed!.id).execute()).toEqual([
      { kind: 'payment', method: 'svea', provider: 'svea', provider_reference: String(sveaId), amount_ore: placed!.to_pay_ore, source_key: `svea:${sveaId}:completed` },
    ]);
    const stock = await db().selectFrom('products').select('stock').where('id', '=', product!.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(product!.stock - 1);
  });

  it("places one paid order from a purchase in Svea's documented shape, push and return racing, and never cancels it at Svea", async () => {
    // Svea's data types allow lower-case countries, no national id and only a ShippingAddress with a FullName; its
    // read answers late, so the return (which rotates the session) and the pushes overlap.
    await faults({ pushes: 0, documented_shape: true, read_delay_ms: 200 });
    try {
      const { s, sveaId, push } = await completedAtSvea();
      const shown = await simulated(sveaId);
      expect(shown).toMatchObject({ Status: 'Final', CountryCode: 'se', BillingAddress: null, ShippingAddress: { CountryCode: 'se', FullName: 'Persson Tess T' } });
      expect(shown.Customer?.NationalId).toBeUndefined();

      const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const [back, ...pushes] = await Promise.all([s.get(`/checkoutv3/svea/confirmation?order_id=${sveaId}`), push(), later(100).then(() => push('GET')), later(150).then(() => push()), later(600).then(() => push())]);
      expect(back.headers.location).toMatch(/^\/kassa\/bekraftelse\/\d+\?t=/);
      expect(pushes.map((p) => p.statusCode)).toEqual([200, 200, 200, 200]);

      const orders = await ordersOf(sveaId);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ status: 'paid', to_pay_ore: sveaTotalOre(shown.Cart.Items), country: 'SE', postal_code: '99999', identity_number: null, first_name: 'Persson Tess', last_name: 'T' });
      expect((await simulated(sveaId)).Status).toBe('Final');
      expect(await db().selectFrom('provider_sessions').select(['status', 'order_id']).where('provider', '=', 'svea').where('provider_order_id', '=', String(sveaId)).executeTakeFirstOrThrow())
        .toEqual({ status: 'completed', order_id: orders[0]!.id });
      expect(await db().selectFrom('outbox_emails').select('kind').where('order_id', '=', orders[0]!.id).execute()).toEqual([{ kind: 'order_confirmation' }]);
    } finally {
      await faults({});
    }
  });

  it('keeps the order at Svea when a push that started before the order existed ends after the return', async () => {
    await faults({ pushes: 0, read_delay_ms: 200 });
    try {
      const { s, sveaId, push } = await completedAtSvea();
      const [back, first] = await Promise.all([s.get(`/checkoutv3/svea/confirmation?order_id=${sveaId}`), new Promise((resolve) => setTimeout(resolve, 100)).then(() => push())]);
      expect(back.headers.location).toMatch(/^\/kassa\/bekraftelse\/\d+\?t=/);
      expect(first.statusCode).toBe(200);
      expect(await ordersOf(sveaId)).toHaveLength(1);
      expect((await simulated(sveaId)).Status).toBe('Final');
    } finally {
      await faults({});
    }
  });

  it.each(['timeout', 'error', 'garbage'] as const)('keeps the cart and says so in Swedish when Svea answers with a %s', async (fault) => {
    await faults({ fault, delay_ms: 1_000 });
    try {
      const { s } = await shopperWithOneProduct();
      const state = await s.partPay();
      expect(state.snippet).toBeNull();
      expect(state.payment_message).toBe('Just nu går det inte att kommunicera med Svea. Din varukorg finns kvar. Försök igen om en liten stund eller välj ett annat sätt att betala.');
      expect(state.cart.products).toHaveLength(1);
    } finally {
      await faults({});
    }
  });

  it('refuses a push with a wrong token, for an unknown order or malformed, and places nothing before completion', async () => {
    await faults({ pushes: 0 });
    const { s } = await shopperWithOneProduct();
    const sveaId = sveaIdOf(await s.partPay());
    const push = (query: string) => shop().app.inject({ method: 'POST', url: `/checkoutv3/svea/push?${query}` });
    expect((await push(`order_id=${sveaId}&token=${'x'.repeat(32)}`)).statusCode).toBe(403);
    expect((await push(`order_id=1&token=${'x'.repeat(32)}`)).statusCode).toBe(404);
    expect((await push("order_id=1' or 1=1&token=x")).statusCode).toBe(400);
    const row = await db().selectFrom('provider_sessions').select('callback_token').where('provider', '=', 'svea').where('provider_order_id', '=', String(sveaId)).executeTakeFirstOrThrow();
    expect((await push(`order_id=${sveaId}&token=${row.callback_token}`)).statusCode).toBe(409);
    expect(await ordersOf(sveaId)).toHaveLength(0);
  });

  it('is for private customers only, and only for amounts a campaign finances', async () => {
    const s = await shopper();
    const cheap = await plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '<', 30_000).orderBy('p.id').executeTakeFirstOrThrow();
    await s.add(cheap.id);
    const state = await s.partPay();
    expect(state.snippet).toBeNull();
    expect(state.payment_message).toBe('Det finns ingen delbetalning för det här beloppet. Välj ett annat sätt att betala.');
    expect((await s.postJson('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'company' })).json<CheckoutState>().available_payment_types.map((t) => t.handler)).not.toContain('svea_part_payment');
  });
});
