import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects } from './testing/test-app';

const SETTINGS_REREAD_MS = 2_100; // settings are re-read every 2 s

/** Issue 16: ecommerceDisabled "hides cart, product menu and brands"; brand_override_link serves /{brand_link}. */
describe.each(testDialects)('brands and ecommerceDisabled on %s', (dialect) => {
  const shop = suiteShop(dialect);
  const db = () => shop().app.database.db;
  const get = (url: string) => shop().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const setting = async (key: string, value: unknown) => {
    await db().deleteFrom('site_settings').where('key', '=', key).execute();
    if (value !== undefined) await db().insertInto('site_settings').values({ key, value: JSON.stringify(value) }).execute();
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_REREAD_MS));
  };
  const brandSuggestions = async () =>
    ((await shop().app.inject({ method: 'GET', url: '/produkter/autocomplete?query=bosch' })).json() as { suggestions: { type: string }[] }).suggestions.filter(
      (s) => s.type === 'brand',
    );

  it('serves the brand list, brand pages and an overridden brand link while the shop is open, and none of them while ecommerce is disabled', async () => {
    const overridden = await db().selectFrom('brands').select(['brand_link']).where('brand_override_link', '!=', '0').where('id', '!=', 1).orderBy('id').executeTakeFirstOrThrow();
    const plain = await db().selectFrom('brands').select(['brand_link']).where('brand_override_link', '=', '0').where('id', '!=', 1).orderBy('id').executeTakeFirstOrThrow();
    const addresses = ['/tillverkare', `/tillverkare/visa/${plain.brand_link}`, `/${overridden.brand_link}`];

    for (const url of addresses) expect((await get(url)).statusCode, url).toBe(200);
    expect((await get('/')).body).toContain('id="home-brands"');
    expect(await brandSuggestions()).not.toEqual([]);

    await setting('ecommerceDisabled', true);
    try {
      for (const url of addresses) expect((await get(url)).statusCode, url).toBe(404);
      const home = await get('/');
      expect(home.statusCode).toBe(200);
      expect(home.body.includes('id="home-brands"')).toBe(false);
      expect(home.body.includes('href="/tillverkare"')).toBe(false);
      expect(await brandSuggestions()).toEqual([]);
      // Info pages and categories stay.
      expect((await get('/kundservice/kopvillkor')).statusCode).toBe(200);
    } finally {
      await setting('ecommerceDisabled', undefined);
    }
    expect((await get(`/${overridden.brand_link}`)).statusCode).toBe(200);
  });
});
