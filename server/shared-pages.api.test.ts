import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CheckoutState } from '../common/contract/checkout';
import { PRIVATE_FORM } from './testing/checkout-forms';
import { plainProducts } from './testing/plain-products';
import { staffBrowser } from './testing/staff-browser';
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

  it("shares a page by price view: two members, two companies and visitors each see their own cart and token, and nobody's name", async () => {
    const [product] = await plainProducts(db()).where('p.stock', '>', 5).orderBy('p.id').limit(1).execute();
    const { url } = await db().selectFrom('products').select('url').where('id', '=', product!.id).executeTakeFirstOrThrow();
    const tag = `${dialect}-${Date.now()}`;
    /** A logged-in customer of their own, created here: a session bound to the account, as a login leaves it. */
    async function customer(person: { first_name: string; last_name: string; company: string }, member: boolean, company: boolean, quantity: number) {
      const shopper = await testShopper(app());
      const { id } = await db()
        .insertInto('customers')
        .values({ ...person, email: `${person.first_name.toLowerCase()}-${tag}@example.se`, is_member: member ? 1 : 0, customer_type: company ? 'company' : 'private', created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db().updateTable('sessions').set({ customer_id: id }).where('id_hash', '=', shopper.session.idHash).execute();
      if (company) expect((await shopper.post('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'company' })).statusCode).toBe(200);
      expect((await shopper.post('/checkoutv3/products/update', { [`products[${product!.id}][quantity]`]: String(quantity) })).statusCode).toBe(200);
      return { ...shopper, person: { ...person, email: `${person.first_name.toLowerCase()}-${tag}@example.se` } };
    }
    const members = [
      await customer({ first_name: 'Astrid', last_name: 'Medlemsson', company: '' }, true, false, 1),
      await customer({ first_name: 'Bertil', last_name: 'Klubbström', company: '' }, true, false, 3),
    ];
    const companies = [
      await customer({ first_name: 'Cecilia', last_name: 'Företagsdotter', company: 'Alfabygg AB' }, false, true, 2),
      await customer({ first_name: 'David', last_name: 'Bolagsson', company: 'Betaverkstad AB' }, false, true, 4),
    ];
    const memberPages = [await get(url, members[0]!.headers.cookie)];
    const companyPages = [await get(url, companies[0]!.headers.cookie)];
    const hits = app().sharedPages!.stats().hits;
    memberPages.push(await get(url, members[1]!.headers.cookie));
    companyPages.push(await get(url, companies[1]!.headers.cookie));
    // The second member and the second company got the first's render, filled with their own values.
    expect(app().sharedPages!.stats().hits).toBe(hits + 2);
    const visitorPages = [await get(url), await get(url)];
    const all = [...memberPages, ...companyPages, ...visitorPages];
    for (const page of all) expect(page.statusCode).toBe(200);

    // Each sees their own cart and token, nobody's else, and nobody's name, e-mail, company or cart lines.
    expect(memberPages.map(cartCountIn)).toEqual([1, 3]);
    expect(companyPages.map(cartCountIn)).toEqual([2, 4]);
    expect(visitorPages.map(cartCountIn)).toEqual([0, 0]);
    expect(tokenIn(memberPages[0]!)).toBe(members[0]!.session.csrfToken);
    expect(tokenIn(companyPages[1]!)).toBe(companies[1]!.session.csrfToken);
    expect(new Set(all.map(tokenIn)).size).toBe(all.length);
    const personal = [...members, ...companies].flatMap(({ person }) => [person.first_name, person.last_name, person.email, person.company].filter(Boolean));
    for (const page of all) {
      for (const other of all) if (other !== page) expect(page.body).not.toContain(tokenIn(other));
      for (const text of personal) expect(page.body).not.toContain(text);
      // A cart line's fields are in no page's data: the page carries its price view's empty cart.
      expect(page.body).not.toContain('row_id');
      expect(page.body).not.toMatch(/slot[A-Za-z0-9_-]{20}/);
    }
    // Their own price view: a logged-in customer's link, the company's prices excl. VAT, the visitor's neither.
    for (const page of [...memberPages, ...companyPages]) expect(page.body).toContain('href="/mina-sidor"');
    for (const page of visitorPages) expect(page.body).not.toContain('href="/mina-sidor"');
    for (const page of companyPages) expect(page.body).toContain('exkl. moms');
    for (const page of [...memberPages, ...visitorPages]) expect(page.body).not.toContain('exkl. moms');
    expect(new Set([memberPages[0]!, companyPages[0]!, visitorPages[0]!].map(sharedPart)).size).toBe(3);

    // The cart page is each shopper's own, and right without JavaScript: their lines in the HTML, no one else's.
    const cartPages = [await get('/varukorg', members[0]!.headers.cookie), await get('/varukorg', members[1]!.headers.cookie)];
    expect(cartPages.map(cartCountIn)).toEqual([1, 3]);
    for (const [i, page] of cartPages.entries()) {
      expect(page.body).toContain(product!.name);
      expect(page.body).toMatch(new RegExp(`name="products\\[${product!.id}\\]\\[quantity\\]"[^>]*value="${[1, 3][i]}"`));
    }
  });

  it("carries a member's price into a member's page and never into a visitor's shared one", async () => {
    const browser = await staffBrowser(app());
    expect((await browser.shopperCall('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' })).json()).toEqual({ error: false, msg: '' });
    const listing = (await browser.call('/produkter/filtrera?show_all=1')).json<{ products: { product_id: number; product_member_price: number | null }[] }>();
    const priced = listing.products.find((p) => p.product_member_price !== null)!;
    const { url } = await db().selectFrom('products').select('url').where('id', '=', priced.product_id).executeTakeFirstOrThrow();
    const carried = new RegExp(`product_member_price\\\\?"[,:]${priced.product_member_price}\\b`);
    expect((await browser.page(url)).body).toMatch(carried);
    expect((await browser.page(url)).body).toMatch(carried);
    expect((await get(url)).body).not.toMatch(carried);
    expect((await get(url)).body).not.toMatch(carried);
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
