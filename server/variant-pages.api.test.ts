import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects } from './testing/test-app';

/** Issue 14, variant addresses: a parent's page shows the variant its address names, and ignores anything else. */
describe.each(testDialects)('variant addresses on %s', (dialect) => {
  const shop = suiteShop(dialect);
  const db = () => shop().app.database.db;
  const get = (url: string) => shop().app.inject({ method: 'GET', url });
  const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  const h1 = (html: string) => decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');

  async function family() {
    const variant = await db()
      .selectFrom('products as v')
      .innerJoin('products as p', 'p.id', 'v.parent_id')
      .select(['p.id as parentId', 'p.url as parentUrl', 'p.name as parentName', 'v.id as variantId', 'v.name as variantName', 'v.sku as variantSku'])
      .where('v.status', '=', 'active')
      .where('p.status', '=', 'active')
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const foreign = await db().selectFrom('products').select('id').where('parent_id', 'is not', null).where('parent_id', '!=', variant.parentId).executeTakeFirstOrThrow();
    const options = await db()
      .selectFrom('product_variant_options as pvo')
      .innerJoin('variant_attribute_options as o', 'o.id', 'pvo.option_id')
      .innerJoin('variant_attributes as a', 'a.id', 'o.attribute_id')
      .select(['a.position', 'o.id'])
      .where('pvo.product_id', '=', variant.variantId)
      .execute();
    return { ...variant, foreignId: foreign.id, options };
  }

  it("shows the named variant's name and article number on the parent's own address and at /produkter/id", async () => {
    const f = await family();
    for (const base of [f.parentUrl, `/produkter/id/${f.parentId}`]) {
      const page = await get(`${base}?variant=${f.variantId}`);
      expect(page.statusCode).toBe(200);
      expect(h1(page.body)).toBe(f.variantName);
      expect(page.body).toContain(f.variantSku);
    }
  });

  it('reads the variant from the attribute values when the address has no variant id', async () => {
    const f = await family();
    const query = f.options.map((o) => `variant_attribute%5B${o.position}%5D=${o.id}`).join('&');
    const page = await get(`${f.parentUrl}?${query}`);
    expect(page.statusCode).toBe(200);
    expect(h1(page.body)).toBe(f.variantName);
  });

  it('ignores a foreign, unknown or malformed variant and shows the parent', async () => {
    const f = await family();
    for (const query of [`variant=${f.foreignId}`, 'variant=999999999', 'variant=abc', 'variant=1e3', 'variant=%00', 'variant_attribute[0]=x&variant_attribute[99999999]=1', `variant=${'9'.repeat(400)}`]) {
      const page = await get(`${f.parentUrl}?${query}`);
      expect(page.statusCode, query).toBe(200);
      expect(h1(page.body), query).toBe(f.parentName);
    }
  });
});
