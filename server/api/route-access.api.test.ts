import { describe, expect, it } from 'vitest';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import type { CheckoutState, PlaceOrderResponse } from '../../common/contract/checkout';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { nextShopperAddress, suiteShop, testDialects, testShopper } from '../testing/test-app';
import { loggedInAdmin, staffBrowser } from '../testing/staff-browser';

/**
 * Issue 27 items 1, 2 and 8 as a hostile client tried them: the back office decides on the route the request reached,
 * not on how its address was spelt, and nothing changes state on GET (docs/decisions/034).
 */
describe.each(testDialects)('authorization by route on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 30 });
  const app = () => shop().app;
  let staffCount = 0;

  async function loggedInStaff() {
    const email = `lager${staffCount++}-${Date.now()}@example.se`;
    const created = await app().services.staff.create({ email, password: 'lager12345', name: 'Lager', role: 'staff' }, COMMAND_LINE);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    return (await staffBrowser(app())).logIn(email, 'lager12345');
  }

  /** An invoice order placed through the checkout calls, for a return case to hang on. */
  async function placeInvoiceOrder(): Promise<number> {
    const { db } = app().database;
    const s = await testShopper(app());
    const product = await plainProducts(db).where('p.stock', '>', 5).orderBy('p.id').executeTakeFirstOrThrow();
    expect((await s.post('/checkoutv3/products/update', { [`products[${product.id}][quantity]`]: '1' })).statusCode).toBe(200);
    const delivery = await db.selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
    const invoice = await db.selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow();
    await s.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(delivery.id) });
    const state = (await s.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoice.id) })).json<CheckoutState>();
    const res = await s.post('/checkoutv3/checkout/manual_payment', { ...PRIVATE_FORM, price_token: state.price_token, submission_key: state.submission_key });
    expect(res.statusCode, res.body).toBe(200);
    const number = res.json<PlaceOrderResponse>().order_number;
    return (await db.selectFrom('orders').select('id').where('order_number', '=', number).executeTakeFirstOrThrow()).id;
  }

  const adminCount = async () => Number((await app().database.db.selectFrom('staff_users').select((eb) => eb.fn.countAll().as('n')).where('role', '=', 'admin').executeTakeFirstOrThrow()).n);

  it('refuses a staff member the admin-only calls however their address is spelt, and creates no admin', async () => {
    const staff = await loggedInStaff();
    const before = await adminCount();
    const newAdmin = { email: `boss${Date.now()}@example.se`, password: 'boss12345678', name: 'Boss', role: 'admin' };
    for (const url of ['/admin/api/staff', '/admin/api/%73taff', '/admin/api/%73%74%61%66%66', '/admin//api/staff', '/admin/api/staff.', '/ADMIN/api/staff', '/admin/./api/staff', '/%61dmin/api/staff']) {
      const res = await staff.json(url, newAdmin);
      expect([res.statusCode, url]).not.toEqual([200, url]);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect(await adminCount()).toBe(before);
    const giftCards = async () => (await app().database.db.selectFrom('gift_cards').select('id').execute()).length;
    const cardsBefore = await giftCards();
    const body = { amount: '100000', value: 'Elak butik', name: 'x' };
    for (const [path, spelt] of [['/admin/api/gift-cards', '/admin/api/%67ift-cards'], ['/admin/api/settings/shopName', '/admin/api/%73ettings/shopName'], ['/admin/api/payment-types/1', '/admin/api/%70ayment-types/1']] as const) {
      expect((await staff.json(path, body)).statusCode, path).toBe(403);
      expect((await staff.json(spelt, body)).statusCode, spelt).toBe(404);
    }
    expect(await giftCards()).toBe(cardsBefore);
  });

  it('serves no return photo without a login, whatever the spelling of the address, and never a 500', async () => {
    const { db } = app().database;
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const orderId = await placeInvoiceOrder();
    const returnCase = await db.insertInto('return_cases').values({ order_id: orderId, type: 'complaint', reason: 'Trasig.', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const image = await db.insertInto('return_case_images').values({ case_id: returnCase.id, content_type: 'image/png', original_name: 'hemma.png', size_bytes: png.length, data: png, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const path = `/return-cases/${returnCase.id}/images/${image.id}`;
    for (const url of [`/admin/api${path}`, `/%61dmin/api${path}`, `/admin/%61pi${path}`, `/ADMIN/api${path}`, `/admin//api${path}`, `/admin/api${path}.`]) {
      const res = await app().inject({ method: 'GET', url, headers: { accept: 'image/*', 'x-forwarded-for': nextShopperAddress() } });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.rawPayload.equals(png), url).toBe(false);
    }
    expect((await (await loggedInAdmin(app())).page(`/admin/api${path}`)).statusCode).toBe(200);
  });

  it('keeps the admin pages from staff and visitors under every spelling of their address', async () => {
    const staff = await loggedInStaff();
    const visitor = await staffBrowser(app());
    for (const url of ['/admin/personal', '/ADMIN/personal', '/admin/./personal', '/admin//personal', '/%61dmin/personal', '/admin/personal.', '/admin/%70ersonal', '/Admin/Personal']) {
      for (const who of [staff, visitor]) {
        const res = await who.page(url);
        expect(res.statusCode, url).not.toBe(200);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, url).not.toContain('name="role"');
      }
    }
  });

  it('changes no theme on GET, and switches it only on a POST with the staff token', async () => {
    const admin = await loggedInAdmin(app());
    const active = async () => (await app().services.catalog.snapshot()).settings.activeThemeId;
    const before = await active();
    const other = before === 1 ? 2 : 1;
    const viaGet = await admin.page(`/admin/themes/set_active_theme/?id=${other}`);
    expect(viaGet.statusCode).toBe(405);
    expect(viaGet.headers.allow).toBe('POST');
    app().services.catalog.recheck();
    expect(await active()).toBe(before);
    expect((await admin.form(`/admin/themes/set_active_theme/?id=${other}`, {}, null)).statusCode).toBe(419);
    app().services.catalog.recheck();
    expect(await active()).toBe(before);
    expect((await admin.form(`/admin/themes/set_active_theme/?id=${other}`, {})).statusCode).toBe(303);
    app().services.catalog.recheck();
    expect(await active()).toBe(other);
    expect((await admin.form(`/admin/themes/set_active_theme/?id=${before}`, {})).statusCode).toBe(303);
  });

  it('refuses a staff member the admin-only developer bar and theme switch for every Accept', async () => {
    const staff = await loggedInStaff();
    for (const accept of ['text/html', 'application/json', '*/*']) {
      const headers = { accept, cookie: [...staff.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': nextShopperAddress() };
      expect((await app().inject({ method: 'GET', url: '/admin/dev-bar', headers })).statusCode, accept).toBe(403);
      const post = await app().inject({
        method: 'POST', url: '/admin/themes/set_active_theme/?id=2', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _token: staff.staffToken }).toString(),
      });
      expect(post.statusCode, accept).toBe(403);
    }
  });
});
