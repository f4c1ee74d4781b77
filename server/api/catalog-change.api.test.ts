import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { createCatalogChange } from '../../services/admin/catalog-change';
import type { CatalogChanged } from '../../services/catalog/catalog-signal';
import { createTestApp, testDialects, type TestApp } from '../testing/test-app';
import { loggedInAdmin } from '../testing/staff-browser';

/**
 * The catalog's one door (issue 29): every change moves the catalog version exactly once and sends one signal after
 * its commit, a change that changes nothing moves neither, every move of a price writes its price-history row, and
 * what the back office saved is on the storefront at once in the same process (no wait for the version check).
 */
describe.each(testDialects)('catalog changes on %s', (dialect) => {
  let shop: TestApp;
  const db = () => shop.app.database.db;
  const signals: CatalogChanged[] = [];

  beforeAll(async () => {
    shop = await createTestApp(dialect, { catalogSize: 120 });
    shop.app.services.catalogSignal.listen((change) => signals.push(change));
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  const version = async () => (await db().selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version;
  const historyOf = (id: number) => db().selectFrom('product_price_history').select('price_incl_vat_ore').where('product_id', '=', id).orderBy('valid_from').orderBy('id').execute();

  async function productForm(n: number) {
    const brand = await db().selectFrom('brands').select('id').where('id', '<>', 1).orderBy('id').executeTakeFirstOrThrow();
    const category = await db().selectFrom('categories').select('id').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    return {
      name: `Dörrprodukt ${n}`, sku: `DORR-${dialect}-${n}`, brand_id: String(brand.id), category_id: String(category.id), vat_class: 'standard',
      price: '999', stock: '5', buy_option: '1', status: 'active', slug: `dorrprodukt-${n}`,
    };
  }

  /** Runs `change` and gives how far the version and the signal moved. */
  async function moves(change: () => Promise<unknown>): Promise<{ version: number; signals: number }> {
    const [before, heard] = [await version(), signals.length];
    await change();
    return { version: (await version()) - before, signals: signals.length - heard };
  }

  it('moves the catalog version exactly once per change, with one signal, and not at all for a change that changes nothing', async () => {
    const b = await loggedInAdmin(shop.app);
    const form = await productForm(1);
    let id = 0;
    expect(await moves(async () => {
      id = (await b.json('/admin/api/products', form)).json<{ id: number }>().id;
    })).toEqual({ version: 1, signals: 1 });
    expect(await moves(() => b.json(`/admin/api/products/${id}`, { ...form, price: '899', name: 'Dörrprodukt ett' }))).toEqual({ version: 1, signals: 1 });
    expect(await moves(() => b.json(`/admin/api/products/${id}`, { ...form, price: '899', name: 'Dörrprodukt ett' }))).toEqual({ version: 0, signals: 0 });
    expect(await moves(() => b.json('/admin/api/brands', { name: `Dörrmärke ${dialect}`, brand_link: `dorrmarke-${dialect}` }))).toEqual({ version: 1, signals: 1 });
    // The same link again is refused: nothing moves.
    expect(await moves(() => b.json('/admin/api/brands', { name: `Dörrmärke ${dialect}`, brand_link: `dorrmarke-${dialect}` }))).toEqual({ version: 0, signals: 0 });
    expect(await moves(() => shop.app.services.settingsAdmin.set('siteName', JSON.stringify(`Dörrbutiken ${dialect}`), COMMAND_LINE))).toEqual({ version: 1, signals: 1 });

    // Work that records several changes is still one change of the catalog.
    const change = createCatalogChange(db(), { signal: shop.app.services.catalogSignal });
    expect(await moves(() => change(COMMAND_LINE, async (w) => {
      await w.changed({ action: 'test.first', entityType: 'product', entityId: id, before: null, after: null });
      await w.changed({ action: 'test.second', entityType: 'product', entityId: id, before: null, after: null });
    }))).toEqual({ version: 1, signals: 1 });
    // A change that fails is rolled back whole: no version, no signal, no audit entry.
    await expect(moves(() => change(COMMAND_LINE, async (w) => {
      await w.changed({ action: 'test.failed', entityType: 'product', entityId: id, before: null, after: null });
      throw new Error('stopped');
    }))).rejects.toThrow('stopped');
    expect(await db().selectFrom('audit_log').select('id').where('action', '=', 'test.failed').execute()).toEqual([]);
    expect(signals.at(-1)!.version).toBe(await version());
  });

  it('writes a price-history row for every move of a price, whichever way it moves', async () => {
    const b = await loggedInAdmin(shop.app);
    const form = await productForm(2);
    const id = (await b.json('/admin/api/products', form)).json<{ id: number }>().id;
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([99_900]);
    await b.json(`/admin/api/products/${id}`, { ...form, price: '849' });
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([99_900, 84_900]);

    const change = createCatalogChange(db(), { signal: shop.app.services.catalogSignal });
    const move = (priceOre: number) => change(COMMAND_LINE, async (w) => {
      await w.prices.move([{ productId: id, priceOre, originalOre: null, memberOre: null }], w.nowIso);
      await w.changed({ action: 'test.price', entityType: 'product', entityId: id, before: null, after: { priceOre } });
    });
    await move(79_900);
    // Setting the price it has is no move and starts no new 30-day window.
    await move(79_900);
    expect((await historyOf(id)).map((h) => h.price_incl_vat_ore)).toEqual([99_900, 84_900, 79_900]);
  });

  it('shows what the back office saved on the storefront at once, without waiting for the version check', async () => {
    const b = await loggedInAdmin(shop.app);
    const form = await productForm(3);
    const id = (await b.json('/admin/api/products', form)).json<{ id: number }>().id;
    const { url } = await db().selectFrom('products').select('url').where('id', '=', id).executeTakeFirstOrThrow();
    const display = { includesVat: true, memberPrices: false };
    // Cached now: the snapshot, the product's card and the page.
    expect((await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body).toContain('Dörrprodukt 3');
    expect((await shop.app.services.catalog.cardsByIds([id], display))[0]).toMatchObject({ product_display_price: 999 });

    await b.json(`/admin/api/products/${id}`, { ...form, name: 'Dörrprodukt tre', price: '1099' });
    expect((await shop.app.services.catalog.cardsByIds([id], display))[0]).toMatchObject({ product_display_price: 1099 });
    const page = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.body).toContain('Dörrprodukt tre');
    expect(page.body).not.toContain('Dörrprodukt 3');
  });
});
