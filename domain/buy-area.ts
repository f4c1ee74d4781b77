import { MAX_LINE_QUANTITY } from './cart-rules';

/** What the buy button knows about the product and the cart when it decides what it shows. */
export interface BuyFacts {
  /** The product has a buy option (the per-product buy-button flag). */
  buyOption: boolean;
  /** Not for sale right now: out of stock without backorder, or no price shown. */
  soldOut: boolean;
  /** Units in stock; null when the product may be sold beyond its stock (backorder). */
  stock: number | null;
  maxPerCustomer: number | null;
  /** Units of this product already in the cart. */
  inCart: number;
  /** A choice is still missing (a variant attribute); the button waits for it. */
  pending: boolean;
  /** Buy-once mode and this button has already added the product. */
  boughtOnce: boolean;
}

/**
 * The spec's buy-button states, first match wins: no buy option, sold out, overselling (the cart already holds
 * all there is), max per customer reached, bought once, waiting for a choice, or normal.
 */
export type BuyState = 'no_buy_option' | 'sold_out' | 'overselling' | 'max_reached' | 'bought_once' | 'pending' | 'normal';

function positiveCap(maxPerCustomer: number | null): number | null {
  return maxPerCustomer !== null && maxPerCustomer > 0 ? maxPerCustomer : null;
}

export function buyState(facts: BuyFacts): BuyState {
  if (!facts.buyOption) return 'no_buy_option';
  if (facts.soldOut) return 'sold_out';
  if (facts.stock !== null && facts.inCart >= facts.stock) return 'overselling';
  const cap = positiveCap(facts.maxPerCustomer);
  if (cap !== null && facts.inCart >= cap) return 'max_reached';
  if (facts.boughtOnce) return 'bought_once';
  if (facts.pending) return 'pending';
  return 'normal';
}

/** The button can add the product only in the normal state; every other state disables it. */
export function canBuy(state: BuyState): boolean {
  return state === 'normal';
}

/**
 * The most the quantity stepper beside the buy button may ask for: what still fits under the cap and in stock after
 * what the cart holds, never more than a cart line holds, and at least 1 so the stepper stays usable in the normal
 * state (the button is disabled in every state where nothing fits).
 */
export function maxAddable(facts: Pick<BuyFacts, 'stock' | 'maxPerCustomer' | 'inCart'>): number {
  const cap = positiveCap(facts.maxPerCustomer);
  const limits = [MAX_LINE_QUANTITY - facts.inCart];
  if (cap !== null) limits.push(cap - facts.inCart);
  if (facts.stock !== null) limits.push(facts.stock - facts.inCart);
  return Math.max(1, Math.min(...limits));
}

/** The stepper's value clamped into 1..max: a quantity that no longer fits (the cart changed) shrinks with it. */
export function clampBuyQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}
