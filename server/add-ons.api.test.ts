import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects, testShopper } from './testing/test-app';

/** Issue 14, add-ons: a product page offers its add-ons in the buy form, and one add call buys the product with them. */
describe.each(testDialects)('add-on products on %s', (dialect) => {
  const shop = suiteShop(dialect);
  const db = () => shop().app.database.db;

  async function productWithAddOns() {
    const row = await db()
      .selectFrom('product_add_ons as pa')
      .innerJoin('products as p', 'p.id', 'pa.product_id')
      .select(['p.id', 'p.url'])
      .where('p.parent_id', 'is', null)
      .where('p.stock', '>', 2)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('products as c').select('c.id').whereRef('c.parent_id', '=', 'p.id'))))
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const addOns = await db().selectFrom('product_add_ons').select('add_on_product_id').where('product_id', '=', row.id).orderBy('position').execute();
    return { ...row, addOnIds: addOns.map((a) => a.add_on_product_id) };
  }

  it("offers every add-on of the product as a checkbox of the buy form, in the shop's order", async () => {
    const product = await productWithAddOns();
    const page = await shop().app.inject({ method: 'GET', url: product.url });
    expect(page.statusCode).toBe(200);
    const offered = [...page.body.matchAll(/name="extra_product_ids\[\]" value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(offered).toEqual(product.addOnIds);
  });

  it('buys the product and each chosen add-on in one add call, and ignores an add-on id that is not a product', async () => {
    const product = await productWithAddOns();
    const shopper = await testShopper(shop().app);
    const body = new URLSearchParams({ product_id: String(product.id) });
    body.append('extra_product_ids[]', String(product.addOnIds[0]));
    body.append('extra_product_ids[]', '999999999');
    const added = await shop().app.inject({
      method: 'POST', url: '/checkoutv3/products/add', headers: { ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString(),
    });
    expect(added.statusCode).toBe(200);
    const cart = JSON.parse(added.body) as { products: { product_id: number }[] };
    expect(new Set(cart.products.map((l) => l.product_id))).toEqual(new Set([product.id, product.addOnIds[0]]));
  });
});
