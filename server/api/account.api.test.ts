import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../common/contract/cart';
import type { CheckoutState } from '../../common/contract/checkout';
import { svServer } from '../../common/copy/sv';
import { svAccount } from '../../common/copy/sv-account';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { plainProducts } from '../testing/plain-products';
import { nextShopperAddress, suiteShop, testDialects } from '../testing/test-app';

type Json = Record<string, unknown>;
const c = svAccount;

describe.each(testDialects)('customer accounts on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 300 });

  const db = () => shop.app.database.db;
  let count = 0;
  const uniqueEmail = (name: string) => `${name}-${++count}-${Date.now()}@example.se`;

  /** A browser: keeps the session cookie it is given (it rotates at login and logout) and sends the page's token. */
  async function browser(address = nextShopperAddress()) {
    const session = await shop.app.services.sessions.create();
    const headers: Record<string, string> = {
      cookie: `sid=${session.id}`, 'x-csrf-token': session.csrfToken, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'x-forwarded-for': address,
    };
    async function follow(res: { headers: Record<string, unknown> }) {
      const cookies = [res.headers['set-cookie']].flat().filter((v): v is string => typeof v === 'string');
      const sid = cookies.map((v) => /^sid=([^;]+)/.exec(v)?.[1]).find(Boolean);
      if (!sid) return;
      headers.cookie = `sid=${sid}`;
      headers['x-csrf-token'] = (await shop.app.services.sessions.find(sid))!.csrfToken;
    }
    const self = {
      headers,
      sid: () => headers.cookie!.slice(4),
      async get(url: string) {
        return shop.app.inject({ method: 'GET', url, headers });
      },
      async postJson(url: string, payload: unknown) {
        const res = await shop.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
        await follow(res);
        return res;
      },
      async post(url: string, form: Record<string, string>, extra: Record<string, string> = {}) {
        const res = await shop.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', ...extra }, payload: new URLSearchParams(form).toString() });
        await follow(res);
        return res;
      },
      async register(fields: Partial<Record<string, string>> = {}) {
        const email = fields.email ?? uniqueEmail('ny');
        const res = await self.post('/konto/registrera', { email, password: 'hemligt123', first_name: 'Nina', last_name: 'Ny', customer_type: 'private', ...fields } as Record<string, string>);
        return { res, email };
      },
      /** Registers and then logs in with the new password, as a new member does after reading the mail. */
      async join(fields: Partial<Record<string, string>> = {}) {
        const joined = await self.register(fields);
        const login = await self.postJson('/konto/login', { email: joined.email, password: fields.password ?? 'hemligt123' });
        expect(login.statusCode, login.body).toBe(200);
        return joined;
      },
      async addToCart(productId: number, quantity = 1) {
        const res = await self.post('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: String(quantity) });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        return res.json<CartResponse>();
      },
      async cart() {
        return (await self.get('/checkoutv3/products/index')).json<CartResponse>();
      },
      async placeOrder(email: string) {
        const deliveryId = (await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id;
        const invoiceId = (await db().selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow()).id;
        expect((await self.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(deliveryId) })).statusCode).toBe(200);
        expect((await self.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoiceId) })).statusCode).toBe(200);
        const state = (await self.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
        const res = await self.post('/checkoutv3/checkout/manual_payment', { ...PRIVATE_FORM, user_email: email, price_token: state.price_token, submission_key: state.submission_key });
        expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
        return res.json<{ order_number: string }>().order_number;
      },
    };
    return self;
  }

  const product = async (index = 0) => (await plainProducts(db()).where('p.stock', '>=', 20).orderBy('p.id').offset(index).limit(1).executeTakeFirstOrThrow());
  const mailTo = async (recipient: string, kind: string) =>
    db().selectFrom('outbox_emails').selectAll().where('recipient', '=', recipient).where('kind', '=', kind).orderBy('id', 'desc').executeTakeFirst();
  const linkIn = (text: string, path: string) => new RegExp(`https?://[^\\s]+(${path}/[A-Za-z0-9_-]{43})`).exec(text)?.[1];

  it('registers a member, mails a verification link, and logs in with the password on a new session id', async () => {
    const b = await browser();
    const { res, email } = await b.register({ email: ' Ny.Kund@Example.SE '.replace('Ny.Kund', `Ny.Kund${++count}`) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>()).toEqual({ error: false, message: c.register.checkMail, redirect: '/login?tillbaka=%2Fmina-sidor' });
    expect((await b.get('/api/internal/account/profile')).statusCode).toBe(401);
    const before = b.sid();
    expect((await b.postJson('/konto/login', { email, password: 'hemligt123' })).statusCode).toBe(200);
    expect(b.sid()).not.toBe(before);
    const profile = (await b.get('/api/internal/account/profile')).json<Json>();
    expect(profile).toMatchObject({ email: email.trim().toLowerCase(), first_name: 'Nina', is_member: true, email_verified: false });
    expect(profile).not.toHaveProperty('password_hash');
    const stored = await db().selectFrom('customers').select('password_hash').where('email', '=', email.trim().toLowerCase()).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await mailTo(email.trim().toLowerCase(), 'account_verify_email');
    expect(mail?.subject).toBe(c.mail.verifySubject);
    // The session id from before the login no longer reaches the account.
    const stale = await shop.app.inject({ method: 'GET', url: '/api/internal/account/profile', headers: { cookie: `sid=${before}`, accept: 'application/json' } });
    expect(stale.statusCode).toBe(401);
  });

  it('answers a registration of a taken e-mail exactly like a new one and mails the owner instead; bad registrations field by field in Swedish', async () => {
    const b = await browser();
    const { res: first, email } = await b.register();
    const again = await (await browser()).register({ email: email.toUpperCase(), password: 'angripare1' });
    expect(again.res.statusCode).toBe(first.statusCode);
    expect(again.res.json()).toEqual(first.json());
    const owner = await mailTo(email, 'account_registered');
    expect(owner?.subject).toBe(c.mail.registeredSubject);
    expect(owner?.text_body).toContain(`${shop.config.linkOrigin}/login`);
    // The account keeps its password: the second registration changed nothing.
    expect((await (await browser()).postJson('/konto/login_from_checkout', { email, password: 'angripare1' })).json()).toEqual({ error: true, msg: c.wrongCredentials });
    expect((await (await browser()).postJson('/konto/login_from_checkout', { email, password: 'hemligt123' })).json()).toEqual({ error: false, msg: '' });
    // Without script the same: back to the login page with the same notice.
    const html = { accept: 'text/html', 'x-requested-with': '' };
    const fresh = await (await browser()).post('/konto/registrera', { email: uniqueEmail('utan-skript'), password: 'hemligt123', first_name: 'A', last_name: 'B', customer_type: 'private' }, html);
    const taken = await (await browser()).post('/konto/registrera', { email, password: 'hemligt123', first_name: 'A', last_name: 'B', customer_type: 'private' }, html);
    expect([taken.statusCode, taken.headers.location]).toEqual([fresh.statusCode, fresh.headers.location]);
    expect(fresh.headers.location).toBe('/login?tillbaka=%2Fmina-sidor');
    const bad = await (await browser()).register({ email: 'inte-en-adress', password: 'kort', first_name: '', customer_type: 'company', postal_code: '12' });
    expect(bad.res.statusCode).toBe(422);
    expect(bad.res.json<{ errors: Json }>().errors).toMatchObject({
      email: [c.errors.email.invalid], password: [c.errors.password.too_short], first_name: [c.errors.required], company: [c.errors.required],
    });
  });

  it('answers a wrong password and an unknown e-mail alike, after the same hashing', async () => {
    const b = await browser();
    const wrong = await b.postJson('/konto/login_from_checkout', { email: 'kund@example.se', password: 'fel-losenord' });
    const unknown = await b.postJson('/konto/login_from_checkout', { email: 'ingen-sadan@example.se', password: 'fel-losenord' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ error: true, msg: c.wrongCredentials });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(wrong.json());
    // Both pay for an argon2id verification (19 MiB): the fastest of three tries of each are of one order.
    const fastest = async (email: string) => {
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        await (await browser()).postJson('/konto/login_from_checkout', { email, password: `fel-${i}` });
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    const wrongMs = await fastest('kund@example.se');
    const unknownMs = await fastest('ingen-sadan@example.se');
    expect(unknownMs).toBeGreaterThan(wrongMs / 3);
    expect(wrongMs).toBeGreaterThan(unknownMs / 3);
    const missing = await b.postJson('/konto/login_from_checkout', { email: '', password: '' });
    expect(missing.json()).toEqual({ error: true, msg: { email: c.errors.email.required, password: c.errors.password.required } });
    const hostile = await b.postJson('/konto/login_from_checkout', { email: ['a'], password: { x: 1 } });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.json()).toEqual({ error: true, msg: c.loginFailed });
  });

  it('logs in from the checkout: member prices, a merged cart, the form prefilled, and MEDLEM15 accepted', async () => {
    const memberProduct = await plainProducts(db()).where('p.member_price_incl_vat_ore', 'is not', null).where('p.stock', '>=', 20).orderBy('p.id').executeTakeFirstOrThrow();
    const full = await db().selectFrom('products').select(['price_incl_vat_ore', 'member_price_incl_vat_ore']).where('id', '=', memberProduct.id).executeTakeFirstOrThrow();
    const b = await browser();
    const guestCart = await b.addToCart(memberProduct.id);
    expect(guestCart.products[0]!.unit_price_incl_vat).toBe(full.price_incl_vat_ore / 100);
    const refused = await b.post('/checkoutv3/discounts/store', { code: 'MEDLEM15', refresh_checkout: '0' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Json>().message).toBe(svServer.discounts.memberOnly);

    const before = b.sid();
    const login = await b.postJson('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' });
    expect(login.json()).toEqual({ error: false, msg: '' });
    expect(b.sid()).not.toBe(before);

    const cart = await b.cart();
    const line = cart.products.find((p) => p.product_id === memberProduct.id);
    expect(line?.unit_price_incl_vat).toBe(full.member_price_incl_vat_ore! / 100);
    const state = (await b.get('/checkoutv3/checkoutv3/show')).json<CheckoutState>();
    expect(state.user).toMatchObject({ firstname: 'Karin', lastname: 'Kund', email: 'kund@example.se', address: 'Storgatan 1', zipcode: '411 01', city: 'Göteborg', is_member: true });
    const accepted = await b.post('/checkoutv3/discounts/store', { code: 'MEDLEM15', refresh_checkout: '0' });
    expect(accepted.statusCode, accepted.body.slice(0, 200)).toBe(200);
    // Logged out again, the cart stays with the account and MEDLEM15 is the customer's.
    await b.post('/konto/logout', {});
    expect((await b.cart()).products).toHaveLength(0);
    await b.postJson('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' });
    expect((await b.cart()).products.some((p) => p.product_id === memberProduct.id)).toBe(true);
    await b.post('/checkoutv3/products/update', { [`products[${memberProduct.id}][quantity]`]: '0' });
    await b.post('/checkoutv3/discounts/destroy', { code: 'MEDLEM15', refresh_checkout: '0' });
  });

  it('refuses the eleventh failed login within a minute from one address, with a Swedish message', async () => {
    const address = nextShopperAddress();
    const b = await browser(address);
    // Ten e-mail addresses, so that no account is locked on its own (the next test locks one).
    for (let i = 0; i < 10; i++) {
      expect((await b.postJson('/konto/login_from_checkout', { email: uniqueEmail('adress'), password: `fel${i}` })).json()).toEqual({ error: true, msg: c.wrongCredentials });
    }
    expect((await b.postJson('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' })).json()).toEqual({ error: true, msg: c.tooManyLogins });
    const form = await (await browser(address)).post('/konto/login', { email: 'kund@example.se', password: 'kund1234' });
    expect(form.statusCode).toBe(429);
    expect(form.json<Json>().message).toBe(c.tooManyLogins);
    // Another address is not affected.
    expect((await (await browser()).postJson('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' })).json()).toEqual({ error: false, msg: '' });
  });

  it('logs in and out with plain form posts: redirects, a local target only, and the session id rotated both ways', async () => {
    const b = await browser();
    const html = { accept: 'text/html', 'x-requested-with': '' };
    const wrong = await b.post('/konto/login', { email: 'kund@example.se', password: 'fel', redirect: '/checkoutv3' }, html);
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/login?tillbaka=%2Fcheckoutv3');
    const ok = await b.post('/konto/login', { email: 'kund@example.se', password: 'kund1234', redirect: '//evil.example/' }, html);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/mina-sidor');
    const loggedIn = b.sid();
    const out = await b.post('/konto/logout', {}, html);
    expect(out.statusCode).toBe(303);
    expect(b.sid()).not.toBe(loggedIn);
    expect((await b.get('/api/internal/account/profile')).statusCode).toBe(401);
    const stale = await shop.app.inject({ method: 'GET', url: '/api/internal/account/profile', headers: { cookie: `sid=${loggedIn}`, accept: 'application/json' } });
    expect(stale.statusCode).toBe(401);
  });

  it('resets a password with a single-use link that expires after an hour', async () => {
    const b = await browser();
    const { email } = await b.register();
    const anonymous = await browser();
    const unknown = await anonymous.post('/konto/glomt-losenord', { email: 'finns-inte@example.se' });
    const known = await anonymous.post('/konto/glomt-losenord', { email });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailTo('finns-inte@example.se', 'account_password_reset')).toBeUndefined();
    const mail = await mailTo(email, 'account_password_reset');
    const path = linkIn(mail!.text_body, '/konto/aterstall-losenord')!;
    const token = path.split('/').pop()!;
    expect((await anonymous.post('/konto/aterstall-losenord', { token, password: 'kort' })).json<Json>()).toMatchObject({ errors: { password: [c.errors.password.too_short] } });
    expect((await anonymous.post('/konto/aterstall-losenord', { token, password: 'nytt-losenord-1' })).statusCode).toBe(200);
    const reused = await anonymous.post('/konto/aterstall-losenord', { token, password: 'nytt-losenord-2' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<Json>().message).toBe(c.errors.linkInvalid);
    expect((await (await browser()).postJson('/konto/login_from_checkout', { email, password: 'hemligt123' })).json()).toMatchObject({ error: true });
    expect((await (await browser()).postJson('/konto/login_from_checkout', { email, password: 'nytt-losenord-1' })).json()).toEqual({ error: false, msg: '' });

    // A link older than an hour no longer works.
    await anonymous.post('/konto/glomt-losenord', { email });
    const second = linkIn((await mailTo(email, 'account_password_reset'))!.text_body, '/konto/aterstall-losenord')!.split('/').pop()!;
    await db().updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('purpose', '=', 'password_reset').where('email', '=', email).execute();
    expect((await anonymous.post('/konto/aterstall-losenord', { token: second, password: 'nytt-losenord-3' })).json<Json>().message).toBe(c.errors.linkInvalid);
    expect((await anonymous.post('/konto/aterstall-losenord', { token: 'x'.repeat(43), password: 'nytt-losenord-3' })).statusCode).toBe(422);
  });

  describe('sessions at a new password (docs/decisions/035)', () => {
    const profileStatus = async (sid: string) =>
      (await shop.app.inject({ method: 'GET', url: '/api/internal/account/profile', headers: { cookie: `sid=${sid}`, accept: 'application/json' } })).statusCode;
    const resetLink = async (email: string) => {
      await (await browser()).post('/konto/glomt-losenord', { email });
      return linkIn((await mailTo(email, 'account_password_reset'))!.text_body, '/konto/aterstall-losenord')!.split('/').pop()!;
    };

    it('a reset ends every session of the account; one logged in to it that does the reset stays, on a new id', async () => {
      const phone = await browser();
      const { email } = await phone.join();
      const laptop = await browser();
      expect((await laptop.postJson('/konto/login_from_checkout', { email, password: 'hemligt123' })).json()).toEqual({ error: false, msg: '' });
      const stranger = await browser();
      await stranger.join();
      expect(await profileStatus(phone.sid())).toBe(200);

      const before = laptop.sid();
      expect((await laptop.post('/konto/aterstall-losenord', { token: await resetLink(email), password: 'nytt-losenord-9' })).statusCode).toBe(200);
      expect(await profileStatus(phone.sid())).toBe(401);
      expect(laptop.sid()).not.toBe(before);
      expect(await profileStatus(before)).toBe(401);
      expect(await profileStatus(laptop.sid())).toBe(200);
      expect(await profileStatus(stranger.sid())).toBe(200);

      // From a browser not logged in to it, every session ends.
      expect((await (await browser()).post('/konto/aterstall-losenord', { token: await resetLink(email), password: 'nytt-losenord-10' })).statusCode).toBe(200);
      expect(await profileStatus(laptop.sid())).toBe(401);
    });

    it('a claim that sets the password of an existing account ends its other sessions', async () => {
      const old = await browser();
      const { email } = await old.join();
      const claimer = await browser();
      await claimer.post('/kundklubb/existerande-kund', { email });
      const token = linkIn((await mailTo(email, 'account_claim'))!.text_body, '/kundklubb/existerande-kund')!.split('/').pop()!;
      expect((await claimer.post('/kundklubb/existerande-kund/aktivera', { token, password: 'nytt-losenord-11', first_name: 'Bo', last_name: 'B' })).statusCode).toBe(200);
      expect(await profileStatus(claimer.sid())).toBe(200);
      expect(await profileStatus(old.sid())).toBe(401);
    });
  });

  it('moves the session to a new id when an order is placed: the old id finds nothing of it', async () => {
    const b = await browser();
    await b.addToCart((await product(7)).id);
    const before = b.sid();
    await b.placeOrder(uniqueEmail('order'));
    expect(b.sid()).not.toBe(before);
    expect(await shop.app.services.sessions.find(before)).toMatchObject({ persisted: false, data: {} });
    expect(await shop.app.services.sessions.find(b.sid())).toMatchObject({ persisted: true });
  });

  it('shows earlier guest orders with the same e-mail once it is verified, and masks the personnummer', async () => {
    const email = uniqueEmail('gast');
    const guest = await browser();
    await guest.addToCart((await product(3)).id);
    const guestOrder = await guest.placeOrder(email.toUpperCase());

    const b = await browser();
    await b.join({ email });
    expect((await b.get('/api/internal/account/orders')).json<{ orders: Json[] }>().orders).toEqual([]);
    const token = linkIn((await mailTo(email, 'account_verify_email'))!.text_body, '/konto/verifiera')!.split('/').pop()!;
    const confirmed = await b.postJson('/konto/verifiera', { token });
    expect(confirmed.json<Json>()).toEqual({ error: false, message: c.myPagesPage.verified, redirect: '/mina-sidor' });
    expect((await b.postJson('/konto/verifiera', { token })).statusCode).toBe(422);
    await b.addToCart((await product(4)).id);
    const ownOrder = await b.placeOrder(email);
    const orders = (await b.get('/api/internal/account/orders')).json<{ orders: { order_number: string; status_text: string }[] }>().orders;
    expect(orders.map((o) => o.order_number).sort()).toEqual([guestOrder, ownOrder].sort());
    expect(orders[0]!.status_text).toBe(c.orderStatus.awaiting_invoice);
    const detail = (await b.get(`/api/internal/account/orders/${guestOrder}`)).json<Json>();
    expect(detail.identity_number).toBe('19900101-****');
    expect(JSON.stringify(detail)).not.toContain('0017');
  });

  it('lets an existing customer without a login claim membership by e-mail link', async () => {
    const email = uniqueEmail('befintlig');
    const guest = await browser();
    await guest.addToCart((await product(5)).id);
    const orderNumber = await guest.placeOrder(email);
    const anonymous = await browser();
    const known = await anonymous.post('/kundklubb/existerande-kund', { email });
    const unknown = await anonymous.post('/kundklubb/existerande-kund', { email: uniqueEmail('okand') });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const token = linkIn((await mailTo(email, 'account_claim'))!.text_body, '/kundklubb/existerande-kund')!.split('/').pop()!;
    const missing = await anonymous.post('/kundklubb/existerande-kund/aktivera', { token, password: 'hemligt123' });
    expect(missing.json<Json>()).toMatchObject({ errors: { first_name: [c.errors.required] } });
    const claimed = await anonymous.post('/kundklubb/existerande-kund/aktivera', { token, password: 'hemligt123', first_name: 'Bo', last_name: 'Befintlig' });
    expect(claimed.statusCode).toBe(200);
    expect((await anonymous.get('/api/internal/account/profile')).json<Json>()).toMatchObject({ email, is_member: true, email_verified: true });
    expect((await anonymous.get('/api/internal/account/orders')).json<{ orders: Json[] }>().orders.map((o) => o.order_number)).toEqual([orderNumber]);
    expect((await (await browser()).post('/kundklubb/existerande-kund/aktivera', { token, password: 'annat12345', first_name: 'X', last_name: 'Y' })).statusCode).toBe(422);
  });

  it('keeps profile, newsletter and addresses per customer', async () => {
    const b = await browser();
    await b.join();
    expect((await b.post('/konto/profil', { first_name: 'Nora', last_name: 'Ny', company: '', mobile: '070-111 22 33' })).statusCode).toBe(200);
    expect((await b.post('/konto/profil', { first_name: '', last_name: 'Ny', company: '', mobile: 'abc' })).json<Json>()).toMatchObject({ errors: { first_name: [c.errors.required], mobile: [c.errors.mobile] } });
    await b.post('/konto/nyhetsbrev', { newsletter: '1' });
    expect((await b.get('/api/internal/account/profile')).json<Json>()).toMatchObject({ first_name: 'Nora', mobile: '070-111 22 33', newsletter: true });
    const address = { first_name: 'Nora', last_name: 'Ny', address: 'Vägen 2', postal_code: '123 45', city: 'Stockholm' };
    const first = (await b.post('/konto/adresser', address)).json<{ id: number }>().id;
    const second = (await b.post('/konto/adresser', { ...address, address: 'Gatan 3', is_default: '1' })).json<{ id: number }>().id;
    let list = (await b.get('/api/internal/account/addresses')).json<{ addresses: { id: number; is_default: boolean; postal_code: string }[] }>().addresses;
    expect(list.map((a) => [a.id, a.is_default])).toEqual([[second, true], [first, false]]);
    expect(list[0]!.postal_code).toBe('123 45');
    expect((await b.post(`/konto/adresser/${first}`, { ...address, postal_code: 'abc' })).json<Json>()).toMatchObject({ errors: { postal_code: [c.errors.postalCode] } });
    expect((await b.post(`/konto/adresser/${second}/ta-bort`, {})).statusCode).toBe(200);
    list = (await b.get('/api/internal/account/addresses')).json<{ addresses: { id: number; is_default: boolean; postal_code: string }[] }>().addresses;
    expect(list.map((a) => [a.id, a.is_default])).toEqual([[first, true]]);
  });

  it("never lets one customer read or change another's orders or addresses, on any account route", async () => {
    const a = await browser();
    const { email: emailA } = await a.join();
    const addressA = (await a.post('/konto/adresser', { first_name: 'Anna', last_name: 'A', address: 'Hemlig väg 1', postal_code: '11122', city: 'Stockholm' })).json<{ id: number }>().id;
    await a.addToCart((await product(6)).id);
    const orderA = await a.placeOrder(emailA);

    const b = await browser();
    await b.join();
    const notFound = (res: { statusCode: number; body: string }) => {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Hemlig');
    };
    notFound(await b.get(`/api/internal/account/orders/${orderA}`));
    notFound(await b.post(`/konto/adresser/${addressA}`, { first_name: 'Bo', last_name: 'B', address: 'Kapad 1', postal_code: '11122', city: 'Stockholm' }));
    notFound(await b.post(`/konto/adresser/${addressA}/ta-bort`, {}));
    expect((await b.get('/api/internal/account/orders')).json<{ orders: Json[] }>().orders).toEqual([]);
    expect((await b.get('/api/internal/account/addresses')).json<{ addresses: Json[] }>().addresses).toEqual([]);
    expect(JSON.stringify((await b.get('/api/internal/account/profile')).json())).not.toContain(emailA);
    // A's data is untouched.
    expect((await a.get('/api/internal/account/addresses')).json<{ addresses: { address: string }[] }>().addresses.map((x) => x.address)).toEqual(['Hemlig väg 1']);
    expect((await a.get(`/api/internal/account/orders/${orderA}`)).statusCode).toBe(200);
  });

  it('answers every account route without a login with 401 (or a redirect to the login for a page post)', async () => {
    const b = await browser();
    for (const url of ['/api/internal/account/profile', '/api/internal/account/addresses', '/api/internal/account/orders', '/api/internal/account/orders/1']) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json<Json>().message).toBe('Du behöver logga in för att se det här.');
    }
    for (const url of ['/konto/profil', '/konto/nyhetsbrev', '/konto/adresser', '/konto/adresser/1', '/konto/adresser/1/ta-bort', '/konto/verifiera/skicka-igen']) {
      expect((await b.post(url, {})).statusCode, url).toBe(401);
    }
    const page = await b.post('/konto/profil', {}, { accept: 'text/html', 'x-requested-with': '' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/login?tillbaka=%2Fmina-sidor');
  });

  it('gives hostile input a 4xx with a Swedish message, never a 500', async () => {
    const b = await browser();
    await b.join();
    const cases: [string, unknown][] = [
      ['/konto/registrera', { email: ['a@b.se'], password: { $gt: '' } }],
      ['/konto/login', { email: 'x'.repeat(5000), password: 'y' }],
      ['/konto/glomt-losenord', { email: 'a\u0000@b.se' }],
      ['/konto/aterstall-losenord', { token: '../../etc', password: 'x' }],
      ['/kundklubb/existerande-kund/aktivera', { token: 12, password: [] }],
      ['/konto/adresser', { postal_code: { a: 1 } }],
      ['/konto/adresser/99999999999', { first_name: 'a' }],
      ['/konto/adresser/-1/ta-bort', {}],
      ['/konto/profil', { first_name: 'å'.repeat(500) }],
    ];
    for (const [url, payload] of cases) {
      const res = await b.postJson(url, payload);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(typeof res.json<Json>().message, url).toBe('string');
    }
    for (const url of ['/api/internal/account/orders/%00', `/api/internal/account/orders/${'9'.repeat(41)}`, '/konto/verifiera/%2e%2e']) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect((await shop.app.inject({ method: 'POST', url: '/konto/login_from_checkout', headers: { ...b.headers, 'content-type': 'application/json' }, payload: '{bad' })).statusCode).toBe(400);
  });

  it('mails links on the configured origin, whatever Host or X-Forwarded-Host the request names', async () => {
    const spoofed: Record<string, string>[] = [{ 'x-forwarded-host': 'evil.example' }, { host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }];
    const origin = shop.config.linkOrigin;
    expect(origin).toBe(`http://localhost:${shop.config.port}`);
    for (const headers of spoofed) {
      const email = uniqueEmail('spoof');
      const b = await browser();
      await b.join({ email });
      expect((await b.post('/konto/glomt-losenord', { email }, headers)).statusCode).toBe(200);
      expect((await mailTo(email, 'account_password_reset'))!.text_body).toContain(`${origin}/konto/aterstall-losenord/`);
      await b.post('/konto/verifiera/skicka-igen', {}, headers);
      expect((await mailTo(email, 'account_verify_email'))!.text_body).toContain(`${origin}/konto/verifiera/`);
      await b.post('/kundklubb/existerande-kund', { email }, headers);
      expect((await mailTo(email, 'account_claim'))!.text_body).toContain(`${origin}/kundklubb/existerande-kund/`);
      await (await browser()).post('/konto/registrera', { email, password: 'hemligt123', first_name: 'A', last_name: 'B', customer_type: 'private' }, headers);
      expect((await mailTo(email, 'account_registered'))!.text_body).toContain(`${origin}/login`);
      const mails = await db().selectFrom('outbox_emails').select(['text_body', 'html_body']).where('recipient', '=', email).execute();
      expect(mails.length).toBeGreaterThanOrEqual(5);
      for (const mail of mails) expect(`${mail.text_body}${mail.html_body}`).not.toContain('evil.example');
    }
  });

  it('locks an e-mail address after five failed logins from five addresses, known or not, and the right password waits too', async () => {
    const b = await browser();
    const { email } = await b.join();
    const unknown = uniqueEmail('finns-inte');
    for (const who of [email, unknown]) {
      for (let i = 0; i < 5; i++) {
        expect((await (await browser()).postJson('/konto/login_from_checkout', { email: who, password: `fel-${i}` })).json()).toEqual({ error: true, msg: c.wrongCredentials });
      }
      const locked = c.accountLocked(1);
      for (let i = 0; i < 25; i++) {
        expect((await (await browser()).postJson('/konto/login_from_checkout', { email: who, password: `fel-${i}` })).json()).toEqual({ error: true, msg: locked });
      }
      const right = await (await browser()).postJson('/konto/login_from_checkout', { email: who, password: 'hemligt123' });
      expect(right.json()).toEqual({ error: true, msg: locked });
      const form = await (await browser()).postJson('/konto/login', { email: who.toUpperCase(), password: 'hemligt123' });
      expect(form.statusCode).toBe(429);
      expect(form.json<Json>().message).toBe(locked);
    }
    // The lock runs out (15 minutes at most): the right password then works, and a success starts the count afresh.
    await db().updateTable('rate_limit_counters').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('key', 'like', 'login_lock:customer:%').execute();
    expect((await (await browser()).postJson('/konto/login_from_checkout', { email, password: 'hemligt123' })).json()).toEqual({ error: false, msg: '' });
    for (let i = 0; i < 4; i++) await (await browser()).postJson('/konto/login_from_checkout', { email, password: `fel-${i}` });
    expect((await (await browser()).postJson('/konto/login_from_checkout', { email, password: 'hemligt123' })).json()).toEqual({ error: false, msg: '' });
  });

  it('sends at most three requested mails of a kind to one recipient an hour, answering alike, and limits each address', async () => {
    const { email } = await (await browser()).join();
    const guestEmail = uniqueEmail('gast-krav');
    const guest = await browser();
    await guest.addToCart((await product(7)).id);
    await guest.placeOrder(guestEmail);
    const answers = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const reset = await (await browser()).post('/konto/glomt-losenord', { email });
      const claim = await (await browser()).post('/kundklubb/existerande-kund', { email: guestEmail });
      const again = await (await browser()).register({ email });
      expect([reset.statusCode, claim.statusCode, again.res.statusCode]).toEqual([200, 200, 200]);
      answers.add(JSON.stringify([reset.json(), claim.json(), again.res.json()]));
    }
    expect(answers.size).toBe(1);
    const sent = async (recipient: string, kind: string) =>
      (await db().selectFrom('outbox_emails').select('id').where('recipient', '=', recipient).where('kind', '=', kind).execute()).length;
    expect(await sent(email, 'account_password_reset')).toBe(3);
    expect(await sent(guestEmail, 'account_claim')).toBe(3);
    expect(await sent(email, 'account_registered')).toBe(3);
    // The last link sent still works: unsent requests did not retire it.
    const token = linkIn((await mailTo(email, 'account_password_reset'))!.text_body, '/konto/aterstall-losenord')!.split('/').pop()!;
    expect((await (await browser()).post('/konto/aterstall-losenord', { token, password: 'nytt-losenord-9' })).statusCode).toBe(200);

    // One address asking for mail to many recipients is stopped after 30 an hour (10 per session).
    const address = nextShopperAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await (await browser(address)).post('/konto/glomt-losenord', { email: uniqueEmail(`massa${i}`) })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const session = await browser();
    const perSession: number[] = [];
    for (let i = 0; i < 11; i++) perSession.push((await session.post('/konto/glomt-losenord', { email: uniqueEmail(`session${i}`) })).statusCode);
    expect(perSession).toEqual([...Array<number>(10).fill(200), 429]);
  });

});
