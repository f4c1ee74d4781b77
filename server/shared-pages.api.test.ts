import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../common/contract/checkout';
import { PRIVATE_FORM } from './testing/checkout-forms';
import { plainProducts } from './testing/plain-products';
import { suiteShop, testDialects, testShopper } from './testing/test-app';

/**
 * Issue 12: pages of visitors without a stored session are rendered once per address and catalog generation and
 * shared (docs/decisions/016). Nothing that belongs to one visitor may reach another: each gets their own CSRF token
 * and script nonce, and a visitor with a cart or a VAT choice always gets their own render.
 */
describe.each(testDialects)('shared pages on %s', (dialect) => {
  const shop = suiteShop(dialect);
  const app = () => shop().app;
  const db = () => app().database.db;

  const cookieOf = (page: LightMyRequestResponse) => {
    const set = page.headers['set-cookie'];
    return (Array.isArray(set) ? set : [set ?? '']).map((c) => c.split(';')[0]).join('; ');
  };
  const tokenIn = (page: LightMyRequestResponse) => /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const nonceOf = (page: LightMyRequestResponse) => /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
  /** The page with the visitor's own values taken out: what every visitor shares. */
  const sharedPart = (page: LightMyRequestResponse) => page.body.split(tokenIn(page)).join('TOKEN').split(nonceOf(page)).join('NONCE');
  const cartCountIn = (page: LightMyRequestResponse) => Number(/class="cart-toggle__count"[^>]*>(\d+)</.exec(page.body)?.[1]);
  const get = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  async function levelThreeCategory(): Promise<string> {
    const row = await db().selectFrom('categories').select('url').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    return row.url;
  }

  it("gives every new visitor the shared page with their own CSRF token and nonce, and never another visitor's", async () => {
    const url = await levelThreeCategory();
    const visitors = [await get(url), await get(url), await get(url)];
    expect(app().sharedPages?.stats().pages).toBeGreaterThan(0);
    const cookies = visitors.map(cookieOf);
    const tokens = visitors.map(tokenIn);
    expect(new Set(cookies).size).toBe(3);
    expect(new Set(tokens).size).toBe(3);
    for (const page of visitors) {
      expect(page.statusCode).toBe(200);
      // Every form and script of the page carries this answer's values, none of another's.
      for (const [, token] of page.body.matchAll(/name="_token" value="([^"]+)"/g)) expect(token).toBe(tokenIn(page));
      for (const [, nonce] of page.body.matchAll(/nonce="([^"]+)"/g)) expect(nonce).toBe(nonceOf(page));
      for (const other of visitors) if (other !== page) expect(page.body).not.toContain(tokenIn(other));
    }
    expect(new Set(visitors.map(nonceOf)).size).toBe(3);
    // The same page for all of them, apart from their own values.
    expect(new Set(visitors.map(sharedPart)).size).toBe(1);

    // Each token works with its own session only.
    const [product] = await plainProducts(db()).where('p.stock', '>', 5).orderBy('p.id').limit(1).execute();
    const add = (cookie: string, token: string) =>
      app().inject({ method: 'POST', url: '/checkoutv3/products/add', headers: { cookie, 'x-csrf-token': token }, payload: { product_id: product!.id } });
    expect((await add(cookies[0]!, tokens[1]!)).statusCode).toBe(419);
    expect((await add(cookies[0]!, tokens[0]!)).statusCode).toBe(200);
  });

  it("shows a visitor with a cart their own cart on a page others share, and the others an empty one", async () => {
    const url = await levelThreeCategory();
    const anonymous = await get(url);
    const shopper = await testShopper(app());
    const [product] = await plainProducts(db()).where('p.stock', '>', 5).orderBy('p.id').limit(1).execute();
    expect((await shopper.post('/checkoutv3/products/update', { [`products[${product!.id}][quantity]`]: '2' })).statusCode).toBe(200);

    const withCart = await get(url, shopper.headers.cookie);
    expect(cartCountIn(withCart)).toBe(2);
    expect(tokenIn(withCart)).toBe(shopper.session.csrfToken);
    const later = await get(url, cookieOf(anonymous));
    expect(cartCountIn(later)).toBe(0);
    expect(tokenIn(later)).toBe(tokenIn(anonymous));
    expect(later.body).not.toContain(shopper.session.csrfToken);
  });

  it('gives a visitor who chose company prices their own page excl. VAT', async () => {
    const [product] = await plainProducts(db()).orderBy('p.id').limit(1).execute();
    const { url } = await db().selectFrom('products').select('url').where('id', '=', product!.id).executeTakeFirstOrThrow();
    const privatePage = await get(url);
    expect(privatePage.body).toContain('inkl. moms');
    const company = await testShopper(app());
    expect((await company.post('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'company' })).statusCode).toBe(200);
    const companyPage = await get(url, company.headers.cookie);
    expect(companyPage.body).toContain('exkl. moms');
    expect(sharedPart(companyPage)).not.toBe(sharedPart(privatePage));
    expect(sharedPart(await get(url))).toBe(sharedPart(privatePage));
  });

  it('shows the next visitor a product as sold out as soon as an order took its last unit', async () => {
    const [product] = await plainProducts(db()).where('p.stock', '>', 0).orderBy('p.id', 'desc').limit(1).execute();
    await db().updateTable('products').set({ stock: 1 }).where('id', '=', product!.id).execute();
    const { url } = await db().selectFrom('products').select('url').where('id', '=', product!.id).executeTakeFirstOrThrow();
    expect((await get(url)).body).toContain('Endast 1 kvar i lager');
    expect((await get(url)).body).toContain('Endast 1 kvar i lager');

    const buyer = await testShopper(app());
    expect((await buyer.post('/checkoutv3/products/update', { [`products[${product!.id}][quantity]`]: '1' })).statusCode).toBe(200);
    const ombud = await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow();
    expect((await buyer.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(ombud.id) })).statusCode).toBe(200);
    const invoice = await db().selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow();
    const shown = (await buyer.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoice.id) })).json<CheckoutState>();
    const placed = await buyer.post('/checkoutv3/checkout/manual_payment', { ...PRIVATE_FORM, price_token: shown.price_token, submission_key: shown.submission_key });
    expect(placed.statusCode, placed.body).toBe(200);

    const after = await get(url);
    expect(after.body).toContain('Slut i lager');
    expect(after.body).not.toContain('Endast 1 kvar i lager');
  });

  it('keeps no page that is not the same for everyone: unknown addresses, the cart and the checkout', async () => {
    const before = app().sharedPages!.stats().pages;
    for (const url of ['/finns-inte-alls', '/finns-inte-alls', '/varukorg', '/varukorg', '/checkoutv3', '/checkoutv3', '/kassa/leverans']) expect((await get(url)).statusCode).toBeLessThan(500);
    expect(app().sharedPages!.stats().pages).toBe(before);
  });

  it('answers a shared page in gzip joined from parts deflated once, or brotli when gzip is not accepted', async () => {
    const url = await levelThreeCategory();
    await get(url);
    const page = await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(page.rawPayload).toString('utf8');
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('</html>');
    const next = await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const nextToken = /<meta name="csrf-token" content="([^"]+)"/.exec(gunzipSync(next.rawPayload).toString('utf8'))?.[1];
    expect(token).toMatch(/^\S{20,}$/);
    expect(nextToken).toMatch(/^\S{20,}$/);
    expect(nextToken).not.toBe(token);
    const brOnly = await app().inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip;q=0' } });
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brOnly.rawPayload).toString('utf8')).toContain('</html>');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(String(page.headers.vary)).toMatch(/Accept-Encoding/);
    expect(String(page.headers.vary)).toMatch(/Cookie/);
  });
});
