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
  /**
   * Whether the limit frees a delivery this customer is offered (`limitFreesAnOffer`): a limit that frees none of
   * them (a company offered only a delivery outside it) is not calculated, so nothing promises free delivery.
   */
  limitFreesAnOffer: boolean;
}

export function freeDeliveryState(input: FreeDeliveryInput): FreeDeliveryState {
  if (input.limitOre === null || input.limitOre <= 0 || input.forcePickupInStore || !input.limitFreesAnOffer) return { calculated: false };
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

/** A delivery on offer (one that can be chosen, or can once a postal code is given) as free delivery sees it. */
export interface DeliveryOffer {
  priceOre: number;
  isPickup: boolean;
  /** The free-delivery limit frees it (the delivery type's setting). */
  limitApplies: boolean;
}

/** Whether reaching the limit would free a delivery on offer; pickup in store does not count as a delivery freed. */
export function limitFreesAnOffer(offers: readonly DeliveryOffer[]): boolean {
  return offers.some((o) => !o.isPickup && o.limitApplies);
}

/** Whether every delivery on offer costs nothing once free delivery is counted (none on offer is not 'every'). */
export function everyOfferFree(offers: readonly DeliveryOffer[], free: { byCode: boolean; limitReached: boolean }): boolean {
  return offers.length > 0 && offers.every((o) => deliveryPriceAfterFreeDelivery(o.priceOre, { ...free, limitApplies: o.limitApplies }) === 0);
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
  /** The free-delivery limit (or a code) frees at least one delivery on offer. */
  qualifiedForFreeDelivery: boolean;
  /** Every delivery on offer is free (`everyOfferFree`): nothing the shopper can choose costs anything. */
  everyOfferFree: boolean;
  requiresPostalCode: boolean;
  /** The cheapest delivery on offer, or null when there is none. */
  cheapestOre: number | null;
  /** In the checkout nothing is priced until the shopper chooses a delivery: the row waits ('-'). */
  awaitingChoice?: boolean;
}

/**
 * A chosen price; else '0 kr' when every delivery on offer is free; else in the checkout '-' until one is chosen; else
 * (the cart page) '0 kr' when free delivery is reached, '-' while a postal code is missing, 'Från {cheapest} kr'.
 */
export function deliveryRow(input: DeliveryRowInput): DeliveryRow {
  if (input.selectedPriceOre !== null) return { kind: 'price', priceOre: input.selectedPriceOre };
  if (input.everyOfferFree) return { kind: 'free' };
  if (input.awaitingChoice) return { kind: 'postal_code_required' };
  if (input.qualifiedForFreeDelivery) return { kind: 'free' };
  if (input.requiresPostalCode) return { kind: 'postal_code_required' };
  if (input.cheapestOre !== null) return { kind: 'from', cheapestOre: input.cheapestOre };
  return { kind: 'unknown' };
}
