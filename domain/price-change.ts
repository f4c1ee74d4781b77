/**
 * What a change of the price a shopper sees writes to the price history (issue 18). The Omnibus rule
 * (domain/price-history.ts, 'Lägsta pris senaste 30 dagarna') reads nothing else, so every path that moves
 * `price_incl_vat_ore` (the product editor, a sale's start and end, a CSV import) calls this and writes what it gives.
 */
import type { Ore } from './money';

export interface PriceHistoryRow {
  product_id: number;
  price_incl_vat_ore: Ore;
  valid_from: string;
}

export interface PriceChange {
  productId: number;
  /** The price before the change; null for a product that did not exist. */
  beforeOre: Ore | null;
  afterOre: Ore;
  /** valid_from of the product's newest history row, if any. */
  latestValidFrom: string | null;
  nowIso: string;
}

/**
 * One row when the shopper's price moves, none when it stays (saving a product without touching its price must not
 * restart the 30-day window). The row's instant is now, but always after the newest row: two changes within one
 * millisecond, or a clock that stepped back, must still leave the rows in the order the prices were charged.
 */
export function priceHistoryRows(change: PriceChange): PriceHistoryRow[] {
  if (change.beforeOre === change.afterOre) return [];
  const now = Date.parse(change.nowIso);
  const latest = change.latestValidFrom === null ? Number.NEGATIVE_INFINITY : Date.parse(change.latestValidFrom);
  const at = now > latest ? now : latest + 1;
  return [{ product_id: change.productId, price_incl_vat_ore: change.afterOre, valid_from: new Date(at).toISOString() }];
}

/** A product's shopper price and its list price (`original_price_incl_vat_ore`, what a reduction is shown against). */
export interface ShownPrices {
  priceOre: Ore;
  originalOre: Ore | null;
}

export type SaleState = 'scheduled' | 'running' | 'ended' | 'cancelled';

export interface SaleTimes {
  state: SaleState;
  startsAt: string;
  endsAt: string;
}

/**
 * The step a scheduled sale takes now, if any: 'start' once its start has come, 'end' once its end has, and 'lapse'
 * for one never started before its end passed (the shop was down the whole time): it ends without touching a price.
 */
export function dueSaleStep(sale: SaleTimes, nowIso: string): 'start' | 'end' | 'lapse' | null {
  if (sale.state === 'scheduled') {
    if (sale.endsAt <= nowIso) return 'lapse';
    return sale.startsAt <= nowIso ? 'start' : null;
  }
  if (sale.state === 'running' && sale.endsAt <= nowIso) return 'end';
  return null;
}

/**
 * The prices while the sale runs: the sale price, with the list price at least the price it replaced so the page
 * announces the reduction (the Omnibus rule then measures it against the lowest price of the 30 days before).
 * Null when the sale price is no longer below today's price (the price was lowered meanwhile): nothing changes.
 */
export function pricesAtSaleStart(current: ShownPrices, saleOre: Ore): ShownPrices | null {
  if (saleOre >= current.priceOre) return null;
  return { priceOre: saleOre, originalOre: Math.max(current.originalOre ?? 0, current.priceOre) };
}

/**
 * The prices after the sale: the ones it replaced. Null when someone changed the price during the sale: their later
 * decision stands, and the sale only ends.
 */
export function pricesAtSaleEnd(current: ShownPrices, sale: { saleOre: Ore; before: ShownPrices }): ShownPrices | null {
  if (current.priceOre !== sale.saleOre) return null;
  return sale.before;
}
