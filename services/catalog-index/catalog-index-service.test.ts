import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoCatalog } from '../../db/seed/index';
import { createCatalogIndexRepository } from '../../db/repositories/catalog-index-repository';
import { createCatalogSignal } from '../catalog/catalog-signal';
import { createCatalogVersionWatch } from '../catalog/catalog-version-watch';
import { createCatalogIndexService } from './catalog-index-service';

describe('the catalog index service at start', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await connectDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle.db);
    await seedDemoCatalog(handle.db, { size: 60, now: new Date('2026-01-15T10:00:00Z') });
  });

  afterAll(async () => {
    await handle?.close();
  });

  function service(log: string[], searchWarmUpMs: number) {
    const repo = createCatalogIndexRepository(handle.db);
    const watch = createCatalogVersionWatch(() => repo.catalogVersion(), createCatalogSignal());
    return createCatalogIndexService(repo, { watch, log: (message) => log.push(message), searchWarmUpMs });
  }

  it('is ready for listings before the search index is built, and builds it on the first search, of the same catalog', async () => {
    const log: string[] = [];
    const indexes = service(log, 60_000);
    const facets = await indexes.build();
    expect(log.some((line) => line.startsWith('Search index built'))).toBe(false);
    expect(await indexes.search.matchProductIds('zzz')).toEqual([]);
    expect(log.filter((line) => line.startsWith(`Search index built: ${facets.size} products, version ${facets.version},`))).toHaveLength(1);
    await indexes.search.topProducts('a', 3);
    expect(log.filter((line) => line.startsWith('Search index built'))).toHaveLength(1);
  });

  it('builds the search index unasked shortly after the first listing, not while the server starts', async () => {
    const log: string[] = [];
    const indexes = service(log, 5);
    await indexes.build();
    const searchBuilt = () => log.filter((line) => line.startsWith('Search index built')).length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchBuilt()).toBe(0);
    await indexes.current();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searchBuilt()).toBe(1);
  });
});
