import { describe, expect, it } from 'vitest';
import { openSession, suiteShop, testDialects } from './testing/test-app';

describe.each(testDialects)('the shop on %s', (dialect) => {
  const shop = suiteShop(dialect);

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

  async function anyProduct() {
    const row = await shop.app.database.db
      .selectFrom('products')
      .select(['id', 'name', 'url'])
      .where('status', '=', 'active')
      .where('parent_id', 'is', null)
      .where('hide_price', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row;
  }

  it('renders the home page in Swedish with categories, brands, products and a CSRF token', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="sv"');
    expect(res.body).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{43}"/);
    expect(res.body).toContain('Populära kategorier');
    expect(res.body).toContain('Vitvaror');
    expect(res.body).not.toContain('Inget varumärke');
    // Prices as formatPrice writes them: a no-break space before 'kr', never a plain one (issue 11 item 17).
    expect(res.body).toMatch(/\d\u00a0kr/);
    expect(res.body).not.toMatch(/\d kr\b/);
  });

  it('gives a new visitor an HttpOnly, SameSite=Lax session cookie kept across requests', async () => {
    const first = await openSession(shop.app);
    expect(String(first.page.headers['set-cookie'])).toMatch(/sid=[^;]+;.*HttpOnly/i);
    expect(String(first.page.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const again = await get('/', { cookie: first.cookie });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body).toContain(`content="${first.csrfToken}"`);
  });

  it('sends the security headers on every page', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(res.body).toContain(`nonce="${nonce}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');

    // Every answer has a nonce of its own, JSON calls and unknown addresses included.
    const answers = [res, await get('/'), await get('/produkter/filtrera?per_page=1'), await get('/finns-inte')];
    const nonces = answers.map((answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]);
    expect(new Set(nonces).size).toBe(answers.length);
    for (const answer of answers) expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows a product at /produkter/id/{id} and at its own url', async () => {
    const product = await anyProduct();
    for (const url of [`/produkter/id/${product.id}`, product.url]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(escapeHtml(product.name));
      expect(res.body).toContain('Specifikationer');
      expect(res.body).toMatch(/inkl\. moms/);
    }
  });

  it('answers unknown products and paths with a Swedish 404 page', async () => {
    for (const url of ['/produkter/id/999999999', '/produkter/id/abc', '/produkter/id/-1', '/finns-inte/alls', "/produkter/id/1'%20OR%201=1"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('kunde inte hittas');
    }
  });

  it('lists categories and brands, excluding the no-brand brand', async () => {
    const category = await shop.app.database.db.selectFrom('categories').select(['url', 'name']).where('level', '=', 1).orderBy('position').executeTakeFirstOrThrow();
    const page = await get(category.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(escapeHtml(category.name));
    // Every listed product of the category and its subcategories is counted, the most popular first.
    const db = shop.app.database.db;
    const all = await db.selectFrom('categories').select(['id', 'parent_id', 'url']).execute();
    const subtree = new Set([all.find((c) => c.url === category.url)!.id]);
    for (let grown = true; grown; ) {
      grown = false;
      for (const c of all) {
        if (c.parent_id === null || !subtree.has(c.parent_id) || subtree.has(c.id)) continue;
        subtree.add(c.id);
        grown = true;
      }
    }
    const listed = db.selectFrom('products').where('status', '=', 'active').where('parent_id', 'is', null).where('category_id', 'in', [...subtree]);
    const { count } = await listed.select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const top = await listed.select('name').orderBy('popularity', 'desc').orderBy('id').executeTakeFirstOrThrow();
    expect(page.body).toContain(`av totalt ${Number(count)} produkter`);
    expect(page.body.indexOf(escapeHtml(top.name))).toBeGreaterThan(0);
    expect(page.body.indexOf(escapeHtml(top.name))).toBeLessThan(page.body.indexOf('</main>'));

    const brands = await get('/tillverkare');
    expect(brands.statusCode).toBe(200);
    expect(brands.body).not.toContain('Inget varumärke');
    const brand = await shop.app.database.db.selectFrom('brands').select(['brand_link', 'brand_override_link', 'name']).where('id', '>', 1).where('brand_override_link', '=', '0').orderBy('id').executeTakeFirstOrThrow();
    const brandPage = await get(`/tillverkare/visa/${brand.brand_link}`);
    expect(brandPage.statusCode).toBe(200);
    expect(brandPage.body).toContain(escapeHtml(brand.name));
    expect((await get('/tillverkare/visa/inget-varumarke')).statusCode).toBe(404);
  });

  it('serves an overridden brand at /{brand_link} and redirects its /tillverkare address there', async () => {
    const brand = await shop.app.database.db.selectFrom('brands').select(['brand_link', 'name']).where('brand_override_link', '!=', '0').where('id', '>', 1).executeTakeFirst();
    if (!brand) return expect.fail('the demo catalog has a brand with brand_override_link set');
    expect((await get(`/${brand.brand_link}`)).statusCode).toBe(200);
    const old = await get(`/tillverkare/visa/${brand.brand_link}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/${brand.brand_link}`);
  });

  it('refuses a state-changing call without the CSRF token with 419 and JSON', async () => {
    const { cookie, csrfToken } = await openSession(shop.app);
    const cases = [
      { headers: { cookie }, payload: undefined },
      { headers: { cookie, 'x-csrf-token': 'wrong' }, payload: undefined },
      { headers: { 'x-csrf-token': csrfToken }, payload: undefined },
      { headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: '_token=nope' },
    ];
    for (const { headers, payload } of cases) {
      const res = await shop.app.inject({ method: 'POST', url: '/', headers, payload });
      expect(res.statusCode).toBe(419);
      expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('Ladda om sidan') });
    }
    const withHeader = await shop.app.inject({ method: 'POST', url: '/', headers: { cookie, 'x-csrf-token': csrfToken } });
    expect(withHeader.statusCode).not.toBe(419);
    const withField = await shop.app.inject({
      method: 'POST',
      url: '/',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `_token=${encodeURIComponent(csrfToken)}`,
    });
    expect(withField.statusCode).not.toBe(419);
    expect(withField.statusCode).toBeLessThan(500);
  });

  it('answers unknown JSON calls and oversized bodies with JSON 4xx, never 500', async () => {
    const missing = await get('/api/internal/finns-inte');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: true });

    const { cookie, csrfToken } = await openSession(shop.app);
    const huge = await shop.app.inject({
      method: 'POST',
      url: '/',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `x=${'a'.repeat(2 * 1024 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: true });
  });

  it('counts the SQL statements of each request', async () => {
    const product = await anyProduct();
    const { cookie } = await openSession(shop.app);
    const res = await get(`/produkter/id/${product.id}`, { cookie });
    const count = Number(res.headers['x-sql-statements']);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(15);
  });

  it('serves the generated product images', async () => {
    const image = await shop.app.database.db.selectFrom('product_images').select('path').executeTakeFirstOrThrow();
    const res = await get(image.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/assets/uploads/../../etc/passwd')).statusCode).toBeGreaterThanOrEqual(400);
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
