/**
 * The price-history rule of a bulk import (issue 18): the Omnibus line ("Lägsta pris senaste 30 dagarna",
 * domain/price-history.ts) reads product_price_history, so every change of a product's price is a new entry from the
 * moment it took effect. A price that did not change records nothing (an entry would move a reduction's start and
 * with it the 30-day window); a new product's first price is its first entry.
 */
import type { Ore } from './money';
import type { PricePoint } from './price-history';

export function csvPriceHistoryEntry(oldPriceOre: Ore | null, newPriceOre: Ore, atIso: string): PricePoint | null {
  return oldPriceOre === newPriceOre ? null : { priceOre: newPriceOre, validFrom: atIso };
}
