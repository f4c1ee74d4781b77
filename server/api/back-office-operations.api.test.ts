import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { invoiceReadyShopper, placeInvoiceOrder as placeOrder } from '../testing/invoice-order';
import { plainProducts } from '../testing/plain-products';
import { nextShopperAddress, suiteShop, testDialects, testShopper } from '../testing/test-app';
import { confirmedForm, confirmedJson } from '../testing/money-steps';

/**
 * The back office's gift cards, returns cases, info pages, delivery and payment types and refunds (issue 18):
 * who may use them, what bad input gets, that every change is audited, that the storefront and checkout see the
 * change, and that money moves once when requests race.
 */
const ORDER = '/checkoutv3/checkout/manual_payment';

describe.each(testDialects)('back-office operations on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 150 });
  const db = () => shop().app.database.db;
  const app = () => shop().app;

  /** Someone logged in to the back office: form posts (no script) and calls with the staff session's token. */
  async function staffMember(email = 'admin@example.se', password = 'admin1234') {
    const session = await app().services.sessions.create();
    const address = nextShopperAddress();
    const login = await app().inject({
      method: 'POST', url: '/admin/login', headers: { cookie: `sid=${session.id}`, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      payload: new URLSearchParams({ email, password, _token: session.csrfToken }).toString(),
    });
    const staffSid = login.cookies.find((c) => c.name === 'admin_sid')?.value;
    expect(staffSid, login.body).toBeTruthy();
    const token = (await app().services.staff.find(staffSid!))!.csrfToken;
    const cookie = `sid=${session.id}; admin_sid=${staffSid}`;
    return {
      token,
      page: (url: string) => app().inject({ method: 'GET', url, headers: { cookie, accept: 'text/html', 'x-forwarded-for': address } }),
      form: (url: string, form: Record<string, string>, csrf: string | null = token) =>
        app().inject({
          method: 'POST', url, headers: { cookie, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
          payload: new URLSearchParams({ ...form, ...(csrf === null ? {} : { _token: csrf }) }).toString(),
        }),
      json: (url: string, payload: Record<string, unknown> = {}) =>
        app().inject({ method: 'POST', url, headers: { cookie, accept: 'application/json', 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': address }, payload }),
    };
  }

  let staffCounter = 0;
  async function plainStaff() {
    const admin = await staffMember();
    const email = `personal-${dialect}-${++staffCounter}@example.se`;
    expect((await admin.json('/admin/api/staff', { email, password: 'personal123', name: 'Personal', role: 'staff' })).statusCode).toBe(200);
    return staffMember(email, 'personal123');
  }

  const expectBack = (res: LightMyRequestResponse, location: string) => {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    expect(res.headers.location).toBe(location);
  };

  const audits = (action: string) => db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

  const product = async (minOre = 0, offset = 0) =>
    plainProducts(db()).where('p.price_incl_vat_ore', '>', minOre).where('p.stock', '>', 20).orderBy('p.id').offset(offset).limit(1).executeTakeFirstOrThrow();

  /** A shopper with a product in the cart, PostNord ombud and invoice chosen, and the checkout shown. */
  const readyShopper = (productId: number, code?: string) => invoiceReadyShopper(app(), [{ productId }], code);
  const placeInvoiceOrder = (productId: number, code?: string) => placeOrder(app(), [{ productId }], code);

  const PAGES = ['/admin/presentkort', '/admin/presentkort/1', '/admin/returer', '/admin/returer/1', '/admin/informationssidor', '/admin/informationssidor/1', '/admin/leverans-och-betalning', '/admin/leverans-och-betalning/frakt/1'];
  const CALLS = ['/admin/api/gift-cards', '/admin/api/gift-cards/1/deactivate', '/admin/api/return-cases/1/approve', '/admin/api/info-pages', '/admin/api/info-pages/1', '/admin/api/info-pages/1/delete', '/admin/api/delivery-types/1', '/admin/api/payment-types/1', '/admin/api/orders/100001/refunded'];

  it('refuses every page and call to visitors and shoppers, keeps gift cards and checkout options to admins, and wants the staff token', async () => {
    const shopper = await testShopper(app());
    for (const url of PAGES) {
      const res = await app().inject({ method: 'GET', url, headers: { cookie: shopper.headers.cookie, accept: 'text/html' } });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toMatch(/^\/admin\/login/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const url of CALLS) {
      expect((await shopper.post(url, { amount: '500', title: 'x' })).statusCode, url).toBe(401);
      expect((await app().inject({ method: 'POST', url, payload: { amount: '500' } })).statusCode, url).toBe(401);
    }

    const staff = await plainStaff();
    for (const url of ['/admin/presentkort', '/admin/leverans-och-betalning', '/admin/leverans-och-betalning/betalning/1']) expect((await staff.page(url)).statusCode, url).toBe(403);
    for (const url of ['/admin/returer', '/admin/informationssidor']) expect((await staff.page(url)).statusCode, url).toBe(200);
    expect((await staff.json('/admin/api/gift-cards', { amount: '500' })).statusCode).toBe(403);
    expect((await staff.json('/admin/api/payment-types/1', { name: 'Kort' })).statusCode).toBe(403);
    const staffPage = await staff.page('/admin/returer');
    expect(staffPage.body).not.toContain('href="/admin/presentkort"');

    const admin = await staffMember();
    expect((await admin.form('/admin/api/gift-cards', { amount: '777' }, null)).statusCode).toBe(419);
    expect((await admin.form('/admin/api/gift-cards', { amount: '777' }, 'x'.repeat(43))).statusCode).toBe(419);
    expect(await db().selectFrom('gift_cards').select('id').where('initial_balance_ore', '=', 77_700).execute()).toEqual([]);
    const page = await admin.page('/admin/presentkort');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.body).toContain('href="/admin/leverans-och-betalning"');
  }, 60_000);

  it('issues gift cards with unguessable or given codes, never a discount code, refuses bad input, and lets the checkout spend them', async () => {
    const admin = await staffMember();
    const made = await admin.form('/admin/api/gift-cards', { amount: '300', valid_until: '', code: '' });
    expect(made.statusCode).toBe(303);
    expect(made.headers.location).toMatch(/^\/admin\/presentkort\/\d+\?klart=created$/);
    const generated = await admin.json('/admin/api/gift-cards', { amount: '300' });
    const codes = [generated.json<{ gift_card: string }>().gift_card];
    expect(codes[0]).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);

    const given = `PRESENT-${dialect.toUpperCase()}-1`;
    expect((await admin.json('/admin/api/gift-cards', { amount: '1 000', code: given.toLowerCase(), valid_until: '2099-12-31' })).json()).toMatchObject({ error: false, gift_card: given, balance: 1000 });
    expect((await admin.json('/admin/api/gift-cards', { amount: '100', code: given })).statusCode).toBe(409);
    expectBack(await admin.form('/admin/api/gift-cards', { amount: '100', code: 'VALKOMMEN10' }), '/admin/presentkort?fel=taken');
    for (const [form, code] of [
      [{ amount: 'abc' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '100', code: 'KORT' }, 'code'],
      [{ amount: '100', valid_until: '2020-01-01' }, 'valid_until'],
      [{ amount: '1'.repeat(5000) }, 'form'],
      [{ amount: "1'; drop table x--" }, 'amount'],
    ] as const) {
      expectBack(await admin.form('/admin/api/gift-cards', form), `/admin/presentkort?fel=${code}`);
    }
    // A NUL byte is refused before any call sees it, with the shop's Swedish message.
    const nul = await admin.form('/admin/api/gift-cards', { amount: '100\u0000' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().message).toBe('Texten innehåller tecken som inte kan användas. Ta bort dem och försök igen.');
    const refusedPage = await admin.page('/admin/presentkort?fel=valid_until');
    expect(refusedPage.body).toContain('Ange ett giltigt datum, i dag eller senare.');
    expect(await audits('gift_card.create')).toHaveLength(3);

    // The shopper types the code into the discount box and pays with it.
    const p = await product(200_000);
    const number = await placeInvoiceOrder(p.id, given);
    const order = await db().selectFrom('orders').select(['id', 'gift_cards_ore']).where('order_number', '=', number).executeTakeFirstOrThrow();
    expect(order.gift_cards_ore).toBe(100_000);
    const card = await db().selectFrom('gift_cards').selectAll().where('code', '=', given).executeTakeFirstOrThrow();
    expect(card.balance_ore).toBe(0);
    const detail = await admin.page(`/admin/presentkort/${card.id}`);
    expect(detail.body).toContain(`href="/admin/ordrar/${number}"`);
    expect(detail.body).toContain('Draget för order');
    const list = await admin.page(`/admin/presentkort?q=${encodeURIComponent(given.toLowerCase())}&status=used`);
    expect(list.body).toContain(given);
    expect(list.body).toContain('1 presentkort');

    // Turned off, the card cannot be used; the balance stays as it was.
    const other = await admin.json('/admin/api/gift-cards', { amount: '200' });
    const otherId = other.json<{ id: number }>().id;
    expectBack(await admin.form(`/admin/api/gift-cards/${otherId}/deactivate`, {}), `/admin/presentkort/${otherId}?klart=deactivated`);
    expectBack(await admin.form(`/admin/api/gift-cards/${otherId}/deactivate`, {}), `/admin/presentkort/${otherId}?klart=unchanged`);
    expect(await audits('gift_card.deactivate')).toHaveLength(1);
    const shopper = await testShopper(app());
    expect((await shopper.post('/checkoutv3/products/update', { [`products[${p.id}][quantity]`]: '1' })).statusCode).toBe(200);
    // The discount box finds no such code (as for any unknown one).
    expect((await shopper.post('/checkoutv3/discounts/store', { code: other.json<{ gift_card: string }>().gift_card })).statusCode).toBe(404);
    expect((await admin.form('/admin/api/gift-cards/99999999/deactivate', {})).statusCode).toBe(404);
    expect((await admin.form('/admin/api/gift-cards/abc/deactivate', {})).statusCode).toBe(404);
  }, 60_000);

  it('never draws a gift card that is turned off while orders race for it', async () => {
    const admin = await staffMember();
    const p = await product(60_000, 1);
    for (let round = 0; round < 3; round++) {
      const created = await admin.json('/admin/api/gift-cards', { amount: '500' });
      const { id, gift_card: code } = created.json<{ id: number; gift_card: string }>();
      const crowd = await Promise.all(Array.from({ length: 4 }, () => readyShopper(p.id, code)));
      const [deactivated, ...orders] = await Promise.all([
        admin.json(`/admin/api/gift-cards/${id}/deactivate`),
        ...crowd.map(({ shopper, shown }) => shopper.post(ORDER, { ...PRIVATE_FORM, price_token: shown.price_token, submission_key: shown.submission_key })),
      ]);
      expect(deactivated!.statusCode).toBe(200);
      const card = await db().selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      const draws = await db().selectFrom('gift_card_transactions').select('amount_ore').where('gift_card_id', '=', id).execute();
      // At most one order drew it (before it was turned off), and the balance is exactly what the draws left.
      expect(draws.length).toBeLessThanOrEqual(1);
      expect(card.balance_ore).toBe(50_000 + draws.reduce((sum, d) => sum + d.amount_ore, 0));
      expect(card.active).toBe(0);
      expect(orders.filter((o) => o.statusCode === 200 && o.json<PlaceOrderResponse>().order_number).length).toBeGreaterThanOrEqual(draws.length);
      for (const refused of orders.filter((o) => o.statusCode !== 200)) expect(refused.statusCode).toBe(409);
    }
  }, 90_000);

  it('decides return cases with the customer mailed once, a rejection only with a reason', async () => {
    const admin = await staffMember();
    const p = await product(0, 2);
    const number = await placeInvoiceOrder(p.id);
    const order = await db().selectFrom('orders').select('id').where('order_number', '=', number).executeTakeFirstOrThrow();
    const line = await db().selectFrom('order_lines').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const fileCase = async (type: 'return' | 'complaint') => {
      const row = await db().insertInto('return_cases').values({ order_id: order.id, type, reason: 'Fel färg.', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
      await db().insertInto('return_case_lines').values({ case_id: row.id, order_line_id: line.id, quantity: 1 }).execute();
      return row.id;
    };
    const first = await fileCase('return');
    const list = await admin.page(`/admin/returer?q=${number}&status=received`);
    expect(list.body).toContain(`R${String(first).padStart(6, '0')}`);
    expect((await admin.page('/admin/returer?status=closed')).body).not.toContain(`href="/admin/returer/${first}"`);

    const approvals = await Promise.all([admin.form(`/admin/api/return-cases/${first}/approve`, {}), admin.form(`/admin/api/return-cases/${first}/approve`, {})]);
    expect(approvals.map((r) => r.headers.location).sort()).toEqual([`/admin/returer/${first}?klart=approve`, `/admin/returer/${first}?klart=unchanged`]);
    const mails = await db().selectFrom('outbox_emails').selectAll().where('order_id', '=', order.id).where('kind', 'like', `return_case_${first}%`).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Ditt ärende R${String(first).padStart(6, '0')} är godkänt`);
    expect(mails[0]!.text_body).toContain(`order ${number}`);
    expectBack(await admin.form(`/admin/api/return-cases/${first}/reject`, { reason: 'För sent.' }), `/admin/returer/${first}?fel=already_decided`);
    expectBack(await admin.form(`/admin/api/return-cases/${first}/close`, {}), `/admin/returer/${first}?klart=close`);
    expect((await audits('return_case.approve')).filter((a) => a.entity_id === String(first))).toHaveLength(1);

    const second = await fileCase('complaint');
    expectBack(await admin.form(`/admin/api/return-cases/${second}/close`, {}), `/admin/returer/${second}?fel=not_decided`);
    for (const reason of ['', '  x ', 'a'.repeat(1001)]) {
      expectBack(await admin.form(`/admin/api/return-cases/${second}/reject`, { reason }), `/admin/returer/${second}?fel=reason`);
    }
    expectBack(await admin.form(`/admin/api/return-cases/${second}/reject`, { reason: 'Skadan kommer från ett fall, inte ett fabrikationsfel.' }), `/admin/returer/${second}?klart=reject`);
    const rejection = await db().selectFrom('outbox_emails').selectAll().where('kind', '=', `return_case_${second}_rejected`).executeTakeFirstOrThrow();
    expect(rejection.text_body).toContain('Skäl: Skadan kommer från ett fall, inte ett fabrikationsfel.');
    const detail = await admin.page(`/admin/returer/${second}`);
    expect(detail.body).toContain('Skadan kommer från ett fall');
    expect(detail.body).toContain('Besked om ditt ärende');
    // The customer's image is shown to staff only, as the image type its bytes were checked to be.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const image = await db().insertInto('return_case_images').values({ case_id: second, content_type: 'image/png', original_name: 'skada.png', size_bytes: png.length, data: png, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const imageUrl = `/admin/api/return-cases/${second}/images/${image.id}`;
    expect((await admin.page(`/admin/returer/${second}`)).body).toContain(`src="${imageUrl}"`);
    const served = await admin.page(imageUrl);
    expect([served.statusCode, served.headers['content-type'], served.headers['x-content-type-options'], served.headers['cache-control']]).toEqual([200, 'image/png', 'nosniff', 'no-store']);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await admin.page(`/admin/api/return-cases/${first}/images/${image.id}`)).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: imageUrl, headers: { accept: 'image/*' } })).statusCode).toBe(401);
    expect((await admin.form('/admin/api/return-cases/99999999/approve', {})).statusCode).toBe(404);
    expect((await admin.form(`/admin/api/return-cases/${second}/delete`, {})).statusCode).toBe(404);
    expect((await admin.page('/admin/returer/99999999')).statusCode).toBe(404);
  }, 60_000);

  it('publishes, changes and deletes info pages that the storefront shows at once, refusing taken and reserved addresses', async () => {
    const admin = await staffMember();
    const url = `/kundservice/oppettider-${dialect}`;
    const form = { title: 'Öppettider', url, type: 'services', heading: 'Våra öppettider', body: 'Vardagar 9–17.\n\n<script>alert(1)</script>', position: '4', parent_id: '', published: '1' };
    const created = await admin.form('/admin/api/info-pages', form);
    expect(created.statusCode).toBe(303);
    const id = Number(/informationssidor\/(\d+)\?klart=created$/.exec(created.headers.location as string)![1]);
    const shown = await app().inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Våra öppettider');
    expect(shown.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown.body).not.toContain('<script>alert(1)</script>');

    expectBack(await admin.form('/admin/api/info-pages', { ...form, title: 'Igen' }), '/admin/informationssidor?fel=url_taken');
    const category = await db().selectFrom('categories').select('url').executeTakeFirstOrThrow();
    expectBack(await admin.form('/admin/api/info-pages', { ...form, url: category.url }), '/admin/informationssidor?fel=url_taken');
    for (const [over, code] of [
      [{ url: '/varukorg' }, 'url'],
      [{ url: '//evil.example' }, 'url'],
      [{ title: '' }, 'title'],
      [{ type: 'html' }, 'type'],
      [{ body: 'x'.repeat(70_000) }, 'form'],
    ] as const) {
      expectBack(await admin.form('/admin/api/info-pages', { ...form, ...over }), `/admin/informationssidor?fel=${code}`);
    }
    // One level of subpages: a subpage is nobody's parent, and a page is not its own.
    const sub = await admin.form('/admin/api/info-pages', { ...form, url: `${url}/jul`, title: 'Jul', parent_id: String(id) });
    const subId = Number(/informationssidor\/(\d+)\?klart=created$/.exec(sub.headers.location as string)![1]);
    expectBack(await admin.form('/admin/api/info-pages', { ...form, url: `${url}-x`, parent_id: String(subId) }), '/admin/informationssidor?fel=parent');
    expectBack(await admin.form(`/admin/api/info-pages/${id}`, { ...form, parent_id: String(id) }), `/admin/informationssidor/${id}?fel=parent`);
    expectBack(await admin.form(`/admin/api/info-pages/${id}/delete`, {}), `/admin/informationssidor/${id}?fel=has_subpages`);
    expectBack(await admin.form(`/admin/api/info-pages/${subId}/delete`, {}), '/admin/informationssidor?klart=removed');

    // A draft is gone from the storefront; published again, it is back with its new text.
    expectBack(await admin.form(`/admin/api/info-pages/${id}`, { ...form, published: '' }), `/admin/informationssidor/${id}?klart=saved`);
    expect((await app().inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expectBack(await admin.form(`/admin/api/info-pages/${id}`, { ...form, body: 'Nya tider från december.' }), `/admin/informationssidor/${id}?klart=saved`);
    expectBack(await admin.form(`/admin/api/info-pages/${id}`, { ...form, body: 'Nya tider från december.' }), `/admin/informationssidor/${id}?klart=unchanged`);
    expect((await app().inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body).toContain('Nya tider från december.');
    expectBack(await admin.form(`/admin/api/info-pages/${id}/delete`, {}), '/admin/informationssidor?klart=removed');
    expect((await app().inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await admin.form(`/admin/api/info-pages/${id}/delete`, {})).statusCode).toBe(404);
    expect((await audits('info_page.update')).filter((a) => a.entity_id === String(id))).toHaveLength(2);
    expect((await audits('info_page.delete')).filter((a) => a.entity_id === String(id))).toHaveLength(1);
  }, 60_000);

  it('changes a delivery price the checkout shows at once, and refuses taking away the last way to pay', async () => {
    const admin = await staffMember();
    const ombud = await db().selectFrom('delivery_types').selectAll().where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
    const form = {
      name: ombud.name, description: ombud.description, price: '59', countries: ombud.countries, postal_code_ranges: '', position: String(ombud.position),
      is_pickup: ombud.is_pickup ? '1' : '', requires_postal_code: ombud.requires_postal_code ? '1' : '', free_delivery_applies: '', for_private: '1', for_company: '1', active: '1',
    };
    expectBack(await admin.form(`/admin/api/delivery-types/${ombud.id}`, form), `/admin/leverans-och-betalning/frakt/${ombud.id}?klart=saved`);
    const p = await product(0, 3);
    const { shown } = await readyShopper(p.id);
    expect(shown.delivery_checkout.selected_delivery_option).toEqual({ value: ombud.id, price: 59 });
    expect((await db().selectFrom('delivery_types').select('price_incl_vat_ore').where('id', '=', ombud.id).executeTakeFirstOrThrow()).price_incl_vat_ore).toBe(5900);
    expectBack(await admin.form(`/admin/api/delivery-types/${ombud.id}`, { ...form, countries: 'SE, US' }), `/admin/leverans-och-betalning/frakt/${ombud.id}?fel=countries`);
    expectBack(await admin.form(`/admin/api/delivery-types/${ombud.id}`, { ...form, postal_code_ranges: '1-2' }), `/admin/leverans-och-betalning/frakt/${ombud.id}?fel=postal_code_ranges`);
    expect((await admin.form('/admin/api/delivery-types/99999999', form)).statusCode).toBe(404);
    expect(await audits('delivery_type.update')).toHaveLength(1);

    // Every payment type for companies off but the last: that one is refused, in Swedish, and nothing changes.
    const types = await db().selectFrom('payment_types').selectAll().where('handler', '!=', 'free_order').where('active', '=', 1).where('for_company', '=', 1).orderBy('id').execute();
    const payForm = (t: (typeof types)[number], active: boolean) => ({ name: t.name, description: t.description, price: String(t.price_incl_vat_ore / 100), position: String(t.position), for_private: t.for_private ? '1' : '', for_company: '1', active: active ? '1' : '' });
    const results = await Promise.all(types.map((t) => admin.json(`/admin/api/payment-types/${t.id}`, payForm(t, false))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(types.length - 1);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().code).toBe('last_company');
    const left = await db().selectFrom('payment_types').select('id').where('handler', '!=', 'free_order').where('active', '=', 1).where('for_company', '=', 1).execute();
    expect(left).toHaveLength(1);
    const page = await admin.page(`/admin/leverans-och-betalning/betalning/${left[0]!.id}?fel=last_company`);
    expect(page.body).toContain('inget företag kan slutföra ett köp');
    // Back as they were, for the other tests.
    for (const t of types) await admin.json(`/admin/api/payment-types/${t.id}`, payForm(t, true));
  }, 60_000);

  it('records the refund of a cancelled paid order once, even when two cancellations and two settlements race', async () => {
    const admin = await staffMember();
    const p = await product(0, 4);
    const number = await placeInvoiceOrder(p.id);
    expect((await admin.json(`/admin/api/orders/${number}/pay`)).statusCode).toBe(200);
    const cancels = await Promise.all([confirmedJson(admin, `/admin/api/orders/${number}/cancel`), confirmedJson(admin, `/admin/api/orders/${number}/cancel`)]);
    expect(cancels.map((c) => c.json<{ changed: boolean }>().changed).sort()).toEqual([false, true]);
    const order = await db().selectFrom('orders').select(['id', 'to_pay_ore']).where('order_number', '=', number).executeTakeFirstOrThrow();
    const refunds = await db().selectFrom('order_refunds').selectAll().where('order_id', '=', order.id).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_ore: order.to_pay_ore, method: 'manual_payment', status: 'manual', settled_at: null });
    expect((await admin.page('/admin')).body).toContain(`href="/admin/ordrar/${number}"`);
    expect((await admin.page(`/admin/ordrar/${number}`)).body).toContain('Att återbetala manuellt');

    const settled = await Promise.all([confirmedForm(admin, `/admin/api/orders/${number}/refunded`), confirmedForm(admin, `/admin/api/orders/${number}/refunded`)]);
    expect(settled.map((r) => r.headers.location).sort()).toEqual([`/admin/ordrar/${number}?klart=refund`, `/admin/ordrar/${number}?klart=unchanged`]);
    expect((await audits('order.refund')).filter((a) => a.entity_id === number)).toHaveLength(1);
    expect(await db().selectFrom('order_refunds').select(['status', 'settled_by']).where('order_id', '=', order.id).executeTakeFirstOrThrow()).toEqual({ status: 'refunded', settled_by: 'admin@example.se' });
    expect((await admin.page('/admin')).body).not.toContain(`href="/admin/ordrar/${number}"`);

    // A card payment through the test provider is given back by the provider: recorded as refunded at once.
    const { shopper } = await readyShopper(p.id);
    const card = await db().selectFrom('payment_types').select('id').where('code', '=', 'card').executeTakeFirstOrThrow();
    const cardShown = (await shopper.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(card.id) })).json<CheckoutState>();
    const start = await shopper.post('/checkoutv3/checkout/card_payment', { ...PRIVATE_FORM, price_token: cardShown.price_token, submission_key: cardShown.submission_key });
    expect(start.statusCode, start.body.slice(0, 300)).toBe(200);
    const { redirectUrl, order_number: cardOrder } = start.json<PlaceOrderResponse>();
    const pay = new URLSearchParams(redirectUrl!.split('?')[1]);
    pay.set('action', 'paid');
    const paid = await app().inject({ method: 'POST', url: '/testkort/betala', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: pay.toString() });
    await app().inject({ method: 'GET', url: paid.headers.location as string, headers: shopper.headers });
    expect((await db().selectFrom('orders').select('status').where('order_number', '=', cardOrder).executeTakeFirstOrThrow()).status).toBe('paid');
    expect((await confirmedJson(admin, `/admin/api/orders/${cardOrder}/cancel`)).statusCode).toBe(200);
    const cardRefund = await db().selectFrom('order_refunds as r').innerJoin('orders as o', 'o.id', 'r.order_id').select(['r.status', 'r.method', 'r.amount_ore', 'o.to_pay_ore']).where('o.order_number', '=', cardOrder).executeTakeFirstOrThrow();
    expect(cardRefund).toMatchObject({ status: 'refunded', method: 'card_redirect', amount_ore: cardRefund.to_pay_ore });
    expect((await admin.page(`/admin/ordrar/${cardOrder}`)).body).toContain('är återbetalt (Kort)');
    expect((await admin.page('/admin')).body).not.toContain(`href="/admin/ordrar/${cardOrder}"`);

    // An unpaid invoice owes nothing back; a made-up order is not found.
    const unpaid = await placeInvoiceOrder(p.id);
    expect((await confirmedJson(admin, `/admin/api/orders/${unpaid}/cancel`)).statusCode).toBe(200);
    expectBack(await confirmedForm(admin, `/admin/api/orders/${unpaid}/refunded`), `/admin/ordrar/${unpaid}?fel=no_refund`);
    expect((await admin.form('/admin/api/orders/99999999/refunded', {})).statusCode).toBe(404);
  }, 60_000);
});
