import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openSession, suiteShop, testDialects, testShopper } from './testing/test-app';

const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.body;
}

/** What differs between two renders of the same page for the same session: the per-request script nonce. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

const varyOf = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

/** Issue 12: compression, caching headers and product images of the pages a shopper loads (needs `npm run build`). */
describe.each(testDialects)('compression, caching and images on %s', (dialect) => {
  const shop = suiteShop(dialect);

  const db = () => shop().app.database.db;
  const get = (url: string, headers: Record<string, string> = {}) => shop().app.inject({ method: 'GET', url, headers });
  const levelThreeCategory = () =>
    db().selectFrom('categories').select('url').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
  const productWithImages = () =>
    db()
      .selectFrom('products')
      .select(['url', 'name'])
      .where('status', '=', 'active')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();

  it('compresses a page with brotli or gzip as Accept-Encoding asks (a shared page in gzip, joined from parts deflated once), and the decompressed page is the same', async () => {
    const { cookie } = await openSession(shop().app);
    const category = await levelThreeCategory();
    const plain = await get(category.url, { cookie });
    const br = await get(category.url, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(category.url, { cookie, 'accept-encoding': 'gzip' });
    const brOnlyWanted = await get(category.url, { cookie, 'accept-encoding': 'gzip;q=0, br' });
    const neither = await get(category.url, { cookie, 'accept-encoding': 'br;q=0, gzip;q=0, identity' });
    for (const res of [plain, br, gzip, brOnlyWanted, neither]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(varyOf(res)).toEqual(expect.arrayContaining(['accept-encoding', 'cookie']));
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A visitor with nothing stored gets the shared page: gzip whenever it is accepted (docs/decisions/016).
    expect(br.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brOnlyWanted.headers['content-encoding']).toBe('br');
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const html = withoutNonces(plain.body);
    expect(html).toContain('</html>');
    expect(withoutNonces(decoded(br))).toBe(html);
    expect(withoutNonces(decoded(gzip))).toBe(html);
  });

  it('compresses the data requests of client navigation and JSON answers, but not answers under 1 kB', async () => {
    const { cookie } = await openSession(shop().app);
    const category = await levelThreeCategory();
    const data = await get(`${category.url}.data`, { cookie, 'accept-encoding': 'br' });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-encoding']).toBe('br');
    expect(decoded(data) === (await get(`${category.url}.data`, { cookie })).body).toBe(true);

    const shopper = await testShopper(shop().app);
    const listing = await shop().app.inject({ method: 'GET', url: '/produkter/filtrera', headers: { ...shopper.headers, 'accept-encoding': 'gzip' } });
    expect(listing.statusCode).toBe(200);
    expect(listing.headers['content-encoding']).toBe('gzip');
    expect(varyOf(listing)).toEqual(['accept-encoding', 'cookie']);
    const uncompressed = await shopper.get('/produkter/filtrera');
    expect(JSON.parse(decoded(listing))).toEqual(uncompressed.json());

    // An empty cart is a few hundred bytes: sent as it is.
    const cart = await shop().app.inject({ method: 'GET', url: '/checkoutv3/products/index', headers: { ...shopper.headers, 'accept-encoding': 'br' } });
    expect(cart.statusCode).toBe(200);
    expect(cart.rawPayload.length).toBeLessThan(1024);
    expect(cart.headers['content-encoding']).toBeUndefined();
    expect(varyOf(cart)).toEqual(expect.arrayContaining(['cookie']));
  });

  it('serves the precompressed copies of the fingerprinted assets as files, cached for a year', async () => {
    const assets = fs.readdirSync(path.join(CLIENT_DIR, 'assets'));
    const script = assets.find((f) => f.endsWith('.js') && assets.includes(`${f}.br`) && assets.includes(`${f}.gz`));
    const style = assets.find((f) => f.endsWith('.css') && assets.includes(`${f}.br`));
    expect(script, 'npm run build writes .br and .gz beside the scripts').toBeDefined();
    expect(style).toBeDefined();
    const file = (name: string) => fs.readFileSync(path.join(CLIENT_DIR, 'assets', name));

    const br = await get(`/assets/${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(`/assets/${script}`, { 'accept-encoding': 'gzip' });
    const plain = await get(`/assets/${script}`);
    for (const res of [br, gzip, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varyOf(res)).toContain('accept-encoding');
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(file(`${script}.br`))).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(file(`${script}.gz`))).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file(script!))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const css = await get(`/assets/${style}`, { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets browsers keep product images for a long time and revalidate them by ETag', async () => {
    const page = await get((await productWithImages()).url);
    const src = /<img[^>]*src="(\/assets\/uploads\/products\/[^"]+)"/.exec(page.body)?.[1];
    expect(src).toBeDefined();
    const image = await get(src!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=2592000');
    expect(image.headers.etag).toBeTruthy();
    const again = await get(src!, { 'if-none-match': String(image.headers.etag) });
    expect(again.statusCode).toBe(304);
    // SVG is text: compressed when the browser accepts it, and the same image after decompression.
    const compressed = await get(src!, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=2592000');
    expect(varyOf(compressed)).toContain('accept-encoding');
    expect(decoded(compressed)).toBe(image.body);
  });

  const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
  // React writes fetchPriority in camel case; HTML attribute names are case-insensitive.
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

  it('gives every image a width and height, the product page its main image as the LCP candidate and the thumbnails lazily', async () => {
    const page = await get((await productWithImages()).url);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const images = imgTags(html);
    expect(images.length).toBeGreaterThan(0);
    for (const tag of images) {
      expect(attr(tag, 'width'), tag).toMatch(/^\d+$/);
      expect(attr(tag, 'height'), tag).toMatch(/^\d+$/);
    }
    const main = /<div class="gallery__main">\s*(<img\b[^>]*>)/.exec(html)?.[1];
    expect(main).toBeDefined();
    expect(attr(main!, 'fetchpriority')).toBe('high');
    expect(attr(main!, 'loading')).not.toBe('lazy');
    // Only the main image asks to be fetched first.
    expect(images.filter((tag) => attr(tag, 'fetchpriority') === 'high')).toEqual([main]);
    for (const thumb of images.filter((tag) => tag !== main && html.indexOf(tag) > html.indexOf('gallery__thumbs'))) {
      if (html.indexOf(thumb) > html.indexOf('</section>', html.indexOf('gallery__thumbs'))) break;
      expect(attr(thumb, 'loading')).toBe('lazy');
    }
  });

  it('fetches the first row of a listing first and the cards below it lazily', async () => {
    const category = await db().selectFrom('categories').select('url').where('level', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const page = await get(category.url);
    const cards = imgTags(page.body.slice(page.body.indexOf('class="product-card'))).filter((tag) => /src="\/assets\/uploads\/products\//.test(tag));
    expect(cards.length).toBeGreaterThan(4);
    for (const tag of cards) {
      expect(attr(tag, 'width')).toBe('220');
      expect(attr(tag, 'height')).toBe('220');
    }
    for (const tag of cards.slice(0, 4)) {
      expect(attr(tag, 'fetchpriority')).toBe('high');
      expect(attr(tag, 'loading')).toBe('eager');
    }
    for (const tag of cards.slice(4)) {
      expect(attr(tag, 'fetchpriority')).toBeUndefined();
      expect(attr(tag, 'loading')).toBe('lazy');
    }
  });

  it("never shows one shopper's CSRF token or cart to another: pages are private and rendered per session", async () => {
    const product = await db()
      .selectFrom('products')
      .select(['id', 'name'])
      .where('status', '=', 'active')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .execute();
    const alice = await testShopper(shop().app);
    let bought: { id: number; name: string } | undefined;
    for (const candidate of product) {
      const res = await alice.post('/checkoutv3/products/add', { product_id: String(candidate.id) });
      if (res.statusCode === 200) {
        bought = candidate;
        break;
      }
    }
    expect(bought, 'a product the test shopper can buy').toBeDefined();
    const bob = await testShopper(shop().app);
    const csrfOf = (html: string) => /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    const countOf = (html: string) => /class="cart-toggle__count" aria-hidden="true">(\d+)</.exec(html)?.[1];
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

    for (const url of ['/', (await levelThreeCategory()).url, '/varukorg']) {
      // Alternate the two sessions, compressed and not, as a shared cache in front of the shop would see them.
      const pages = [];
      for (const [who, encoding] of [[alice, 'br'], [bob, 'br'], [alice, 'gzip'], [bob, 'identity']] as const) {
        const { cookie } = who.headers;
        const res = await get(url, { cookie, accept: 'text/html', 'accept-encoding': encoding });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toMatch(/^private, no-(cache|store)$/);
        expect(varyOf(res), url).toContain('cookie');
        pages.push({ who, html: decoded(res) });
      }
      for (const { who, html } of pages) {
        expect(csrfOf(html), url).toBe(who.session.csrfToken);
        expect(countOf(html), url).toBe(who === alice ? '1' : '0');
      }
      if (url === '/varukorg') {
        expect(pages[0]!.html).toContain(escaped(bought!.name));
        expect(pages[1]!.html).not.toContain(escaped(bought!.name));
      }
    }
    expect(alice.session.csrfToken).not.toBe(bob.session.csrfToken);
  });
});
