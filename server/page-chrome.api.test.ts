import { describe, expect, it } from 'vitest';
import { suiteShop, testDialects, testShopper } from './testing/test-app';

const NBSP = '\u00a0';
const SETTINGS_REREAD_MS = 2_100; // settings are re-read every 2 s

/** Issue 11 items 6 and 17: page titles name the shop once; the free-delivery amounts come from the setting and formatPrice. */
describe.each(testDialects)('page titles and the free-delivery chrome on %s', (dialect) => {
  const shop = suiteShop(dialect);

  const db = () => shop().app.database.db;
  const get = (url: string, cookie?: string) => shop().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const setSetting = async (key: string, value: unknown) => {
    await db().deleteFrom('site_settings').where('key', '=', key).execute();
    await db().insertInto('site_settings').values({ key, value: JSON.stringify(value) }).execute();
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_REREAD_MS));
  };

  it("titles a product page with the product's own title and the shop's name once", async () => {
    const product = await db()
      .selectFrom('products')
      .select(['url', 'name', 'title'])
      .where('status', '=', 'active')
      .where('parent_id', 'is', null)
      .where('title', 'like', '% | Hembutiken')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await get(product.url);
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe(`${product.title.replace(/ \| Hembutiken$/, '')} – Hembutiken`);
    expect(page.body).not.toMatch(/Hembutiken – Hembutiken/);
    const category = await db().selectFrom('categories').select(['url', 'name']).where('level', '=', 2).orderBy('id').executeTakeFirstOrThrow();
    expect(titleOf((await get(category.url)).body)).toBe(`${category.name} – Hembutiken`);
  });

  it('shows the free-delivery limit from the setting, formatted with no-break spaces, in the top bar and the footer', async () => {
    const home = await get('/');
    expect(home.body).toContain(`<li>Fri frakt över 1${NBSP}000${NBSP}kr</li>`);
    expect(home.body).toContain(`fri frakt över 1${NBSP}000${NBSP}kr, 30 dagars öppet köp`);
    expect(home.body).not.toContain('1 000 kr');

    await setSetting('freeDeliveryLimitOre', 150_000);
    await setSetting('siteName', 'Vitvaruhuset');
    try {
      const changed = await get('/');
      expect(changed.body).toContain(`<li>Fri frakt över 1${NBSP}500${NBSP}kr</li>`);
      expect(titleOf(changed.body)).toBe('Hemelektronik och vitvaror – Vitvaruhuset');
      // A company sees it excl. VAT, like every other amount.
      const company = await testShopper(shop().app);
      await company.postJson('/checkoutv3/checkoutv3/update_customer_type', { customer_type: 'company' });
      expect((await get('/', company.headers.cookie)).body).toContain(`<li>Fri frakt över 1${NBSP}200${NBSP}kr</li>`);
    } finally {
      await db().deleteFrom('site_settings').where('key', 'in', ['freeDeliveryLimitOre', 'siteName']).execute();
      await setSetting('siteName', 'Hembutiken');
    }
  });

  it('leaves free delivery out of the top bar when the shop has none', async () => {
    await setSetting('freeDeliveryLimitOre', null);
    try {
      const home = await get('/');
      expect(home.body).not.toContain('Fri frakt över');
      expect(home.body).toContain('<li>30 dagars öppet köp</li>');
    } finally {
      await db().deleteFrom('site_settings').where('key', '=', 'freeDeliveryLimitOre').execute();
      await new Promise((resolve) => setTimeout(resolve, SETTINGS_REREAD_MS));
    }
  });
  it("renders a running countdown in the server's HTML at the server's time, so nothing below it moves when the browser's clock starts", async () => {
    const now = Date.now();
    const left = ((2 * 24 + 3) * 60 + 4) * 60_000 + 30_000;
    await setSetting('countdown', { title: 'Kampanjen slutar om', start: new Date(now - 3_600_000).toISOString(), end: new Date(now + left).toISOString() });
    const running = (await get('/')).body;
    expect(running).toContain('role="timer"');
    expect(running).toContain('Kampanjen slutar om');
    const values = [...running.matchAll(/class="countdown__value">(\d+)</g)].map((m) => m[1]);
    expect(values.slice(0, 3)).toEqual(['02', '03', '04']);
    // The hydrating render uses the time the server rendered at, sent with the page.
    expect(running).toMatch(/renderedAt/);

    await setSetting('countdown', { title: 'Kampanjen slutar om', start: new Date(now - 7_200_000).toISOString(), end: new Date(now - 1_000).toISOString() });
    expect((await get('/')).body).not.toContain('role="timer"');
  });
});
