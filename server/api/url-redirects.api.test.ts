import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../testing/png';
import { nextShopperAddress, suiteShop, testDialects } from '../testing/test-app';
import { loggedInAdmin } from '../testing/staff-browser';

/**
 * Old addresses (issue 18, decision 032): a product, category or brand page whose address changed answers its old
 * address with one 301 to the current one, query kept, HEAD too, chains in one hop, never a loop; a live page that
 * takes an old address wins; the editors list and drop old addresses. Brand logos: upload, replace, remove, and
 * every bad file refused with a Swedish message.
 */
describe.each(testDialects)('old addresses and brand logos on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 120 });
  const db = () => shop.app.database.db;

  const admin = () => loggedInAdmin(shop.app);
  const LOGO = { field: 'logo', contentType: 'image/png' };

  /** A visitor without a session: the shared-page cache's audience (decision 016). */
  const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') => shop.app.inject({ method, url, headers: { accept: 'text/html', 'x-forwarded-for': nextShopperAddress() } });

  let b: Awaited<ReturnType<typeof admin>>;
  beforeAll(async () => {
    b = await admin();
  });

  let counter = 0;
  async function leafCategory(offset = 0) {
    return db().selectFrom('categories').select(['id', 'url']).where('level', '=', 3).where('visible', '=', 1).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow();
  }
  async function productForm(overrides: Record<string, string> = {}) {
    const brand = await db().selectFrom('brands').select('id').where('id', '>', 1).orderBy('id').executeTakeFirstOrThrow();
    const category = await leafCategory();
    counter++;
    return {
      name: `Adresstest ${counter}`, sku: `ADR-${dialect}-${counter}`, slug: `adresstest-${dialect}-${counter}`, brand_id: String(brand.id), category_id: String(category.id),
      vat_class: 'standard', price: '499', stock: '5', buy_option: '1', status: 'active', ...overrides,
    };
  }
  async function createProduct(overrides: Record<string, string> = {}) {
    const form = await productForm(overrides);
    const res = await b.json('/admin/api/products', form);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ id: number }>().id;
    return { id, form };
  }
  const urlOf = async (id: number) => (await db().selectFrom('products').select('url').where('id', '=', id).executeTakeFirstOrThrow()).url;
  async function rename(id: number, form: Record<string, string>, slug: string) {
    const res = await b.json(`/admin/api/products/${id}`, { ...form, slug });
    expect(res.json(), res.body).toMatchObject({ error: false, code: 'saved', changed: true });
    return urlOf(id);
  }
  const redirectsOf = (productId: number) => db().selectFrom('url_redirects').select(['old_url']).where('product_id', '=', productId).orderBy('old_url').execute();

  it('answers a renamed product old address with one 301 to the new one, query kept, HEAD too; the editor lists it', async () => {
    const { id, form } = await createProduct();
    const first = await urlOf(id);
    // A visitor with nothing stored sees the page, and the shared-page cache keeps it (decision 016).
    expect((await visit(first)).statusCode).toBe(200);
    expect((await visit(first)).statusCode).toBe(200);
    const second = await rename(id, form, `${form.slug}-ny`);
    expect(second).toBe(first.replace(/[^/]+$/, `${form.slug}-ny`));

    const moved = await visit(first);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(second);
    const withQuery = await visit(`${first}?utm_source=nyhetsbrev&variant=3`);
    expect(withQuery.statusCode).toBe(301);
    expect(withQuery.headers.location).toBe(`${second}?utm_source=nyhetsbrev&variant=3`);
    const head = await visit(first, 'HEAD');
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe(second);
    expect((await visit(second)).statusCode).toBe(200);

    const page = await b.page(`/admin/produkter/${id}`);
    expect(page.body).toContain('Gamla adresser');
    expect(page.body).toContain(first);
    const audit = await db().selectFrom('audit_log').select(['before_json', 'after_json']).where('action', '=', 'product.update').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before_json!)).toMatchObject({ url: first });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ url: second });

    // The product page names only its current address: canonical link and sitemap.
    const current = await visit(second);
    expect(current.body).toContain(`rel="canonical" href="`);
    expect(current.body).not.toContain(`${first}"`);
  });

  it('sends every old address of a chain straight to the current one, and never loops when a product moves back', async () => {
    const { id, form } = await createProduct();
    const a = await urlOf(id);
    const bUrl = await rename(id, form, `${form.slug}-b`);
    const c = await rename(id, form, `${form.slug}-c`);
    for (const old of [a, bUrl]) {
      const res = await visit(old);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(c);
    }
    // Back to the first address: it is the page again, and the others lead to it.
    expect(await rename(id, form, form.slug)).toBe(a);
    expect((await visit(a)).statusCode).toBe(200);
    for (const old of [bUrl, c]) expect((await visit(old)).headers.location).toBe(a);
    expect((await redirectsOf(id)).map((r) => r.old_url)).toEqual([bUrl, c].sort());
  });

  it('moves a renamed product variants with it, their old addresses redirecting too', async () => {
    const { id, form } = await createProduct();
    const colour = await db().selectFrom('variant_attribute_options as o').innerJoin('variant_attributes as a', 'a.id', 'o.attribute_id').select('o.id').where('a.label', '=', 'Färg').orderBy('o.id').executeTakeFirstOrThrow();
    const added = await b.json(`/admin/api/products/${id}/variants`, { sku: `${form.sku}-SV`, option_id: String(colour.id), price: '499', stock: '2' });
    expect(added.statusCode, added.body).toBe(200);
    const variantId = added.json<{ id: number }>().id;
    const variantBefore = await urlOf(variantId);
    const parentBefore = await urlOf(id);
    const parentAfter = await rename(id, form, `${form.slug}-omdopt`);
    const variantAfter = await urlOf(variantId);
    expect(variantBefore.startsWith(`${parentBefore}-`)).toBe(true);
    expect(variantAfter).toBe(`${parentAfter}${variantBefore.slice(parentBefore.length)}`);
    expect((await visit(variantBefore)).headers.location).toBe(variantAfter);
  });

  it('lets a new product take an old address: the live page wins and the old address stops redirecting', async () => {
    const { id, form } = await createProduct();
    const old = await urlOf(id);
    const now = await rename(id, form, `${form.slug}-flyttad`);
    expect((await visit(old)).headers.location).toBe(now);
    // The address checks do not count an old address as taken.
    const taker = await createProduct({ slug: form.slug, name: 'Ny ägare av adressen' });
    expect(await urlOf(taker.id)).toBe(old);
    const page = await visit(old);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ny ägare av adressen');
    expect(await redirectsOf(id)).toEqual([]);
  });

  it('moves a category products along with it, and every old address of the category and its products leads to the new one', async () => {
    const mains = await db().selectFrom('categories').select(['id', 'url']).where('level', '=', 1).orderBy('id').limit(2).execute();
    const made = await b.json('/admin/api/categories', { name: `Flyttkategori ${dialect}`, parent_id: String(mains[0]!.id), visible: '1' });
    expect(made.statusCode, made.body).toBe(200);
    const categoryId = made.json<{ id: number }>().id;
    const oldCategoryUrl = `${mains[0]!.url}/flyttkategori-${dialect}`;
    const { id } = await createProduct({ category_id: String(categoryId), slug: 'flyttprodukt' });
    const oldProductUrl = await urlOf(id);
    expect(oldProductUrl).toBe(`${oldCategoryUrl}/flyttprodukt`);

    const moved = await b.json(`/admin/api/categories/${categoryId}`, { name: `Flyttkategori ${dialect}`, parent_id: String(mains[1]!.id), visible: '1' });
    expect(moved.json(), moved.body).toMatchObject({ code: 'saved', changed: true });
    const newCategoryUrl = `${mains[1]!.url}/flyttkategori-${dialect}`;
    expect(await urlOf(id)).toBe(`${newCategoryUrl}/flyttprodukt`);
    expect((await visit(oldCategoryUrl)).headers.location).toBe(newCategoryUrl);
    expect((await visit(`${oldCategoryUrl}?sort=price_asc`)).headers.location).toBe(`${newCategoryUrl}?sort=price_asc`);
    expect((await visit(oldProductUrl)).headers.location).toBe(`${newCategoryUrl}/flyttprodukt`);
    expect((await visit(`${newCategoryUrl}/flyttprodukt`)).statusCode).toBe(200);

    // The sitemap names the current addresses only.
    const index = await visit('/sitemap.xml');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const locs: string[] = [];
    for (const file of files) locs.push(...[...(await visit(file)).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    expect(locs).toContain(`${newCategoryUrl}/flyttprodukt`);
    expect(locs).not.toContain(oldProductUrl);
    expect(locs).not.toContain(oldCategoryUrl);

    // The editor lists the category's old address and drops it on request.
    const page = await b.page(`/admin/kategorier/${categoryId}`);
    expect(page.body).toContain('Gamla adresser');
    expect(page.body).toContain(oldCategoryUrl);
    const row = await db().selectFrom('url_redirects').select('id').where('category_id', '=', categoryId).executeTakeFirstOrThrow();
    expect((await b.form(`/admin/api/categories/${categoryId}/redirects/${row.id}/delete`, {})).headers.location).toBe(`/admin/kategorier/${categoryId}?klart=redirect_removed`);
    expect((await visit(oldCategoryUrl)).statusCode).toBe(404);
    expect((await b.form(`/admin/api/categories/${categoryId}/redirects/${row.id}/delete`, {})).statusCode).toBe(404);
    const audit = await db().selectFrom('audit_log').select(['action', 'before_json']).where('entity_type', '=', 'category').where('entity_id', '=', String(categoryId)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['category.create', 'category.move', 'redirect.remove']);
    expect(JSON.parse(audit[2]!.before_json!)).toEqual({ old_url: oldCategoryUrl });
  });

  it('drops a product old address on request, and a hidden product old addresses answer 404 like its own', async () => {
    const { id, form } = await createProduct();
    const old = await urlOf(id);
    const now = await rename(id, form, `${form.slug}-2`);
    const older = await rename(id, form, `${form.slug}-3`);
    const [first] = await db().selectFrom('url_redirects').select(['id', 'old_url']).where('product_id', '=', id).where('old_url', '=', old).execute();
    // Another product's page cannot drop it.
    const other = await createProduct();
    expect((await b.form(`/admin/api/products/${other.id}/redirects/${first!.id}/delete`, {})).statusCode).toBe(404);
    expect((await b.form(`/admin/api/products/${id}/redirects/${first!.id}/delete`, {})).headers.location).toBe(`/admin/produkter/${id}?klart=redirect_removed`);
    expect((await visit(old)).statusCode).toBe(404);
    expect((await visit(now)).headers.location).toBe(older);

    const hidden = await b.json(`/admin/api/products/${id}`, { ...form, slug: `${form.slug}-3`, status: 'hidden' });
    expect(hidden.json()).toMatchObject({ changed: true });
    expect((await visit(now)).statusCode).toBe(404);
    expect((await visit(older)).statusCode).toBe(404);
  });

  it('keeps the old address of a brand page whose link changed', async () => {
    const made = await b.json('/admin/api/brands', { name: `Flyttmärke ${dialect}`, brand_link: `flyttmarke-${dialect}` });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json<{ id: number }>().id;
    expect((await visit(`/tillverkare/visa/flyttmarke-${dialect}`)).statusCode).toBe(200);
    const saved = await b.json(`/admin/api/brands/${id}`, { name: `Flyttmärke ${dialect}`, brand_link: `nytt-marke-${dialect}` });
    expect(saved.json()).toMatchObject({ code: 'saved' });
    const res = await visit(`/tillverkare/visa/flyttmarke-${dialect}?sida=2`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/tillverkare/visa/nytt-marke-${dialect}?sida=2`);
    // A new brand taking the old link gets its page.
    expect((await b.json('/admin/api/brands', { name: `Ny ${dialect}`, brand_link: `flyttmarke-${dialect}` })).statusCode).toBe(200);
    expect((await visit(`/tillverkare/visa/flyttmarke-${dialect}`)).statusCode).toBe(200);
  });

  it('keeps the old address of a product whose address a CSV import changed', async () => {
    const { id, form } = await createProduct();
    const old = await urlOf(id);
    let exported = '';
    for await (const chunk of shop.app.services.catalogCsv.exportLines('products')) exported += chunk;
    const lines = exported.split(/\r?\n/);
    const header = lines[0]!.replace(/^\uFEFF/, '').trim().split(';');
    const line = lines.find((l) => l.startsWith(`${form.sku};`))!.trim().split(';');
    line[header.indexOf('Adress')] = `${old}-csv`;
    const file = `\uFEFF${header.join(';')}\r\n${line.join(';')}\r\n`;
    const outcome = await shop.app.services.catalogCsv.importFile({ name: 'adresser.csv', bytes: Buffer.from(file), tooLarge: false, checkOnly: false }, { staffId: null, email: 'test' });
    expect(outcome).toMatchObject({ ok: true, updated: 1 });
    shop.app.services.catalog.recheck();
    expect(await urlOf(id)).toBe(`${old}-csv`);
    expect((await visit(old)).headers.location).toBe(`${old}-csv`);
  });

  it('records one old address per address when renames of one product race (never a lost or duplicate row)', async () => {
    const { id, form } = await createProduct();
    const first = await urlOf(id);
    const slugs = Array.from({ length: 6 }, (_, i) => `${form.slug}-samtidigt-${i}`);
    const results = await Promise.all(slugs.map((slug) => b.json(`/admin/api/products/${id}`, { ...form, slug })));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const final = await urlOf(id);
    const rows = await redirectsOf(id);
    const expected = [first, ...slugs.map((s) => first.replace(/[^/]+$/, s))].filter((u) => u !== final).sort();
    expect(rows.map((r) => r.old_url)).toEqual(expected);
    for (const old of expected) expect((await visit(old)).headers.location).toBe(final);
  });

  it('keeps every address when a product rename races its category move', async () => {
    const mains = await db().selectFrom('categories').select(['id', 'url']).where('level', '=', 1).orderBy('id').limit(2).execute();
    const made = await b.json('/admin/api/categories', { name: `Kapplöpning ${dialect}`, parent_id: String(mains[0]!.id), visible: '1' });
    const categoryId = made.json<{ id: number }>().id;
    const { id, form } = await createProduct({ category_id: String(categoryId), slug: 'kapplopning' });
    const start = await urlOf(id);
    const [renamed, moved] = await Promise.all([
      b.json(`/admin/api/products/${id}`, { ...form, slug: 'kapplopning-ny' }),
      b.json(`/admin/api/categories/${categoryId}`, { name: `Kapplöpning ${dialect}`, parent_id: String(mains[1]!.id), visible: '1' }),
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(moved.statusCode, moved.body).toBe(200);
    const final = await urlOf(id);
    expect(final).toBe(`${mains[1]!.url}/kapplopning-${dialect}/kapplopning-ny`);
    const rows = (await redirectsOf(id)).map((r) => r.old_url);
    expect(rows).toContain(start);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).not.toContain(final);
    for (const old of rows) expect((await visit(old)).headers.location).toBe(final);
  });

  it('uploads, replaces and removes a brand logo, shown on the brand page in its fixed box; bad files get a Swedish 4xx', async () => {
    const made = await b.json('/admin/api/brands', { name: `Logomärke ${dialect}`, brand_link: `logomarke-${dialect}` });
    const id = made.json<{ id: number }>().id;
    const url = `/admin/api/brands/${id}/logo`;
    const back = `/admin/varumarken/${id}`;
    expect((await b.upload(url, Buffer.from('Ingen bild här.'), 'logo.png', LOGO)).headers.location).toBe(`${back}?fel=logo_type`);
    expect((await b.upload(url, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', LOGO)).headers.location).toBe(`${back}?fel=logo_type`);
    const huge = await b.upload(url, Buffer.concat([solidPng(10, 10), Buffer.alloc(3 * 1024 * 1024)]), 'stor.png', LOGO);
    expect(huge.statusCode).toBe(303);
    expect(huge.headers.location).toBe(`${back}?fel=logo_too_large`);
    expect((await b.upload(url, solidPng(200, 100), 'logo.png', { ...LOGO, token: 'fel' })).statusCode).toBe(419);
    const refused = await b.page(`${back}?fel=logo_type`);
    expect(refused.body).toContain('Filen är inte en JPEG-, PNG- eller WebP-bild');
    expect((await db().selectFrom('brands').select('logo').where('id', '=', id).executeTakeFirstOrThrow()).logo).toBeNull();

    expect((await b.upload(url, solidPng(200, 100), 'logo.png', LOGO)).headers.location).toBe(`${back}?klart=logo_saved`);
    const first = (await db().selectFrom('brands').select('logo').where('id', '=', id).executeTakeFirstOrThrow()).logo!;
    expect(first).toMatch(/^\/assets\/uploads\/brands\/\d+-[0-9a-f]{16}\.png$/);
    const file = (logo: string) => path.join(shop.config.uploadsDir, logo.replace('/assets/uploads/', ''));
    expect(fs.existsSync(file(first))).toBe(true);
    const served = await shop.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const page = await visit(`/tillverkare/visa/logomarke-${dialect}`);
    expect(page.body).toMatch(new RegExp(`<img class="brand-page__logo" src="${first}" alt="Logotyp för Logomärke ${dialect}" width="240" height="120"/>`));

    expect((await b.upload(url, solidPng(300, 300), 'ny.png', LOGO)).headers.location).toBe(`${back}?klart=logo_saved`);
    const second = (await db().selectFrom('brands').select('logo').where('id', '=', id).executeTakeFirstOrThrow()).logo!;
    expect(second).not.toBe(first);
    expect(fs.existsSync(file(first))).toBe(false);
    expect((await visit(`/tillverkare/visa/logomarke-${dialect}`)).body).toContain(`src="${second}"`);

    expect((await b.form(`${url}/delete`, {})).headers.location).toBe(`${back}?klart=logo_removed`);
    expect(fs.existsSync(file(second))).toBe(false);
    expect((await visit(`/tillverkare/visa/logomarke-${dialect}`)).body).not.toContain('brand-page__logo');
    expect((await b.form(`${url}/delete`, {})).headers.location).toBe(`${back}?fel=logo_none`);
    const audit = await db().selectFrom('audit_log').select('action').where('entity_type', '=', 'brand').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['brand.create', 'brand.logo_set', 'brand.logo_set', 'brand.logo_remove']);
  });
});
