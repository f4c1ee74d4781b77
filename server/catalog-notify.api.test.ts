import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp } from './testing/test-app';
import { createCatalogChange } from '../services/admin/catalog-change';
import { COMMAND_LINE } from '../services/admin/audit-log';
import { plainProducts } from './testing/plain-products';

async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`not within ${ms} ms`);
}

/**
 * Two shop processes on one PostgreSQL database (two apps here, each with its own pool and listener): a catalog
 * change made in one reaches the other's caches through LISTEN/NOTIFY within a second, with no request to the other
 * asking (issue 32). SQLite has one host and polls, so this is PostgreSQL's alone.
 */
describe.skipIf(!process.env.DATABASE_URL_TEST)('a catalog change across processes on PostgreSQL', () => {
  it('reaches the other process\'s catalog version, product cards and index within a second, unasked', async () => {
    const a = await createTestApp('postgres', { pages: false, catalogSize: 40 });
    const b = await buildApp(a.config, { pages: false });
    await b.ready();
    try {
      const product = await plainProducts(a.app.database.db).orderBy('p.id').executeTakeFirstOrThrow();
      const version = b.services.catalogWatch.known() ?? 0;
      // B's LISTEN connection opens when it is ready; give it a moment, and ask B nothing from here on.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const change = createCatalogChange(a.app.database.db, { signal: a.app.services.catalogSignal });
      const newPrice = product.price_incl_vat_ore + 10_000;
      await change(COMMAND_LINE, async (work) => {
        await work.trx.updateTable('products').set({ price_incl_vat_ore: newPrice }).where('id', '=', product.id).execute();
        await work.changed({ action: 'product.price', entityType: 'product', entityId: product.id, before: product.price_incl_vat_ore, after: newPrice });
      });
      const heardIn = await until(() => (b.services.catalogWatch.known() ?? 0) > version, 1000);
      expect(heardIn).toBeLessThan(1000);
      const moved = b.services.catalogWatch.known()!;
      // The facet and search index rebuild on the signal, in the background.
      await until(async () => (await b.services.catalogIndex.current()).version === moved, 5000);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
