import type { CatalogSignal } from './catalog-signal';

/** How often the catalog version is re-read; within this window a process serves what it has cached. */
export const VERSION_CHECK_MS = 2_000;

/**
 * The one reader of the catalog version: how a process learns that another process changed the catalog. It reads
 * when asked and its last read is older than VERSION_CHECK_MS (requests ask, so an idle process reads nothing), and
 * a version that moved is emitted on the signal like a change made here. On PostgreSQL the database announces each
 * change (LISTEN/NOTIFY): while that connection is live nothing is polled, and polling is the fallback when it is not.
 */
export function createCatalogVersionWatch(readVersion: () => Promise<number>, signal: CatalogSignal) {
  let known: number | null = null;
  let checkedAt = 0;
  let reading: Promise<number> | null = null;
  /** Changes are announced (a live LISTEN connection): reads are not needed to hear of them. */
  let announced = false;

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
      if (!fresh && known !== null && (announced || Date.now() - checkedAt < VERSION_CHECK_MS)) return known;
      return read();
    },
    /** The database announced this version (a change in any process, this one included). */
    announcedVersion(version: number): void {
      if (known !== null && version <= known) return;
      known = version;
      signal.emit({ version });
    },
    /**
     * Announcements started or stopped arriving. When they start, the version is read once, since a change made while
     * they were down was announced to nobody.
     */
    announcing(live: boolean): void {
      announced = live;
      if (live) read().catch(() => {});
    },
    /** The version last read or emitted, without a read; null before the first. */
    known: (): number | null => known,
  };
}

export type CatalogVersionWatch = ReturnType<typeof createCatalogVersionWatch>;
