/**
 * How a cart line's quantity may change (cart-and-checkout.md section 4, and DESIGN.md's stock words):
 * quantities are whole numbers, 0 removes, a non-number is ignored, and a line never asks for more than the
 * purchase cap, nor more than stock unless the product may be sold beyond it (backorder).
 */

import { limitedStockLeft } from './stock';

/** The quantity stepper's upper bound (spec section 9); also the most any line may hold. */
export const MAX_LINE_QUANTITY = 32767;
/** Distinct lines a cart may hold: a guard against a script filling one cart without end. */
export const MAX_CART_LINES = 100;

export interface LineLimits {
  stock: number;
  allowBackorder: boolean;
  /** The purchase cap per customer, or null. */
  maxPurchasableQuantity: number | null;
}

/**
 * Reads a quantity as sent in a form: digits only (surrounding blanks allowed), else null ("ignored").
 * Large numbers are kept as MAX_LINE_QUANTITY + 1 so the cap explains itself instead of overflowing.
 */
export function parseQuantity(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!/^\d{1,12}$/.test(trimmed)) return null;
  return Math.min(Number(trimmed), MAX_LINE_QUANTITY + 1);
}

function limitsOf(limits: LineLimits): { cap: number | null; stock: number } {
  const cap = limits.maxPurchasableQuantity !== null && limits.maxPurchasableQuantity > 0 ? limits.maxPurchasableQuantity : null;
  return { cap, stock: limits.allowBackorder ? MAX_LINE_QUANTITY : Math.max(0, limits.stock) };
}

/** The most a line of this product can hold. */
export function maxQuantityFor(limits: LineLimits): number {
  const { cap, stock } = limitsOf(limits);
  return Math.min(MAX_LINE_QUANTITY, cap ?? MAX_LINE_QUANTITY, stock);
}

export type CapReason = 'purchase_cap' | 'stock' | 'line_maximum';

export interface QuantityDecision {
  /** What the line is set to; 0 removes it. */
  quantity: number;
  /** Why fewer than asked were taken, or null when all were. */
  cappedBy: CapReason | null;
}

/** The quantity a line is set to when `requested` is asked for. */
export function decideQuantity(requested: number, limits: LineLimits): QuantityDecision {
  const wanted = Math.max(0, Math.floor(requested));
  const max = maxQuantityFor(limits);
  if (wanted <= max) return { quantity: wanted, cappedBy: null };
  const { cap, stock } = limitsOf(limits);
  const cappedBy: CapReason = stock < (cap ?? MAX_LINE_QUANTITY) ? 'stock' : cap !== null && cap <= MAX_LINE_QUANTITY ? 'purchase_cap' : 'line_maximum';
  return { quantity: max, cappedBy };
}

export type LineStatus =
  | { kind: 'overselling' }
  | { kind: 'at_cap'; cap: number }
  | { kind: 'limited'; left: number }
  | { kind: 'normal' };

/**
 * The status text a cart line shows (spec section 8): more than can be sold, then the purchase cap reached,
 * then low stock; otherwise none (the stock icon says enough).
 */
export function lineStatus(quantity: number, limits: LineLimits, lowStockThreshold: number): LineStatus {
  if (!limits.allowBackorder && quantity > Math.max(0, limits.stock)) return { kind: 'overselling' };
  const { cap } = limitsOf(limits);
  if (cap !== null && quantity >= cap) return { kind: 'at_cap', cap };
  const left = limitedStockLeft(limits, lowStockThreshold);
  if (left !== null) return { kind: 'limited', left };
  return { kind: 'normal' };
}

export interface GiftCampaignRule {
  id: number;
  triggerProductId: number;
  triggerQuantity: number;
  giftProductId: number;
  giftQuantity: number;
  validFrom: string | null;
  validUntil: string | null;
}

export interface GiftLine {
  campaignId: number;
  productId: number;
  quantity: number;
}

/**
 * The gift lines campaigns give (buy X get Y free): for every full `triggerQuantity` of the trigger product in the
 * cart (paid lines only; a variant counts for its parent), `giftQuantity` of the gift, at most what is in stock.
 * Gift lines are derived on every read, so they come and go with the lines that earn them.
 */
export function giftLinesFor(
  campaigns: readonly GiftCampaignRule[],
  paidQuantities: ReadonlyMap<number, number>,
  giftStock: ReadonlyMap<number, number>,
  nowIso: string,
): GiftLine[] {
  const out: GiftLine[] = [];
  const stockLeft = new Map(giftStock);
  for (const campaign of campaigns) {
    if (campaign.validFrom !== null && nowIso < campaign.validFrom) continue;
    if (campaign.validUntil !== null && nowIso >= campaign.validUntil) continue;
    const bought = paidQuantities.get(campaign.triggerProductId) ?? 0;
    const times = Math.floor(bought / Math.max(1, campaign.triggerQuantity));
    const available = stockLeft.get(campaign.giftProductId) ?? 0;
    const quantity = Math.min(times * Math.max(1, campaign.giftQuantity), available);
    if (quantity <= 0) continue;
    stockLeft.set(campaign.giftProductId, available - quantity);
    out.push({ campaignId: campaign.id, productId: campaign.giftProductId, quantity });
  }
  return out;
}
