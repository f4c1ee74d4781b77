import { describe, expect, it } from 'vitest';
import type { BuyAndShowModalResponse, CartResponse } from '../../common/contract/cart';
import { createProductRecommendationsRepository } from '../../db/repositories/product-recommendations-repository';
import { plainProducts } from '../testing/plain-products';
import { suiteShop, testDialects, testShopper } from '../testing/test-app';

describe.each(testDialects)('the cart tracking hooks on %s', (dialect) => {
  const shop = suiteShop(dialect, { pages: false, catalogSize: 150 });
  const db = () => shop.app.database.db;

  /** Plain products (server/testing/plain-products.ts) sold online, in stock, without a member price. */
  async function simpleProducts(limit: number) {
    return plainProducts(db())
      .where('p.buy_option', '=', 1)
      .where('p.stock', '>', 10)
      .where('p.member_price_incl_vat_ore', 'is', null)
      .orderBy('p.id')
      .limit(limit)
      .execute();
  }

  it('sends facebook_tracking_events for what each call changed, and none when nothing changed', async () => {
    const shopper = await testShopper(shop.app);
    const [a, b] = await simpleProducts(2);
    const added = (await shopper.post('/checkoutv3/products/add', { product_id: String(a!.id) })).json<CartResponse>();
    expect(added.facebook_tracking_events).toEqual([
      {
        type: 'track',
        name: 'AddToCart',
        parameters: {
          content_ids: [String(a!.id)],
          content_type: 'product',
          contents: [{ id: String(a!.id), quantity: 1, item_price: a!.price_incl_vat_ore / 100 }],
          value: a!.price_incl_vat_ore / 100,
          currency: 'SEK',
        },
      },
    ]);

    const raised = (await shopper.post('/checkoutv3/products/update', { [`products[${a!.id}][quantity]`]: '3' })).json<CartResponse>();
    expect(raised.facebook_tracking_events).toEqual([
      expect.objectContaining({ name: 'AddToCart', parameters: expect.objectContaining({ contents: [expect.objectContaining({ quantity: 2 })], value: (a!.price_incl_vat_ore * 2) / 100 }) }),
    ]);

    const same = (await shopper.post('/checkoutv3/products/update', { [`products[${a!.id}][quantity]`]: '3' })).json<CartResponse>();
    expect(same.facebook_tracking_events).toEqual([]);

    await shopper.post('/checkoutv3/products/add', { product_id: String(b!.id) });
    const removed = (await shopper.post('/checkoutv3/products/update', { [`products[${a!.id}][quantity]`]: '0' })).json<CartResponse>();
    expect(removed.facebook_tracking_events).toEqual([
      expect.objectContaining({ type: 'trackCustom', name: 'RemoveFromCart', parameters: expect.objectContaining({ content_ids: [String(a!.id)], value: (a!.price_incl_vat_ore * 3) / 100 }) }),
    ]);

    // The buy-and-show-modal call says what it added too.
    const bought = (await shopper.post(`/checkoutv3/products/buy/${b!.id}`, {})).json<BuyAndShowModalResponse>();
    expect(bought.facebook_tracking_events).toEqual([
      expect.objectContaining({ name: 'AddToCart', parameters: expect.objectContaining({ content_ids: [String(b!.id)], value: b!.price_incl_vat_ore / 100 }) }),
    ]);

    const read = (await shopper.get('/checkoutv3/products/index')).json<CartResponse>();
    expect(read.facebook_tracking_events).toEqual([]);
    expect(read.matching_order_products).toEqual([]);
  });

  it('answers an add with the products ordered together with the one added, none already in the cart', async () => {
    // Order history: three past orders hold the product together with companions (two orders for the first, so it ranks first).
    // Products the test above did not add (a product's companions are cached for a minute once read).
    const [main, first, second, third] = (await simpleProducts(6)).slice(2);
    const orders = await db().selectFrom('orders').select('id').where('status', '!=', 'cancelled').orderBy('id').limit(2).execute();
    expect(orders).toHaveLength(2);
    const line = (orderId: number, productId: number) => ({
      order_id: orderId, product_id: productId, variant_id: null, sold_product_id: productId, name: `Produkt ${productId}`, parent_name: null,
      quantity: 1, unit_price_incl_vat_ore: 10_000, vat_rate: 25, total_incl_vat_ore: 10_000, total_excl_vat_ore: 8_000, discount_incl_vat_ore: 0,
      give_away_campaign_id: null,
    });
    await db().insertInto('order_lines').values([
      line(orders[0]!.id, main!.id), line(orders[0]!.id, first!.id), line(orders[0]!.id, second!.id),
      line(orders[1]!.id, main!.id), line(orders[1]!.id, first!.id), line(orders[1]!.id, third!.id),
    ]).execute();
    const together = (await createProductRecommendationsRepository(db()).orderedWith(main!.id)).map((r) => r.productId);
    expect(together.slice(0, 1)).toEqual([first!.id]);
    const chosen = { id: main!.id, together };
    const shopper = await testShopper(shop.app);
    // Its most frequent companion is in the cart already: it is not suggested again.
    const already = first!.id;
    await shopper.post('/checkoutv3/products/add', { product_id: String(already) });
    const res = await shopper.post('/checkoutv3/products/add', { product_id: String(chosen.id) });
    expect(res.statusCode).toBe(200);
    const ids = res.json<CartResponse>().matching_order_products.map((p) => p.product_id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(4);
    expect(ids).not.toContain(already);
    expect(ids).not.toContain(chosen.id);
    for (const id of ids) expect(chosen.together).toContain(id);

    // Changing a quantity is not an add: no suggestions, and the update keeps its statement budget.
    const update = await shopper.post('/checkoutv3/products/update', { [`products[${chosen.id}][quantity]`]: '2' });
    expect(update.json<CartResponse>().matching_order_products).toEqual([]);
  });
});
