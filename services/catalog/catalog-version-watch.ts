import type { CatalogSignal } from './catalog-signal';

/** How often the catalog version is re-read; within this window a process serves what it has cached. */
export const VERSION_CHECK_MS = 2_000;

/**
 * The one reader of the catalog version: how a process learns that another process changed the catalog (on SQLite
 * and PostgreSQL alike). It reads when asked and its last read is older than VERSION_CHECK_MS (requests ask, so an
 * idle process reads nothing), and a version that moved is emitted on the signal like a change made here.
 */
export function createCatalogVersionWatch(readVersion: () => Promise<number>, signal: CatalogSignal) {
  let known: number | null = null;
  let checkedAt = 0;
  let reading: Promise<number> | null = null;

  // A change made in this process is known without reading it back.
  signal.listen(({ version }) => {
    if (known === null || version > known) known = version;
  });

  function read(): Promise<number> {
    reading ??= readVersion()
      .then((version) => {
        checkedAt = Date.now();
        const moved = known !== null && version !== known;
        known = version;
        if (moved) signal.emit({ version });
        return version;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    /** The catalog version, read again when the last read is older than VERSION_CHECK_MS (or `fresh` asks for it). */
    async version(fresh = false): Promise<number> {
      if (reading) return reading;
      if (!fresh && known !== null && Date.now() - checkedAt < VERSION_CHECK_MS) return known;
      return read();
    },
    /** The version last read or emitted, without a read; null before the first. */
    known: (): number | null => known,
  };
}

export type CatalogVersionWatch = ReturnType<typeof createCatalogVersionWatch>;
