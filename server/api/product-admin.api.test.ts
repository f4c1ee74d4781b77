import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToSwedishLocal } from '../../domain/product-editor';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { solidPng } from '../testing/png';
import { createTestApp, nextShopperAddress, testDialects, testShopper, type TestApp } from '../testing/test-app';
import { staffBrowser, loggedInAdmin } from '../testing/staff-browser';

const DAY_MS = 86_400_000;

/**
 * The product editor (issue 18): only staff reach it, every bad input gets a 4xx with its field, every change of the
 * shopper's price writes exactly one price-history row (also when saves or the sale scheduler race), and the
 * storefront shows what the editor saved with the right Omnibus line.
 */
describe.each(testDialects)('product editor on %s', (dialect) => {
  let shop: TestApp;
  const db = () => shop.app.database.db;

  beforeAll(async () => {
    shop = await createTestApp(dialect, { catalogSize: 120 });
    await shop.app.services.staff.create({ email: 'personal@example.se', password: 'personal1234', name: 'Per', role: 'staff' }, COMMAND_LINE);
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** A browser with a cookie jar that logs in to the back office and posts with the staff session's token. */
  const browser = () => staffBrowser(shop.app);
  const IMAGE = { field: 'image', contentType: 'image/jpeg' };

  const admin = () => loggedInAdmin(shop.app);

  async function refs() {
    const brand = await db().selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
    const category = await db().selectFrom('categories').select(['id', 'url']).where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    return { brand_id: String(brand.id), category_id: String(category.id), categoryUrl: category.url };
  }

  let skuCounter = 0;
  async function productForm(overrides: Record<string, string> = {}) {
    const { brand_id, category_id } = await refs();
    skuCounter++;
    return { name: `Testprodukt ${skuCounter}`, sku: `TEST-${dialect}-${skuCounter}`, brand_id, category_id, vat_class: 'standard', price: '1 299,50', stock: '10', buy_option: '1', status: 'active', ...overrides };
  }

  const historyOf = (id: number) => db().selectFrom('product_price_history').select(['price_incl_vat_ore', 'valid_from']).where('product_id', '=', id).orderBy('valid_from').orderBy('id').execute();
  const priceOf = async (id: number) => (await db().selectFrom('products').select('price_incl_vat_ore').where('id', '=', id).executeTakeFirstOrThrow()).price_incl_vat_ore;
  const version = async () => (await db().selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version;

  async function create(b: Awaited<ReturnType<typeof admin>>, overrides: Record<string, string> = {}): Promise<number> {
    const res = await b.json('/admin/api/products', await productForm(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  }

  it('lets only staff in: visitors and shoppers are refused, staff may edit, a post without the staff token gets 419', async () => {
    const anonymous = await browser();
    for (const url of ['/admin/produkter', '/admin/produkter/ny', '/admin/produkter/1']) {
      const res = await anonymous.page(url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toMatch(/^\/admin\/login/);
    }
    for (const url of ['/admin/api/products', '/admin/api/products/1', '/admin/api/products/1/variants', '/admin/api/products/1/sales', '/admin/api/products/1/images/1']) {
      expect((await anonymous.json(url, await productForm(), 'x'.repeat(43))).statusCode, url).toBe(401);
    }
    expect((await anonymous.upload('/admin/api/products/1/images', solidPng(10, 10), 'a.png', { ...IMAGE, token: 'x'.repeat(43) })).statusCode).toBe(401);
    // A logged-in shopper's session grants nothing here.
    const shopper = await testShopper(shop.app);
    const login = await shopper.post('/konto/login', { email: 'kund@example.se', password: 'kund1234' });
    expect(login.statusCode).toBe(200);
    const sid = login.cookies.find((c) => c.name === 'sid')?.value ?? shopper.session.id;
    const asShopper = { cookie: `sid=${sid}`, 'x-forwarded-for': nextShopperAddress() };
    const shopperPage = await shop.app.inject({ method: 'GET', url: '/admin/produkter', headers: { ...asShopper, accept: 'text/html' } });
    expect(shopperPage.statusCode).toBe(303);
    const shopperCall = await shop.app.inject({ method: 'POST', url: '/admin/api/products', headers: { ...asShopper, 'x-csrf-token': shopper.session.csrfToken, accept: 'application/json' }, payload: await productForm() });
    expect(shopperCall.statusCode).toBe(401);

    const staff = await browser();
    await staff.logIn('personal@example.se', 'personal1234');
    const list = await staff.page('/admin/produkter?q=a');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toContain('Ny produkt');
    const before = await version();
    expect((await staff.json('/admin/api/products', await productForm(), 'fel-token')).statusCode).toBe(419);
    expect((await staff.form('/admin/api/products', await productForm(), null)).statusCode).toBe(419);
    expect(await version()).toBe(before);
    const created = await staff.form('/admin/api/products', await productForm());
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toMatch(/^\/admin\/produkter\/\d+\?klart=created$/);
    const editor = await staff.page(created.headers.location as string);
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('Produkten är skapad.');
  });

  it('creates a product with its first price-history row, an audit entry and a new catalog version; an unchanged save writes nothing', async () => {
    const b = await admin();
    const before = await version();
    const id = await create(b, { seo_title: 'Bästa bryggaren', seo_description: 'Kort text för Google.' });
    expect(await version()).toBeGreaterThan(before);
    const row = await db().selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_incl_vat_ore: 129_950, stock: 10, status: 'active', seo_title: 'Bästa bryggaren', url: `${(await refs()).categoryUrl}/testprodukt-${skuCounter}` });
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([129_950]);
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'product.create').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(audit.staff_email).toBe('admin@example.se');
    expect(JSON.parse(audit.after_json!)).toMatchObject({ sku: row.sku, price_incl_vat_ore: 129_950 });

    const form = { ...(await productForm()), sku: row.sku, name: row.name, slug: row.url.split('/').pop()!, seo_title: 'Bästa bryggaren', seo_description: 'Kort text för Google.' };
    const same = await b.json(`/admin/api/products/${id}`, form);
    expect(same.json()).toMatchObject({ code: 'unchanged', changed: false });
    const raised = await b.json(`/admin/api/products/${id}`, { ...form, price: '1399' });
    expect(raised.json()).toMatchObject({ code: 'saved', changed: true });
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([129_950, 139_900]);
    // Stock alone is no price change.
    await b.json(`/admin/api/products/${id}`, { ...form, price: '1399', stock: '3' });
    expect((await historyOf(id)).length).toBe(2);

    // The storefront's product page uses the SEO fields.
    const page = await shop.app.inject({ method: 'GET', url: row.url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Bästa bryggaren');
    expect(page.body).toContain('<meta name="description" content="Kort text för Google."');
  });

  it('refuses bad input with the field it concerns, never a 500 and never half a product', async () => {
    const b = await admin();
    const taken = await db().selectFrom('products').select(['sku']).orderBy('id').executeTakeFirstOrThrow();
    const count = async () => Number((await db().selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ price: '12,345' }, 'price'],
      [{ price: '1.299,50' }, 'price'],
      [{ price: '-5' }, 'price'],
      [{ price: "1'; drop table products;--" }, 'price'],
      [{ sku: taken.sku }, 'sku'],
      [{ sku: 'med mellanslag' }, 'sku'],
      [{ slug: 'Å/../x' }, 'slug'],
      [{ brand_id: '999999' }, 'brand_id'],
      [{ category_id: '0' }, 'category_id'],
      [{ vat_class: 'lyx' }, 'vat_class'],
      [{ gtin: '1234567890123' }, 'gtin'],
      [{ stock: '1e3' }, 'stock'],
      [{ member_price: '5000' }, 'member_price'],
      [{ status: 'published' }, 'status'],
      // The shop-wide input guard refuses a NUL before the call reads it.
      [{ name: 'Kaffe\u0000bryggare' }, 'guard'],
      [{ name: ['a', 'b'] }, 'form'],
      [{ description: 'x'.repeat(60_000) }, 'form'],
    ];
    for (const [override, code] of cases) {
      const res = await b.json('/admin/api/products', { ...(await productForm()), ...override });
      expect(res.statusCode, JSON.stringify(override).slice(0, 80)).toBe(422);
      const body = res.json<{ code?: string; message: string }>();
      if (code === 'guard') expect(body.message).toMatch(/tecken/);
      else expect(body.code, JSON.stringify(override).slice(0, 80)).toBe(code);
    }
    const form = await b.form('/admin/api/products', await productForm({ price: 'gratis' }));
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/admin/produkter/ny?fel=price');
    const page = await b.page('/admin/produkter/ny?fel=price');
    expect(page.body).toContain('Ange priset i kronor');
    expect(page.body).toMatch(/id="product-price"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="product-price"/);
    for (const url of ['/admin/api/products/999999', '/admin/api/products/abc', '/admin/api/products/99999999999']) {
      expect((await b.json(url, await productForm())).statusCode, url).toBe(404);
    }
    expect((await b.page('/admin/produkter/999999')).statusCode).toBe(404);
    expect((await b.page('/admin/produkter/%00')).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('keeps every concurrent save of one product in the history, in order, ending at the price the product has', async () => {
    const b = await admin();
    const id = await create(b);
    const row = await db().selectFrom('products').select(['sku', 'name', 'url']).where('id', '=', id).executeTakeFirstOrThrow();
    const base = { ...(await productForm()), sku: row.sku, name: row.name, slug: row.url.split('/').pop()! };
    const prices = ['1000', '1100', '1200', '1300', '1400', '1500'];
    const results = await Promise.all(prices.map((price) => b.json(`/admin/api/products/${id}`, { ...base, price })));
    expect(results.map((r) => r.statusCode)).toEqual(prices.map(() => 200));
    const history = await historyOf(id);
    expect(history).toHaveLength(1 + prices.length);
    expect(new Set(history.map((h) => h.valid_from)).size).toBe(history.length);
    expect(history.at(-1)!.price_incl_vat_ore).toBe(await priceOf(id));
    expect(history.slice(1).map((h) => h.price_incl_vat_ore).sort()).toEqual(prices.map((p) => Number(p) * 100).sort());
  });

  it('keeps stock an order took and a price a sale set while the editor was open, unless the admin changed them', async () => {
    const b = await admin();
    const id = await create(b, { price: '999', stock: '10' });
    const row = await db().selectFrom('products').select(['sku', 'name', 'url']).where('id', '=', id).executeTakeFirstOrThrow();
    const shown = { ...(await productForm()), sku: row.sku, name: row.name, slug: row.url.split('/').pop()!, price: '999', stock: '10', loaded_stock: '10', loaded_price: '999', loaded_original_price: '' };
    // Meanwhile an order takes one and a sale starts.
    await db().updateTable('products').set({ stock: 9 }).where('id', '=', id).execute();
    expect((await b.json(`/admin/api/products/${id}/sales`, { sale_price: '799', ends_at: isoToSwedishLocal(new Date(Date.now() + 5 * DAY_MS).toISOString()) })).json()).toMatchObject({ code: 'sale_started' });
    const saved = await b.json(`/admin/api/products/${id}`, { ...shown, name: `${row.name} ny` });
    expect(saved.json()).toMatchObject({ code: 'saved' });
    expect(await db().selectFrom('products').select(['stock', 'price_incl_vat_ore', 'original_price_incl_vat_ore']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ stock: 9, price_incl_vat_ore: 79_900, original_price_incl_vat_ore: 99_900 });
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([99_900, 79_900]);
    // A count the admin typed is set as typed.
    await b.json(`/admin/api/products/${id}`, { ...shown, name: `${row.name} ny`, stock: '25' });
    expect((await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock).toBe(25);
  });

  it('adds two colour variants that the storefront offers in its variant picker', async () => {
    const b = await admin();
    const id = await create(b, { price: '999' });
    const colours = await db().selectFrom('variant_attribute_options as o').innerJoin('variant_attributes as a', 'a.id', 'o.attribute_id').select(['o.id', 'o.display_name']).where('a.label', '=', 'Färg').orderBy('o.id').limit(2).execute();
    const sku = (await db().selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku;
    for (const [i, colour] of colours.entries()) {
      const res = await b.json(`/admin/api/products/${id}/variants`, { sku: `${sku}-${i}`, option_id: String(colour.id), price: String(999 + i * 100), stock: '4' });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The same colour twice, a taken SKU, a variant of a variant: refused.
    expect((await b.json(`/admin/api/products/${id}/variants`, { sku: `${sku}-x`, option_id: String(colours[0]!.id), price: '999', stock: '1' })).json()).toMatchObject({ code: 'variant_option_id' });
    expect((await b.json(`/admin/api/products/${id}/variants`, { sku: `${sku}-0`, option_id: '999999', price: '999', stock: '1' })).json<{ fields: string[] }>().fields.sort()).toEqual(['variant_option_id', 'variant_sku']);
    const variantId = (await db().selectFrom('products').select('id').where('parent_id', '=', id).orderBy('id').executeTakeFirstOrThrow()).id;
    expect((await b.json(`/admin/api/products/${variantId}/variants`, { sku: `${sku}-y`, option_id: String(colours[1]!.id), price: '999', stock: '1' })).statusCode).toBe(409);

    const page = await shop.app.services.catalog.productPage(id, { includesVat: true, memberPrices: false });
    expect(page!.variants.map((v) => [v.options, v.product_display_price])).toEqual([[[colours[0]!.display_name], 999], [[colours[1]!.display_name], 1099]]);
    expect(page!.variantAttributes[0]!.options.map((o) => o.product_attribute_value_display_name)).toEqual(colours.map((c) => c.display_name));
    expect((await historyOf(variantId)).map((h) => h.price_incl_vat_ore)).toEqual([99_900]);
  });

  it('takes JPEG, PNG and WebP by their content only, records their size, serves them, orders and removes them', async () => {
    const b = await admin();
    const id = await create(b);
    const fake = await b.upload(`/admin/api/products/${id}/images`, Buffer.from('Detta är ingen bild, bara text.'), 'semester.jpg', IMAGE);
    expect(fake.statusCode).toBe(303);
    expect(fake.headers.location).toBe(`/admin/produkter/${id}?fel=image_type`);
    const svg = await b.upload(`/admin/api/products/${id}/images`, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', IMAGE);
    expect(svg.headers.location).toBe(`/admin/produkter/${id}?fel=image_type`);
    const huge = Buffer.concat([solidPng(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await b.upload(`/admin/api/products/${id}/images`, huge, 'stor.png', IMAGE);
    expect(tooLarge.statusCode).toBe(303);
    expect(tooLarge.headers.location).toBe(`/admin/produkter/${id}?fel=image_too_large`);
    expect((await b.upload(`/admin/api/products/${id}/images`, solidPng(10, 10), 'a.png', { ...IMAGE, token: 'fel' })).statusCode).toBe(419);
    expect(await db().selectFrom('product_images').select('id').where('product_id', '=', id).execute()).toEqual([]);

    for (const [w, h] of [[400, 300], [200, 200]] as const) {
      const ok = await b.upload(`/admin/api/products/${id}/images`, solidPng(w, h), 'bild.jpg', { ...IMAGE, fields: { alt: `Bild ${w}` } });
      expect(ok.headers.location).toBe(`/admin/produkter/${id}?klart=image_added`);
    }
    const images = await db().selectFrom('product_images').selectAll().where('product_id', '=', id).orderBy('position').execute();
    expect(images.map((i) => [i.width, i.height, i.alt])).toEqual([[400, 300, 'Bild 400'], [200, 200, 'Bild 200']]);
    expect(images[0]!.path).toMatch(/^\/assets\/uploads\/products\/admin\/\d+-[0-9a-f]{16}\.png$/);
    const served = await shop.app.inject({ method: 'GET', url: images[0]!.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    expect((await b.form(`/admin/api/products/${id}/images/${images[1]!.id}`, { move: 'up' })).headers.location).toBe(`/admin/produkter/${id}?klart=image_moved`);
    expect((await b.form(`/admin/api/products/${id}/images/${images[1]!.id}`, { alt: 'Framsida' })).headers.location).toBe(`/admin/produkter/${id}?klart=image_saved`);
    expect((await b.form(`/admin/api/products/${id}/images/${images[1]!.id}`, { alt: 'x'.repeat(201) })).headers.location).toBe(`/admin/produkter/${id}?fel=alt`);
    const moved = await db().selectFrom('product_images').select(['id', 'alt']).where('product_id', '=', id).orderBy('position').execute();
    expect(moved).toEqual([{ id: images[1]!.id, alt: 'Framsida' }, { id: images[0]!.id, alt: 'Bild 400' }]);
    const page = await shop.app.services.catalog.productPage(id, { includesVat: true, memberPrices: false });
    expect(page!.images[0]).toMatchObject({ src: images[1]!.path, alt: 'Framsida', width: 200, height: 200 });

    expect((await b.form(`/admin/api/products/${id}/images/${images[0]!.id}`, { remove: '1' })).headers.location).toBe(`/admin/produkter/${id}?klart=image_removed`);
    expect(fs.existsSync(path.join(shop.config.uploadsDir, images[0]!.path.replace('/assets/uploads/', '')))).toBe(false);
    expect((await b.form(`/admin/api/products/${id}/images/${images[0]!.id}`, { remove: '1' })).statusCode).toBe(404);
    expect(await db().selectFrom('audit_log').select('action').where('entity_id', '=', String(id)).where('action', 'like', 'product.image%').execute()).toHaveLength(5);
  });

  it('starts and ends a scheduled sale once each, even with two schedulers at once, and the page shows the Omnibus line', async () => {
    const b = await admin();
    const id = await create(b, { price: '999' });
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    // Its history: 999 kr for months, 949 kr for a week inside the 30 days, back at 999 kr.
    await db().deleteFrom('product_price_history').where('product_id', '=', id).execute();
    await db()
      .insertInto('product_price_history')
      .values([
        { product_id: id, price_incl_vat_ore: 99_900, valid_from: ago(120) },
        { product_id: id, price_incl_vat_ore: 94_900, valid_from: ago(20) },
        { product_id: id, price_incl_vat_ore: 99_900, valid_from: ago(13) },
      ])
      .execute();

    // Refused: not below the price, an end before the start, overlapping sales.
    expect((await b.json(`/admin/api/products/${id}/sales`, { sale_price: '999', ends_at: '2099-01-01T00:00' })).json()).toMatchObject({ code: 'sale_price' });
    expect((await b.json(`/admin/api/products/${id}/sales`, { sale_price: '799', starts_at: '2099-01-02T00:00', ends_at: '2099-01-01T00:00' })).json()).toMatchObject({ code: 'ends_at' });
    const later = await b.json(`/admin/api/products/${id}/sales`, { sale_price: '799', starts_at: '2099-01-01T00:00', ends_at: '2099-01-05T00:00' });
    expect(later.json()).toMatchObject({ code: 'sale_scheduled', started: false });
    expect((await b.json(`/admin/api/products/${id}/sales`, { sale_price: '799', starts_at: '2099-01-03T00:00', ends_at: '2099-01-08T00:00' })).statusCode).toBe(409);
    expect(await priceOf(id)).toBe(99_900);

    // Due now: the scheduler in two processes at once (two concurrent runs) starts it once.
    const saleId = later.json<{ id: number }>().id;
    await db().updateTable('product_price_schedules').set({ starts_at: ago(0.001), ends_at: new Date(Date.now() + DAY_MS).toISOString() }).where('id', '=', saleId).execute();
    const admin_ = shop.app.services.productAdmin;
    await Promise.all([admin_.applyDueSales(), admin_.applyDueSales(), admin_.applyDueSales()]);
    expect(await priceOf(id)).toBe(79_900);
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([99_900, 94_900, 99_900, 79_900]);

    shop.app.services.catalog.recheck();
    const [card] = await shop.app.services.catalog.cardsByIds([id], { includesVat: true, memberPrices: false });
    expect(card).toMatchObject({ is_discounted: true, product_display_price: 799, product_display_original_price: 949, product_lowest_price_30_days: 949 });
    const url = (await db().selectFrom('products').select('url').where('id', '=', id).executeTakeFirstOrThrow()).url;
    const page = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.body).toContain('Lägsta pris senaste 30 dagarna');
    expect(page.body).toMatch(/Lägsta pris senaste 30 dagarna:?\s*(<!-- -->)?\s*949/);

    // Its end: both runs at once restore the price once.
    await db().updateTable('product_price_schedules').set({ ends_at: new Date(Date.now() - 1).toISOString() }).where('id', '=', saleId).execute();
    await Promise.all([admin_.applyDueSales(), admin_.applyDueSales(), admin_.applyDueSales()]);
    expect(await priceOf(id)).toBe(99_900);
    const original = await db().selectFrom('products').select('original_price_incl_vat_ore').where('id', '=', id).executeTakeFirstOrThrow();
    expect(original.original_price_incl_vat_ore).toBeNull();
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([99_900, 94_900, 99_900, 79_900, 99_900]);
    const steps = await db().selectFrom('audit_log').select('action').where('entity_id', '=', String(id)).where('action', 'in', ['price_schedule.start', 'price_schedule.end']).execute();
    expect(steps.map((s) => s.action).sort()).toEqual(['price_schedule.end', 'price_schedule.start']);
  });

  it('starts a sale that begins now at once, and ends it early on request', async () => {
    const b = await admin();
    const id = await create(b, { price: '500' });
    const res = await b.form(`/admin/api/products/${id}/sales`, { sale_price: '399,50', starts_at: '', ends_at: isoToSwedishLocal(new Date(Date.now() + 10 * DAY_MS).toISOString()) });
    expect(res.headers.location).toBe(`/admin/produkter/${id}?klart=sale_started`);
    expect(await priceOf(id)).toBe(39_950);
    const sale = await db().selectFrom('product_price_schedules').select(['id', 'state']).where('product_id', '=', id).executeTakeFirstOrThrow();
    expect(sale.state).toBe('running');
    expect((await b.form(`/admin/api/products/${id}/sales/${sale.id}/stop`, {})).headers.location).toBe(`/admin/produkter/${id}?klart=sale_stopped`);
    expect(await priceOf(id)).toBe(50_000);
    expect((await b.form(`/admin/api/products/${id}/sales/${sale.id}/stop`, {})).headers.location).toBe(`/admin/produkter/${id}?fel=sale_not_active`);
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([50_000, 39_950, 50_000]);
    const editor = await b.page(`/admin/produkter/${id}`);
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('Avslutad');
  });
});
