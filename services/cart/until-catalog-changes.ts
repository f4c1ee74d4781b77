/**
 * A value read from the database once and kept until the catalog signal says the catalog changed
 * (services/catalog/catalog-signal.ts, decision 045): a change made here is heard at once, one made by another
 * process through the version watch. The read in flight is shared; a failed read is not kept.
 */
export function cachedUntilCatalogChanges<T>(load: () => Promise<T>) {
  let cached: Promise<T> | null = null;
  return {
    get(): Promise<T> {
      if (cached) return cached;
      const loading = load();
      cached = loading;
      // A failed read is tried again by the next caller; one the signal overtook stays with its callers only.
      loading.catch(() => {
        if (cached === loading) cached = null;
      });
      return loading;
    },
    forget(): void {
      cached = null;
    },
  };
}
