import crypto from 'node:crypto';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { sessionPlugin } from './plugins/session';
import { createTestApp, openSession, suiteShop, testDialects } from './testing/test-app';

const DAY = 86_400_000;

describe.each(testDialects)('sessions on %s', (dialect) => {
  const shop = suiteShop(dialect);

  const db = () => shop().app.database.db;
  const sessionRows = async () => Number((await db().selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  async function simpleProduct(offset = 0) {
    return db()
      .selectFrom('products').select(['id', 'url']).where('parent_id', 'is', null).where('status', '=', 'active').where('stock', '>', 20)
      .where('hide_price', '=', 0).where('max_purchasable_quantity', 'is', null).where('is_package', '=', 0).where('allow_backorder', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'products.id'))))
      .orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow();
  }

  /** The calls a browser makes with the cookie and token its page gave it. */
  function browser(session: { cookie: string; csrfToken: string }) {
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };
    return {
      add: (productId: number) =>
        shop().app.inject({ method: 'POST', url: '/checkoutv3/products/add', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `product_id=${productId}` }),
      cart: async () => (await shop().app.inject({ method: 'GET', url: '/checkoutv3/products/index', headers })).json<{ products: { product_id: number; quantity: number }[] }>(),
      customerType: (type: string) => shop().app.inject({ method: 'POST', url: '/checkoutv3/checkoutv3/update_customer_type', headers, payload: { customer_type: type } }),
      checkout: async () => (await shop().app.inject({ method: 'GET', url: '/checkoutv3/checkoutv3/show', headers })).json<{ customer_type: string; includes_vat: boolean }>(),
    };
  }

  it('stores no session for 500 cookie-less page views, HEADs and JSON reads', async () => {
    const product = await simpleProduct();
    const before = await sessionRows();
    const requests = [
      ...Array.from({ length: 100 }, () => ({ method: 'GET' as const, url: '/' })),
      ...Array.from({ length: 100 }, () => ({ method: 'HEAD' as const, url: '/' })),
      ...Array.from({ length: 50 }, () => ({ method: 'GET' as const, url: product.url })),
      ...Array.from({ length: 50 }, () => ({ method: 'HEAD' as const, url: '/varukorg' })),
      ...Array.from({ length: 50 }, () => ({ method: 'GET' as const, url: '/produkter/filtrera?per_page=1' })),
      ...Array.from({ length: 50 }, () => ({ method: 'GET' as const, url: '/checkoutv3/products/index' })),
      ...Array.from({ length: 50 }, () => ({ method: 'GET' as const, url: '/checkoutv3/checkoutv3/show' })),
      ...Array.from({ length: 50 }, () => ({ method: 'HEAD' as const, url: '/checkoutv3/discounts/index' })),
    ];
    expect(requests).toHaveLength(500);
    const cookies = new Set<string>();
    for (let i = 0; i < requests.length; i += 10) {
      const answers = await Promise.all(requests.slice(i, i + 10).map((r) => shop().app.inject(r)));
      for (const [j, answer] of answers.entries()) {
        expect(answer.statusCode, `${requests[i + j]!.method} ${requests[i + j]!.url}`).toBe(200);
        const set = answer.headers['set-cookie'];
        if (set) cookies.add(String(set).split(';')[0]!);
      }
    }
    expect(await sessionRows()).toBe(before);
    // Pages still hand every new visitor an id of its own, ready for a first write.
    expect(cookies.size).toBe(350);
  });

  it('accepts the page’s token on the first write, then stores exactly one row that keeps the token', async () => {
    const product = await simpleProduct();
    const before = await sessionRows();
    const page = await openSession(shop().app, '/');
    expect(await sessionRows()).toBe(before);

    // Another tab: same id, same token, no new cookie.
    const tab = await shop().app.inject({ method: 'GET', url: '/varukorg', headers: { cookie: page.cookie } });
    expect(tab.headers['set-cookie']).toBeUndefined();
    expect(tab.body).toContain(`<meta name="csrf-token" content="${page.csrfToken}"`);

    const shopper = browser(page);
    const added = await shopper.add(product.id);
    expect(added.statusCode).toBe(200);
    expect(added.headers['set-cookie']).toBeUndefined();
    expect(await sessionRows()).toBe(before + 1);

    expect((await shopper.add(product.id)).statusCode).toBe(200);
    expect((await shopper.customerType('company')).statusCode).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
    expect((await shopper.cart()).products).toEqual([expect.objectContaining({ product_id: product.id, quantity: 2 })]);
    expect((await shopper.checkout()).customer_type).toBe('company');

    const later = await shop().app.inject({ method: 'GET', url: '/', headers: { cookie: page.cookie } });
    expect(later.body).toContain(`<meta name="csrf-token" content="${page.csrfToken}"`);
  });

  it('stores the session on a first checkout choice too, and refuses writes without the token', async () => {
    const before = await sessionRows();
    const page = await openSession(shop().app, '/');
    expect((await browser({ ...page, csrfToken: 'x'.repeat(43) }).customerType('company')).statusCode).toBe(419);
    expect((await browser({ cookie: '', csrfToken: page.csrfToken }).customerType('company')).statusCode).toBe(419);
    expect(await sessionRows()).toBe(before);
    expect((await browser(page).customerType('company')).statusCode).toBe(200);
    expect(await sessionRows()).toBe(before + 1);
  });

  it('stores one row for two simultaneous first writes of one visitor', async () => {
    const before = await sessionRows();
    const page = await openSession(shop().app, '/');
    const shopper = browser(page);
    const answers = await Promise.all([shopper.customerType('company'), shopper.customerType('company')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await sessionRows()).toBe(before + 1);
    expect((await shopper.checkout()).customer_type).toBe('company');
  });

  describe('rotating a session', () => {
    // No route rotates yet (placing an order and login will): a bare app with the session plugin calls it.
    async function rotatingApp() {
      const app = Fastify();
      await app.register(cookie);
      await app.register(sessionPlugin, { sessions: shop().app.services.sessions, secureCookies: false });
      app.post('/rotate', async (request) => {
        const before = await request.session();
        const after = await request.rotateSession();
        return { before: before.id, after: after.id, csrfToken: after.csrfToken, current: (await request.session()).id };
      });
      await app.ready();
      return app;
    }

    it('is offered to every route of the shop', () => {
      expect(shop().app.hasRequestDecorator('rotateSession')).toBe(true);
    });

    it('sets the new cookie; the old cookie finds neither data nor cart, the new one finds both', async () => {
      const product = await simpleProduct(2);
      const page = await openSession(shop().app, '/');
      const shopper = browser(page);
      expect((await shopper.add(product.id)).statusCode).toBe(200);
      expect((await shopper.customerType('company')).statusCode).toBe(200);
      const rows = await sessionRows();

      const app = await rotatingApp();
      try {
        const res = await app.inject({ method: 'POST', url: '/rotate', headers: { cookie: page.cookie } });
        const body = res.json<{ before: string; after: string; csrfToken: string; current: string }>();
        expect(`sid=${body.before}`).toBe(page.cookie);
        expect(body.after).not.toBe(body.before);
        expect(body.current).toBe(body.after);
        const setCookie = [res.headers['set-cookie']].flat().map(String);
        expect(setCookie).toHaveLength(1);
        expect(setCookie[0]).toMatch(new RegExp(`^sid=${body.after};.*HttpOnly`, 'i'));
        expect(await sessionRows()).toBe(rows);

        const old = browser(page);
        expect((await old.cart()).products).toEqual([]);
        expect((await old.checkout()).customer_type).toBe('private');

        const rotated = browser({ cookie: `sid=${body.after}`, csrfToken: body.csrfToken });
        expect((await rotated.cart()).products).toEqual([expect.objectContaining({ product_id: product.id, quantity: 1 })]);
        expect((await rotated.checkout()).customer_type).toBe('company');
        const newPage = await shop().app.inject({ method: 'GET', url: '/', headers: { cookie: `sid=${body.after}` } });
        expect(newPage.body).toContain(`<meta name="csrf-token" content="${body.csrfToken}"`);
        // The old token does not write to the rotated session.
        expect((await browser({ cookie: `sid=${body.after}`, csrfToken: page.csrfToken }).add(product.id)).statusCode).toBe(419);
        expect((await rotated.add(product.id)).statusCode).toBe(200);
        expect((await rotated.cart()).products).toEqual([expect.objectContaining({ product_id: product.id, quantity: 2 })]);
      } finally {
        await app.close();
      }
    });

    it('gives a new visitor one cookie only, the rotated id, and stores nothing', async () => {
      const rows = await sessionRows();
      const app = await rotatingApp();
      try {
        const res = await app.inject({ method: 'POST', url: '/rotate' });
        const body = res.json<{ before: string; after: string }>();
        const setCookie = [res.headers['set-cookie']].flat().map(String);
        expect(setCookie).toHaveLength(1);
        expect(setCookie[0]).toMatch(new RegExp(`^sid=${body.after};`));
        expect(body.after).not.toBe(body.before);
        expect(await sessionRows()).toBe(rows);
      } finally {
        await app.close();
      }
    });
  });

  describe('ids the shop did not issue (docs/decisions/035)', () => {
    const sidOf = (res: { headers: Record<string, unknown> }) =>
      [res.headers['set-cookie']].flat().map(String).map((c) => /^sid=([^;]+)/.exec(c)?.[1]).find(Boolean);

    it.each([
      ['43 characters, as the probe planted', crypto.randomBytes(32).toString('base64url')],
      ['48 made-up characters, the shape of an issued id', crypto.randomBytes(36).toString('base64url')],
    ])('never adopts a planted id of %s: the victim gets an id of their own and the planter sees nothing of their cart', async (_, planted) => {
      const product = await simpleProduct(3);
      const before = await sessionRows();
      const page = await shop().app.inject({ method: 'GET', url: '/varukorg', headers: { cookie: `sid=${planted}` } });
      const own = sidOf(page) ?? planted;
      expect(own).not.toBe(planted);
      const csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)![1]!;
      const victim = browser({ cookie: `sid=${own}`, csrfToken });
      expect((await victim.add(product.id)).statusCode).toBe(200);
      expect((await victim.customerType('company')).statusCode).toBe(200);
      expect(await sessionRows()).toBe(before + 1);

      const planter = browser({ cookie: `sid=${planted}`, csrfToken: '' });
      expect((await planter.cart()).products).toEqual([]);
      expect((await planter.checkout()).customer_type).not.toBe('company');
      // A write straight with the planted cookie (and the token its page would show) is no write to the victim's session.
      const planterPage = await shop().app.inject({ method: 'GET', url: '/checkoutv3/products/index', headers: { cookie: `sid=${planted}`, accept: 'application/json' } });
      expect(sidOf(planterPage)).not.toBe(planted);
    });
  });

  it('keeps a logged-in session from before ids were signed, moving it to a signed id on its next request', async () => {
    const legacy = crypto.randomBytes(32).toString('base64url');
    const legacyHash = crypto.createHmac('sha256', shop().config.sessionSecret).update(legacy).digest('base64url');
    const customer = await db().selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
    const at = new Date();
    await db().insertInto('sessions').values({
      id_hash: legacyHash, csrf_token: 't'.repeat(43), customer_id: customer.id, data: '{"customer_type":"company"}',
      created_at: at.toISOString(), last_seen_at: at.toISOString(), expires_at: new Date(at.getTime() + DAY).toISOString(),
    }).execute();
    const res = await shop().app.inject({ method: 'GET', url: '/checkoutv3/checkoutv3/show', headers: { cookie: `sid=${legacy}`, accept: 'application/json' } });
    expect(res.json<{ customer_type: string }>().customer_type).toBe('company');
    const moved = /^sid=([^;]+);.*Max-Age=(\d+)/i.exec(String([res.headers['set-cookie']].flat()[0]));
    expect(moved?.[1]).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(Number(moved?.[2])).toBe(30 * 86_400);
    expect((await shop().app.services.sessions.find(moved![1]))).toMatchObject({ customerId: customer.id, data: { customer_type: 'company' } });
    expect(await shop().app.services.sessions.find(legacy)).toBeNull();
  });

  describe('the cookie’s lifetime', () => {
    let clock = new Date();
    const own = suiteShop(dialect, { pages: false, catalogSize: 20, now: () => clock });
    const cartCall = (cookie: string) => own().app.inject({ method: 'GET', url: '/checkoutv3/products/index', headers: { cookie, accept: 'application/json' } });

    it('slides with the session: once the row’s expiry moves, the answer sends the cookie again with a fresh Max-Age', async () => {
      const session = await own().app.services.sessions.create();
      const cookie = `sid=${session.id}`;
      expect((await cartCall(cookie)).headers['set-cookie']).toBeUndefined();
      clock = new Date(clock.getTime() + 2 * 3_600_000);
      const touched = await cartCall(cookie);
      const resent = [touched.headers['set-cookie']].flat().map(String);
      expect(resent).toHaveLength(1);
      expect(resent[0]).toMatch(new RegExp(`^sid=${session.id};.*Max-Age=${30 * 86_400}`, 'i'));
      expect(resent[0]).toMatch(/HttpOnly/i);
      // Not again until the next touch.
      expect((await cartCall(cookie)).headers['set-cookie']).toBeUndefined();
      const row = await own().app.database.db.selectFrom('sessions').select('expires_at').where('id_hash', '=', session.idHash).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at)).toBe(clock.getTime() + 30 * DAY);
    });

    it('never sends a cookie again to a visitor nothing was stored for', async () => {
      const { id } = own().app.services.sessions.start();
      expect((await cartCall(`sid=${id}`)).headers['set-cookie']).toBeUndefined();
      clock = new Date(clock.getTime() + 2 * 3_600_000);
      expect((await cartCall(`sid=${id}`)).headers['set-cookie']).toBeUndefined();
    });
  });

  describe('the housekeeping purge', () => {
    const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    let tag = 0;

    async function insertSession(expiresInMs: number) {
      const idHash = `purge-test-${dialect}-${++tag}`;
      await db().insertInto('sessions').values({
        id_hash: idHash, csrf_token: 't'.repeat(43), customer_id: null, data: '{}', created_at: iso(-60 * DAY), last_seen_at: iso(expiresInMs - 30 * DAY), expires_at: iso(expiresInMs),
      }).execute();
      return idHash;
    }
    async function insertCart(owner: { session?: string; customer?: number }, updatedAgoMs: number) {
      const product = await simpleProduct();
      const cart = await db().insertInto('carts').values({
        session_id_hash: owner.session ?? null, customer_id: owner.customer ?? null, created_at: iso(-updatedAgoMs), updated_at: iso(-updatedAgoMs),
      }).returning('id').executeTakeFirstOrThrow();
      await db().insertInto('cart_lines').values({ cart_id: cart.id, product_id: product.id, variant_id: null, sold_product_id: product.id, quantity: 1, created_at: iso(-updatedAgoMs) }).execute();
      return cart.id;
    }
    const sessionExists = async (idHash: string) => (await db().selectFrom('sessions').select('id_hash').where('id_hash', '=', idHash).executeTakeFirst()) !== undefined;
    const cartExists = async (id: number) => (await db().selectFrom('carts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

    it('deletes expired sessions and abandoned anonymous carts, never live ones or customers’ carts', async () => {
      const customer = await db().insertInto('customers').values({ email: `purge-${dialect}@example.se`, created_at: iso(-400 * DAY) }).returning('id').executeTakeFirstOrThrow();
      const expired = await insertSession(-DAY);
      const expiredWithCart = await insertSession(-2 * DAY);
      const expiredRecentCart = await insertSession(-DAY);
      const live = await insertSession(DAY);
      const liveOldCart = await insertSession(5 * DAY);
      const abandoned = await insertCart({ session: expiredWithCart }, 40 * DAY);
      const recent = await insertCart({ session: expiredRecentCart }, 2 * DAY);
      const liveCart = await insertCart({ session: liveOldCart }, 90 * DAY);
      const orphan = await insertCart({ session: 'never-stored' }, 31 * DAY);
      const customers = await insertCart({ customer: customer.id }, 400 * DAY);

      expect(await shop().app.housekeeping.run()).toEqual({ sessions: 3, carts: 2, newsletterSignUps: 0 });

      expect(await sessionExists(expired)).toBe(false);
      expect(await sessionExists(expiredWithCart)).toBe(false);
      expect(await sessionExists(expiredRecentCart)).toBe(false);
      expect(await sessionExists(live)).toBe(true);
      expect(await sessionExists(liveOldCart)).toBe(true);
      expect(await cartExists(abandoned)).toBe(false);
      expect(await cartExists(orphan)).toBe(false);
      expect(await cartExists(recent)).toBe(true);
      expect(await cartExists(liveCart)).toBe(true);
      expect(await cartExists(customers)).toBe(true);
      // The lines went with their carts.
      const lines = await db().selectFrom('cart_lines').select('cart_id').where('cart_id', 'in', [abandoned, orphan]).execute();
      expect(lines).toEqual([]);
      // A visitor's session made through the shop is live and stays.
      const page = await openSession(shop().app, '/');
      expect((await browser(page).customerType('company')).statusCode).toBe(200);
      expect(await shop().app.housekeeping.run()).toEqual({ sessions: 0, carts: 0, newsletterSignUps: 0 });
      expect((await browser(page).checkout()).customer_type).toBe('company');
    });

    it('deletes newsletter sign-ups whose 48-hour link ran out unconfirmed, never a subscriber or one still able to confirm', async () => {
      const signUp = async (name: string, status: 'pending' | 'active' | 'unsubscribed', sentAgoMs: number) => {
        const at = iso(-sentAgoMs);
        await db().insertInto('newsletter_subscriptions').values({
          email: `${name}-${dialect}@example.se`, status, consent_text: 'Ja, skicka nyhetsbrev', consent_version: '1', consented_at: at, created_at: at, updated_at: at,
        }).execute();
        return `${name}-${dialect}@example.se`;
      };
      const lapsed = await signUp('lapsed', 'pending', 49 * 3_600_000);
      const waiting = await signUp('waiting', 'pending', 47 * 3_600_000);
      const subscriber = await signUp('subscriber', 'active', 400 * DAY);
      const left = await signUp('left', 'unsubscribed', 400 * DAY);
      expect((await shop().app.housekeeping.run()).newsletterSignUps).toBe(1);
      const kept = await db().selectFrom('newsletter_subscriptions').select('email').where('email', 'in', [lapsed, waiting, subscriber, left]).orderBy('email').execute();
      expect(kept.map((r) => r.email)).toEqual([left, subscriber, waiting]);
    });

    it('deletes a backlog larger than one batch', async () => {
      const rows = Array.from({ length: 2_345 }, (_, i) => ({
        id_hash: `backlog-${dialect}-${i}`, csrf_token: 't'.repeat(43), customer_id: null, data: '{}', created_at: iso(-60 * DAY), last_seen_at: iso(-31 * DAY), expires_at: iso(-DAY),
      }));
      for (let i = 0; i < rows.length; i += 500) await db().insertInto('sessions').values(rows.slice(i, i + 500)).execute();
      expect((await shop().app.housekeeping.run()).sessions).toBe(2_345);
      expect(await db().selectFrom('sessions').select('id_hash').where('id_hash', 'like', `backlog-${dialect}-%`).execute()).toEqual([]);
    });
  });

  it('purges at start', async () => {
    const own = await createTestApp(dialect, { pages: false, catalogSize: 20 });
    try {
      await own.app.database.db.insertInto('sessions').values({
        id_hash: 'expired-before-start', csrf_token: 't'.repeat(43), customer_id: null, data: '{}', created_at: '2020-01-01T00:00:00.000Z', last_seen_at: '2020-01-01T00:00:00.000Z', expires_at: '2020-01-31T00:00:00.000Z',
      }).execute();
      await own.app.close();
      const again = await buildApp(own.config, { pages: false });
      try {
        await again.ready();
        const gone = async () => (await again.database.db.selectFrom('sessions').select('id_hash').where('id_hash', '=', 'expired-before-start').executeTakeFirst()) === undefined;
        for (let i = 0; i < 50 && !(await gone()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await gone()).toBe(true);
      } finally {
        await again.close();
      }
    } finally {
      await own.close();
    }
  });
});
