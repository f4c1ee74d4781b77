import { describe, expect, it } from 'vitest';
import { createCatalogIndexRepository } from '../db/repositories/catalog-index-repository';
import { parseFilterQuery } from '../domain/filter-query';
import { createCatalogSignal } from '../services/catalog/catalog-signal';
import { createCatalogVersionWatch } from '../services/catalog/catalog-version-watch';
import { suiteShop, testDialects } from './testing/test-app';
import { createCatalogIndexService } from '../services/catalog-index/catalog-index-service';
import { createLocalIndexHost } from '../services/catalog-index/local-index-host';
import { createWorkerIndexHost, type SearchBuilt } from '../services/catalog-index/worker-index-host';

/** The longest the thread went without a turn of its event loop while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const at = performance.now();
    longest = Math.max(longest, at - last);
    last = at;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    await work();
  } finally {
    running = false;
  }
  return Math.max(longest, performance.now() - last);
}

const QUERIES = ['', 'brand=1', 'sort=lagsta_pris', 'price_min=500&price_max=4000', 'sort=namn&page=2'];
const TEXTS = ['tv', 'samsng', 'kyl 65 tum', 'hörlurar', 'zzzqqq'];

describe.each(testDialects)('the index worker (%s)', (dialect) => {
  const shop = suiteShop(dialect, { catalogSize: 3_000, pages: false });

  it('answers listings and searches as an index built in the server thread does', async () => {
    const { services, database } = shop.app;
    const worker = await services.catalogIndex.current();
    const local = createLocalIndexHost(createCatalogIndexRepository(database.db), { log: () => {} });
    const built = await local.build(new Date().toISOString());
    expect(worker.version).toBe(built.version);
    expect(worker.size).toBe(built.size);
    for (const query of QUERIES) {
      const options = { includesVat: true, pageSize: 24 };
      const filter = parseFilterQuery(new URLSearchParams(query));
      expect(worker.search(filter, null, options), query).toEqual(built.search(filter, null, options));
    }
    for (const text of TEXTS) {
      expect(await services.catalogIndex.search.matchProductIds(text), text).toEqual(await local.search.matchProductIds(text));
      expect(await services.catalogIndex.search.topProducts(text, 10), text).toEqual(await local.search.topProducts(text, 10));
      expect(await services.catalogIndex.search.entries('category', text, 10), text).toEqual(await local.search.entries('category', text, 10));
      expect(await services.catalogIndex.search.correction(text), text).toEqual(await local.search.correction(text));
      expect(await services.catalogIndex.search.relaxed(text), text).toEqual(await local.search.relaxed(text));
    }
  });

  it('rebuilds without holding up the server thread, which a build in that thread does', async () => {
    const { services, database } = shop.app;
    const before = await services.catalogIndex.current();
    const inWorker = await longestStall(() => services.catalogIndex.build());
    const local = createLocalIndexHost(createCatalogIndexRepository(database.db), { log: () => {} });
    const inThread = await longestStall(async () => {
      await local.build(new Date().toISOString());
      await local.build(new Date().toISOString());
    });
    expect(await services.catalogIndex.current()).not.toBe(before);
    expect(inWorker).toBeLessThan(100);
    expect(inThread).toBeGreaterThan(inWorker);
  });

  it("collects the build's garbage in the worker once its search index is built", async () => {
    const { config } = shop;
    const built: SearchBuilt[] = [];
    const host = createWorkerIndexHost(
      { database: { url: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema: config.pgSchema } },
      { log: () => {}, failed: (error) => { throw error; }, searchBuilt: (figures) => built.push(figures) },
    );
    try {
      for (let round = 1; round <= 2; round++) {
        await host.build(new Date().toISOString());
        // The search index follows the facet index's reply in the worker.
        await expect.poll(() => built.length).toBe(round);
      }
      expect(await host.search.matchProductIds('tv')).toEqual(await shop.app.services.catalogIndex.search.matchProductIds('tv'));
    } finally {
      await host.close();
    }
    // The read, the facet index's copy and the previous search index were garbage; left alone they stayed in the heap.
    for (const { heap } of built) {
      expect(heap.collected).toBe(true);
      expect(heap.after).toBeLessThan(heap.before * 0.8);
    }
  });

  it('falls back to building in the server thread when the worker cannot start', async () => {
    const repo = createCatalogIndexRepository(shop.app.database.db);
    const log: string[] = [];
    const service = createCatalogIndexService(repo, {
      watch: createCatalogVersionWatch(() => repo.catalogVersion(), createCatalogSignal()),
      log: (message) => log.push(message),
      // A database the worker cannot open: a file below a file.
      worker: { database: { sqliteFile: '/dev/null/shop.sqlite' } },
    });
    try {
      const index = await service.current();
      expect(index.size).toBe((await shop.app.services.catalogIndex.current()).size);
      expect(await service.search.matchProductIds('tv')).toEqual(await shop.app.services.catalogIndex.search.matchProductIds('tv'));
      expect(log.some((line) => line.includes('built in the server\'s thread from now on'))).toBe(true);
    } finally {
      await service.close();
    }
  });
});
