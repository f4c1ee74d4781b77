import type { Ore } from './money';

/** A price that took effect at `validFrom` (ISO-8601) and held until the next entry. */
export interface PricePoint {
  priceOre: Ore;
  validFrom: string;
}

const DAY_MS = 86_400_000;

export interface PriceReduction {
  /** The price charged before the reduction started (what is struck through). */
  originalPriceOre: Ore;
  /** Omnibus: the lowest price charged in the `windowDays` before the reduction started. */
  lowestPriorPriceOre: Ore;
  reductionStartedAt: string;
}

/**
 * Prisinformationslagen 7 a §: beside a reduced price, show the lowest price charged in the
 * 30 days before the reduction started. The window is anchored at the reduction start and
 * the reduced price itself never counts.
 *
 * The reduction started when the current price took effect; a price at or above the one
 * before it is no reduction and gives null.
 */
export function priceReduction(history: readonly PricePoint[], nowIso: string, windowDays = 30): PriceReduction | null {
  const past = history.filter((p) => p.validFrom <= nowIso).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const current = past.at(-1);
  const before = past.at(-2);
  if (!current || !before || current.priceOre >= before.priceOre) return null;

  const windowStart = new Date(Date.parse(current.validFrom) - windowDays * DAY_MS).toISOString();
  let lowest = Infinity;
  for (let i = 0; i < past.length - 1; i++) {
    const point = past[i]!;
    const next = past[i + 1]!;
    // A price counts when it was in effect at some moment inside [windowStart, reduction start).
    if (next.validFrom > windowStart) lowest = Math.min(lowest, point.priceOre);
  }
  return { originalPriceOre: before.priceOre, lowestPriorPriceOre: lowest, reductionStartedAt: current.validFrom };
}

/**
 * The lowest price in effect at any moment of the last `windowDays` (current price included).
 * Shown beside a saving that is not a price reduction over time, such as a package price.
 */
export function lowestPriceInWindow(history: readonly PricePoint[], nowIso: string, windowDays = 30): Ore | null {
  const past = history.filter((p) => p.validFrom <= nowIso).sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  if (past.length === 0) return null;
  const windowStart = new Date(Date.parse(nowIso) - windowDays * DAY_MS).toISOString();
  let lowest = Infinity;
  past.forEach((point, i) => {
    const next = past[i + 1];
    if (!next || next.validFrom > windowStart) lowest = Math.min(lowest, point.priceOre);
  });
  return lowest;
}
