import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { PRIVATE_FORM } from '../testing/checkout-forms';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';
import { loggedInAdmin } from '../testing/staff-browser';

/**
 * The product editor's packages, add-ons and variant removal (issue 18), and a refused no-script form keeping what
 * was typed: each refusal is a 4xx with its code, each change one audit entry and a new catalog version, the
 * storefront shows the result, and concurrent changes leave whole data (add-on positions 0..n-1, no order line of
 * a deleted variant, no 500).
 */
describe.each(testDialects)('product parts, add-ons and variant removal on %s', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 120 });
  const db = () => shop.app.database.db;

  const admin = () => loggedInAdmin(shop.app);
  type Admin = Awaited<ReturnType<typeof admin>>;

  let counter = 0;
  async function newProduct(b: Admin, overrides: Record<string, string> = {}): Promise<{ id: number; sku: string }> {
    const brand = await db().selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow();
    const category = await db().selectFrom('categories').select('id').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow();
    const sku = `PARTS-${dialect}-${++counter}`;
    const res = await b.json('/admin/api/products', {
      name: `Delprodukt ${counter}`, sku, brand_id: String(brand.id), category_id: String(category.id), vat_class: 'standard', price: '500', stock: '20',
      buy_option: '1', status: 'active', ...overrides,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json<{ id: number }>().id, sku };
  }
  async function newVariant(b: Admin, parentId: number, index = 0): Promise<{ id: number; sku: string }> {
    const option = await db().selectFrom('variant_attribute_options').select('id').orderBy('id').offset(index).limit(1).executeTakeFirstOrThrow();
    const sku = `PARTS-${dialect}-${++counter}`;
    const res = await b.json(`/admin/api/products/${parentId}/variants`, { option_id: String(option.id), sku, price: '700', stock: '30' });
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json<{ id: number }>().id, sku };
  }
  const version = async () => (await db().selectFrom('catalog_state').select('version').executeTakeFirstOrThrow()).version;
  const auditActions = async (id: number) =>
    (await db().selectFrom('audit_log').select('action').where('entity_type', '=', 'product').where('entity_id', '=', String(id)).orderBy('id').execute()).map((r) => r.action);
  const positions = (id: number) =>
    db().selectFrom('product_add_ons').select(['add_on_product_id', 'position']).where('product_id', '=', id).orderBy('position').execute();

  it('makes a package of two products that the product page lists, and refuses what the storefront cannot sell as a part', async () => {
    const b = await admin();
    const pkg = await newProduct(b, { name: 'Frukostpaket', price: '799', original_price: '1 000' });
    const toaster = await newProduct(b, { name: 'Brödrost Test' });
    const kettle = await newProduct(b, { name: 'Vattenkokare Test' });
    const parent = await newProduct(b, { name: 'Kaffebryggare med färger' });
    const variant = await newVariant(b, parent.id);

    // Not a package yet: parts are refused.
    expect((await b.json(`/admin/api/products/${pkg.id}/parts`, { sku: toaster.sku, quantity: '1' })).json()).toMatchObject({ code: 'not_package' });
    const before = await version();
    expect((await b.json(`/admin/api/products/${pkg.id}/package`, { is_package: '1' })).json()).toMatchObject({ code: 'package_on' });
    expect(await version()).toBeGreaterThan(before);
    expect((await b.json(`/admin/api/products/${pkg.id}/package`, { is_package: '1' })).json()).toMatchObject({ code: 'unchanged', changed: false });

    expect((await b.json(`/admin/api/products/${pkg.id}/parts`, { sku: toaster.sku, quantity: '1' })).json()).toMatchObject({ code: 'part_added' });
    expect((await b.json(`/admin/api/products/${pkg.id}/parts`, { sku: ` ${kettle.sku} `, quantity: '2' })).json()).toMatchObject({ code: 'part_added' });
    // A variant is sold by itself: it may be a part, and its link opens its parent's page with it chosen.
    expect((await b.json(`/admin/api/products/${pkg.id}/parts`, { sku: variant.sku, quantity: '1' })).json()).toMatchObject({ code: 'part_added' });

    const refusals: [Record<string, string>, number, string][] = [
      [{ sku: pkg.sku, quantity: '1' }, 409, 'part_self'],
      [{ sku: toaster.sku, quantity: '1' }, 409, 'part_duplicate'],
      [{ sku: parent.sku, quantity: '1' }, 409, 'part_has_variants'],
      [{ sku: 'FINNS-INTE-999', quantity: '1' }, 422, 'part_unknown'],
      [{ sku: 'ogiltig sku!', quantity: '1' }, 422, 'part_sku'],
      [{ sku: toaster.sku, quantity: '0' }, 422, 'part_quantity'],
      [{ sku: toaster.sku, quantity: '100' }, 422, 'part_quantity'],
      [{ sku: toaster.sku, quantity: '1,5' }, 422, 'part_quantity'],
    ];
    for (const [form, status, code] of refusals) {
      const res = await b.json(`/admin/api/products/${pkg.id}/parts`, form);
      expect([res.statusCode, res.json().code], JSON.stringify(form)).toEqual([status, code]);
    }
    // A package inside a package: neither as a part nor by making a part a package.
    const other = await newProduct(b, { name: 'Annat paket' });
    await b.json(`/admin/api/products/${other.id}/package`, { is_package: '1' });
    expect((await b.json(`/admin/api/products/${pkg.id}/parts`, { sku: other.sku, quantity: '1' })).json()).toMatchObject({ code: 'part_is_package' });
    expect((await b.json(`/admin/api/products/${toaster.id}/package`, { is_package: '1' })).json()).toMatchObject({ code: 'package_is_part' });
    expect((await b.json(`/admin/api/products/${parent.id}/package`, { is_package: '1' })).json()).toMatchObject({ code: 'package_has_variants' });
    expect((await b.json(`/admin/api/products/${variant.id}/package`, { is_package: '1' })).json()).toMatchObject({ code: 'package_variant' });
    expect((await b.json(`/admin/api/products/${pkg.id}/package`, { is_package: '0' })).statusCode).toBe(409);
    const option = await db().selectFrom('variant_attribute_options').select('id').orderBy('id').executeTakeFirstOrThrow();
    const packageVariant = await b.json(`/admin/api/products/${pkg.id}/variants`, { option_id: String(option.id), sku: `${pkg.sku}-V`, price: '700', stock: '1' });
    expect([packageVariant.statusCode, packageVariant.json().code]).toEqual([409, 'is_package']);

    // Quantity and removal.
    expect((await b.json(`/admin/api/products/${pkg.id}/parts/${kettle.id}`, { quantity: '3' })).json()).toMatchObject({ code: 'part_saved' });
    expect((await b.json(`/admin/api/products/${pkg.id}/parts/${kettle.id}`, { quantity: '3' })).json()).toMatchObject({ code: 'unchanged' });
    expect((await b.json(`/admin/api/products/${pkg.id}/parts/${kettle.id}`, { quantity: 'x' })).statusCode).toBe(422);
    expect((await b.json(`/admin/api/products/${pkg.id}/parts/${variant.id}`, { remove: '1' })).json()).toMatchObject({ code: 'part_removed' });
    expect((await b.json(`/admin/api/products/${pkg.id}/parts/${variant.id}`, { remove: '1' })).statusCode).toBe(404);
    expect((await b.json(`/admin/api/products/999999/parts`, { sku: toaster.sku, quantity: '1' })).statusCode).toBe(404);

    const page = await shop.app.services.catalog.productPage(pkg.id, { includesVat: true, memberPrices: false });
    expect(page!.packageItems.map((i) => [i.name, i.quantity])).toEqual([['Brödrost Test', 1], ['Vattenkokare Test', 3]]);
    expect(page!.card.product_is_package).toBe(true);
    expect(await auditActions(pkg.id)).toEqual(['product.create', 'product.package_on', 'product.part_add', 'product.part_add', 'product.part_add', 'product.part_quantity', 'product.part_remove']);
    const html = (await b.page(`/admin/produkter/${pkg.id}`)).body;
    expect(html).toContain('Vattenkokare Test');
    expect(html).toContain('Spara antal');

    // A variant part links to its parent's page with the variant chosen.
    await b.json(`/admin/api/products/${pkg.id}/parts`, { sku: variant.sku, quantity: '1' });
    const withVariant = await shop.app.services.catalog.productPage(pkg.id, { includesVat: true, memberPrices: false });
    const parentUrl = (await db().selectFrom('products').select('url').where('id', '=', parent.id).executeTakeFirstOrThrow()).url;
    expect(withVariant!.packageItems.find((i) => i.id === variant.id)!.url).toBe(`${parentUrl}?variant=${variant.id}`);
  });

  it('adds, orders and removes add-ons the product page offers, refusing those it would not show', async () => {
    const b = await admin();
    const main = await newProduct(b, { name: 'Espressomaskin Test', price: '4 999' });
    const cups = await newProduct(b, { name: 'Koppar Test', price: '199' });
    const cleaner = await newProduct(b, { name: 'Avkalkning Test', price: '99' });
    const beans = await newProduct(b, { name: 'Bönor Test', price: '149' });
    const hidden = await newProduct(b, { name: 'Dold Test', status: 'hidden' });
    const notBuyable = await newProduct(b, { name: 'Ej köpbar Test', buy_option: '0' });
    const parent = await newProduct(b, { name: 'Med varianter Test' });
    const variant = await newVariant(b, parent.id);

    for (const addOn of [cups, cleaner, beans]) expect((await b.json(`/admin/api/products/${main.id}/add-ons`, { sku: addOn.sku })).json()).toMatchObject({ code: 'add_on_added' });
    const refusals: [string, number, string][] = [
      [main.sku, 409, 'add_on_self'],
      [cups.sku, 409, 'add_on_duplicate'],
      [hidden.sku, 409, 'add_on_not_sellable'],
      [notBuyable.sku, 409, 'add_on_not_sellable'],
      [parent.sku, 409, 'add_on_has_variants'],
      [variant.sku, 409, 'add_on_variant'],
      ['FINNS-INTE-999', 422, 'add_on_unknown'],
      ['', 422, 'add_on_sku'],
    ];
    for (const [sku, status, code] of refusals) {
      const res = await b.json(`/admin/api/products/${main.id}/add-ons`, { sku });
      expect([res.statusCode, res.json().code], sku).toEqual([status, code]);
    }
    expect((await b.json(`/admin/api/products/${variant.id}/add-ons`, { sku: cups.sku })).json()).toMatchObject({ code: 'add_on_on_variant' });

    expect((await b.json(`/admin/api/products/${main.id}/add-ons/${beans.id}`, { move: 'up' })).json()).toMatchObject({ code: 'add_on_moved' });
    expect((await b.json(`/admin/api/products/${main.id}/add-ons/${cups.id}`, { move: 'up' })).json()).toMatchObject({ code: 'unchanged' });
    expect(await positions(main.id)).toEqual([
      { add_on_product_id: cups.id, position: 0 }, { add_on_product_id: beans.id, position: 1 }, { add_on_product_id: cleaner.id, position: 2 },
    ]);
    const page = await shop.app.services.catalog.productPage(main.id, { includesVat: true, memberPrices: false });
    expect(page!.addOns.map((a) => a.product_name)).toEqual(['Koppar Test', 'Bönor Test', 'Avkalkning Test']);

    expect((await b.json(`/admin/api/products/${main.id}/add-ons/${cups.id}`, { remove: '1' })).json()).toMatchObject({ code: 'add_on_removed' });
    expect(await positions(main.id)).toEqual([{ add_on_product_id: beans.id, position: 0 }, { add_on_product_id: cleaner.id, position: 1 }]);
    expect((await b.json(`/admin/api/products/${main.id}/add-ons/${cups.id}`, { remove: '1' })).statusCode).toBe(404);
    expect((await b.json(`/admin/api/products/${main.id}/add-ons/${beans.id}`, { move: 'sideways' })).statusCode).toBe(422);
    expect(await auditActions(main.id)).toEqual(['product.create', 'product.add_on_add', 'product.add_on_add', 'product.add_on_add', 'product.add_on_move', 'product.add_on_remove']);
  });

  it('keeps add-on positions 0..n-1 under concurrent moves, adds and removals', async () => {
    const b = await admin();
    const main = await newProduct(b, { name: 'Samtidig Test', price: '3 000' });
    const addOns = [];
    for (let i = 0; i < 6; i++) addOns.push(await newProduct(b, { name: `Tillbehör ${i}`, price: '100' }));
    for (const addOn of addOns.slice(0, 5)) await b.json(`/admin/api/products/${main.id}/add-ons`, { sku: addOn.sku });
    const calls = [
      ...addOns.slice(0, 5).flatMap((a) => [
        b.json(`/admin/api/products/${main.id}/add-ons/${a.id}`, { move: 'up' }),
        b.json(`/admin/api/products/${main.id}/add-ons/${a.id}`, { move: 'down' }),
      ]),
      b.json(`/admin/api/products/${main.id}/add-ons/${addOns[2]!.id}`, { remove: '1' }),
      b.json(`/admin/api/products/${main.id}/add-ons`, { sku: addOns[5]!.sku }),
      b.json(`/admin/api/products/${main.id}/add-ons`, { sku: addOns[5]!.sku }),
    ];
    const results = await Promise.all(calls);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(500);
    // The same add-on twice at once: one is added, the other refused as a duplicate.
    expect(results.slice(-2).map((r) => r.json().code).sort()).toEqual(['add_on_added', 'add_on_duplicate']);
    const rows = await positions(main.id);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(rows.map((r) => r.add_on_product_id)).size).toBe(5);
  });

  it('takes a part added twice at once once, and never lets a package get variants while it is made one', async () => {
    const b = await admin();
    const pkg = await newProduct(b, { name: 'Samtidigt paket' });
    const part = await newProduct(b, { name: 'Samtidig del' });
    await b.json(`/admin/api/products/${pkg.id}/package`, { is_package: '1' });
    const adds = await Promise.all([1, 2, 3].map((n) => b.json(`/admin/api/products/${pkg.id}/parts`, { sku: part.sku, quantity: String(n) })));
    expect(adds.map((r) => r.json().code).sort()).toEqual(['part_added', 'part_duplicate', 'part_duplicate']);
    expect((await db().selectFrom('package_items').select('quantity').where('package_product_id', '=', pkg.id).execute()).length).toBe(1);

    const single = await newProduct(b, { name: 'Blir paket eller får varianter' });
    const option = await db().selectFrom('variant_attribute_options').select('id').orderBy('id').executeTakeFirstOrThrow();
    const [flag, variant] = await Promise.all([
      b.json(`/admin/api/products/${single.id}/package`, { is_package: '1' }),
      b.json(`/admin/api/products/${single.id}/variants`, { option_id: String(option.id), sku: `${single.sku}-V`, price: '500', stock: '1' }),
    ]);
    const codes = [flag.json().code, variant.json().code];
    // Whichever came first, the other is refused: a package with variants never exists.
    expect([['package_on', 'is_package'], ['package_has_variants', 'variant_created']]).toContainEqual(codes);
  });

  it('deletes an unordered variant with all that is only about it after a confirm, and refuses an ordered one', async () => {
    const b = await admin();
    const parent = await newProduct(b, { name: 'Vinkyl med färger' });
    const unordered = await newVariant(b, parent.id, 0);
    const ordered = await newVariant(b, parent.id, 1);
    const main = await newProduct(b, { name: 'Huvud för tillbehör' });

    // Things that refer to the unordered variant: a sale, a shopper's cart line, a member campaign.
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    await db().insertInto('product_price_schedules').values({ product_id: unordered.id, sale_price_incl_vat_ore: 100, starts_at: soon, ends_at: new Date(Date.now() + 2 * 86_400_000).toISOString(), created_at: soon }).execute();
    const shopper = await testShopper(shop.app);
    expect((await shopper.post('/checkoutv3/products/add', { product_id: String(parent.id), variant_id: String(unordered.id) })).statusCode).toBe(200);
    const campaign = await db()
      .insertInto('member_campaigns')
      .values({ name: 'Test', kind: 'percent', percent: 10, scope: 'products', product_ids: JSON.stringify([unordered.id, ordered.id]), valid_from: '2026-01-01', valid_until: '2027-01-01', created_at: soon, updated_at: soon })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The ordered variant: another shopper buys it.
    const buyer = await testShopper(shop.app);
    expect((await buyer.post('/checkoutv3/products/add', { product_id: String(parent.id), variant_id: String(ordered.id) })).statusCode).toBe(200);
    expect((await placeOrder(buyer)).statusCode).toBe(200);

    // Without the confirmation nothing happens; a plain post goes to the confirm step.
    const unconfirmed = await b.form(`/admin/api/products/${unordered.id}/delete`, {});
    expect([unconfirmed.statusCode, unconfirmed.headers.location]).toEqual([303, `/admin/produkter/${unordered.id}?ta-bort=1&fel=confirm`]);
    const confirmPage = await b.page(`/admin/produkter/${unordered.id}?ta-bort=1`);
    expect(confirmPage.body).toContain('Ja, ta bort varianten');

    const refused = await b.json(`/admin/api/products/${ordered.id}/delete`, { confirm: '1' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'variant_ordered']);
    expect((await b.page(`/admin/produkter/${ordered.id}`)).body).toContain('Varianten har beställts och kan inte tas bort');
    expect((await b.json(`/admin/api/products/${parent.id}/delete`, { confirm: '1' })).json()).toMatchObject({ code: 'not_variant' });

    // A variant in a package stays until it is taken out.
    const pkg = await newProduct(b, { name: 'Paket med variant' });
    await b.json(`/admin/api/products/${pkg.id}/package`, { is_package: '1' });
    await b.json(`/admin/api/products/${pkg.id}/parts`, { sku: unordered.sku, quantity: '1' });
    expect((await b.json(`/admin/api/products/${unordered.id}/delete`, { confirm: '1' })).json()).toMatchObject({ code: 'variant_in_package' });
    await b.json(`/admin/api/products/${pkg.id}/parts/${unordered.id}`, { remove: '1' });
    // Offered as an add-on: its row goes and the others close up.
    const extra = await newProduct(b, { name: 'Annat tillbehör' });
    await db().insertInto('product_add_ons').values([{ product_id: main.id, add_on_product_id: unordered.id, position: 0 }, { product_id: main.id, add_on_product_id: extra.id, position: 1 }]).execute();

    const before = await version();
    const deleted = await b.form(`/admin/api/products/${unordered.id}/delete`, { confirm: '1' });
    expect([deleted.statusCode, deleted.headers.location]).toEqual([303, `/admin/produkter/${parent.id}?klart=variant_deleted`]);
    expect(await version()).toBeGreaterThan(before);
    const left = async (table: 'product_price_history' | 'product_price_schedules' | 'product_variant_options' | 'product_images', id: number) =>
      (await db().selectFrom(table).select('product_id').where('product_id', '=', id).execute()).length;
    for (const table of ['product_price_history', 'product_price_schedules', 'product_variant_options', 'product_images'] as const) expect(await left(table, unordered.id), table).toBe(0);
    expect(await db().selectFrom('products').select('id').where('id', '=', unordered.id).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('cart_lines').select('id').where('sold_product_id', '=', unordered.id).executeTakeFirst()).toBeUndefined();
    expect(await positions(main.id)).toEqual([{ add_on_product_id: extra.id, position: 0 }]);
    const kept = await db().selectFrom('member_campaigns').select('product_ids').where('id', '=', campaign.id).executeTakeFirstOrThrow();
    expect(JSON.parse(kept.product_ids)).toEqual([ordered.id]);
    const audit = await db().selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('entity_id', '=', String(unordered.id)).where('action', '=', 'product.variant_delete').executeTakeFirstOrThrow();
    expect(audit.after_json).toBeNull();
    // The ordered one and its order line stay; the parent's page still works.
    expect(await db().selectFrom('products').select('id').where('id', '=', ordered.id).executeTakeFirst()).toBeDefined();
    expect((await b.page(`/admin/produkter/${parent.id}?klart=variant_deleted`)).body).toContain('Varianten är borttagen.');
    expect((await shopper.get('/checkoutv3/products/index')).statusCode).toBe(200);
  });

  async function placeOrder(shopper: Awaited<ReturnType<typeof testShopper>>): Promise<LightMyRequestResponse> {
    const deliveryId = (await db().selectFrom('delivery_types').select('id').where('name', '=', 'PostNord ombud').executeTakeFirstOrThrow()).id;
    const invoiceId = (await db().selectFrom('payment_types').select('id').where('code', '=', 'invoice').executeTakeFirstOrThrow()).id;
    await shopper.post('/checkoutv3/deliverytypes/update', { delivery_type_id: String(deliveryId) });
    await shopper.post('/checkoutv3/paymentTypes/update', { payment_type_id: String(invoiceId) });
    const state = (await shopper.get('/checkoutv3/checkoutv3/show')).json<{ price_token: string; submission_key: string }>();
    return shopper.post('/checkoutv3/checkout/manual_payment', { ...PRIVATE_FORM, price_token: state.price_token, submission_key: state.submission_key });
  }

  it('deleting a variant while shoppers add it and check out gives no 500 and no order line of a gone product', async () => {
    const b = await admin();
    for (let round = 0; round < 3; round++) {
      const parent = await newProduct(b, { name: `Racevariant ${round}` });
      const variant = await newVariant(b, parent.id);
      const buyer = await testShopper(shop.app);
      expect((await buyer.post('/checkoutv3/products/add', { product_id: String(parent.id), variant_id: String(variant.id) })).statusCode).toBe(200);
      const adder = await testShopper(shop.app);
      const [order, added, deleted] = await Promise.all([
        placeOrder(buyer),
        adder.post('/checkoutv3/products/add', { product_id: String(parent.id), variant_id: String(variant.id) }),
        b.json(`/admin/api/products/${variant.id}/delete`, { confirm: '1' }),
      ]);
      for (const res of [order, added, deleted]) expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
      const gone = (await db().selectFrom('products').select('id').where('id', '=', variant.id).executeTakeFirst()) === undefined;
      const lines = await db().selectFrom('order_lines').select('order_id').where('sold_product_id', '=', variant.id).execute();
      // Either the order was placed first (and the deletion refused), or the variant went first (and no order has it).
      expect(gone ? lines.length : 1).toBe(gone ? 0 : 1);
      if (gone) expect(deleted.json().code).toBe('variant_deleted');
      else expect([order.statusCode, deleted.json().code]).toEqual([200, 'variant_ordered']);
      // Both shoppers' carts still answer.
      expect((await adder.get('/checkoutv3/products/index')).statusCode).toBe(200);
      expect((await buyer.get('/checkoutv3/products/index')).statusCode).toBe(200);
    }
  });

  it('answers a refused form post without script with the editor showing what was typed, never in the address', async () => {
    const b = await admin();
    const product = await newProduct(b, { name: 'Formulärtest' });
    const row = await db().selectFrom('products').selectAll().where('id', '=', product.id).executeTakeFirstOrThrow();
    const typed = {
      name: 'Nytt namn som skrevs', sku: row.sku, slug: row.url.split('/').pop()!, brand_id: String(row.brand_id), category_id: String(row.category_id), vat_class: 'standard',
      price: '12,345', original_price: '', member_price: '', stock: '7', buy_option: '1', status: 'active', description: 'En lång beskrivning som skrevs in',
      loaded_stock: '20', loaded_price: '500', loaded_original_price: '',
    };
    const res = await b.form(`/admin/api/products/${product.id}`, typed);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/admin/produkter/${product.id}?fel=price`);
    expect(res.headers.location).not.toContain('Nytt');
    const page = await b.page(res.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="Nytt namn som skrevs"');
    expect(page.body).toContain('value="12,345"');
    expect(page.body).toContain('En lång beskrivning som skrevs in');
    expect(page.body).toMatch(/id="product-price"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="product-price"/);
    // What the editor showed when it was opened is carried on, not today's values.
    expect(page.body).toContain('name="loaded_stock" value="20"');
    // The stored product is untouched; the page without the refusal shows it.
    expect((await db().selectFrom('products').select('name').where('id', '=', product.id).executeTakeFirstOrThrow()).name).toBe('Formulärtest');
    expect((await b.page(`/admin/produkter/${product.id}`)).body).not.toContain('Nytt namn som skrevs');
    // A new product's form too, and the sub-forms (a part's article number).
    const created = await b.form('/admin/api/products', { ...typed, sku: 'ogiltig sku!', name: 'Ny produkt som skrevs' });
    expect(created.headers.location).toBe('/admin/produkter/ny?fel=sku');
    expect((await b.page(created.headers.location as string)).body).toContain('value="Ny produkt som skrevs"');
    await b.json(`/admin/api/products/${product.id}/package`, { is_package: '1' });
    const part = await b.form(`/admin/api/products/${product.id}/parts`, { sku: 'FINNS-INTE-42', quantity: '2' });
    expect(part.headers.location).toBe(`/admin/produkter/${product.id}?fel=part_unknown`);
    const partPage = (await b.page(part.headers.location as string)).body;
    expect(partPage).toContain('value="FINNS-INTE-42"');
    // The product form's older draft is not shown for another form's refusal.
    expect(partPage).not.toContain('Nytt namn som skrevs');
    // A save that succeeds drops the draft.
    const saved = await b.form(`/admin/api/products/${product.id}`, { ...typed, price: '600' });
    expect(saved.headers.location).toBe(`/admin/produkter/${product.id}?klart=saved`);
    expect((await b.page(`/admin/produkter/${product.id}?fel=price`)).body).not.toContain('value="12,345"');
  });
});
