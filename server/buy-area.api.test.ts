import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects, testShopper } from './testing/test-app';

interface CartAnswer {
  products: { product_id: number; quantity: number }[];
  messages?: unknown;
}

/** Issue 14, the buy area: a quantity with the add call, and products shown with a price but not sold online. */
describe.each(testDialects)('buy area on %s', (dialect) => {
  const shop = suiteShop(dialect);
  const db = () => shop().app.database.db;

  /** A standalone product (no variants, no add-ons) with this much stock or more and no purchase cap unless asked. */
  async function standalone(options: { minStock: number; capped?: boolean }) {
    let query = db()
      .selectFrom('products as p')
      .select(['p.id', 'p.url', 'p.stock', 'p.max_purchasable_quantity'])
      .where('p.parent_id', 'is', null)
      .where('p.status', '=', 'active')
      .where('p.hide_price', '=', 0)
      .where('p.buy_option', '=', 1)
      .where('p.allow_backorder', '=', 0)
      .where('p.stock', '>=', options.minStock)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('products as c').select('c.id').whereRef('c.parent_id', '=', 'p.id'))));
    query = options.capped ? query.where('p.max_purchasable_quantity', '>', 1) : query.where('p.max_purchasable_quantity', 'is', null);
    return query.orderBy('p.id').executeTakeFirstOrThrow();
  }

  const inCart = (cart: CartAnswer, id: number) => cart.products.find((l) => l.product_id === id)?.quantity ?? 0;

  it('adds the quantity asked for in one call', async () => {
    const product = await standalone({ minStock: 5 });
    const shopper = await testShopper(shop().app);
    const added = await shopper.post('/checkoutv3/products/add', { product_id: String(product.id), quantity: '3' });
    expect(added.statusCode).toBe(200);
    expect(inCart(added.json<CartAnswer>(), product.id)).toBe(3);
    const again = await shopper.postJson('/checkoutv3/products/add', { product_id: product.id, quantity: 2 });
    expect(inCart(again.json<CartAnswer>(), product.id)).toBe(5);
  });

  it('adds no more than the purchase cap allows, and says why', async () => {
    const product = await standalone({ minStock: 1, capped: true });
    const cap = product.max_purchasable_quantity!;
    const shopper = await testShopper(shop().app);
    const added = await shopper.post('/checkoutv3/products/add', { product_id: String(product.id), quantity: String(cap + 5) });
    expect(added.statusCode).toBe(200);
    expect(inCart(added.json<CartAnswer>(), product.id)).toBe(Math.min(cap, product.stock));
    const more = await shopper.post('/checkoutv3/products/add', { product_id: String(product.id), quantity: '1' });
    expect(more.statusCode).toBe(422);
    expect(more.json<{ message: string }>().message).toMatch(/Max \d+ per kund|inte fler i lager/);
  });

  it('concurrent adds with quantities never put more than the cap in the cart', async () => {
    const product = await standalone({ minStock: 1, capped: true });
    const limit = Math.min(product.max_purchasable_quantity!, product.stock);
    const shopper = await testShopper(shop().app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => shopper.post('/checkoutv3/products/add', { product_id: String(product.id), quantity: String(limit) })),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 422)).toBe(true);
    const cart = await shopper.get('/checkoutv3/products/index');
    expect(inCart(cart.json<CartAnswer>(), product.id)).toBe(limit);
  });

  it.each(['0', '-1', 'två', '1.5', '99999999', '1e3', ''])('refuses the quantity %j with a Swedish message and changes nothing', async (quantity) => {
    const product = await standalone({ minStock: 2 });
    const shopper = await testShopper(shop().app);
    const refused = await shopper.post('/checkoutv3/products/add', { product_id: String(product.id), quantity });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe('Ange ett antal mellan 1 och 32767.');
    const cart = await shopper.get('/checkoutv3/products/index');
    expect(inCart(cart.json<CartAnswer>(), product.id)).toBe(0);
  });

  it('a plain form post of the product page (no JavaScript) adds the typed quantity', async () => {
    const product = await standalone({ minStock: 4 });
    const shopper = await testShopper(shop().app);
    const page = await shopper.get(product.url);
    expect(page.body).toMatch(/<input[^>]*name="quantity"/);
    const { accept: _json, 'x-requested-with': _xhr, ...formHeaders } = shopper.headers;
    const posted = await shop().app.inject({
      method: 'POST', url: '/checkoutv3/products/add',
      headers: { ...formHeaders, accept: 'text/html', referer: `http://localhost${product.url}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ product_id: String(product.id), quantity: '2', csrf_token: shopper.session.csrfToken }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const cart = await shopper.get('/checkoutv3/products/index');
    expect(inCart(cart.json<CartAnswer>(), product.id)).toBe(2);
  });

  describe('a product without a buy option', () => {
    async function storeOnly() {
      const product = await standalone({ minStock: 3 });
      await db().updateTable('products').set({ buy_option: 0 }).where('id', '=', product.id).execute();
      await db().updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
      return product;
    }

    it('cannot be added, alone or as an add-on', async () => {
      const product = await storeOnly();
      const shopper = await testShopper(shop().app);
      const refused = await shopper.post('/checkoutv3/products/add', { product_id: String(product.id) });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ message: string }>().message).toBe('Produkten går inte att köpa just nu.');
      const other = await standalone({ minStock: 3 });
      const withExtra = await shopper.postJson('/checkoutv3/products/add', { product_id: other.id, extra_product_ids: [product.id] });
      expect(withExtra.statusCode).toBe(200);
      expect(inCart(withExtra.json<CartAnswer>(), product.id)).toBe(0);
    });

    it('shows its price with a disabled button and says it is not sold online', async () => {
      const product = await storeOnly();
      const shopper = await testShopper(shop().app);
      const page = await shopper.get(product.url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Produkten säljs inte i webbutiken. Kontakta oss så hjälper vi dig.');
      expect(page.body).toMatch(/<button type="submit"[^>]*disabled=""/);
    });

    it('its card in a listing says it has no buy option', async () => {
      const shopper = await testShopper(shop().app);
      const first = await shopper.get('/produkter/filtrera?show_all=1');
      type Card = { product_id: number; parent_id: number | null; product_is_parent: boolean; product_buy_option: boolean };
      const card = first.json<{ products: Card[] }>().products.find((c) => c.parent_id === null && !c.product_is_parent && c.product_buy_option)!;
      await db().updateTable('products').set({ buy_option: 0 }).where('id', '=', card.product_id).execute();
      await db().updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
      // The catalog re-reads its version every 2 s; the cards cached for listings go with the old version.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const after = await shopper.get('/produkter/filtrera?show_all=1');
      expect(after.json<{ products: Card[] }>().products.find((c) => c.product_id === card.product_id)?.product_buy_option).toBe(false);
    });

    it('is left out of the price comparison feeds', async () => {
      const before = await shop().app.inject({ method: 'GET', url: '/feeds/google.xml' });
      const product = await storeOnly();
      expect(before.body).toContain(`<g:id>${product.id}</g:id>`);
      const feed = await shop().app.inject({ method: 'GET', url: '/feeds/google.xml' });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain(`<g:id>${product.id}</g:id>`);
    });
  });
});
