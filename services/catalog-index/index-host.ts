import type { SearchEngine } from '../search/search-engine';
import type { CatalogIndex } from './catalog-index';

/**
 * Where the indexes are built and where search is answered: the index worker (a thread of its own, so that a rebuild
 * never stalls a page) or, when the worker cannot run, this thread.
 */
export interface IndexHost {
  /** Reads the catalog and builds the facet index; the search index of the same read follows in the host. */
  build(nowIso: string): Promise<CatalogIndex>;
  /** Search over the host's latest search index (call only once a build has finished). */
  readonly search: SearchEngine;
  /** Told of each listing served: the in-process host builds its first search index shortly after the first one. */
  listingServed(): void;
  close(): Promise<void>;
}
