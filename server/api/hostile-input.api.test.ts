import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CartResponse } from '../../common/contract/cart';
import type { FilterResult } from '../../common/contract/filter';
import { createTestApp, testDialects, testShopper, type TestApp } from '../testing/test-app';

/**
 * A hostile client against every call (issue 10 item 4, docs/decisions/012): NUL bytes, lone surrogates and other
 * control characters, ids beyond PostgreSQL's int4, floats, negatives, 'NaN', lists and objects where one value
 * belongs, injection strings, oversize and malformed bodies. Each gets a 4xx in the error shape (never a 500, never
 * internals) and the shopper's cart is as it was afterwards. Run on both databases: PostgreSQL is the one that
 * refuses NUL and out-of-range integers.
 */
const NUL = '\u0000';
const LONE = '\ud800';
const INT4_PLUS_ONE = '2147483648';
const INJECTION = "' OR '1'='1'; DROP TABLE products; --";

type Shopper = Awaited<ReturnType<typeof testShopper>>;
type Send = (shopper: Shopper) => Promise<LightMyRequestResponse>;
/** [what, status expected (or 4xx when null), how it is sent] */
type Case = [string, number | null, Send];

const form = (url: string, body: Record<string, string | string[]>): Send => (s) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  return raw(url, 'application/x-www-form-urlencoded', params.toString())(s);
};
const json = (url: string, body: unknown): Send => (s) => raw(url, 'application/json', JSON.stringify(body))(s);
const raw = (url: string, contentType: string, payload: string | Buffer): Send => (s) =>
  appOf(s).inject({ method: 'POST', url, headers: { ...s.headers, 'content-type': contentType }, payload });

// The app a shopper belongs to (set per suite).
let currentApp: FastifyInstance;
const appOf = (_s: Shopper) => currentApp;

function expectRefused(res: LightMyRequestResponse, status: number | null, what: string) {
  if (status === null) {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  } else {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
  }
  expect(res.headers['content-type'], what).toContain('application/json');
  const body = res.json<Record<string, unknown>>();
  expect(body.error, what).toBe(true);
  expect(typeof body.message, what).toBe('string');
  expect((body.message as string).length, what).toBeGreaterThan(0);
  // Nothing of the server's insides.
  expect(res.body, what).not.toMatch(/at [\w.<>]+ \(|node_modules|SQLITE_|invalid byte sequence|out of range for type|stack/i);
}

describe.each(testDialects)('hostile input to the calls on %s', (dialect) => {
  let shop: TestApp;
  let productId = 0;

  beforeAll(async () => {
    shop = await createTestApp(dialect, { pages: false, catalogSize: 60 });
    currentApp = shop.app;
    const product = await shop.app.database.db
      .selectFrom('products as p').select('p.id').where('p.status', '=', 'active').where('p.parent_id', 'is', null).where('p.hide_price', '=', 0)
      .where('p.is_package', '=', 0).where('p.stock', '>', 5).where('p.allow_backorder', '=', 0).where('p.max_purchasable_quantity', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'p.id'))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('gift_campaigns as g').select('g.id').whereRef('g.trigger_product_id', '=', 'p.id'))))
      .orderBy('p.id').executeTakeFirstOrThrow();
    productId = product.id;
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A shopper with two of the product in the cart: the cart every hostile call must leave alone. */
  async function victim(): Promise<Shopper> {
    currentApp = shop.app;
    const shopper = await testShopper(shop.app);
    const res = await shopper.post('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: '2' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return shopper;
  }

  async function expectCartUnbroken(shopper: Shopper) {
    const cart = await shopper.get('/checkoutv3/products/index');
    expect(cart.statusCode).toBe(200);
    expect(cart.json<CartResponse>().products.map((p) => [p.product_id, p.quantity])).toEqual([[productId, 2]]);
    // And it still works.
    const changed = await shopper.post('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: '3' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CartResponse>().products.map((p) => p.quantity)).toEqual([3]);
    expect((await shopper.post('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: '2' })).statusCode).toBe(200);
  }

  // Built when a test runs (the product id is known by then).
  const calls = (): Record<string, Case[]> => ({
    'POST /checkoutv3/products/add': [
      ['an id above int4', 422, form('/checkoutv3/products/add', { product_id: INT4_PLUS_ONE })],
      ['an 11-digit id', 422, form('/checkoutv3/products/add', { product_id: '99999999999' })],
      ['a negative id', 422, form('/checkoutv3/products/add', { product_id: '-1' })],
      ['NaN', 422, form('/checkoutv3/products/add', { product_id: 'NaN' })],
      ['an exponent', 422, form('/checkoutv3/products/add', { product_id: '1e3' })],
      ['a NUL byte', 422, form('/checkoutv3/products/add', { product_id: `1${NUL}` })],
      ['an injection string', 422, form('/checkoutv3/products/add', { product_id: INJECTION })],
      ['a float (JSON)', 422, json('/checkoutv3/products/add', { product_id: 1.5 })],
      ['a huge number (JSON)', 422, json('/checkoutv3/products/add', { product_id: 1e300 })],
      ['a list (JSON)', 422, json('/checkoutv3/products/add', { product_id: [1, 2] })],
      ['an object (JSON)', 422, json('/checkoutv3/products/add', { product_id: { id: 1 } })],
      ['a variant id above int4', 422, json('/checkoutv3/products/add', { product_id: 1, variant_id: 2147483648 })],
      ['extra ids that are text', 422, json('/checkoutv3/products/add', { product_id: 1, extra_product_ids: ['x'] })],
    ],
    'POST /checkoutv3/products/update': [
      ['products[2^31][quantity]', 404, form('/checkoutv3/products/update', { [`products[${INT4_PLUS_ONE}][quantity]`]: '1' })],
      ['products[9999999999][quantity]', 404, form('/checkoutv3/products/update', { 'products[9999999999][quantity]': '1' })],
      ['an 11-digit id in the key', 422, form('/checkoutv3/products/update', { 'products[99999999999][quantity]': '1' })],
      ['a nested id above int4 (JSON)', 404, json('/checkoutv3/products/update', { products: { [INT4_PLUS_ONE]: { quantity: 1 } } })],
      ['a NUL in the quantity', 422, form('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: `1${NUL}` })],
      ['a quantity given twice (a list)', 422, form('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: ['1', '2'] })],
      ['a quantity object (JSON)', 422, json('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: { n: 1 } })],
      ['a row id with a NUL', 422, form('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: '1', row_id: `1${NUL}` })],
      ['a variant id above int4', 422, form('/checkoutv3/products/update', { [`products[${productId}][quantity]`]: '1', variant_id: INT4_PLUS_ONE })],
      ['products as a list (JSON)', 422, json('/checkoutv3/products/update', { products: [1, 2] })],
      ['nothing at all', 422, json('/checkoutv3/products/update', {})],
      ['51 products', 422, form('/checkoutv3/products/update', Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`products[${i + 1}][quantity]`, '1'])))],
    ],
    'POST /checkoutv3/products/buy/{id}': [
      ['an id above int4', 404, (s) => s.post(`/checkoutv3/products/buy/${INT4_PLUS_ONE}`, {})],
      ['an 11-digit id', 404, (s) => s.post('/checkoutv3/products/buy/99999999999', {})],
      ['a negative id', 404, (s) => s.post('/checkoutv3/products/buy/-1', {})],
      ['a float', 404, (s) => s.post('/checkoutv3/products/buy/1.5', {})],
      ['a NUL byte', 404, (s) => s.post('/checkoutv3/products/buy/1%00', {})],
      ['an injection string', 404, (s) => s.post(`/checkoutv3/products/buy/${encodeURIComponent(INJECTION)}`, {})],
    ],
    'POST /checkoutv3/discounts/store': [
      ['a NUL byte', 422, form('/checkoutv3/discounts/store', { code: `VALKOMMEN10${NUL}` })],
      ['a lone surrogate (JSON)', 422, json('/checkoutv3/discounts/store', { code: `VALK${LONE}` })],
      ['an escape sequence', 422, form('/checkoutv3/discounts/store', { code: 'VALK\u001b[2J' })],
      ['a list', 422, form('/checkoutv3/discounts/store', { code: ['A', 'B'] })],
      ['an object (JSON)', 422, json('/checkoutv3/discounts/store', { code: { $ne: '' } })],
      ['10 001 characters', 422, form('/checkoutv3/discounts/store', { code: 'A'.repeat(10_001) })],
      ['an injection string', 404, form('/checkoutv3/discounts/store', { code: INJECTION })],
      ['markup', 404, form('/checkoutv3/discounts/store', { code: '<script>alert(1)</script>' })],
    ],
    'POST /checkoutv3/discounts/destroy': [
      ['a NUL byte', 422, form('/checkoutv3/discounts/destroy', { code: `VALKOMMEN10${NUL}` })],
      ['a list', 422, form('/checkoutv3/discounts/destroy', { code: ['A', 'B'] })],
      ['an injection string', 404, form('/checkoutv3/discounts/destroy', { code: INJECTION })],
    ],
    'POST /api/internal/orders/update_order_message': [
      ['a NUL byte', 422, form('/api/internal/orders/update_order_message', { order_message: `Ring före leverans${NUL}` })],
      ['a lone surrogate (JSON)', 422, json('/api/internal/orders/update_order_message', { order_message: `Hej ${LONE}` })],
      ['a bell character', 422, form('/api/internal/orders/update_order_message', { order_message: 'Hej\u0007' })],
      ['a list', 422, form('/api/internal/orders/update_order_message', { order_message: ['a', 'b'] })],
      ['an object (JSON)', 422, json('/api/internal/orders/update_order_message', { order_message: { text: 'a' } })],
      ['20 001 characters', 422, form('/api/internal/orders/update_order_message', { order_message: 'a'.repeat(20_001) })],
      ['1 001 characters (the message limit)', 422, form('/api/internal/orders/update_order_message', { order_message: 'a'.repeat(1_001) })],
    ],
    'POST /api/internal/orders/subscribe': [
      ['NaN', 422, form('/api/internal/orders/subscribe', { value: 'NaN' })],
      ['a NUL byte', 422, form('/api/internal/orders/subscribe', { value: `1${NUL}` })],
      ['a list (JSON)', 422, json('/api/internal/orders/subscribe', { value: [1] })],
    ],
    'POST /checkoutv3/checkoutv3/update_customer_type': [
      ['a NUL byte', 422, form('/checkoutv3/checkoutv3/update_customer_type', { customer_type: `private${NUL}` })],
      ['a list', 422, form('/checkoutv3/checkoutv3/update_customer_type', { customer_type: ['private', 'company'] })],
      ['an unknown type', 422, form('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'admin' })],
    ],
    'POST /checkoutv3/countries/update': [
      ['a NUL byte', 422, form('/checkoutv3/countries/update', { country_code: `S${NUL}` })],
      ['an unknown country', 422, form('/checkoutv3/countries/update', { country_code: 'XX' })],
      ['an object (JSON)', 422, json('/checkoutv3/countries/update', { country_code: { code: 'SE' } })],
    ],
    'POST /checkoutv3/paymentTypes/update': [
      ['an id above int4', 422, form('/checkoutv3/paymentTypes/update', { payment_type_id: INT4_PLUS_ONE })],
      ['a negative id (JSON)', 422, json('/checkoutv3/paymentTypes/update', { payment_type_id: -1 })],
      ['a float (JSON)', 422, json('/checkoutv3/paymentTypes/update', { payment_type_id: 1.5 })],
      ['NaN', 422, form('/checkoutv3/paymentTypes/update', { payment_type_id: 'NaN' })],
      ['a list', 422, form('/checkoutv3/paymentTypes/update', { payment_type_id: ['1', '2'] })],
    ],
    'POST /checkoutv3/deliverytypes/update': [
      ['an id above int4', 422, form('/checkoutv3/deliverytypes/update', { delivery_type_id: INT4_PLUS_ONE })],
      ['the largest int4 id (no such delivery)', 422, form('/checkoutv3/deliverytypes/update', { delivery_type_id: '2147483647' })],
      ['a NUL in the shipping option', 422, form('/checkoutv3/deliverytypes/update', { delivery_type_id: '1', shipping_option_id: `x${NUL}` })],
      ['a shipping option object (JSON)', 422, json('/checkoutv3/deliverytypes/update', { delivery_type_id: 1, shipping_option_id: { a: 1 } })],
    ],
    'POST /checkoutv3/deliverytypes/update_postal_code': [
      ['a NUL byte', 422, form('/checkoutv3/deliverytypes/update_postal_code', { postal_code: `411${NUL}22` })],
      ['a list', 422, form('/checkoutv3/deliverytypes/update_postal_code', { postal_code: ['41122', '11122'] })],
      ['an injection string', 422, form('/checkoutv3/deliverytypes/update_postal_code', { postal_code: INJECTION })],
    ],
    'POST /checkoutv3/checkout/manual_payment': [
      ['a NUL in the first name', 422, form('/checkoutv3/checkout/manual_payment', { customer_type: 'private', user_firstname: `Anna${NUL}` })],
      ['a NUL in the order message', 422, form('/checkoutv3/checkout/manual_payment', { customer_type: 'private', order_message: `Hej${NUL}` })],
      ['a lone surrogate in the address (JSON)', 422, json('/checkoutv3/checkout/manual_payment', { customer_type: 'private', user_address: `Gatan ${LONE}` })],
      ['a NUL in a field name', 422, form('/checkoutv3/checkout/manual_payment', { customer_type: 'private', [`user${NUL}`]: '1' })],
      ['ids above int4', null, form('/checkoutv3/checkout/manual_payment', { customer_type: 'private', payment_type_id: INT4_PLUS_ONE, delivery_type_id: '9999999999' })],
      ['lists and objects (JSON)', null, json('/checkoutv3/checkout/manual_payment', { customer_type: ['private'], user_firstname: { a: 1 }, order_accept_terms: [1] })],
      ['nesting 40 deep (JSON)', 422, raw('/checkoutv3/checkout/manual_payment', 'application/json', `{"a":${'['.repeat(40)}${']'.repeat(40)}}`)],
    ],
    'POST /checkoutv3/checkout/freeorder': [
      ['a NUL in the e-mail', 422, form('/checkoutv3/checkout/freeorder', { customer_type: 'private', user_email: `a${NUL}@example.se` })],
      ['an injection string everywhere', null, form('/checkoutv3/checkout/freeorder', { customer_type: INJECTION, user_firstname: INJECTION, user_email: INJECTION })],
    ],
    'POST /checkoutv3/checkout/card_payment': [
      ['a NUL in the city', 422, form('/checkoutv3/checkout/card_payment', { customer_type: 'private', user_city: `Sthlm${NUL}` })],
      ['an escape sequence in the company', 422, form('/checkoutv3/checkout/card_payment', { customer_type: 'company', user_company: 'AB\u001b[31m' })],
    ],
    'any call: malformed bodies': [
      ['a body over 1 MB', 413, raw('/checkoutv3/discounts/store', 'application/x-www-form-urlencoded', `code=${'A'.repeat(1_100_000)}`)],
      ['a JSON body over 1 MB', 413, raw('/api/internal/orders/update_order_message', 'application/json', JSON.stringify({ order_message: 'a'.repeat(1_100_000) }))],
      ['broken JSON', 400, raw('/checkoutv3/products/update', 'application/json', '{"products": {')],
      ['an unknown content type', 415, raw('/checkoutv3/products/update', 'application/xml', '<products><product id="1">1</product></products>')],
      ['plain text', 422, raw('/checkoutv3/products/update', 'text/plain', 'products[1][quantity]=1')],
      ['a prototype key (JSON)', null, raw('/checkoutv3/products/add', 'application/json', '{"__proto__": {"admin": true}, "product_id": "x"}')],
    ],
  });

  for (const call of Object.keys(calls())) {
    it(`refuses bad input to ${call} with a 4xx in the error shape and leaves the cart as it was`, async () => {
      const shopper = await victim();
      for (const [what, status, send] of calls()[call]!) expectRefused(await send(shopper), status, `${call}: ${what}`);
      await expectCartUnbroken(shopper);
    });
  }

  it('stores injection strings and markup in free text as text', async () => {
    const shopper = await victim();
    const message = `${INJECTION}\n<script>alert(1)</script> 😀 Räksmörgås`;
    const res = await shopper.post('/api/internal/orders/update_order_message', { order_message: message });
    expect(res.statusCode).toBe(200);
    expect(res.json().order_message).toBe(message);
    expect((await shopper.get('/checkoutv3/products/index')).json<CartResponse>().order_message).toBe(message);
    await expectCartUnbroken(shopper);
    const count = await shop.app.database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
  });

  it('answers the listing call with a valid listing for any bounded garbage, never a 500', async () => {
    for (const query of [
      `cat1=${INT4_PLUS_ONE}&cat2=99999999999&cat3=-1`,
      `brands=${INT4_PLUS_ONE}|1.5|NaN|-3&categories=9999999999`,
      `from_brands=${INT4_PLUS_ONE}&page=${'9'.repeat(30)}&per_page=1e9&show_all=1`,
      'price_min=NaN&price_max=Infinity&specifications=2147483648:1|1:2147483648~99999999999999999',
      // A NUL, the UTF-8 bytes a lone surrogate would have (not decodable) and an injection string.
      `text=%00%ED%A0%80${encodeURIComponent(INJECTION)}&s=%00`,
      'selected_primary_color_ids=%00&color_attribute_value_ids=1e400&sorting=%00&view_type=%ED%A0%80',
    ]) {
      const res = await shop.app.inject({ method: 'GET', url: `/produkter/filtrera?${query}` });
      expect(res.statusCode, `${query}: ${res.body.slice(0, 200)}`).toBe(200);
      const body = res.json<FilterResult>();
      expect(body.products.length).toBeLessThanOrEqual(192);
      for (const id of [...body.selected_brands, ...body.selected_categories, body.cat1, body.cat2, body.cat3, body.from_brands]) {
        if (id !== null) expect(id).toBeLessThanOrEqual(2_147_483_647);
      }
    }
  });

  it('sends a card return with a NUL token back to the checkout instead of failing', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/checkoutv3/payments/card/return?token=a%00b&result=paid&sig=%00' });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('hostile addresses of the pages', () => {
  let shop: TestApp;
  beforeAll(async () => {
    // PostgreSQL when there is one: that is where a NUL or an int4 overflow would reach the database and fail.
    shop = await createTestApp(testDialects.at(-1)!, { catalogSize: 30 });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it.each([
    ['an id above int4', `/produkter/id/${INT4_PLUS_ONE}`],
    ['a ten-digit id', '/produkter/id/9999999999'],
    ['an eleven-digit id', '/produkter/id/99999999999'],
    ['a negative id', '/produkter/id/-1'],
    ['a float id', '/produkter/id/1.5'],
    ['an id with a NUL', '/produkter/id/1%00'],
    ['a NUL path', '/%00'],
    ['a category path with a NUL', '/kategori%00/underkategori'],
    ['a 5 000-character path', `/${'a'.repeat(5_000)}`],
    ['a brand link with a NUL', '/tillverkare/visa/sony%00'],
    ['a confirmation token with a NUL', '/kassa/bekraftelse/123456?t=%00'],
    ['a 14-digit order number', '/kassa/bekraftelse/99999999999999?t=abc'],
  ])('%s is a 404 page, not an error', async (_what, url) => {
    const res = await shop.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it.each([
    '/produkter/sok?s=%00abc%ED%A0%80&page=NaN',
    `/produkter/sok?s=x&page=${'9'.repeat(30)}&cat3=${INT4_PLUS_ONE}`,
    `/produkter/sok?s=${'tvättmaskin '.repeat(420)}`,
    `/produkter/sok?s=${encodeURIComponent("' OR 1=1; DROP TABLE products; --")}`,
    `/produkter/sok?s=${encodeURIComponent('.*(a+)+$[\\')}&sorting=relevans`,
    `/produkter/sok?s=%25%25%25%25&s=two`,
    `/?page=${INT4_PLUS_ONE}`,
  ])('%s renders', async (url) => {
    const res = await shop.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  });
});
