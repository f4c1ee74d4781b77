import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../common/contract/cart';
import { plainProducts } from '../testing/plain-products';
import { createTestApp, testDialects, testShopper, type TestApp } from '../testing/test-app';

const DAY_MS = 86_400_000;

/**
 * Issue 11 item 1: a struck price, a '−N %' badge and a cart line's original price are measured against the prior
 * price (the lowest price of the 30 days before the reduction started), never the list price.
 */
describe.each(testDialects)('Omnibus reductions on %s', (dialect) => {
  let shop: TestApp;
  let reduced: number;
  let notReduced: number;

  beforeAll(async () => {
    shop = await createTestApp(dialect, { pages: false });
    const db = shop.app.database.db;
    const [a, b] = await plainProducts(db).orderBy('p.id', 'desc').where('p.stock', '>', 5).limit(2).execute();
    reduced = a!.id;
    notReduced = b!.id;
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    // Like product 83 of the demo: list price 2 990 kr, 2 590 kr for a week within the 30 days, now 2 390 kr.
    await db.updateTable('products').set({ price_incl_vat_ore: 239_000, original_price_incl_vat_ore: 299_000 }).where('id', '=', reduced).execute();
    // Back at 800 kr, which it already cost a fortnight ago: no reduction to announce, whatever the list price says.
    await db.updateTable('products').set({ price_incl_vat_ore: 80_000, original_price_incl_vat_ore: 100_000 }).where('id', '=', notReduced).execute();
    await db.deleteFrom('product_price_history').where('product_id', 'in', [reduced, notReduced]).execute();
    await db
      .insertInto('product_price_history')
      .values([
        { product_id: reduced, price_incl_vat_ore: 299_000, valid_from: ago(200) },
        { product_id: reduced, price_incl_vat_ore: 259_000, valid_from: ago(25) },
        { product_id: reduced, price_incl_vat_ore: 299_000, valid_from: ago(18) },
        { product_id: reduced, price_incl_vat_ore: 239_000, valid_from: ago(7) },
        { product_id: notReduced, price_incl_vat_ore: 100_000, valid_from: ago(200) },
        { product_id: notReduced, price_incl_vat_ore: 80_000, valid_from: ago(20) },
        { product_id: notReduced, price_incl_vat_ore: 100_000, valid_from: ago(14) },
        { product_id: notReduced, price_incl_vat_ore: 80_000, valid_from: ago(7) },
      ])
      .execute();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('gives the listing card the prior price as struck price and the badge measured against it', async () => {
    const [card, plain] = await shop.app.services.catalog.cardsByIds([reduced, notReduced], { includesVat: true, memberPrices: false });
    expect(card).toMatchObject({
      is_discounted: true,
      product_display_price: 2390,
      product_display_original_price: 2590,
      product_lowest_price_30_days: 2590,
      discount_badge: { discount: 7, discount_amount: 200 },
    });
    expect(plain).toMatchObject({ is_discounted: false, product_display_original_price: null, product_lowest_price_30_days: null, discount_badge: null });
  });

  it('strikes the prior price on the cart line, and nothing where there is no reduction', async () => {
    const s = await testShopper(shop.app);
    const res = await s.post('/checkoutv3/products/update', { [`products[${reduced}][quantity]`]: '1', [`products[${notReduced}][quantity]`]: '1' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const cart = res.json<CartResponse>();
    const line = cart.products.find((l) => l.product_id === reduced)!;
    expect(line).toMatchObject({
      is_discounted: true,
      unit_price_incl_vat: 2390,
      original_price_incl_vat: 2590,
      original_price_excl_vat: 2072,
      lowest_price_30_days_incl_vat: 2590,
      lowest_price_30_days_excl_vat: 2072,
    });
    const plain = cart.products.find((l) => l.product_id === notReduced)!;
    expect(plain).toMatchObject({ is_discounted: false, original_price_incl_vat: null, lowest_price_30_days_incl_vat: null });
  });
});
