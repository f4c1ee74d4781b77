import { cheapestDeliveryOre, offeredDeliveryTypes, type DeliveryTypeRule } from '../delivery-options';
import { deliveryPriceAfterFreeDelivery, limitFreesAnOffer, freeDeliveryState } from '../free-delivery';
import type { Ore } from '../money';
import { announcedSaving, priceReduction, type PricePoint } from '../price-history';

/**
 * The rules price comparison feeds (Google Merchant Center, Prisjakt, PriceRunner) are read by. Amounts are öre
 * incl. VAT, as Swedish consumer prices must be shown.
 */

/** Google's title limit. */
export const FEED_TITLE_MAX = 150;
/** Google's description limit. */
export const FEED_DESCRIPTION_MAX = 5000;
/** Google reads at most ten additional images. */
export const FEED_ADDITIONAL_IMAGES_MAX = 10;
/** How long a reduction without a scheduled end is announced for: the feed is fetched again long before. */
export const SALE_HORIZON_DAYS = 30;

const DAY_MS = 86_400_000;

/** '1299.00': kronor with two decimals and a point, whatever the locale. */
export function feedAmount(ore: Ore): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Not an öre integer: ${ore}`);
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Google's price attribute: '1299.00 SEK'. */
export function feedPrice(ore: Ore): string {
  return `${feedAmount(ore)} SEK`;
}

export type FeedAvailability = 'in_stock' | 'out_of_stock' | 'backorder';

/** Stock on hand is in stock; none, but sold beyond stock by design (beställningsvara), is backorder. */
export function feedAvailability(stock: number, allowBackorder: boolean): FeedAvailability {
  if (stock > 0) return 'in_stock';
  return allowBackorder ? 'backorder' : 'out_of_stock';
}

/** Text cut to `max` characters, at the last space when there is one in the second half, never inside a surrogate pair. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space > cut.length / 2 ? cut.slice(0, space) : cut).trimEnd();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of a description that may hold markup: tags become spaces, common entities are decoded, whitespace collapses. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** '2026-11-01T00:00:00+00:00': ISO 8601 to the second with an explicit offset, as Google's date fields want it. */
function isoSeconds(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}

export interface FeedSale {
  /** The price compared with: the prior price (Omnibus), shown struck through. */
  regularOre: Ore;
  saleOre: Ore;
  /** ISO 8601 interval 'start/end'. */
  effectiveDate: string;
}

export interface FeedSaleInput {
  priceOre: Ore;
  originalPriceOre: Ore | null;
  isPackage: boolean;
  history: readonly PricePoint[];
  nowIso: string;
}

/**
 * A sale for the feed only where the shop itself announces a reduction over time (domain/price-history.ts): the
 * regular price is the prior price, never a list price, so the comparison sites show what the product page shows.
 * The interval runs from the reduction's start to the next scheduled price change, or else to SALE_HORIZON_DAYS after
 * today's midnight (UTC), so it is the same all day.
 */
export function feedSale(input: FeedSaleInput): FeedSale | null {
  const saving = announcedSaving({
    priceOre: input.priceOre, referencePriceOre: input.originalPriceOre, isPackage: input.isPackage, history: input.history, nowIso: input.nowIso,
  });
  if (!saving || saving.kind !== 'reduction') return null;
  const reduction = priceReduction(input.history, input.nowIso);
  if (!reduction) return null;
  const start = Date.parse(reduction.reductionStartedAt);
  const next = input.history.filter((p) => p.validFrom > input.nowIso).map((p) => Date.parse(p.validFrom)).sort((a, b) => a - b)[0];
  const midnight = Math.floor(Date.parse(input.nowIso) / DAY_MS) * DAY_MS;
  const end = next ?? midnight + SALE_HORIZON_DAYS * DAY_MS;
  return { regularOre: saving.comparedWithOre, saleOre: input.priceOre, effectiveDate: `${isoSeconds(start)}/${isoSeconds(end)}` };
}

export interface FeedShippingInput<T extends DeliveryTypeRule> {
  types: readonly (T & { freeDeliveryApplies: boolean })[];
  priceOre: Ore;
  isDigital: boolean;
  freeDeliveryLimitOre: Ore | null;
  forcePickupInStore: boolean;
}

/**
 * What delivery to Sweden costs at least for a private shopper ordering just this product: the cheapest delivery on
 * offer there (pickup aside, postal-code-bound types included, as the cart's 'Från ...' does), with free delivery
 * counted when the product alone reaches the limit. Null when nothing is shipped (pickup only, or no delivery type).
 */
export function feedShippingOre<T extends DeliveryTypeRule>(input: FeedShippingInput<T>): Ore | null {
  if (input.forcePickupInStore) return null;
  const offered = offeredDeliveryTypes(input.types, { country: 'SE', customerType: 'private', postalCode: null, allDigital: input.isDigital });
  const free = freeDeliveryState({
    limitOre: input.freeDeliveryLimitOre, totalWithoutDeliveryOre: input.priceOre, forcePickupInStore: false,
    limitFreesAnOffer: limitFreesAnOffer(offered.map((o) => ({ priceOre: o.type.priceInclVatOre, isPickup: o.type.isPickup, limitApplies: o.type.freeDeliveryApplies }))),
  });
  const limitReached = free.calculated && free.qualified;
  return cheapestDeliveryOre(
    offered.map((o) => ({
      ...o,
      type: { ...o.type, priceInclVatOre: deliveryPriceAfterFreeDelivery(o.type.priceInclVatOre, { byCode: false, limitReached, limitApplies: o.type.freeDeliveryApplies }) },
    })),
  );
}

/** 'Vitvaror > Kyl & frys > Kylskåp': the category trail from the top. */
export function categoryTrail(names: readonly string[]): string {
  return names.join(' > ');
}

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces, quotes doubled. Text
 * that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets a leading
 * apostrophe (OWASP CSV injection), so a product name never becomes a formula in the shop owner's Excel.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF line end. */
export function csvRow(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
