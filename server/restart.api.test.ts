import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, openSession, testDialects } from './testing/test-app';

describe.each(testDialects)('restarting the shop on %s', (dialect) => {
  it('keeps the catalog, the sessions and their carts, and seeds only once', async () => {
    const shop = await createTestApp(dialect, { catalogSize: 60 });
    const { cookie, csrfToken } = await openSession(shop.app);
    const product = await shop.app.database.db
      .selectFrom('products').select('id').where('parent_id', 'is', null).where('status', '=', 'active').where('stock', '>', 5)
      .where('hide_price', '=', 0).where('max_purchasable_quantity', 'is', null)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('products as v').select('v.id').whereRef('v.parent_id', '=', 'products.id'))))
      .orderBy('id').executeTakeFirstOrThrow();
    const cartHeaders = { cookie, 'x-csrf-token': csrfToken, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/x-www-form-urlencoded' };
    await shop.app.inject({ method: 'POST', url: '/checkoutv3/products/update', headers: cartHeaders, payload: `products[${product.id}][quantity]=2` });
    await shop.app.inject({ method: 'POST', url: '/checkoutv3/discounts/store', headers: cartHeaders, payload: 'code=VALKOMMEN10' });
    const countProducts = async (app: typeof shop.app) =>
      (await app.database.db.selectFrom('products').select(app.database.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await countProducts(shop.app);
    await shop.app.close();

    // Same data directory / schema, and a different demo size that must not reseed.
    const again = await buildApp({ ...shop.config, demoCatalogSize: 500 });
    try {
      expect(await countProducts(again)).toBe(before);
      const page = await again.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.body).toContain(`content="${csrfToken}"`);
      const cart = (await again.inject({ method: 'GET', url: '/checkoutv3/products/index', headers: { cookie } })).json();
      expect(cart.products.map((p: { product_id: number; quantity: number }) => [p.product_id, p.quantity])).toEqual([[product.id, 2]]);
      expect(cart.discount.rows.map((r: { code: string }) => r.code)).toEqual(['VALKOMMEN10']);
      const codes = await again.database.db.selectFrom('discount_codes').select('code').execute();
      expect(codes).toHaveLength(5);
    } finally {
      await again.close();
      await shop.close();
    }
  });
});
