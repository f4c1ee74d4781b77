import { beforeAll, describe, expect, it } from 'vitest';
import { suiteShop, testDialects } from '../testing/test-app';
import { staffBrowser, loggedInAdmin } from '../testing/staff-browser';

type Json = Record<string, unknown>;

/**
 * The back office's categories and brands (issue 18): staff only, CSRF-checked, audited, the catalog version moved
 * so the storefront's menu follows; the tree refuses cycles, a fourth level, a taken address and deleting a
 * category with products; concurrent reorders leave every sibling on a position of its own.
 */
describe.each(testDialects)('categories and brands in the back office on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 120 });
  const db = () => shop.app.database.db;

  const browser = () => staffBrowser(shop.app);
  let admin: Awaited<ReturnType<typeof browser>>;
  beforeAll(async () => {
    admin = await loggedInAdmin(shop.app);
  });

  let made = 0;
  async function createCategory(fields: Record<string, string>) {
    const res = await admin.json('/admin/api/categories', { name: `Testkategori ${++made}`, visible: '1', ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  }
  const row = (id: number) => db().selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
  const version = async () => (await db().selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version;
  const mainWithProducts = async (offset = 0) => {
    const snapshot = await shop.app.services.catalog.snapshot();
    return snapshot.categories.filter((c) => c.productCount > 0)[offset]!;
  };

  it('creates a subcategory, moves it with its own subcategory under another main category, and the storefront menu and addresses follow', async () => {
    const first = await mainWithProducts(0);
    const second = await mainWithProducts(1);
    const before = await version();
    const id = await createCategory({ name: 'Smarta högtalare', parent_id: String(first.id), seo_title: 'Köp smarta högtalare', meta_description: 'Högtalare med röststyrning.' });
    const child = await createCategory({ name: 'Med skärm', parent_id: String(id) });
    expect(await version()).toBeGreaterThan(before);
    expect(await row(id)).toMatchObject({ parent_id: first.id, level: 2, url: `${first.url}/smarta-hogtalare`, visible: 1, seo_title: 'Köp smarta högtalare' });
    expect((await row(child))!.url).toBe(`${first.url}/smarta-hogtalare/med-skarm`);

    let snapshot = await shop.app.services.catalog.snapshot();
    expect(snapshot.categoryById.get(first.id)!.children.map((c) => c.id)).toContain(id);
    const menu = await admin.page(`/api/menu/${snapshot.version}`);
    expect(menu.body).toContain('Smarta högtalare');

    const moved = await admin.json(`/admin/api/categories/${id}`, { name: 'Smarta högtalare', parent_id: String(second.id), visible: '1', seo_title: 'Köp smarta högtalare', meta_description: 'Högtalare med röststyrning.' });
    expect(moved.json(), moved.body).toMatchObject({ error: false, code: 'saved', changed: true });
    expect(await row(id)).toMatchObject({ parent_id: second.id, level: 2, url: `${second.url}/smarta-hogtalare` });
    expect(await row(child)).toMatchObject({ level: 3, url: `${second.url}/smarta-hogtalare/med-skarm` });
    snapshot = await shop.app.services.catalog.snapshot();
    expect(snapshot.categoryById.get(second.id)!.children.map((c) => c.id)).toContain(id);
    expect(snapshot.categoryById.get(first.id)!.children.map((c) => c.id)).not.toContain(id);
    expect(snapshot.categoryByUrl.get(`${second.url}/smarta-hogtalare/med-skarm`)?.id).toBe(child);

    // Its page carries the SEO fields.
    const page = await (await browser()).page(`${second.url}/smarta-hogtalare`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Köp smarta högtalare');
    expect(page.body).toContain('content="Högtalare med röststyrning."');

    const audit = await db().selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('entity_type', '=', 'category').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['category.create', 'category.move']);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ parent_id: first.id });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ parent_id: second.id });
  });

  it('refuses cycles, a fourth level, a taken address, and deleting a category with products or subcategories', async () => {
    const top = await createCategory({});
    const middle = await createCategory({ parent_id: String(top) });
    const bottom = await createCategory({ parent_id: String(middle) });
    const name = async (id: number) => (await row(id))!.name;
    const update = async (id: number, fields: Record<string, string>) => admin.json(`/admin/api/categories/${id}`, { name: await name(id), visible: '1', ...fields });

    for (const target of [top, middle, bottom]) {
      const cycle = await update(top, { parent_id: String(target) });
      expect(cycle.statusCode).toBe(409);
      expect(cycle.json<Json>().code).toBe('cycle');
    }
    const other = await createCategory({});
    const tooDeep = await update(top, { parent_id: String(other) });
    expect(tooDeep.statusCode).toBe(422);
    expect(tooDeep.json<Json>().code).toBe('too_deep');
    const under = await admin.json('/admin/api/categories', { name: 'Fjärde nivån', parent_id: String(bottom) });
    expect(under.json<Json>().code).toBe('too_deep');

    const sibling = await createCategory({ parent_id: String(top) });
    const taken = await update(sibling, { parent_id: String(top), slug: (await row(middle))!.url.split('/').pop()! });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Json>().code).toBe('slug_taken');
    const productUrl = (await db().selectFrom('products').select('url').where('url', 'not like', '%/%/%').executeTakeFirst())?.url;
    if (productUrl) expect((await admin.json('/admin/api/categories', { name: 'Krock', slug: productUrl.slice(1) })).json<Json>().code).toBe('slug_taken');

    const withProducts = await mainWithProducts(0);
    const full = await db().selectFrom('products').select('category_id').executeTakeFirstOrThrow();
    expect((await admin.json(`/admin/api/categories/${full.category_id}/delete`)).json<Json>().code).toBe('has_products');
    expect((await admin.json(`/admin/api/categories/${withProducts.id}/delete`)).json<Json>().code).toMatch(/^has_(products|children)$/);
    const parentDelete = await admin.json(`/admin/api/categories/${middle}/delete`);
    expect(parentDelete.statusCode).toBe(409);
    expect(parentDelete.json<Json>().code).toBe('has_children');
    expect((await admin.json(`/admin/api/categories/${bottom}/delete`)).json<Json>()).toMatchObject({ error: false, code: 'deleted' });
    expect(await row(bottom)).toBeUndefined();
    // A no-script delete goes back to the list with its message.
    const form = await admin.form(`/admin/api/categories/${middle}/delete`, {});
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/admin/kategorier?klart=deleted');
  });

  it('keeps every sibling on a position of its own when reorders race', async () => {
    const parent = await createCategory({});
    const children: number[] = [];
    for (let i = 0; i < 5; i++) children.push(await createCategory({ parent_id: String(parent) }));
    // Two with the same stored position, as a hand-edited or half-migrated table might have.
    await db().updateTable('categories').set({ position: 0 }).where('id', 'in', children.slice(0, 2)).execute();
    const moves = Array.from({ length: 16 }, (_, i) => admin.json(`/admin/api/categories/${children[i % 5]}/move`, { direction: i % 3 === 0 ? 'down' : 'up' }));
    const answers = await Promise.all(moves);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const positions = (await db().selectFrom('categories').select('position').where('parent_id', '=', parent).execute()).map((r) => r.position).sort((a, b) => a - b);
    expect(positions).toEqual([0, 1, 2, 3, 4]);

    // Two moves that would make a cycle between them: at most one goes through, and the tree keeps no cycle.
    const a = await createCategory({});
    const b = await createCategory({});
    const [ab, ba] = await Promise.all([
      admin.json(`/admin/api/categories/${a}`, { name: (await row(a))!.name, parent_id: String(b), visible: '1' }),
      admin.json(`/admin/api/categories/${b}`, { name: (await row(b))!.name, parent_id: String(a), visible: '1' }),
    ]);
    expect([ab.statusCode, ba.statusCode].sort()).toEqual([200, 409]);
    const [ra, rb] = [await row(a), await row(b)];
    expect(ra!.parent_id === b && rb!.parent_id === a).toBe(false);
  });

  it('creates, edits and deletes brands, refusing a taken link and a brand in use', async () => {
    const created = await admin.json('/admin/api/brands', { name: 'Nordljus', description: 'Lampor från norr.' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    expect((await db().selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).brand_link).toBe('nordljus');
    const again = await admin.json('/admin/api/brands', { name: 'Nordljus AB', brand_link: 'nordljus' });
    expect(again.statusCode).toBe(409);
    expect(again.json<Json>().code).toBe('taken');
    const renamed = await admin.form(`/admin/api/brands/${id}`, { name: 'Nordljus Sverige', brand_link: 'nordljus', description: '' });
    expect(renamed.headers.location).toBe(`/admin/varumarken/${id}?klart=saved`);
    expect((await shop.app.services.catalog.snapshot()).brandById.get(id)?.brand_name).toBe('Nordljus Sverige');

    const used = await db().selectFrom('products').select('brand_id').where('brand_id', '<>', 1).executeTakeFirstOrThrow();
    const refused = await admin.json(`/admin/api/brands/${used.brand_id}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Json>().code).toBe('in_use');
    expect((await admin.json('/admin/api/brands/1/delete')).statusCode).toBe(404);
    expect((await admin.json(`/admin/api/brands/${id}/delete`)).json<Json>()).toMatchObject({ error: false, code: 'deleted' });
    const audit = await db().selectFrom('audit_log').select('action').where('entity_type', '=', 'brand').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['brand.create', 'brand.update', 'brand.delete']);
  });

  it('creates a specification group with rows, links it to a category (the catalog version moves, so the facet index follows), and refuses deleting what products use', async () => {
    const created = await admin.json('/admin/api/specification-groups', { title: 'Bredd', type: 'interval', unit: 'cm', show_in_filter: '1' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    expect(await db().selectFrom('specification_groups').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ title: 'Bredd', section: 'Allmänt', type: 'interval', unit: 'cm', show_in_filter: 1 });
    const noNumber = await admin.json(`/admin/api/specification-groups/${id}/rows`, { value: '60 cm', numeric_value: '' });
    expect(noNumber.json<Json>().code).toBe('numeric_value');
    expect((await admin.json(`/admin/api/specification-groups/${id}/rows`, { value: '59,5 cm', numeric_value: '59,5' })).json<Json>().code).toBe('row_added');
    const twice = await admin.json(`/admin/api/specification-groups/${id}/rows`, { value: '59,5 cm', numeric_value: '59,5' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<Json>().code).toBe('taken');
    const row = await db().selectFrom('specification_rows').selectAll().where('group_id', '=', id).executeTakeFirstOrThrow();
    expect(row.numeric_value).toBe(59.5);

    const category = await mainWithProducts(0);
    const before = await version();
    expect((await admin.json(`/admin/api/specification-groups/${id}/categories`, { category_id: String(category.id), linked: '1' })).json<Json>()).toMatchObject({ code: 'linked', changed: true });
    expect((await admin.json(`/admin/api/specification-groups/${id}/categories`, { category_id: String(category.id), linked: '1' })).json<Json>()).toMatchObject({ code: 'unchanged' });
    expect(await version()).toBeGreaterThan(before);
    expect((await admin.json(`/admin/api/specification-groups/${id}/categories`, { category_id: '999999', linked: '1' })).json<Json>().code).toBe('category');

    // A product gets the value: neither the row nor the group can go while it has it.
    const product = await db().selectFrom('products').select('id').where('category_id', '=', category.id).executeTakeFirst()
      ?? (await db().selectFrom('products').select('id').executeTakeFirstOrThrow());
    await db().insertInto('product_specifications').values({ product_id: product.id, row_id: row.id }).execute();
    expect((await admin.json(`/admin/api/specification-groups/${id}/rows/${row.id}/delete`)).json<Json>().code).toBe('in_use');
    expect((await admin.json(`/admin/api/specification-groups/${id}/delete`)).json<Json>().code).toBe('in_use');
    const page = await admin.page(`/admin/specifikationer/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('59,5 cm');
    await db().deleteFrom('product_specifications').where('row_id', '=', row.id).execute();
    expect((await admin.json(`/admin/api/specification-groups/${id}/rows/${row.id}/delete`)).json<Json>().code).toBe('row_removed');
    expect((await admin.json(`/admin/api/specification-groups/${id}/categories`, { category_id: String(category.id), linked: '0' })).json<Json>().code).toBe('unlinked');
    expect((await admin.json(`/admin/api/specification-groups/${id}`, { title: 'Bredd', type: 'fritext' })).json<Json>().code).toBe('type');
    expect((await admin.json(`/admin/api/specification-groups/${id}/delete`)).json<Json>().code).toBe('deleted');
    expect((await admin.json(`/admin/api/specification-groups/${id}/delete`)).statusCode).toBe(404);
    const audit = await db().selectFrom('audit_log').select('action').where('entity_type', '=', 'specification_group').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual([
      'specification_group.create', 'specification_group.add_row', 'specification_group.link', 'specification_group.remove_row', 'specification_group.unlink', 'specification_group.delete',
    ]);
    expect((await admin.page('/admin/specifikationer')).statusCode).toBe(200);
  });

  it('refuses bad input, unknown ids, a missing CSRF token and everyone but staff; the pages are no-store', async () => {
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['/admin/api/categories', { name: '' }, 422, 'name'],
      ['/admin/api/categories', { name: 'X', slug: 'a b' }, 422, 'slug'],
      ['/admin/api/categories', { name: 'X', parent_id: '-1' }, 422, 'parent_id'],
      ['/admin/api/categories', { name: 'X', parent_id: '999999' }, 422, 'parent'],
      ['/admin/api/categories', { name: ['X'] }, 422, 'form'],
      ['/admin/api/categories', { name: 'X', description: 'x'.repeat(20_000) }, 422, 'form'],
      ['/admin/api/categories', { name: "X'); DROP TABLE categories; --", slug: 'drop-table' }, 200, 'created'],
      ['/admin/api/brands', { name: '' }, 422, 'name'],
      ['/admin/api/brands', { name: 'X', brand_link: '../etc' }, 422, 'brand_link'],
    ];
    for (const [url, body, status, code] of cases) {
      const res = await admin.json(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      expect(res.json<Json>().code).toBe(code);
    }
    expect((await admin.json('/admin/api/categories', { name: 'a\u0000b' })).statusCode).toBe(422);
    expect((await admin.json('/admin/api/categories/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await admin.json('/admin/api/categories/abc/move', { direction: 'up' })).statusCode).toBe(404);
    expect((await admin.json('/admin/api/categories/999999/move', { direction: 'up' })).statusCode).toBe(404);
    expect((await admin.json('/admin/api/categories/999999/delete')).statusCode).toBe(404);
    expect((await admin.json('/admin/api/brands/999999', { name: 'X' })).statusCode).toBe(404);
    const badDirection = await admin.form('/admin/api/categories/1/move', { direction: 'sideways' });
    expect(badDirection.headers.location).toBe('/admin/kategorier?fel=form');
    expect((await admin.json('/admin/api/categories', { name: 'Utan token' }, 'fel')).statusCode).toBe(419);
    expect(await db().selectFrom('categories').select('id').where('name', '=', 'Utan token').executeTakeFirst()).toBeUndefined();

    const brandId = (await db().selectFrom('brands').select('id').where('id', '<>', 1).executeTakeFirstOrThrow()).id;
    for (const url of ['/admin/kategorier', '/admin/kategorier/1', '/admin/varumarken', `/admin/varumarken/${brandId}`]) {
      const page = await admin.page(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
    }
    expect((await admin.page('/admin/kategorier/999999')).statusCode).toBe(404);
    expect((await admin.page('/admin/varumarken/1')).statusCode).toBe(404);

    const shopper = await staffBrowser(shop.app);
    await shopper.shopperCall('/konto/login_from_checkout', { email: 'kund@example.se', password: 'kund1234' });
    for (const visitor of [await browser(), shopper]) {
      for (const url of ['/admin/api/categories', '/admin/api/categories/1', '/admin/api/categories/1/move', '/admin/api/categories/1/delete', '/admin/api/brands', `/admin/api/brands/${brandId}/delete`, '/admin/api/specification-groups', '/admin/api/specification-groups/1/rows', '/admin/api/specification-groups/1/categories']) {
        expect((await visitor.json(url, { name: 'X', direction: 'up' })).statusCode, url).toBe(401);
      }
      for (const url of ['/admin/kategorier', '/admin/varumarken', '/admin/specifikationer']) {
        const page = await visitor.page(url);
        expect(page.statusCode).toBe(303);
        expect(page.headers.location).toContain('/admin/login');
      }
    }
  });
});
