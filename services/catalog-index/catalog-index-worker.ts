/**
 * The index worker (a worker thread, services/catalog-index/worker-index-host.ts): reads the catalog over its own
 * database connection, builds the facet index and hands it to the server's thread, then builds the search index and
 * answers searches from it. A rebuild after a catalog change costs the server's thread only the facet index's copy.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '../../db/connect';
import { createCatalogIndexRepository } from '../../db/repositories/catalog-index-repository';
import { callEngine, searchIndexEngine } from '../search/search-engine';
import { SearchIndex } from '../search/search-index';
import { searchSourceOf } from '../search/search-source';
import { CatalogIndex } from './catalog-index';
import { readCatalog } from './index-source';
import type { BuiltFacets, WorkerReply, WorkerRequest, WorkerSettings } from './worker-index-host';

/** Enough connections for the read's dozen statements to run side by side on PostgreSQL. */
const POOL_SIZE = 4;

const port = parentPort!;
const settings = workerData as WorkerSettings;
const database = await connectDatabase({ ...settings.database, pgPoolSize: POOL_SIZE });
const repo = createCatalogIndexRepository(database.db);
let search: SearchIndex | null = null;
const engine = searchIndexEngine(async () => {
  if (search === null) throw new Error('No search index yet: no build has finished');
  return search;
});

const reply = (message: WorkerReply) => port.postMessage(message);

/**
 * A full collection, run after each build. The build leaves the catalog's read, the facet index it copied out and the
 * old search index behind, and a thread that then only answers searches allocates too little for V8 ever to collect
 * them: at 20 000 products the heap stayed at about 100 MB for good. Collected once, V8's memory reducer follows and
 * the heap falls to about 25 MB. A worker cannot be given --expose-gc (execArgv takes no V8 flags); set at run
 * time, it exposes gc in a context made afterwards, as Jest's leak detector does. Null when that does not work.
 */
const collectGarbage = ((): (() => void) | null => {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? () => void gc() : null;
  } catch {
    return null;
  }
})();

async function build(id: number, nowIso: string): Promise<void> {
  const { source, extras, readMs } = await readCatalog(repo, nowIso);
  const facets = new CatalogIndex(source);
  const built: BuiltFacets = { facets, readMs };
  reply({ id, ok: true, value: built });
  // In the same turn as the reply: a search asked after the new facet index arrived is answered by the new search index.
  // The old index cannot answer while this one is built (the build is synchronous), so it is let go first: the heap
  // then never holds two, and stays the smaller for good. Should the build throw, it is taken back if still there.
  const previous = search === null ? null : new WeakRef(search);
  search = null;
  let next: SearchIndex;
  try {
    next = new SearchIndex(searchSourceOf(source, extras));
  } catch (error) {
    search = previous?.deref() ?? null;
    throw error;
  }
  search = next;
  const heapBefore = v8.getHeapStatistics().used_heap_size;
  collectGarbage?.();
  const heap = { before: heapBefore, after: v8.getHeapStatistics().used_heap_size, collected: collectGarbage !== null };
  reply({ searchBuilt: { size: next.size, version: next.version, ms: next.builtInMs, heap } });
}

port.on('message', (request: WorkerRequest) => {
  if (request.kind === 'close') {
    void database.close().finally(() => process.exit(0));
    return;
  }
  const work = request.kind === 'build' ? build(request.id, request.nowIso) : callEngine(engine, request.call).then((value) => reply({ id: request.id, ok: true, value }));
  work.catch((error: unknown) => reply({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) }));
});
