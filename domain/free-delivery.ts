/**
 * Free delivery (cart-and-checkout.md section 4): the banner and the 'Frakt' row of the order summary.
 * Amounts are öre incl. VAT.
 */

/** The banner names the limit while more than this share of it is left, and the amount left once less is. */
export const FREE_DELIVERY_BANNER_SHARE = 0.3;

export type FreeDeliveryState =
  | { calculated: false }
  | {
      calculated: true;
      limitOre: number;
      /** What is left to the limit, never below 0. */
      leftOre: number;
      qualified: boolean;
      banner: 'qualified' | 'over_limit' | 'amount_left';
    };

export interface FreeDeliveryInput {
  /** The limit, or null when the shop has no free delivery. */
  limitOre: number | null;
  /** Products after discounts, without delivery (and without gift cards, which are a means of payment). */
  totalWithoutDeliveryOre: number;
  /** Free delivery is not calculated when pickup in store is forced. */
  forcePickupInStore: boolean;
}

export function freeDeliveryState(input: FreeDeliveryInput): FreeDeliveryState {
  if (input.limitOre === null || input.limitOre <= 0 || input.forcePickupInStore) return { calculated: false };
  const left = input.limitOre - input.totalWithoutDeliveryOre;
  if (left <= 0) return { calculated: true, limitOre: input.limitOre, leftOre: 0, qualified: true, banner: 'qualified' };
  const banner = left > input.limitOre * FREE_DELIVERY_BANNER_SHARE ? 'over_limit' : 'amount_left';
  return { calculated: true, limitOre: input.limitOre, leftOre: left, qualified: false, banner };
}

/**
 * A delivery type's price once free delivery is counted: a free-delivery code frees any delivery; reaching the
 * limit frees the delivery types the limit applies to (not, say, an express courier).
 */
export function deliveryPriceAfterFreeDelivery(
  priceOre: number,
  free: { byCode: boolean; limitReached: boolean; limitApplies: boolean },
): number {
  return free.byCode || (free.limitReached && free.limitApplies) ? 0 : priceOre;
}

export type DeliveryRow =
  | { kind: 'price'; priceOre: number }
  | { kind: 'free' }
  | { kind: 'postal_code_required' }
  | { kind: 'from'; cheapestOre: number }
  | { kind: 'unknown' };

export interface DeliveryRowInput {
  /** The chosen delivery's price, or null before one is chosen. */
  selectedPriceOre: number | null;
  qualifiedForFreeDelivery: boolean;
  requiresPostalCode: boolean;
  /** The cheapest delivery on offer, or null when there is none. */
  cheapestOre: number | null;
  /** In the checkout nothing is priced until the shopper chooses a delivery: the row waits ('-'). */
  awaitingChoice?: boolean;
}

/** A chosen price; else '0 kr' when free delivery is reached; else '-' while a postal code is missing; else 'Från {cheapest} kr'. */
export function deliveryRow(input: DeliveryRowInput): DeliveryRow {
  if (input.selectedPriceOre !== null) return { kind: 'price', priceOre: input.selectedPriceOre };
  if (input.awaitingChoice) return { kind: 'postal_code_required' };
  if (input.qualifiedForFreeDelivery) return { kind: 'free' };
  if (input.requiresPostalCode) return { kind: 'postal_code_required' };
  if (input.cheapestOre !== null) return { kind: 'from', cheapestOre: input.cheapestOre };
  return { kind: 'unknown' };
}
