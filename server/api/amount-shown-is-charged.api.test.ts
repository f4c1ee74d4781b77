import { describe, expect, it } from 'vitest';
import type { PlaceOrderResponse } from '../../common/contract/checkout';
import type { KlarnaOrder } from '../../payments/klarna/klarna-api';
import { sveaTotalOre, type SveaOrder } from '../../payments/svea/svea-api';
import type { SwishPaymentRequest } from '../../payments/swish/swish-api';
import { wasaTotals, type WasaCheckoutRequest } from '../../payments/wasa/wasa-api';
import { KLARNA_SIMULATOR_PATH } from '../../simulators/klarna-simulator';
import { SVEA_SIMULATOR_PATH } from '../../simulators/svea-simulator';
import { SWISH_SIMULATOR_PATH } from '../../simulators/swish-simulator';
import { WASA_SIMULATOR_PATH } from '../../simulators/wasa-simulator';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { providerCheckoutSuite } from '../testing/provider-checkout';
import { loggedInAdmin } from '../testing/staff-browser';
import { testDialects } from '../testing/test-app';

/**
 * Written out here rather than taken from domain/money, so the test states the rule on its own: kronor grouped with
 * U+00A0, a decimal comma and two öre digits when there are öre, U+00A0 and 'kr' ('1 740,60 kr', '1 741 kr').
 */
function exactly(ore: number): string {
  const kronor = String(Math.floor(ore / 100)).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return ore % 100 === 0 ? `${kronor}\u00a0kr` : `${kronor},${String(ore % 100).padStart(2, '0')}\u00a0kr`;
}

const MEMBER = 'kund@example.se';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The amount of a 'label: amount' row as the summaries render it (a definition list). */
const rowOf = (html: string, label: string) => new RegExp(`<dt>${escaped(label)}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)?.[1];

/**
 * The amount shown is the amount charged (issue 28, decision 041): a cart whose percentage code leaves öre shows
 * those öre on the checkout page, the card provider's page, the confirmation page, the e-mail and the back office,
 * and every provider is asked for exactly that amount.
 */
describe.each(testDialects)('the amount shown is the amount charged on %s', (dialect) => {
  const { shop, db, shopper, faults } = providerCheckoutSuite(dialect, SWISH_SIMULATOR_PATH, { pages: true });
  const app = () => shop().app;
  const sim = (base: string) => async <T>(path: string) => (await app().inject({ method: 'GET', url: `${base}${path}` })).json<T>();
  const orderOf = (orderNumber: string) => db().selectFrom('orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();

  let offset = 0;
  // VALKOMMEN10 is once per customer (by e-mail address): each order is someone else's, but the demo member's.
  const form = (email = `kund-${offset}@example.se`) => ({ ...PRIVATE_FORM, user_email: email });
  /**
   * A product 10 % off leaves öre on: the demo's prices below 1 000 kr end in 9 kr (349 kr less 34,90 kr). A company
   * sees prices excl. VAT, which carry öre anyway: a dear one, for leasing.
   */
  const product = async (forCompany: boolean) => {
    const products = plainProducts(db()).where('p.stock', '>', 10).orderBy('p.id').limit(1).offset(offset++);
    return (forCompany ? products.where('p.price_incl_vat_ore', '>', 700_000) : products.where('p.price_incl_vat_ore', '>', 30_000).where('p.price_incl_vat_ore', '<', 100_000)).executeTakeFirstOrThrow();
  };

  /** A shopper with the product and VALKOMMEN10, PostNord ombud and `payment` chosen. */
  async function cartWithOre(payment: string, options: { company?: boolean; quantity?: number; member?: boolean } = {}) {
    const s = await shopper();
    if (options.member) await keepRotatedSession(s, await s.postJson('/konto/login', { email: MEMBER, password: 'kund1234' }));
    await s.add((await product(options.company === true)).id, options.quantity);
    await s.code('VALKOMMEN10');
    const state = await s.pay(payment, options.company ? 'company' : undefined);
    const shownOre = Math.round(state.cart.summary.totalCartSum * 100);
    expect(shownOre % 100, 'the percentage code leaves öre').not.toBe(0);
    return { s, state, shownOre };
  }
  const keepRotatedSession = async (s: Awaited<ReturnType<typeof shopper>>, res: { statusCode: number; cookies: { name: string; value: string }[] }) => {
    expect(res.statusCode).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'sid')?.value;
    if (!sid) return;
    s.headers.cookie = `sid=${sid}`;
    s.headers['x-csrf-token'] = (await app().services.sessions.find(sid))!.csrfToken;
  };
  const page = (s: Awaited<ReturnType<typeof shopper>>, url: string) =>
    app().inject({ method: 'GET', url, headers: { cookie: s.headers.cookie, 'x-forwarded-for': s.headers['x-forwarded-for'], accept: 'text/html' } });

  it('shows the card order\'s öre on the checkout page, the card page, the confirmation, the e-mail, Mina sidor and the back office, and charges them', async () => {
    const { s, state, shownOre } = await cartWithOre('card', { member: true });
    const shown = exactly(shownOre);
    expect(rowOf((await page(s, '/checkoutv3')).body, 'Att betala')).toBe(shown);

    const res = await s.post('/checkoutv3/checkout/card_payment', { ...form(MEMBER), price_token: state.price_token, submission_key: state.submission_key });
    await keepRotatedSession(s, res);
    const placed = res.json<PlaceOrderResponse>();
    const order = await orderOf(placed.order_number);
    expect(order.to_pay_ore).toBe(shownOre);
    const cardPage = await app().inject({ method: 'GET', url: placed.redirectUrl! });
    expect(new URL(placed.redirectUrl!, 'http://x').searchParams.get('amount')).toBe(String(shownOre));
    expect(/<p class="amount">([^<]*)<\/p>/.exec(cardPage.body)?.[1]).toBe(shown);

    const answer = new URLSearchParams(placed.redirectUrl!.split('?')[1]);
    answer.set('action', 'paid');
    const provider = await app().inject({ method: 'POST', url: '/testkort/betala', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: answer.toString() });
    const back = await page(s, provider.headers.location as string);
    const confirmationUrl = back.headers.location as string;
    expect(confirmationUrl).toMatch(/^\/kassa\/bekraftelse\//);
    const confirmation = (await page(s, confirmationUrl)).body;
    expect(rowOf(confirmation, 'Att betala')).toBe(shown);

    const mail = await db().selectFrom('outbox_emails').select(['text_body', 'html_body']).where('order_id', '=', order.id).where('kind', '=', 'order_confirmation').executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Att betala: ${shown}`);
    expect(mail.html_body).toMatch(new RegExp(`>Att betala</td><td align="right" style="[^"]*">${escaped(shown)}</td>`));

    const myOrder = (await page(s, `/mina-sidor/ordrar/${placed.order_number}`)).body;
    expect(rowOf(myOrder, 'Att betala'), myOrder.slice(0, 200)).toBe(shown);

    const admin = await loggedInAdmin(app());
    expect(rowOf((await admin.page(`/admin/ordrar/${placed.order_number}`)).body, 'Att betala')).toBe(shown);
  });

  it('rows that feed the total show their öre too, so the summary adds up as read', async () => {
    const { s, state } = await cartWithOre('card');
    const html = (await page(s, '/checkoutv3')).body;
    const { summary } = state.cart;
    expect(rowOf(html, 'Rabatt')).toBe(`\u2212${exactly(Math.round(summary.discountSum * 100))}`);
    expect(rowOf(html, 'Varav moms')).toMatch(/^\d[\d\u00a0]*(,\d\d)?\u00a0kr$/);
    const amounts = ['Produkter', 'Frakt', 'Rabatt', 'Att betala'].map((label) => {
      const text = rowOf(html, label)!;
      const sign = text.startsWith('\u2212') ? -1 : 1;
      return sign * Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    });
    expect(Math.round((amounts[0]! + amounts[1]! + amounts[2]!) * 100)).toBe(Math.round(amounts[3]! * 100));
  });

  it('asks Swish for the amount shown, öre and all', async () => {
    await faults({});
    const { s, state, shownOre } = await cartWithOre('swish');
    const res = await s.post('/checkoutv3/checkout/swish', { ...form(), price_token: state.price_token, submission_key: state.submission_key });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const sent = await sim(SWISH_SIMULATOR_PATH)<SwishPaymentRequest>(`/_control/requests/${res.json<PlaceOrderResponse>().swish!.id}`);
    expect(Math.round(sent.amount * 100)).toBe(shownOre);
  });

  it('opens Klarna and Svea for the amount shown, öre and all', async () => {
    const klarna = await cartWithOre('klarna');
    const klarnaId = /\/checkout\/([0-9a-f-]{36})"/.exec(klarna.state.snippet ?? '')?.[1];
    expect(klarnaId, `${klarna.state.snippet} ${klarna.state.payment_message}`).toBeDefined();
    const klarnaOrder = await sim(KLARNA_SIMULATOR_PATH)<{ order: KlarnaOrder }>(`/_control/orders/${klarnaId}`);
    expect(klarnaOrder.order.order_amount).toBe(klarna.shownOre);

    // Two, for Svea's smallest part payment (500 kr).
    const svea = await cartWithOre('svea_part_payment', { quantity: 2 });
    const sveaId = /\/_simulators\/svea\/checkout\/(\d+)"/.exec(svea.state.snippet ?? '')?.[1];
    expect(sveaId, `${svea.state.snippet} ${svea.state.payment_message}`).toBeDefined();
    const sveaOrder = await sim(SVEA_SIMULATOR_PATH)<SveaOrder>(`/_control/orders/${sveaId}`);
    expect(sveaTotalOre(sveaOrder.Cart.Items)).toBe(svea.shownOre);
  });

  it('asks Klarna and Swish for the amount shown for a cart with a percentage code, a gift card and a delivery fee; Klarna\'s lines add up to it', async () => {
    await faults({});
    let dearest = 0;
    const cart = async (payment: string) => {
      const s = await shopper();
      // Below the free-delivery limit (1 000 kr) and above the gift card's 500 kr.
      const p = await plainProducts(db()).where('p.stock', '>', 10).where('p.price_incl_vat_ore', '>', 60_000).where('p.price_incl_vat_ore', '<', 100_000)
        .orderBy('p.price_incl_vat_ore', 'desc').orderBy('p.id').limit(1).offset(dearest++).executeTakeFirstOrThrow();
      await s.add(p.id);
      await s.code('VALKOMMEN10');
      await s.code('PRESENTKORT500');
      const state = await s.pay(payment);
      expect(state.cart.summary.giftCardSum).toBeGreaterThan(0);
      expect(state.cart.summary.deliveryPrice).toBeGreaterThan(0);
      const shownOre = Math.round(state.cart.summary.totalCartSum * 100);
      expect(shownOre % 100, 'the percentage code leaves öre').not.toBe(0);
      return { s, state, shownOre };
    };
    const klarna = await cart('klarna');
    const klarnaId = /\/checkout\/([0-9a-f-]{36})"/.exec(klarna.state.snippet ?? '')?.[1];
    const { order: klarnaOrder } = await sim(KLARNA_SIMULATOR_PATH)<{ order: KlarnaOrder }>(`/_control/orders/${klarnaId}`);
    expect(klarnaOrder.order_amount).toBe(klarna.shownOre);
    expect(klarnaOrder.order_lines.reduce((sum, line) => sum + line.total_amount, 0)).toBe(klarna.shownOre);
    expect(klarnaOrder.order_tax_amount).toBe(Math.round(klarna.state.cart.summary.totalVatValue * 100));

    const swish = await cart('swish');
    const res = await swish.s.post('/checkoutv3/checkout/swish', { ...form(), price_token: swish.state.price_token, submission_key: swish.state.submission_key });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const sent = await sim(SWISH_SIMULATOR_PATH)<SwishPaymentRequest>(`/_control/requests/${res.json<PlaceOrderResponse>().swish!.id}`);
    expect(Math.round(sent.amount * 100)).toBe(swish.shownOre);
    expect((await orderOf(res.json<PlaceOrderResponse>().order_number)).to_pay_ore).toBe(swish.shownOre);
  });

  it('opens Wasa for a company at the excl. VAT amount shown and the incl. VAT amount beside it', async () => {
    const { s, state, shownOre } = await cartWithOre('wasa_leasing', { company: true });
    const html = (await page(s, '/checkoutv3')).body;
    expect(rowOf(html, 'Att betala exkl moms')).toBe(exactly(shownOre));
    const inclVatOre = Math.round(state.cart.summary.totalCartSumInclVat * 100);
    expect(rowOf(html, 'Inkl moms')).toBe(exactly(inclVatOre));
    const wasaId = /data-wasa-order="([0-9a-f-]{36})"/.exec(state.snippet ?? '')![1];
    const { request } = await sim(WASA_SIMULATOR_PATH)<{ request: WasaCheckoutRequest }>(`/_control/orders/${wasaId}`);
    const totals = wasaTotals(request.cart_items, request.shipping_cost_ex_vat);
    expect(totals.amountOre).toBe(inclVatOre);
    expect(totals.amountOre - totals.vatOre).toBe(shownOre);
  });
});
