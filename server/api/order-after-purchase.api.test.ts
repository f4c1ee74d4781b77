import { describe, expect, it } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { formatChargedAmount } from '../../domain/money';
import { COMPANY_FORM, PRIVATE_FORM } from '../testing/checkout-forms';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

const ORIGIN = 'http://butik.example.se';
const MEMBER = { email: 'kund@example.se', password: 'kund1234' };

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
/** The order's amount rows as a page lists them (the summary's definition list), in order. */
const pageRows = (html: string) => {
  const totals = /<dl class="summary-rows confirmation__totals">(.*?)<\/dl>/s.exec(html)?.[1] ?? '';
  return [...totals.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => `${decode(m[1]!)}: ${decode(m[2]!)}`);
};
const pageLines = (html: string) => [...html.matchAll(/<span class="confirmation__line-name">([^<]*)/g)].map((m) => decode(m[1]!));

/**
 * After buying, the order reads the same everywhere (issue 31): the confirmation page, Mina sidor and the
 * confirmation e-mail list the same lines, each variant named once, and the same rows: the code's discount, the
 * paid delivery, the payment fee and the VAT, excl. VAT throughout for a company.
 */
describe.each(testDialects)('an order after purchase on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: true, catalogSize: 300, env: { PUBLIC_URL: ORIGIN } });
  const db = () => shop.app.database.db;
  const idOf = async (table: 'payment_types' | 'delivery_types', column: 'code' | 'name', value: string) =>
    (await db().selectFrom(table).select('id').where(column, '=', value).executeTakeFirstOrThrow()).id;

  /** A variant below the free-delivery limit whose name repeats its parent's (the demo catalog's are named so). */
  const variant = (offset: number) =>
    db().selectFrom('products as v').innerJoin('products as p', 'p.id', 'v.parent_id')
      .select(['v.id', 'v.parent_id', 'v.name', 'p.name as parent_name'])
      .where('v.status', '=', 'active').where('p.status', '=', 'active').where('v.stock', '>', 5).where('v.max_purchasable_quantity', 'is', null)
      .where('p.hide_price', '=', 0).where('v.price_incl_vat_ore', '<', 100_000).orderBy('v.id').offset(offset).limit(1).executeTakeFirstOrThrow();

  /** The member logs in, buys a variant with MEDLEM15, PostNord ombud (paid below the free-delivery limit) and invoice (a fee). */
  async function buy(customerType: 'private' | 'company', offset: number) {
    const s = await testShopper(shop.app);
    // The session id rotates at login and at the order.
    const keepSession = async (answer: { cookies: { name: string; value: string }[] }) => {
      const sid = answer.cookies.find((c) => c.name === 'sid')?.value;
      if (!sid) return;
      s.headers.cookie = `sid=${sid}`;
      s.headers['x-csrf-token'] = (await shop.app.services.sessions.find(sid))!.csrfToken;
    };
    const login = await s.postJson('/konto/login', MEMBER);
    expect(login.statusCode).toBe(200);
    await keepSession(login);
    const item = await variant(offset);
    expect(item.name.startsWith(item.parent_name)).toBe(true);
    expect((await s.post('/checkoutv3/products/add', { product_id: String(item.parent_id), variant_id: String(item.id) })).statusCode).toBe(200);
    expect((await s.post('/checkoutv3/discounts/store', { code: 'MEDLEM15' })).statusCode).toBe(200);
    expect((await s.postJson('/checkoutv3/checkoutv3/update_customer_type', { customer_type: customerType })).statusCode).toBe(200);
    expect((await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(await idOf('delivery_types', 'name', 'PostNord ombud')) })).statusCode).toBe(200);
    const state = (await s.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(await idOf('payment_types', 'code', 'invoice')) })).json<CheckoutState>();
    const form = customerType === 'company' ? COMPANY_FORM : PRIVATE_FORM;
    const res = await s.post('/checkoutv3/checkout/manual_payment', { ...form, user_email: MEMBER.email, price_token: state.price_token, submission_key: state.submission_key });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    await keepSession(res);
    const placed = res.json<PlaceOrderResponse>();
    const order = await db().selectFrom('orders').selectAll().where('order_number', '=', placed.order_number).executeTakeFirstOrThrow();
    const page = async (url: string) => {
      const answer = await shop.app.inject({ method: 'GET', url, headers: { cookie: s.headers.cookie, accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(200);
      return answer.body;
    };
    const confirmation = await page(`/kassa/bekraftelse/${order.order_number}?t=${order.view_token}`);
    const myOrder = await page(`/mina-sidor/ordrar/${order.order_number}`);
    const mail = await db().selectFrom('outbox_emails').select(['text_body', 'html_body']).where('order_id', '=', order.id).where('kind', '=', 'order_confirmation').executeTakeFirstOrThrow();
    return { item, order, confirmation, myOrder, mail };
  }

  it('shows a private order in Mina sidor and the e-mail as the confirmation did, incl. VAT, each row adding up', async () => {
    const { item, order, confirmation, myOrder, mail } = await buy('private', 0);
    const k = formatChargedAmount;
    const expected = [
      `Produkter: ${k(order.products_incl_vat_ore)}`,
      `Rabatt (MEDLEM15): ${k(-order.discount_incl_vat_ore)}`,
      `Frakt (${order.delivery_name}): ${k(order.delivery_incl_vat_ore)}`,
      `Betalningsavgift: ${k(order.payment_fee_incl_vat_ore)}`,
      `Att betala: ${k(order.to_pay_ore)}`,
      `Varav moms: ${k(order.vat_ore)}`,
    ];
    expect(order.discount_incl_vat_ore).toBeGreaterThan(0);
    expect(order.delivery_incl_vat_ore).toBe(4_900);
    expect(order.payment_fee_incl_vat_ore).toBe(2_900);
    expect(order.products_incl_vat_ore - order.discount_incl_vat_ore + order.delivery_incl_vat_ore + order.payment_fee_incl_vat_ore).toBe(order.to_pay_ore);
    expect(pageRows(confirmation)).toEqual(expected);
    expect(pageRows(myOrder)).toEqual(expected);
    for (const row of expected) expect(mail.text_body).toContain(`\n${row}\n`);

    expect(pageLines(confirmation)).toEqual([item.name]);
    expect(pageLines(myOrder)).toEqual([item.name]);
    expect(mail.text_body).toContain(`\n1 × ${item.name}: ${k(order.products_incl_vat_ore)}\n`);
    expect(decode(mail.html_body)).toContain(`>${item.name}</div>`);
    expect(decode(mail.html_body)).not.toContain(`${item.parent_name} ${item.parent_name}`);
    // The line's picture, and every link, on the shop's public address.
    expect(mail.html_body).toMatch(new RegExp(`<img src="${ORIGIN}/[^"]+" alt="" width="64" height="64"`));
    expect(mail.html_body).toContain(`href="${ORIGIN}/kassa/bekraftelse/${order.order_number}?t=${order.view_token}"`);
    expect(myOrder).toContain('19900101-****');
  });

  it('shows a company order excl. VAT throughout in Mina sidor and the e-mail, then the VAT and what is to pay', async () => {
    const { order, confirmation, myOrder, mail } = await buy('company', 1);
    const k = formatChargedAmount;
    const expected = [
      `Produkter: ${k(order.products_excl_vat_ore)}`,
      `Rabatt (MEDLEM15): ${k(-order.discount_excl_vat_ore)}`,
      `Frakt (${order.delivery_name}): ${k(order.delivery_excl_vat_ore)}`,
      `Betalningsavgift: ${k(order.payment_fee_excl_vat_ore)}`,
      `Summa exkl moms: ${k(order.total_excl_vat_ore)}`,
      `Moms: ${k(order.vat_ore)}`,
      `Att betala: ${k(order.to_pay_ore)}`,
    ];
    expect(order.includes_vat).toBe(0);
    expect(order.products_excl_vat_ore - order.discount_excl_vat_ore + order.delivery_excl_vat_ore + order.payment_fee_excl_vat_ore).toBe(order.total_excl_vat_ore);
    expect(order.total_excl_vat_ore + order.vat_ore).toBe(order.to_pay_ore);
    expect(pageRows(confirmation)).toEqual(expected);
    expect(pageRows(myOrder)).toEqual(expected);
    for (const row of expected) expect(mail.text_body).toContain(`\n${row}\n`);
    expect(mail.text_body).not.toContain('Varav moms');
    // The line excl. VAT as well: no basis mixed in one summary.
    const line = await db().selectFrom('order_lines').select('total_excl_vat_ore').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(myOrder).toContain(`<span class="confirmation__line-total">${k(line.total_excl_vat_ore)}</span>`);
    expect(mail.text_body).toContain(`: ${k(line.total_excl_vat_ore)}\n`);
  });
});
