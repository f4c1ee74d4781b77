import { describe, expect, it } from 'vitest';
import { DEFAULT_PER_PAGE } from '../domain/filter-query';
import { createTestApp, suiteShop, testDialects, testShopper } from './testing/test-app';

/** The shop as a search engine reads it (issue 14): structured data, canonicals, robots.txt and sitemaps. Needs `npm run build`. */

/** `inject` asks for http://localhost:80: the origin the shop names without PUBLIC_URL. */
const ORIGIN = 'http://localhost';

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

const canonicalOf = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
const metaProperty = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');

/** The price as the page shows it ('7 990 kr'), as a number of kronor. */
function shownPrice(html: string): number {
  const text = /<span class="price__current[^"]*">([^<]*)<\/span>/.exec(html)?.[1];
  if (!text) throw new Error('no price on the page');
  return Number(text.replace(/[\s\u00a0]|kr/g, '').replace('\u2212', '-').replace(',', '.'));
}

/**
 * Well-formed XML of the shape sitemaps use: every element closed in order, no '<' or bare '&' in text, one root.
 * Returns the text of every <loc>.
 */
function wellFormedLocs(xml: string): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  const locs: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      const close = /^<\/([a-z]+)>$/i.exec(token);
      const open = /^<([a-z]+)(?: xmlns="[^"<&]*")?>$/i.exec(token);
      if (close) expect(stack.pop(), token).toBe(close[1]);
      else if (open) {
        if (stack.length === 0) roots++;
        stack.push(open[1]!);
      } else throw new Error(`not a plain tag: ${token}`);
    } else {
      expect(token, 'text').not.toMatch(/<|>|&(?!(?:amp|lt|gt|quot|apos);)/);
      if (stack.length === 0) expect(token.trim()).toBe('');
      if (stack.at(-1) === 'loc') locs.push(token.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'));
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  return locs;
}

describe.each(testDialects)('search engines on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 300 });
  const get = (url: string, headers: Record<string, string> = {}) => shop().app.inject({ method: 'GET', url, headers });
  const db = () => shop().app.database.db;

  const indexableProducts = () =>
    db().selectFrom('products').select(['id', 'url', 'updated_at']).where('status', '=', 'active').where('parent_id', 'is', null).orderBy('id').execute();

  async function sitemapLocs(kind: string): Promise<string[]> {
    const index = await get('/sitemap.xml');
    const files = wellFormedLocs(index.body).filter((loc) => loc.startsWith(`${ORIGIN}/sitemaps/${kind}-`));
    const locs: string[] = [];
    for (const file of files) {
      const res = await get(file.slice(ORIGIN.length));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      locs.push(...wellFormedLocs(res.body));
    }
    return locs;
  }

  it('puts JSON-LD on a product page whose offer carries the price the page shows, with canonical and Open Graph tags', async () => {
    const product = await db()
      .selectFrom('products')
      .select(['id', 'url', 'sku', 'name'])
      .where('status', '=', 'active').where('parent_id', 'is', null).where('hide_price', '=', 0)
      .where('original_price_incl_vat_ore', 'is not', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'products.id'))))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const url of [product.url, `/produkter/id/${product.id}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const blocks = jsonLd(res.body);
      const item = blocks.find((b) => b['@type'] === 'Product') as { name: string; sku: string; url: string; image: string[]; offers: { price: number; priceCurrency: string; availability: string } };
      expect(item).toMatchObject({ '@context': 'https://schema.org', name: product.name, sku: product.sku, url: `${ORIGIN}${product.url}` });
      expect(item.image.length).toBeGreaterThan(0);
      for (const image of item.image) expect(image).toMatch(/^https?:\/\//);
      expect(item.offers.priceCurrency).toBe('SEK');
      expect(item.offers.price).toBe(shownPrice(res.body));
      expect(item.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder)$/);
      const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] };
      expect(trail.itemListElement[0]).toMatchObject({ position: 1, item: `${ORIGIN}/` });
      expect(trail.itemListElement.length).toBeGreaterThan(1);
      // The id address and the product's own address name the same canonical page.
      expect(canonicalOf(res.body)).toEqual([`${ORIGIN}${product.url}`]);
      expect(metaProperty(res.body, 'og:type')).toBe('product');
      expect(metaProperty(res.body, 'og:url')).toBe(`${ORIGIN}${product.url}`);
      expect(metaProperty(res.body, 'og:image')).toMatch(/^http:\/\/localhost\//);
      expect(metaProperty(res.body, 'product:price:amount')).toBe(String(item.offers.price));
      expect(metaProperty(res.body, 'product:price:currency')).toBe('SEK');
    }
  });

  it('shows a company the price excl. VAT on the page and in the JSON-LD alike', async () => {
    const product = await db()
      .selectFrom('products').select(['url', 'price_incl_vat_ore'])
      .where('status', '=', 'active').where('parent_id', 'is', null).where('hide_price', '=', 0).where('vat_class', '=', 'standard')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const company = await testShopper(shop().app);
    await company.postJson('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'company' });
    const res = await company.get(product.url);
    const offer = (jsonLd(res.body).find((b) => b['@type'] === 'Product') as { offers: { price: number; priceSpecification: { valueAddedTaxIncluded: boolean } } }).offers;
    expect(offer.price).toBe(shownPrice(res.body));
    expect(offer.price).toBe(Math.round(product.price_incl_vat_ore / 125));
    expect(offer.priceSpecification.valueAddedTaxIncluded).toBe(false);
  });

  it('names the parent page as canonical on a variant page, and lists only the parent', async () => {
    const variant = await db()
      .selectFrom('products as v')
      .innerJoin('products as p', 'p.id', 'v.parent_id')
      .select(['v.url as url', 'p.url as parent_url'])
      .where('v.status', '=', 'active').where('p.status', '=', 'active')
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const res = await get(variant.url);
    expect(res.statusCode).toBe(200);
    expect(canonicalOf(res.body)).toEqual([`${ORIGIN}${variant.parent_url}`]);
    const locs = await sitemapLocs('products');
    expect(locs).toContain(`${ORIGIN}${variant.parent_url}`);
    expect(locs).not.toContain(`${ORIGIN}${variant.url}`);
  });

  it('keeps a product name that closes the script tag inside the JSON-LD', async () => {
    const product = (await indexableProducts())[5]!;
    const name = 'Kyl </script><script>alert(1)</script> & <b>';
    await db().updateTable('products').set({ name }).where('id', '=', product.id).execute();
    const res = await get(product.url);
    expect(res.body).not.toContain('<script>alert(1)');
    const item = jsonLd(res.body).find((b) => b['@type'] === 'Product');
    expect(item?.name).toBe(name);
  });

  it('gives a category with filters, sorting and a page in its address its own address as canonical, keeping the page', async () => {
    const snapshot = await shop().app.services.catalog.snapshot();
    const main = [...snapshot.categoryById.values()].sort((a, b) => b.productCount - a.productCount)[0]!;
    expect(main.productCount).toBeGreaterThan(DEFAULT_PER_PAGE);
    const first = await get(`${main.url}?sorting=lagsta_pris&view_type=list&price_min=1&brands=2`);
    expect(first.statusCode).toBe(200);
    expect(canonicalOf(first.body)).toEqual([`${ORIGIN}${main.url}`]);
    expect(metaProperty(first.body, 'og:url')).toBe(`${ORIGIN}${main.url}`);
    expect(metaProperty(first.body, 'og:title')).toBe(main.name);
    const second = await get(`${main.url}?page=2&sorting=namn&view_type=list`);
    expect(canonicalOf(second.body)).toEqual([`${ORIGIN}${main.url}?page=2`]);
    expect(second.body).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('gives brand pages, info pages, the brand list and the home page a canonical and Open Graph tags', async () => {
    const brand = await db().selectFrom('brands').select(['brand_link', 'name']).where('id', '!=', 1).where('brand_override_link', '=', '0').orderBy('id').executeTakeFirstOrThrow();
    const brandPage = await get(`/tillverkare/visa/${brand.brand_link}?sorting=namn&page=1`);
    expect(brandPage.statusCode).toBe(200);
    expect(canonicalOf(brandPage.body)).toEqual([`${ORIGIN}/tillverkare/visa/${brand.brand_link}`]);
    expect(metaProperty(brandPage.body, 'og:title')).toBe(brand.name);
    expect(brandPage.body).toMatch(/<meta name="description" content="[^"]+"/);

    const info = await get('/kundservice/kopvillkor?utm_source=nyhetsbrev');
    expect(canonicalOf(info.body)).toEqual([`${ORIGIN}/kundservice/kopvillkor`]);
    expect(info.body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(canonicalOf((await get('/tillverkare')).body)).toEqual([`${ORIGIN}/tillverkare`]);
    const home = await get('/');
    expect(canonicalOf(home.body)).toEqual([`${ORIGIN}/`]);
    expect(metaProperty(home.body, 'og:type')).toBe('website');
  });

  it('keeps noindex (and no canonical) on the cart, checkout, search, compare and confirmation pages', async () => {
    const shopper = await testShopper(shop().app);
    const [product] = await indexableProducts();
    await shopper.post('/checkoutv3/products/add', { product_id: String(product!.id) });
    const pages = [
      await get('/varukorg'),
      await shopper.get('/checkoutv3'),
      await get('/produkter/sok?s=kyl'),
      await get('/produkter/jamfor'),
      await get('/kassa/bekraftelse/HB-0000?token=x'),
    ];
    for (const page of pages) {
      expect(page.body).toContain('<meta name="robots" content="noindex"/>');
      expect(canonicalOf(page.body)).toEqual([]);
    }
  });

  it('answers an unknown product and an unknown path with a Swedish 404 page with ways onward', async () => {
    for (const url of ['/produkter/id/99999999', '/finns/inte/alls']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<html lang="sv"');
      expect(res.body).toMatch(/<main[\s\S]*<a[^>]*href="\/"[^>]*>Till startsidan<\/a>/);
      // A search box and the main categories in the page itself, not only in the header.
      const message = res.body.slice(res.body.indexOf('class="page-message'));
      expect(message).toMatch(/<form[^>]*action="\/produkter\/sok"[\s\S]*<input[^>]*name="s"/);
      const main = await db().selectFrom('categories').select('url').where('level', '=', 1).orderBy('position').executeTakeFirstOrThrow();
      expect(message).toContain(`href="${main.url}"`);
      expect(canonicalOf(res.body)).toEqual([]);
    }
  });

  it('serves robots.txt as plain text naming the sitemap index', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('User-agent: *\n');
    expect(res.body).toContain('Disallow: /varukorg\n');
    expect(res.body).toContain('Disallow: /checkoutv3\n');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('lists every indexable product exactly once in the product sitemaps, and nothing else', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = wellFormedLocs(index.body);
    for (const kind of ['pages', 'categories', 'brands', 'products']) expect(files).toContain(`${ORIGIN}/sitemaps/${kind}-1.xml`);

    const products = await indexableProducts();
    const locs = await sitemapLocs('products');
    expect(locs.length).toBe(new Set(locs).size);
    expect([...locs].sort()).toEqual(products.map((p) => `${ORIGIN}${encodeURI(p.url)}`).sort());

    const first = await get('/sitemaps/products-1.xml');
    const newest = products.reduce((max, p) => (p.updated_at > max ? p.updated_at : max), '');
    expect(first.body).toContain(`<lastmod>${new Date(products[0]!.updated_at).toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`);
    expect(index.body).toContain(`<loc>${ORIGIN}/sitemaps/products-1.xml</loc><lastmod>${new Date(newest).toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>`);
  });

  it('lists categories with products, brands with products and the info pages', async () => {
    const categories = await sitemapLocs('categories');
    const snapshot = await shop().app.services.catalog.snapshot();
    const listed = [...snapshot.categoryById.values()].filter((c) => c.productCount > 0).map((c) => `${ORIGIN}${c.url}`);
    expect(categories.sort()).toEqual(listed.sort());
    const brands = await sitemapLocs('brands');
    const withProducts = await db()
      .selectFrom('brands as b')
      .select('b.id')
      .where('b.id', '!=', 1)
      .where((eb) => eb.exists(eb.selectFrom('products as p').select('p.id').whereRef('p.brand_id', '=', 'b.id').where('p.status', '=', 'active').where('p.parent_id', 'is', null)))
      .execute();
    expect(brands.length).toBe(withProducts.length);
    expect(new Set(brands).size).toBe(brands.length);
    const pages = await sitemapLocs('pages');
    expect(pages).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/tillverkare`, `${ORIGIN}/kundservice`, `${ORIGIN}/kundservice/kopvillkor`]));
  });

  it('compresses sitemaps, answers a repeat with 304 and an unknown file with 404', async () => {
    const res = await get('/sitemaps/products-1.xml', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.vary).not.toMatch(/cookie/i);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/sitemaps/products-1.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    for (const url of ['/sitemaps/products-99.xml', '/sitemaps/orders-1.xml', '/sitemaps/products-0.xml', '/sitemaps/%00.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('escapes addresses in the sitemap and follows a catalog change when the catalog version moves', async () => {
    const [gone, renamed] = (await indexableProducts()).slice(-2);
    const oddUrl = '/ljud/b&o-<beoplay>-"a"';
    await db().updateTable('products').set({ status: 'hidden' }).where('id', '=', gone!.id).execute();
    await db().updateTable('products').set({ url: oddUrl, updated_at: '2030-01-02T03:04:05.000Z' }).where('id', '=', renamed!.id).execute();
    await db().updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
    // The catalog re-reads its version every 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const index = await get('/sitemap.xml');
    expect(index.body).toContain('<lastmod>2030-01-02T03:04:05Z</lastmod>');
    const first = await get('/sitemaps/products-1.xml');
    expect(first.body).toContain(`<loc>${ORIGIN}/ljud/b&amp;o-%3Cbeoplay%3E-%22a%22</loc>`);
    const locs = await sitemapLocs('products');
    expect(locs).not.toContain(`${ORIGIN}${gone!.url}`);
    expect(locs.length).toBe((await indexableProducts()).length);
  });
});

describe('search engines with PUBLIC_URL', () => {
  it('names the public address, not the one the request came to', async () => {
    const shop = await createTestApp('sqlite', { pages: false, catalogSize: 20, env: { PUBLIC_URL: 'https://www.butik.example', CARD_PROVIDER: 'test' } });
    try {
      const robots = await shop.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'internal:3000' } });
      expect(robots.body).toContain('Sitemap: https://www.butik.example/sitemap.xml\n');
      const index = await shop.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'internal:3000' } });
      for (const loc of wellFormedLocs(index.body)) expect(loc.startsWith('https://www.butik.example/sitemaps/')).toBe(true);
    } finally {
      await shop.close();
    }
  });
});
