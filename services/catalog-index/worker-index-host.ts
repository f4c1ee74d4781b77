import { Worker } from 'node:worker_threads';
import type { DatabaseOptions } from '../../db/connect';
import { engineOver, type SearchCall } from '../search/search-engine';
import { CatalogIndex } from './catalog-index';
import type { IndexHost } from './index-host';

export interface WorkerSettings {
  database: DatabaseOptions;
}

/** The facet index as it crosses from the worker: its fields, copied by structured clone. */
export interface BuiltFacets {
  facets: CatalogIndex;
  readMs: number;
}

export type WorkerRequest = { kind: 'build'; id: number; nowIso: string } | { kind: 'search'; id: number; call: SearchCall } | { kind: 'close' };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string }
  | { searchBuilt: SearchBuilt };

/** The worker's search index is built; its heap in bytes before and after the collection that follows. */
export interface SearchBuilt {
  size: number;
  version: number;
  ms: number;
  heap: { before: number; after: number; collected: boolean };
}

/** The worker stopped (crashed, or ended by close): what was asked of it is not answered. */
export class IndexWorkerGone extends Error {}

/**
 * The worker's young generation: a default-sized one (16 MB semi-spaces) stayed committed at 32 MB for a thread whose
 * garbage between builds is a search's few arrays; 8 MB cut the process's resident memory after a load by 50 MB.
 */
const YOUNG_GENERATION_MB = 8;

/** How long a closing worker gets to close its database before it is ended. */
const CLOSE_TIMEOUT_MS = 2_000;

/**
 * The bundle's worker sits beside the server's bundle (scripts/build.ts); from the sources, as tests and development
 * run, the worker's TypeScript is loaded through tsx, which a worker's own entry cannot be given by `execArgv`.
 */
function startWorker(settings: WorkerSettings): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./catalog-index-worker.${fromSource ? 'ts' : 'mjs'}`, import.meta.url);
  const options = { workerData: settings, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } };
  if (!fromSource) return new Worker(entry, options);
  const loader = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(loader, { ...options, eval: true });
}

export interface WorkerIndexHostOptions {
  log: (message: string) => void;
  /** The worker stopped unasked: the service moves to building in its own thread. */
  failed: (error: Error) => void;
  /** Told of each search index the worker built (tests). */
  searchBuilt?: (built: SearchBuilt) => void;
}

/** Builds in the index worker, which also keeps the search index and answers searches. */
export function createWorkerIndexHost(settings: WorkerSettings, options: WorkerIndexHostOptions): IndexHost {
  const { log } = options;
  const worker = startWorker(settings);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let gone: IndexWorkerGone | null = null;

  function stop(error: IndexWorkerGone): void {
    if (gone !== null) return;
    gone = error;
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
  }

  worker.on('message', (reply: WorkerReply) => {
    if ('searchBuilt' in reply) {
      const { size, version, ms, heap } = reply.searchBuilt;
      const megabytes = (bytes: number) => Math.round(bytes / 1e6);
      log(
        `Search index built in the index worker: ${size} products, version ${version}, in ${Math.round(ms)} ms; ` +
          (heap.collected ? `worker heap ${megabytes(heap.before)} MB, ${megabytes(heap.after)} MB after a collection` : `worker heap ${megabytes(heap.before)} MB, not collected (no gc)`),
      );
      options.searchBuilt?.(reply.searchBuilt);
      return;
    }
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(new Error(reply.error));
  });
  worker.on('error', (error) => {
    const failure = new IndexWorkerGone(`The index worker failed: ${error.message}`);
    stop(failure);
    options.failed(failure);
  });
  worker.on('exit', (code) => {
    if (gone !== null) return;
    const failure = new IndexWorkerGone(`The index worker exited with code ${code}`);
    stop(failure);
    options.failed(failure);
  });

  function ask(request: { kind: 'build'; nowIso: string } | { kind: 'search'; call: SearchCall }): Promise<unknown> {
    if (gone !== null) return Promise.reject(gone);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  }

  const search = engineOver((call) => ask({ kind: 'search', call }));

  return {
    async build(nowIso) {
      const started = performance.now();
      const built = (await ask({ kind: 'build', nowIso })) as BuiltFacets;
      const facets = CatalogIndex.revive(built.facets);
      log(
        `Catalog index built in the index worker: ${facets.size} products, version ${facets.version}, in ${Math.round(performance.now() - started)} ms ` +
          `(${Math.round(built.readMs)} ms read, ${Math.round(facets.builtInMs)} ms facets, search follows there)`,
      );
      return facets;
    },
    search,
    listingServed() {},
    async close() {
      if (gone !== null) return;
      stop(new IndexWorkerGone('The index worker is closed'));
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage({ kind: 'close' } satisfies WorkerRequest);
      const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
