import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createRateLimitRepository } from '../../db/repositories/rate-limit-repository';
import { buildApp } from '../app';
import { ABUSE_LIMITS } from '../plugins/rate-limit';
import { createTestApp, nextShopperAddress, testDialects, testShopper, type TestApp } from '../testing/test-app';

/**
 * The abuse limits of issue 10 item 9 (docs/decisions/012): per session and per address, counted in the database so
 * that app processes sharing it share the counters, answered 429 in the error shape with Retry-After.
 */
const CODES = '/checkoutv3/discounts/store';
const ORDER = '/checkoutv3/checkout/manual_payment';
const FORM = {
  customer_type: 'private', user_firstname: 'Nils', user_lastname: 'Berg', user_email: 'nils.berg@example.se', user_pnr: '19900101-0017',
  user_address: 'Torggatan 3', user_co: '', user_mobile: '070-111 22 33', user_zipcode: '411 22', user_city: 'Göteborg', order_accept_terms: '1',
};
const rule = (limit: keyof typeof ABUSE_LIMITS, per: 'session' | 'address') => ABUSE_LIMITS[limit].abuseLimit.rules.find((r) => r.per === per)!;
const CODES_PER_SESSION = rule('discountCode', 'session').max;
const CODES_PER_ADDRESS = rule('discountCode', 'address').max;
const ORDERS_PER_SESSION = rule('orderPlacement', 'session').max;

function expectTooMany(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(429);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual({ error: true, code: 'too_many_requests', message: expect.stringMatching(/^För många försök på kort tid\. Vänta (en minut|\d+ minuter) och försök igen\.$/) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  // No counter state is handed out beyond Retry-After.
  expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
}

describe.each(testDialects)('abuse limits on %s', (dialect) => {
  let shop: TestApp;
  let clock = Date.now();
  const now = () => new Date(clock);

  beforeAll(async () => {
    shop = await createTestApp(dialect, { pages: false, catalogSize: 60, now });
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function tryCodes(shopper: Awaited<ReturnType<typeof testShopper>>, count: number, extra: Record<string, string> = {}) {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < count; i++) answers.push(await shopper.post(CODES, { code: `GISSNING${i}` }, extra));
    return answers;
  }

  it(`refuses the ${CODES_PER_SESSION + 1}th code attempt of one session with 429, Retry-After and the error shape`, async () => {
    const shopper = await testShopper(shop.app);
    const answers = await tryCodes(shopper, CODES_PER_SESSION);
    for (const res of answers) expect(res.statusCode, res.body.slice(0, 200)).toBe(404); // 'Koden kunde inte hittas.'
    expectTooMany(await shopper.post(CODES, { code: 'VALKOMMEN10' }));
    // The same session from another address is still over its limit; another shopper is not.
    expectTooMany(await shopper.post(CODES, { code: 'VALKOMMEN10' }, { 'x-forwarded-for': nextShopperAddress() }));
    const other = await testShopper(shop.app);
    expect((await other.post(CODES, { code: 'GISSNING' })).statusCode).toBe(404);
    // Other calls of the limited session are not limited.
    expect((await shopper.get('/checkoutv3/products/index')).statusCode).toBe(200);
  });

  it('counts concurrent attempts exactly (an atomic increment): 30 at once from one session let 20 through', async () => {
    const shopper = await testShopper(shop.app);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => shopper.post(CODES, { code: `SAMTIDIG${i}` })));
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30 - CODES_PER_SESSION);
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(CODES_PER_SESSION);
  });

  it('limits one address however many sessions it opens', async () => {
    const address = nextShopperAddress();
    let refused: LightMyRequestResponse | null = null;
    let allowed = 0;
    for (let s = 0; refused === null && s < 20; s++) {
      const shopper = await testShopper(shop.app);
      for (let i = 0; i < 10 && refused === null; i++) {
        const res = await shopper.post(CODES, { code: `ADRESS${s}X${i}` }, { 'x-forwarded-for': address });
        if (res.statusCode === 429) refused = res;
        else allowed++;
      }
    }
    expect(allowed).toBe(CODES_PER_ADDRESS);
    expectTooMany(refused!);
    // A shopper at another address is not affected.
    expect((await (await testShopper(shop.app)).post(CODES, { code: 'ANNAN' })).statusCode).toBe(404);
  });

  it('believes X-Forwarded-For only from a proxy on a private network or this host (TRUST_PROXY)', async () => {
    // A client on the internet naming a new address in each request is still one address.
    let allowed = 0;
    for (let i = 0; i <= CODES_PER_ADDRESS; i++) {
      const shopper = await testShopper(shop.app);
      const res = await shop.app.inject({
        method: 'POST', url: CODES, remoteAddress: '203.0.113.7',
        headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextShopperAddress() },
        payload: `code=SPOOF${i}`,
      });
      if (res.statusCode === 429) break;
      allowed++;
    }
    expect(allowed).toBe(CODES_PER_ADDRESS);
  });

  it('limits order attempts per session, refused ones included, and answers a plain form post with a readable page', async () => {
    const shopper = await testShopper(shop.app);
    for (let i = 0; i < ORDERS_PER_SESSION; i++) {
      const res = await shopper.post(ORDER, { ...FORM, user_email: 'inte-en-adress' });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(422);
    }
    expectTooMany(await shopper.post(ORDER, FORM));
    expectTooMany(await shopper.post('/checkoutv3/checkout/card_payment', FORM));
    const page = await shop.app.inject({
      method: 'POST', url: '/checkoutv3/checkout/freeorder',
      headers: {
        cookie: shopper.headers.cookie, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost/checkoutv3', 'x-forwarded-for': shopper.headers['x-forwarded-for'],
      },
      payload: new URLSearchParams({ ...FORM, _token: shopper.session.csrfToken }).toString(),
    });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toContain('text/html');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain('<h1>För många försök</h1>');
    expect(page.body).toMatch(/För många försök på kort tid\. Vänta \d+ minuter och försök igen\./);
    expect(page.body).toContain('<a href="/checkoutv3">Tillbaka</a>');
  });

  it('does not count calls refused by the CSRF check', async () => {
    const shopper = await testShopper(shop.app);
    for (let i = 0; i < CODES_PER_SESSION + 5; i++) {
      expect((await shopper.post(CODES, { code: 'X' }, { 'x-csrf-token': 'fel' })).statusCode).toBe(419);
    }
    expect((await shopper.post(CODES, { code: 'X' })).statusCode).toBe(404);
  });

  it('lets a session try again once its window is over, and deletes windows that are over', async () => {
    const shopper = await testShopper(shop.app);
    await tryCodes(shopper, CODES_PER_SESSION);
    const refused = await shopper.post(CODES, { code: 'IGEN' });
    expectTooMany(refused);
    const retryAfter = Number(refused.headers['retry-after']);
    clock += retryAfter * 1000;
    expect((await shopper.post(CODES, { code: 'IGEN' })).statusCode).toBe(404);

    const db = shop.app.database.db;
    const before = await db.selectFrom('rate_limit_counters').select('key').execute();
    expect(before.length).toBeGreaterThan(0);
    const purged = await createRateLimitRepository(db).purgeExpired(new Date(clock + 16 * 60_000));
    expect(purged).toBe(before.length);
    expect(await db.selectFrom('rate_limit_counters').select('key').execute()).toEqual([]);
  });

  it('stores no address and no session id in its keys', async () => {
    const shopper = await testShopper(shop.app);
    const address = shopper.headers['x-forwarded-for'];
    await shopper.post(CODES, { code: 'NYCKEL' });
    const keys = (await shop.app.database.db.selectFrom('rate_limit_counters').select('key').execute()).map((r) => r.key);
    const mine = keys.filter((k) => k.startsWith('discount_code:'));
    expect(mine.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z_]+:(session|address):[A-Za-z0-9_-]{32}$/);
      expect(key).not.toContain(address);
      expect(key).not.toContain(shopper.session.id);
      expect(key).not.toContain(shopper.session.idHash);
    }
  });

  it('never stops ordinary shopping: browsing, a few codes, checkout changes, refused and placed orders', async () => {
    const db = shop.app.database.db;
    const shopper = await testShopper(shop.app);
    for (let i = 0; i < 50; i++) expect((await shopper.get(`/produkter/filtrera?page=${1 + (i % 3)}&sorting=namn`)).statusCode).toBe(200);
    const product = await db
      .selectFrom('products as p').select('p.id').where('p.status', '=', 'active').where('p.parent_id', 'is', null).where('p.hide_price', '=', 0)
      .where('p.is_package', '=', 0).where('p.stock', '>', 5).where('p.allow_backorder', '=', 0).where('p.max_purchasable_quantity', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('gift_campaigns as g').select('g.id').whereRef('g.trigger_product_id', '=', 'p.id'))))
      .orderBy('p.id').executeTakeFirstOrThrow();
    expect((await shopper.post('/checkoutv3/products/update', { [`products[${product.id}][quantity]`]: '2' })).statusCode).toBe(200);
    // Typos and a second thought: five code attempts.
    for (const code of ['VALKOMEN10', 'VALKOMMEN1O', 'VALKOMMEN10']) expect((await shopper.post(CODES, { code })).statusCode).not.toBe(429);
    expect((await shopper.post('/checkoutv3/discounts/destroy', { code: 'VALKOMMEN10' })).statusCode).toBe(200);
    expect((await shopper.post(CODES, { code: 'VALKOMMEN10' })).statusCode).toBe(200);
    const invoice = await db.selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow();
    const ombud = await db.selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i++) {
      expect((await shopper.post('/checkoutv3/checkoutv3/update_customer_type', { customer_type: i % 2 ? 'company' : 'private' })).statusCode).toBe(200);
      expect((await shopper.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(ombud.id) })).statusCode).toBe(200);
    }
    const state = (await shopper.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoice.id) })).json<Record<string, unknown>>();
    // What the page sends back with the order when the checkout hands it out (the amount shown, a submission key).
    const shown = Object.fromEntries(['price_token', 'submission_key'].filter((k) => state[k] !== null && state[k] !== undefined).map((k) => [k, String(state[k])]));
    // Three submissions refused for the form (a forgotten box, a mistyped e-mail, a wrong personnummer), then the order.
    for (const wrong of [{ order_accept_terms: '' }, { user_email: 'nils.berg@example' }, { user_pnr: '19900101-0018' }]) {
      expect((await shopper.post(ORDER, { ...FORM, ...wrong, ...shown })).statusCode).toBe(422);
    }
    const placed = await shopper.post(ORDER, { ...FORM, ...shown });
    expect(placed.statusCode, placed.body.slice(0, 300)).toBe(200);
  });
});

describe.each(testDialects)('abuse-limit counters shared by two app processes on one %s database', (dialect) => {
  let shop: TestApp;
  afterAll(async () => {
    await shop?.close();
  });

  it('refuses the attempt over the limit whichever process answers it', async () => {
    shop = await createTestApp(dialect, { pages: false, catalogSize: 30 });
    // A second process on the same database (the same PostgreSQL schema, or the same SQLite file) and secret.
    const second = await buildApp(shop.config, { pages: false });
    try {
      const shopper = await testShopper(shop.app);
      const post = (app: typeof second, i: number) =>
        app.inject({ method: 'POST', url: CODES, headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `code=DELAD${i}` });
      for (let i = 0; i < CODES_PER_SESSION; i++) expect((await post(i % 2 ? second : shop.app, i)).statusCode).toBe(404);
      expectTooMany(await post(shop.app, 100));
      expectTooMany(await post(second, 101));
    } finally {
      await second.close();
    }
  });
});

describe('abuse limits switched off for load tests', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('sqlite', { pages: false, catalogSize: 30, env: { RATE_LIMITS: 'off' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lets RATE_LIMITS=off through', async () => {
    const shopper = await testShopper(shop.app);
    for (let i = 0; i < CODES_PER_SESSION + 5; i++) expect((await shopper.post(CODES, { code: `AV${i}` })).statusCode).toBe(404);
  });
});
