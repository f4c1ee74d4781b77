import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CheckoutState } from '../../common/contract/checkout';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { staffBrowser } from '../testing/staff-browser';
import { nextShopperAddress, suiteShop, testDialects } from '../testing/test-app';
import { svBackOffice } from '../../common/copy/sv-back-office';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { confirmedJson } from '../testing/money-steps';

/**
 * The back office (issue 18): nobody but staff gets in, a shopper's session never counts, staff cannot make
 * themselves admins, every answer is no-store and noindex, and order changes are one transaction each.
 */
describe.each(testDialects)('back office on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 120 });
  const db = () => shop.app.database.db;

  /** A staff browser (server/testing/staff-browser.ts) whose logIn answers the login form's response, and which can order as a shopper. */
  async function browser() {
    const b = await staffBrowser(shop.app);
    const self = {
      jar: b.jar,
      page: b.page,
      call: b.call,
      form: b.form,
      json: b.json,
      shopperPost: b.shopperForm,
      logIn: b.tryLogIn,
      async placeInvoiceOrder(productId: number, email = 'anna.svensson@example.se', quantity = 1): Promise<string> {
        expect((await self.shopperPost('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: String(quantity) })).statusCode).toBe(200);
        const deliveryId = (await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id;
        const invoiceId = (await db().selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow()).id;
        expect((await self.shopperPost('/checkoutv3/deliverytypes/update', { delivery_type_id: String(deliveryId) })).statusCode).toBe(200);
        expect((await self.shopperPost('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoiceId) })).statusCode).toBe(200);
        const state = (await self.call('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
        const res = await self.shopperPost('/checkoutv3/checkout/manual_payment', { ...PRIVATE_FORM, user_email: email, price_token: state.price_token, submission_key: state.submission_key });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        return res.json<{ order_number: string }>().order_number;
      },
    };
    return self;
  }

  async function admin() {
    const b = await browser();
    const res = await b.logIn();
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin');
    return b;
  }

  const product = async (offset = 0) => (await plainProducts(db()).where('p.stock', '>=', 20).orderBy('p.id').offset(offset).limit(1).executeTakeFirstOrThrow());
  const stockOf = async (id: number) => Number((await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);

  /** An address with its parameters filled in (`:kind` of the delivery and payment pages is 'frakt'). */
  const filled = (route: string) => route.replace(/:kind\b/g, 'frakt').replace(/:\w+/g, '1');
  /** Every back-office page app/routes.ts declares, so a page added later is walked too. */
  const DECLARED_PAGES = [...fs.readFileSync(path.join(process.cwd(), 'app/routes.ts'), 'utf8').matchAll(/route\('(admin\/[^'*]+)'/g)]
    .map((m) => `/${m[1]!}`)
    .filter((url) => url !== '/admin/login')
    .map(filled);
  /** Every back-office call the server's API modules declare, by method. */
  const DECLARED_CALLS = fs
    .readdirSync(path.join(process.cwd(), 'server/api'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => {
      const source = fs.readFileSync(path.join(process.cwd(), 'server/api', file), 'utf8');
      // Routes written out (`app.get('/admin/api/…'`) and forms declared with backOfficeForm (`path: '/admin/api/…'`, a POST).
      const written = [...source.matchAll(/\.(get|post)(?:<[^>]*>)?\(\s*'(\/admin\/api\/[^']+)'/g)].map((m) => ({ method: m[1]!, url: m[2]! }));
      const forms = [...source.matchAll(/\bpath: '(\/admin\/api\/[^']+)'/g)].map((m) => ({ method: 'post', url: m[1]! }));
      return [...written, ...forms];
    })
    .map((c) => ({ method: c.method, url: filled(c.url) }));
  const PAGES = [...new Set(['/admin', '/admin/', ...DECLARED_PAGES, '/admin/ordrar?q=anna&status=paid', '/admin/ordrar/100001', '/admin/finns-inte', '/admin/ordrar.data', '/admin.data'])];
  const CALLS = [...new Set(['/admin/api/orders/100001/ship', '/admin/api/orders/100001/cancel', '/admin/api/orders/100001/pay', '/admin/api/settings/siteName', '/admin/api/okand', ...DECLARED_CALLS.filter((c) => c.method === 'post').map((c) => c.url)])];
  const GET_CALLS = [...new Set(DECLARED_CALLS.filter((c) => c.method === 'get').map((c) => c.url))];

  it('knows every back-office page and call it walks', () => {
    expect(DECLARED_PAGES.length).toBeGreaterThanOrEqual(25);
    expect(CALLS.length).toBeGreaterThanOrEqual(35);
    expect(GET_CALLS.some((url) => url.startsWith('/admin/api/catalog-export/'))).toBe(true);
  });

  function expectBackOfficeHeaders(res: LightMyRequestResponse) {
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
  }

  it('refuses every back-office page and call to a visitor and to a logged-in shopper, never taking a shopper session for staff', async () => {
    const anonymous = await browser();
    const shopper = await browser();
    const login = await shopper.shopperPost('/konto/login', { email: 'kund@example.se', password: 'kund1234' });
    expect(login.statusCode).toBe(200);
    expect(shopper.jar.get('sid')).toBeTruthy();
    // The shopper's own session id offered as a staff cookie is nobody's staff session.
    const forged = await browser();
    forged.jar.set('admin_sid', shopper.jar.get('sid')!);

    for (const visitor of [anonymous, shopper, forged]) {
      for (const url of PAGES) {
        const res = url.endsWith('.data') ? await visitor.call(url) : await visitor.page(url);
        expectBackOfficeHeaders(res);
        if (url.endsWith('.data')) expect(res.statusCode, url).toBe(401);
        else {
          expect(res.statusCode, url).toBe(303);
          expect(res.headers.location, url).toMatch(/^\/admin\/login/);
        }
      }
      for (const url of CALLS) {
        const res = await visitor.json(url, { tracking_number: 'AB123456789SE', email: 'x@example.se', password: 'hemligt123', role: 'admin' });
        expectBackOfficeHeaders(res);
        // An address no call answers goes to the page handler, whose shop-wide CSRF check refuses it first.
        const refused = url === '/admin/api/okand' ? [401, 419] : [401];
        expect(refused, url).toContain(res.statusCode);
        const form = await visitor.form(url, { role: 'admin', active: '1' }, 'x'.repeat(43));
        expect(refused, url).toContain(form.statusCode);
      }
      for (const url of GET_CALLS) {
        const res = await visitor.call(url);
        expectBackOfficeHeaders(res);
        expect(res.statusCode, url).toBe(401);
      }
      expect(visitor.jar.has('admin_sid') && visitor !== forged).toBe(false);
    }
    expect(await db().selectFrom('audit_log').select('id').where('action', '!=', 'staff.login').execute()).toEqual([]);
  });

  it('logs staff in with their own cookie and CSRF token, refuses wrong passwords alike, rate-limits, and logs out', async () => {
    const b = await browser();
    const page = await b.page('/admin/login');
    expect(page.statusCode).toBe(200);
    expectBackOfficeHeaders(page);
    expect(page.body).toContain('name="_token"');
    expect(shop.app.sharedPages?.stats().pages ?? 0).toBe(0);

    for (const [email, password] of [['admin@example.se', 'fel-losen'], ['okand@example.se', 'admin1234'], ['', '']]) {
      const res = await b.logIn(email, password);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/admin\/login\?fel=(fel|saknas)$/);
      expect(b.jar.has('admin_sid')).toBe(false);
    }
    // Without the page's token the login is not even tried.
    expect((await b.form('/admin/login', { email: 'admin@example.se', password: 'admin1234' }, null)).statusCode).toBe(419);

    const res = await b.form('/admin/login', { email: 'ADMIN@example.se', password: 'admin1234', tillbaka: '/admin/ordrar?q=1' }, (await shop.app.services.sessions.find(b.jar.get('sid')))!.csrfToken);
    expect(res.headers.location).toBe('/admin/ordrar?q=1');
    const cookie = res.cookies.find((c) => c.name === 'admin_sid')!;
    expect(cookie).toMatchObject({ path: '/admin', httpOnly: true, sameSite: 'Strict' });
    expect((await b.page('/admin')).statusCode).toBe(200);

    // A login never sends anyone off the back office.
    const other = await browser();
    const away = await other.form('/admin/login', { email: 'admin@example.se', password: 'admin1234', tillbaka: '//evil.example/admin' }, (await shop.app.services.sessions.find(other.jar.get('sid')))?.csrfToken ?? '');
    expect([away.statusCode, away.headers.location]).toEqual([303, '/admin']);

    // The staff session's token is needed for its calls; the shopper's is not it.
    expect((await b.form('/admin/logout', {}, null)).statusCode).toBe(419);
    expect((await b.form('/admin/logout', {}, (await shop.app.services.sessions.find(b.jar.get('sid')))!.csrfToken)).statusCode).toBe(419);
    const out = await b.form('/admin/logout', {});
    expect([out.statusCode, out.headers.location]).toEqual([303, '/admin/login?utloggad=1']);
    expect(b.jar.has('admin_sid')).toBe(false);
    expect((await b.page('/admin')).statusCode).toBe(303);

    // Ten tries per session in 15 minutes, then 429 whatever the password (on an address nobody has: the account
    // lock of the next test would otherwise keep the admin out of the tests after this one).
    const hammer = await browser();
    for (let i = 0; i < 10; i += 1) expect((await hammer.logIn('hammare@example.se', `fel-${i}`)).statusCode).toBe(303);
    expect((await hammer.logIn('hammare@example.se')).statusCode).toBe(429);
  }, 60_000);

  it('locks a staff e-mail after five failed logins from five addresses, known or not, until the lock runs out; a success starts afresh', async () => {
    const email = `lasad${Date.now()}@example.se`;
    const created = await shop.app.services.staff.create({ email, password: 'lasad12345', name: 'Låst', role: 'staff' }, COMMAND_LINE);
    expect(created.ok).toBe(true);
    const lockOut = async (who: string) => {
      for (let i = 0; i < 5; i += 1) expect((await (await browser()).logIn(who, `fel-${i}`)).headers.location).toBe('/admin/login?fel=fel');
    };
    await lockOut(email);
    await lockOut('ingen-personal@example.se');
    for (const who of [email, 'ingen-personal@example.se']) {
      const page = await (await browser()).logIn(who, 'lasad12345');
      expect([page.statusCode, page.headers.location]).toEqual([303, '/admin/login?fel=for-manga']);
      const b = await browser();
      const call = await b.shopperPost('/admin/login', { email: who, password: 'lasad12345' });
      expect(call.statusCode).toBe(429);
      expect(call.json<{ message: string }>().message).toBe(svBackOffice.login.tooMany);
      expect(b.jar.has('admin_sid')).toBe(false);
    }
    expect((await (await browser()).page('/admin/login?fel=for-manga')).body).toContain(svBackOffice.login.tooMany);

    // The lock runs out (15 minutes at most); the right password then works and the count starts again.
    await db().updateTable('rate_limit_counters').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('key', 'like', 'login_lock:staff:%').execute();
    expect((await (await browser()).logIn(email, 'lasad12345')).headers.location).toBe('/admin');
    for (let i = 0; i < 4; i += 1) await (await browser()).logIn(email, `fel-${i}`);
    expect((await (await browser()).logIn(email, 'lasad12345')).headers.location).toBe('/admin');
  }, 60_000);

  it('keeps staff accounts to admins: a staff member cannot reach them or make themselves an admin', async () => {
    const a = await admin();
    const email = `lager-${dialect}@example.se`;
    expect((await a.json('/admin/api/staff', { email, password: 'lager1234', name: 'Lager', role: 'staff' })).statusCode).toBe(200);
    expect((await a.json('/admin/api/staff', { email, password: 'lager1234', name: '', role: 'staff' })).statusCode).toBe(409);
    expect((await a.json('/admin/api/staff', { email: 'inte-en-adress', password: 'kort', name: '', role: 'chef' })).statusCode).toBe(422);
    const created = await db().selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(created.password_hash).toMatch(/^\$argon2id\$/);
    const entry = await db().selectFrom('audit_log').selectAll().where('action', '=', 'staff.create').where('entity_id', '=', String(created.id)).executeTakeFirstOrThrow();
    expect(entry.staff_email).toBe('admin@example.se');
    expect(entry.before_json).toBeNull();
    expect(JSON.parse(entry.after_json!)).toEqual({ email, name: 'Lager', role: 'staff', active: true });
    expect(entry.after_json).not.toContain('argon2');

    const s = await browser();
    expect((await s.logIn(email, 'lager1234')).headers.location).toBe('/admin');
    expect((await s.page('/admin/ordrar')).statusCode).toBe(200);
    expect((await s.page('/admin/personal')).statusCode).toBe(403);
    expect((await s.page('/admin/installningar')).statusCode).toBe(403);
    expect((await s.json('/admin/api/settings/isOffer', { value: 'true' })).statusCode).toBe(403);
    expect((await s.call('/admin/personal')).statusCode).toBe(403);
    for (const [url, payload] of [
      ['/admin/api/staff', { email: 'ny-admin@example.se', password: 'hemligt123', role: 'admin' }],
      [`/admin/api/staff/${created.id}`, { role: 'admin', active: true }],
    ] as const) {
      const res = await s.json(url, payload);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await db().selectFrom('staff_users').select('role').where('id', '=', created.id).executeTakeFirstOrThrow()).role).toBe('staff');
    expect(await db().selectFrom('staff_users').select('id').where('email', '=', 'ny-admin@example.se').execute()).toEqual([]);

    // The last admin is never demoted; a deactivated account's session ends at once.
    const adminId = (await db().selectFrom('staff_users').select('id').where('email', '=', 'admin@example.se').executeTakeFirstOrThrow()).id;
    expect((await a.json(`/admin/api/staff/${adminId}`, { role: 'staff', active: true })).statusCode).toBe(409);
    expect((await a.json(`/admin/api/staff/${created.id}`, { role: 'staff', active: false })).statusCode).toBe(200);
    expect((await s.page('/admin/ordrar')).statusCode).toBe(303);
    expect((await s.logIn(email, 'lager1234')).headers.location).toMatch(/fel=fel/);
  }, 60_000);

  it('ends a staff member’s sessions when an admin changes their role or password; an admin changing their own goes on in a new session', async () => {
    const a = await admin();
    const email = `byte-${dialect}@example.se`;
    expect((await a.json('/admin/api/staff', { email, password: 'lager1234', name: 'Byte', role: 'staff' })).statusCode).toBe(200);
    const id = (await db().selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const member = await browser();
    const other = await browser();
    for (const b of [member, other]) expect((await b.logIn(email, 'lager1234')).headers.location).toBe('/admin');
    expect((await member.page('/admin/ordrar')).statusCode).toBe(200);

    // A promotion: the sessions logged in as staff end (a new login carries the new role).
    expect((await a.json(`/admin/api/staff/${id}`, { role: 'admin', active: true })).statusCode).toBe(200);
    for (const b of [member, other]) expect((await b.page('/admin/ordrar')).statusCode).toBe(303);
    expect((await member.logIn(email, 'lager1234')).headers.location).toBe('/admin');
    expect((await member.page('/admin/personal')).statusCode).toBe(200);

    // A new password: every session of the account ends, the old password no longer logs in.
    expect((await a.json(`/admin/api/staff/${id}`, { role: 'admin', active: true, password: 'kort' })).statusCode).toBe(422);
    expect((await member.page('/admin/ordrar')).statusCode).toBe(200);
    expect((await a.json(`/admin/api/staff/${id}`, { role: 'admin', active: true, password: 'nytt-losen-1' })).statusCode).toBe(200);
    expect((await member.page('/admin/ordrar')).statusCode).toBe(303);
    expect((await member.logIn(email, 'lager1234')).headers.location).toMatch(/fel=fel/);
    expect((await member.logIn(email, 'nytt-losen-1')).headers.location).toBe('/admin');
    const entry = await db().selectFrom('audit_log').select('after_json').where('action', '=', 'staff.update').where('entity_id', '=', String(id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json!)).toMatchObject({ password_changed: true });
    expect(entry.after_json).not.toContain('argon2');

    // Their own password: the member's other session ends, the one doing it goes on under a new cookie.
    const before = member.jar.get('admin_sid');
    const own = await member.form(`/admin/api/staff/${id}`, { role: 'admin', active: '1', password: 'nytt-losen-2' });
    expect(own.statusCode).toBe(303);
    expect(member.jar.get('admin_sid')).not.toBe(before);
    expect((await member.page('/admin/personal')).statusCode).toBe(200);
    const stale = await shop.app.inject({ method: 'GET', url: '/admin/ordrar', headers: { cookie: `admin_sid=${before}`, accept: 'text/html', 'x-forwarded-for': nextShopperAddress() } });
    expect(stale.statusCode).toBe(303);
  }, 60_000);

  it('lists, searches and shows orders with the personnummer masked, and moves one placed → paid → shipped → delivered with mails and audit', async () => {
    const shopper = await browser();
    const email = `bo-${dialect}@example.se`;
    const p = await product(0);
    const number = await shopper.placeInvoiceOrder(p.id, email);
    const a = await admin();

    for (const query of [`q=${number}`, `q=${encodeURIComponent(email.toUpperCase())}`, 'q=anna%20svensson&status=awaiting_invoice&betalning=manual_payment']) {
      const res = await a.page(`/admin/ordrar?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.body, query).toContain(`/admin/ordrar/${number}`);
      expect(res.body).toContain('19900101-****');
      expect(res.body).not.toContain('19900101-0017');
      expect(res.body).not.toContain('199001010017');
    }
    expect((await a.page('/admin/ordrar?q=finns-inte-alls')).body).not.toContain(`/admin/ordrar/${number}`);
    expect((await a.page('/admin/ordrar?status=shipped')).body).not.toContain(`/admin/ordrar/${number}`);
    // Wildcards in a search are taken literally.
    expect((await a.page('/admin/ordrar?q=%25')).body).not.toContain(`/admin/ordrar/${number}`);

    const order0 = await db().selectFrom('orders').select('view_token').where('order_number', '=', number).executeTakeFirstOrThrow();
    const detail = await a.page(`/admin/ordrar/${number}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('Moms per momssats');
    expect(detail.body).toContain('Orderbekräftelse');
    expect(detail.body).toContain(`/produkter/id/${p.id}`);
    // The page's data goes to the browser: the whole personnummer and the order's access token must not be in it.
    expect(detail.body).not.toContain('199001010017');
    expect(detail.body).not.toContain(order0.view_token);
    expect((await a.page('/admin/ordrar/999999999')).statusCode).toBe(404);

    const paid = await a.json(`/admin/api/orders/${number}/pay`);
    expect(paid.json()).toMatchObject({ error: false, status: 'paid', changed: true });
    expect((await a.json(`/admin/api/orders/${number}/pay`)).json()).toMatchObject({ changed: false });

    expect((await a.json(`/admin/api/orders/${number}/ship`, { tracking_number: '<script>' })).statusCode).toBe(422);
    const bad = await a.form(`/admin/api/orders/${number}/ship`, { tracking_number: 'x' });
    expect(bad.headers.location).toBe(`/admin/ordrar/${number}?fel=tracking`);
    const shipped = await a.form(`/admin/api/orders/${number}/ship`, { tracking_number: 'jjd 0037 0712' });
    expect(shipped.headers.location).toBe(`/admin/ordrar/${number}?klart=ship`);
    const order = await db().selectFrom('orders').selectAll().where('order_number', '=', number).executeTakeFirstOrThrow();
    expect([order.status, order.tracking_number]).toEqual(['shipped', 'JJD 0037 0712']);
    const mail = await db().selectFrom('outbox_emails').selectAll().where('order_id', '=', order.id).where('kind', '=', 'order_shipped').executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(email);
    expect(mail.text_body).toContain('JJD 0037 0712');
    expect(mail.subject).toContain(number);
    // Shipping again changes nothing and sends nothing.
    expect((await a.json(`/admin/api/orders/${number}/ship`, {})).json()).toMatchObject({ changed: false });
    expect((await confirmedJson(a, `/admin/api/orders/${number}/cancel`)).statusCode).toBe(409);
    expect((await a.json(`/admin/api/orders/${number}/deliver`)).json()).toMatchObject({ status: 'delivered', changed: true });
    const kinds = (await db().selectFrom('outbox_emails').select('kind').where('order_id', '=', order.id).orderBy('id').execute()).map((m) => m.kind);
    expect(kinds).toEqual(['order_confirmation', 'invoice', 'order_shipped', 'review_request']);
    // The review link is on the configured origin, not on whatever host the staff member's request named.
    const review = await db().selectFrom('outbox_emails').select('text_body').where('order_id', '=', order.id).where('kind', '=', 'review_request').executeTakeFirstOrThrow();
    expect(review.text_body).toContain(`${shop.config.linkOrigin}/product_review/`);

    const audit = await db().selectFrom('audit_log').selectAll().where('entity_type', '=', 'order').where('entity_id', '=', number).orderBy('id').execute();
    expect(audit.map((e) => [e.action, e.staff_email, JSON.parse(e.before_json!).status, JSON.parse(e.after_json!).status])).toEqual([
      ['order.pay', 'admin@example.se', 'awaiting_invoice', 'paid'],
      ['order.ship', 'admin@example.se', 'paid', 'shipped'],
      ['order.deliver', 'admin@example.se', 'shipped', 'delivered'],
    ]);
    const log = await a.page('/admin/audit?handling=order.ship&vem=ADMIN');
    expect(log.body).toContain(`/admin/ordrar/${number}`);
    expect((await a.page('/admin/audit?vem=nobody')).body).not.toContain(`/admin/ordrar/${number}`);

    const dashboard = await a.page('/admin');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('Ordrar i dag');
  }, 60_000);

  it('cancels an order once when two cancels race: stock, gift card and code uses come back once, one mail, one audit entry', async () => {
    const shopper = await browser();
    const p = await product(1);
    const before = await stockOf(p.id);
    // A code and a gift card on the order, so the cancellation has both to give back.
    expect((await shopper.shopperPost('/checkoutv3/products/update', { [`products[${p.id}][quantity]`]: '3' })).statusCode).toBe(200);
    expect((await shopper.shopperPost('/checkoutv3/discounts/store', { code: 'SPARA200', refresh_checkout: '0' })).statusCode).toBe(200);
    expect((await shopper.shopperPost('/checkoutv3/discounts/store', { code: 'PRESENTKORT500', refresh_checkout: '0' })).statusCode).toBe(200);
    const code = () => db().selectFrom('discount_codes').select('times_used').where('code', '=', 'SPARA200').executeTakeFirstOrThrow();
    const card = () => db().selectFrom('gift_cards').select('balance_ore').where('code', '=', 'PRESENTKORT500').executeTakeFirstOrThrow();
    const [codeBefore, cardBefore] = [(await code()).times_used, (await card()).balance_ore];
    const number = await shopper.placeInvoiceOrder(p.id, `par-${dialect}@example.se`, 3);
    const order = await db().selectFrom('orders').selectAll().where('order_number', '=', number).executeTakeFirstOrThrow();
    expect(await stockOf(p.id)).toBe(before - 3);
    expect(order.gift_cards_ore).toBeGreaterThan(0);
    expect((await code()).times_used).toBe(codeBefore + 1);

    const [a, b] = [await admin(), await admin()];
    const answers = await Promise.all([confirmedJson(a, `/admin/api/orders/${number}/cancel`), confirmedJson(b, `/admin/api/orders/${number}/cancel`)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json<{ changed: boolean }>().changed).sort()).toEqual([false, true]);
    expect(await stockOf(p.id)).toBe(before);
    expect((await card()).balance_ore).toBe(cardBefore);
    expect((await code()).times_used).toBe(codeBefore);
    expect(await db().selectFrom('discount_redemptions').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    expect((await db().selectFrom('outbox_emails').select('kind').where('order_id', '=', order.id).where('kind', '=', 'order_cancelled').execute()).length).toBe(1);
    expect((await db().selectFrom('audit_log').select('id').where('action', '=', 'order.cancel').where('entity_id', '=', number).execute()).length).toBe(1);
    // A cancelled order stays cancelled.
    expect((await a.json(`/admin/api/orders/${number}/ship`)).statusCode).toBe(409);
    expect((await a.json(`/admin/api/orders/${number}/pay`)).statusCode).toBe(409);
  }, 60_000);

  it('lets an admin change a site setting by its rule, with an audit entry and the catalog version moved', async () => {
    const a = await admin();
    const version = async () => Number((await db().selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version);
    const before = await version();
    const seeded = (await db().selectFrom('site_settings').select('value').where('key', '=', 'siteName').executeTakeFirst())?.value ?? null;
    expect((await a.page('/admin/installningar')).body).toContain('freeDeliveryLimitOre');
    expect((await a.json('/admin/api/settings/siteName', { value: '"Butiken i hörnet"' })).json()).toMatchObject({ error: false, code: 'saved' });
    expect((await a.json('/admin/api/settings/siteName', { value: '"Butiken i hörnet"' })).json()).toMatchObject({ code: 'unchanged' });
    expect((await db().selectFrom('site_settings').select('value').where('key', '=', 'siteName').executeTakeFirstOrThrow()).value).toBe('"Butiken i hörnet"');
    expect(await version()).toBe(before + 1);
    expect((await a.json('/admin/api/settings/siteName', { value: 'Butiken' })).statusCode).toBe(422);
    expect((await a.json('/admin/api/settings/lowStockThreshold', { value: '"många"' })).statusCode).toBe(422);
    expect((await a.json('/admin/api/settings/finnsInte', { value: '1' })).statusCode).toBe(404);
    const form = await a.form('/admin/api/settings/siteName', { reset: '1' });
    expect(form.headers.location).toBe('/admin/installningar?namn=siteName&klart=reset');
    expect(await db().selectFrom('site_settings').select('value').where('key', '=', 'siteName').execute()).toEqual([]);
    const audit = await db().selectFrom('audit_log').selectAll().where('entity_type', '=', 'setting').orderBy('id').execute();
    expect(audit.map((e) => [e.action, e.entity_id, e.before_json, e.after_json])).toEqual([
      ['setting.set', 'siteName', seeded === null ? null : `{"value":${seeded}}`, '{"value":"Butiken i hörnet"}'],
      ['setting.reset', 'siteName', '{"value":"Butiken i hörnet"}', null],
    ]);
  });

  it('lists discount codes and creates one the checkout then accepts, refusing bad fields and taken codes', async () => {
    const s = await browser();
    const a = await admin();
    const list = await a.page('/admin/rabattkoder');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('VALKOMMEN10');
    const form = { code: ' höst 30 ', kind: 'percent', percent: '30', amount: '', min_order: '500', valid_from: '', valid_until: '', usage_limit_total: '5', usage_limit_per_customer: '1', label: 'Höstrea', member_only: '' };
    const created = await a.json('/admin/api/discount-codes', form);
    expect(created.json()).toMatchObject({ error: false, code: 'created' });
    const row = await db().selectFrom('discount_codes').selectAll().where('code', '=', 'HÖST30').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'percent', percent: 30, min_order_ore: 50_000, usage_limit_total: 5, usage_limit_per_customer: 1, active: 1, member_only: 0, label: 'Höstrea' });
    expect((await db().selectFrom('audit_log').select('action').where('entity_id', '=', 'HÖST30').executeTakeFirstOrThrow()).action).toBe('discount_code.create');
    expect((await a.json('/admin/api/discount-codes', form)).statusCode).toBe(409);
    expect((await a.json('/admin/api/discount-codes', { ...form, code: 'PRESENTKORT500' })).statusCode).toBe(409);
    const bad = await a.json('/admin/api/discount-codes', { ...form, code: 'NY1', percent: '0', valid_from: '2026-13-01' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ fields: string[] }>().fields).toEqual(['percent', 'valid_from']);
    const plain = await a.form('/admin/api/discount-codes', { ...form, code: 'x' });
    expect(plain.headers.location).toBe('/admin/rabattkoder?fel=code');

    // The new code works in a shopper's cart.
    const p = await product(2);
    expect((await s.shopperPost('/checkoutv3/products/update', { [`products[${p.id}][quantity]`]: '1' })).statusCode).toBe(200);
    expect((await s.shopperPost('/checkoutv3/discounts/store', { code: 'höst30', refresh_checkout: '0' })).statusCode).toBe(200);
  });
});
