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

/** What a product announces beside its price: a reduction over time, or a package's saving against its parts. */
export interface AnnouncedSaving {
  kind: 'reduction' | 'package';
  /** The struck-through price and the base of the percentage: the prior price, or for a package its parts' price. */
  comparedWithOre: Ore;
  /** 'Lägsta pris senaste 30 dagarna': the prior price itself, or for a package the lowest price of the last 30 days. */
  lowestPrice30DaysOre: Ore | null;
}

export interface AnnouncedSavingInput {
  /** Today's price. */
  priceOre: Ore;
  /**
   * The price the shop compares with (`original_price_incl_vat_ore`): for a product its list price, which marks it as
   * reduced; for a package its parts' price. Without one (or not above today's price) nothing is announced.
   */
  referencePriceOre: Ore | null;
  isPackage: boolean;
  history: readonly PricePoint[];
  nowIso: string;
}

/**
 * Omnibus (prisinformationslagen 7 a §, CJEU C-330/23): an announced reduction, whether a struck price or a
 * percentage, is measured against the prior price, the lowest price charged in the 30 days before the reduction
 * started (never the list price, and never the reduced price itself). Where that prior price is not above today's
 * price, or is unknown, no reduction is announced at all. A package's saving against its parts is not a reduction
 * over time: it is compared with the parts' price, beside the lowest price of the last 30 days.
 */
export function announcedSaving(input: AnnouncedSavingInput): AnnouncedSaving | null {
  const { priceOre, referencePriceOre } = input;
  if (referencePriceOre === null || referencePriceOre <= priceOre) return null;
  if (input.isPackage) {
    return { kind: 'package', comparedWithOre: referencePriceOre, lowestPrice30DaysOre: lowestPriceInWindow(input.history, input.nowIso) };
  }
  const prior = priceReduction(input.history, input.nowIso)?.lowestPriorPriceOre ?? null;
  if (prior === null || prior <= priceOre) return null;
  return { kind: 'reduction', comparedWithOre: prior, lowestPrice30DaysOre: prior };
}
