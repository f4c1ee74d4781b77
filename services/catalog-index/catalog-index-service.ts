import type { CatalogIndexRepository } from '../../db/repositories/catalog-index-repository';
import { outsideStatementLog } from '../../db/statement-log';
import { callEngine, engineOver, type SearchEngine } from '../search/search-engine';
import type { CatalogVersionWatch } from '../catalog/catalog-version-watch';
import type { CatalogIndex } from './catalog-index';
import type { IndexHost } from './index-host';
import { createLocalIndexHost } from './local-index-host';
import { createWorkerIndexHost, IndexWorkerGone, type WorkerSettings } from './worker-index-host';

export interface CatalogIndexServiceOptions {
  /** The catalog version as this process knows it (services/catalog/catalog-version-watch.ts). */
  watch: CatalogVersionWatch;
  now?: () => Date;
  log?: (message: string) => void;
  /**
   * Build in the index worker, which connects to this database itself; without it (or when the worker fails) the
   * indexes are built in this thread, and a rebuild holds up every request of its time.
   */
  worker?: WorkerSettings | null;
  /** The in-process host's delay before its first search index (local-index-host.ts). */
  searchWarmUpMs?: number;
}

/**
 * Holds the current facet index. `current()` never waits on the database once the first build is done: a catalog
 * change (the signal, or a version the watch read) starts a rebuild while requests keep using the old index. The
 * search index of each read is kept where it was built (the worker, or this thread) and asked through `search`.
 */
export function createCatalogIndexService(repo: CatalogIndexRepository, options: CatalogIndexServiceOptions) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const local = () => createLocalIndexHost(repo, { log, searchWarmUpMs: options.searchWarmUpMs });
  let host: IndexHost = options.worker ? createWorkerIndexHost(options.worker, { log, failed: workerFailed }) : local();
  let facets: CatalogIndex | null = null;
  let building: Promise<CatalogIndex> | null = null;
  let checking: Promise<void> | null = null;
  let closed = false;

  /** The worker crashed: this thread builds from now on (with a fresh read, so that its search index exists). */
  function workerFailed(error: Error): void {
    if (closed) return;
    log(`${error.message}; the catalog indexes are built in the server's thread from now on`);
    host = local();
    if (facets !== null) build().catch(reportFailure);
  }

  function build(): Promise<CatalogIndex> {
    building ??= outsideStatementLog(async () => {
      try {
        let built: CatalogIndex;
        try {
          built = await host.build(now().toISOString());
        } catch (error) {
          // A build the crashed worker never answered is made again here, by the host that took over.
          if (!(error instanceof IndexWorkerGone) || closed) throw error;
          built = await host.build(now().toISOString());
        }
        facets = built;
        return built;
      } finally {
        building = null;
      }
    });
    return building;
  }

  /** Rebuilds until the index is of the version last seen (a change during a build takes one more round). */
  async function catchUp(): Promise<void> {
    for (let round = 0; round < 2; round++) {
      const wanted = options.watch.known();
      if (!facets || wanted === null || facets.version === wanted) return;
      await (building ?? build());
    }
  }

  const reportFailure = (error: unknown) => log(`Catalog index refresh failed: ${String(error)}`);

  /** Asks the watch for the version (it reads at most every few seconds) and catches up with it. */
  function check(fresh: boolean): Promise<void> {
    checking ??= outsideStatementLog(async () => {
      try {
        await options.watch.version(fresh);
        await catchUp();
      } finally {
        checking = null;
      }
    });
    return checking;
  }

  async function current(): Promise<CatalogIndex> {
    if (!facets) return building ?? build();
    host.listingServed();
    if (!checking && !building) check(false).catch(reportFailure);
    return facets;
  }

  /** A search after the first build, asked again of the host that took over if the worker went while it was asked. */
  async function searched<T>(ask: (engine: SearchEngine) => Promise<T>): Promise<T> {
    await current();
    try {
      return await ask(host.search);
    } catch (error) {
      if (!(error instanceof IndexWorkerGone) || closed) throw error;
      await (building ?? current());
      return ask(host.search);
    }
  }

  const search = engineOver((call) => searched((engine) => callEngine(engine, call)));

  return {
    /** The first build (server start); later calls rebuild now. */
    build,

    /** Reads the version now and waits for a rebuild it causes (tests, admin tools). */
    refresh: async (): Promise<void> => {
      if (!facets) await build();
      await check(true);
    },

    /** The catalog signal: rebuilds in the background, requests meanwhile use the index they have. */
    catalogChanged(): void {
      catchUp().catch(reportFailure);
    },

    current,

    /** Search over the search index of the latest read (the same read as the current facet index, or the one after). */
    search,

    /** Ends the index worker (the app's close). */
    async close(): Promise<void> {
      closed = true;
      await host.close();
    },
  };
}

export type CatalogIndexService = ReturnType<typeof createCatalogIndexService>;
