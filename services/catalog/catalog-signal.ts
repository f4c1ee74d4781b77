/** What every catalog cache hears: the catalog moved to this version (a change here, or one another process made). */
export interface CatalogChanged {
  version: number;
}

export type CatalogListener = (change: CatalogChanged) => void;

/**
 * The one in-process signal of a catalog change. The unit of work (services/admin/catalog-change.ts) emits it after
 * its commit and the version watch (catalog-version-watch.ts) when another process moved the version; the caches
 * (snapshot and cards, facet and search index, filter answers, cart and checkout configuration) listen.
 */
export function createCatalogSignal() {
  const listeners = new Set<CatalogListener>();
  // A change made here is heard twice on PostgreSQL: from its unit of work after the commit and from the database's
  // NOTIFY, in either order. The caches hear each version once.
  let last: number | null = null;
  return {
    /** Calls `listener` on every change from now on; the returned function stops that. */
    listen(listener: CatalogListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change: CatalogChanged): void {
      if (change.version === last) return;
      last = change.version;
      for (const listener of listeners) listener(change);
    },
  };
}

export type CatalogSignal = ReturnType<typeof createCatalogSignal>;
