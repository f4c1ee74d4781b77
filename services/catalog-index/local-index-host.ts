import type { CatalogIndexRepository } from '../../db/repositories/catalog-index-repository';
import { searchIndexEngine } from '../search/search-engine';
import { SearchIndex } from '../search/search-index';
import { searchSourceOf } from '../search/search-source';
import { CatalogIndex } from './catalog-index';
import type { IndexHost } from './index-host';
import { readCatalog } from './index-source';

/** A facet index's search index: made when first needed on the first build, at once on a rebuild. */
interface Latest {
  search: SearchIndex | null;
  makeSearch: (() => SearchIndex) | null;
}

const SEARCH_WARM_UP_MS = 1_000;

export interface LocalIndexHostOptions {
  log: (message: string) => void;
  /**
   * How long after the first listing the search index is built unasked (a search asks for it at once). Default 1 s:
   * the first listings are answered before this thread spends a second or more on search, and never while the server
   * is still starting (a long synchronous build there would hold up its plugins).
   */
  searchWarmUpMs?: number;
}

/** Builds in this thread: every rebuild holds up the requests of its time (the index worker's fallback, and tests). */
export function createLocalIndexHost(repo: CatalogIndexRepository, options: LocalIndexHostOptions): IndexHost {
  const { log } = options;
  let latest: Latest | null = null;
  /** Set by the first build until the first listing arms it. */
  let warmUpSearch: (() => void) | null = null;

  function searchIndex(): SearchIndex {
    if (latest === null) throw new Error('The search index is asked for before the first build');
    if (latest.search === null) {
      latest.search = latest.makeSearch!();
      latest.makeSearch = null;
      log(`Search index built: ${latest.search.size} products, version ${latest.search.version}, in ${Math.round(latest.search.builtInMs)} ms`);
    }
    return latest.search;
  }

  return {
    async build(nowIso) {
      const started = performance.now();
      const { source, extras } = await readCatalog(repo, nowIso);
      const facets = new CatalogIndex(source);
      const makeSearch = () => new SearchIndex(searchSourceOf(source, extras));
      const first = latest === null;
      const next: Latest = first ? { search: null, makeSearch } : { search: makeSearch(), makeSearch: null };
      latest = next;
      log(
        `Catalog index built: ${facets.size} products, version ${facets.version}, in ${Math.round(performance.now() - started)} ms ` +
          `(${Math.round(facets.builtInMs)} ms facets, ${next.search === null ? 'search follows' : `${Math.round(next.search.builtInMs)} ms search`})`,
      );
      if (first) {
        warmUpSearch = () =>
          setTimeout(() => {
            if (latest === next) searchIndex();
          }, options.searchWarmUpMs ?? SEARCH_WARM_UP_MS).unref();
      }
      return facets;
    },
    search: searchIndexEngine(async () => searchIndex()),
    listingServed() {
      if (warmUpSearch !== null) {
        warmUpSearch();
        warmUpSearch = null;
      }
    },
    async close() {},
  };
}
