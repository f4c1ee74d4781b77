import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, openSession, testDialects } from './testing/test-app';

describe.each(testDialects)('restarting the shop on %s', (dialect) => {
  it('keeps the catalog and the sessions, and seeds only once', async () => {
    const shop = await createTestApp(dialect, { catalogSize: 60 });
    const { cookie, csrfToken } = await openSession(shop.app);
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
    } finally {
      await again.close();
      await shop.close();
    }
  });
});
