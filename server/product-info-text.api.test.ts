import { describe, expect, it } from 'vitest';
import { plainProducts } from './testing/plain-products';
import { suiteShop, testDialects } from './testing/test-app';

/** Issue 30: the editor's 'Kort info' asks for one bullet per line; the product page shows them as a list, as text. */
describe.each(testDialects)('the short info on the product page on %s', (dialect) => {
  const shop = suiteShop(dialect);
  const db = () => shop().app.database.db;
  const get = (url: string) => shop().app.inject({ method: 'GET', url });

  it('lists each non-empty line as an item, a typed dash dropped, markup shown as text', async () => {
    const product = (await plainProducts(db()).select(['p.url', 'p.info_text']).where('p.status', '=', 'active').orderBy('p.id').limit(1).executeTakeFirst())!;
    await db().updateTable('products').set({ info_text: 'Energiklass A\r\n\r\n- Tyst <b>drift</b> & 35 dB\n  Fem års garanti  ' }).where('id', '=', product.id).execute();
    await db().updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
    try {
      // The catalog re-reads its version every 2 s.
      await expect.poll(async () => /<ul class="info-text[^"]*">(.*?)<\/ul>/.exec((await get(product.url)).body)?.[1], { timeout: 10_000 }).toBe(
        '<li>Energiklass A</li><li>Tyst &lt;b&gt;drift&lt;/b&gt; &amp; 35 dB</li><li>Fem års garanti</li>',
      );
    } finally {
      await db().updateTable('products').set({ info_text: product.info_text }).where('id', '=', product.id).execute();
      await db().updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
    }
  });
});
