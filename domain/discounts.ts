import { assertOre, roundOre, type Ore } from './money';
import { exclVatFromInclVat } from './vat';

export type DiscountKind = 'percent' | 'amount' | 'free_delivery';

export interface DiscountCodeRule {
  /** Canonical form (upper case), see normaliseCode. */
  code: string;
  kind: DiscountKind;
  /** 1..100 when kind = 'percent'. */
  percent: number | null;
  /** Incl. VAT, when kind = 'amount'. */
  amountOre: Ore | null;
  /** Minimum of the eligible lines' total incl. VAT, before discounts. */
  minOrderOre: Ore | null;
  /** ISO, inclusive. */
  validFrom: string | null;
  /** ISO, exclusive. */
  validUntil: string | null;
  usageLimitTotal: number | null;
  timesUsed: number;
  usageLimitPerCustomer: number | null;
  /** 0 when the customer is unknown. */
  timesUsedByCustomer: number;
  memberOnly: boolean;
  /** A line is eligible when any of its categoryIds is listed; empty = no restriction. */
  categoryIds: number[];
  /** Likewise by brand; when both lists are non-empty a line must match both. */
  brandIds: number[];
  /** Custom label; null = the caller generates one. */
  label: string | null;
}

export interface DiscountableLine {
  key: string;
  /** Unit price x quantity, incl. VAT. */
  totalInclVatOre: Ore;
  vatRatePercent: number;
  /** The product's category and its ancestors. */
  categoryIds: number[];
  brandId: number;
  /** Gift lines (price 0) are never eligible. */
  isGift: boolean;
}

export type CodeRefusalReason =
  | 'expired'
  | 'not_yet_valid'
  | 'used_up'
  | 'used_by_customer'
  | 'member_only'
  | 'minimum_not_reached'
  | 'not_applicable';

export interface CodeRefusal {
  reason: CodeRefusalReason;
  minOrderOre?: Ore;
}

export interface DiscountContext {
  nowIso: string;
  isMember: boolean;
}

export interface LineDiscount {
  inclVatOre: Ore;
  exclVatOre: Ore;
}

export interface AppliedDiscount {
  rule: DiscountCodeRule;
  /** 0 when refused. */
  amountInclVatOre: Ore;
  /** The sum of the per-line excl. VAT parts. */
  amountExclVatOre: Ore;
  /** A stored code that does not apply right now stays listed with amount 0 and its reason. */
  refusal: CodeRefusal | null;
  perLine: Map<string, LineDiscount>;
}

export interface DiscountOutcome {
  /** In the order of the rules given. */
  applied: AppliedDiscount[];
  /** A free_delivery code applies. */
  freeDelivery: boolean;
  totalInclVatOre: Ore;
  totalExclVatOre: Ore;
  /** Summed over the codes, for every line key that got a discount. */
  perLine: Map<string, LineDiscount>;
}

export interface GiftCardBalance {
  code: string;
  balanceOre: Ore;
}

export interface GiftCardDraw {
  code: string;
  drawnOre: Ore;
  remainingOre: Ore;
}

/** The canonical form of a typed code: trimmed, inner whitespace removed, upper case (sv-SE). */
export function normaliseCode(typed: string): string {
  // \s also covers the no-break spaces a pasted code tends to carry.
  return typed.replace(/\s+/gu, '').toLocaleUpperCase('sv-SE');
}

/** Whether a code's category and brand restrictions let it reduce this line. */
export function isLineEligible(rule: DiscountCodeRule, line: DiscountableLine): boolean {
  if (line.isGift) return false;
  if (rule.categoryIds.length > 0 && !line.categoryIds.some((id) => rule.categoryIds.includes(id))) return false;
  if (rule.brandIds.length > 0 && !rule.brandIds.includes(line.brandId)) return false;
  return true;
}

export function eligibleLines(rule: DiscountCodeRule, lines: readonly DiscountableLine[]): DiscountableLine[] {
  return lines.filter((line) => isLineEligible(rule, line));
}

function sumTotals(lines: readonly DiscountableLine[]): Ore {
  return lines.reduce((sum, line) => sum + line.totalInclVatOre, 0);
}

function hasRestriction(rule: DiscountCodeRule): boolean {
  return rule.categoryIds.length > 0 || rule.brandIds.length > 0;
}

/**
 * An ISO string as epoch milliseconds. A date-time without an offset is read as UTC, because
 * Date.parse would read it in the server's local zone and the rule would change with the host.
 */
function instantMs(iso: string): number {
  const withZone = /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/u.test(iso) ? `${iso}Z` : iso;
  const ms = Date.parse(withZone);
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO date: ${iso}`);
  return ms;
}

/**
 * Why a code cannot be used on these lines right now, or null when it can. Order of checks:
 * not_yet_valid, expired, used_up, used_by_customer, member_only, not_applicable (no eligible
 * non-gift line; free_delivery codes without restriction are applicable to any non-empty cart),
 * minimum_not_reached.
 */
export function checkCode(
  rule: DiscountCodeRule,
  lines: readonly DiscountableLine[],
  ctx: DiscountContext,
): CodeRefusal | null {
  const now = instantMs(ctx.nowIso);
  if (rule.validFrom !== null && now < instantMs(rule.validFrom)) return { reason: 'not_yet_valid' };
  if (rule.validUntil !== null && now >= instantMs(rule.validUntil)) return { reason: 'expired' };
  if (rule.usageLimitTotal !== null && rule.timesUsed >= rule.usageLimitTotal) return { reason: 'used_up' };
  if (rule.usageLimitPerCustomer !== null && rule.timesUsedByCustomer >= rule.usageLimitPerCustomer) {
    return { reason: 'used_by_customer' };
  }
  if (rule.memberOnly && !ctx.isMember) return { reason: 'member_only' };

  const eligible = eligibleLines(rule, lines);
  // Free delivery concerns the whole shipment, so without a restriction any cart qualifies,
  // even one holding only a gift.
  const applicable =
    rule.kind === 'free_delivery' && !hasRestriction(rule) ? lines.length > 0 : eligible.length > 0;
  if (!applicable) return { reason: 'not_applicable' };

  if (rule.minOrderOre !== null && sumTotals(eligible) < rule.minOrderOre) {
    return { reason: 'minimum_not_reached', minOrderOre: rule.minOrderOre };
  }
  return null;
}

function isPriceReducing(rule: DiscountCodeRule): boolean {
  return rule.kind === 'percent' || rule.kind === 'amount';
}

/**
 * The stacking rule: at most one price-reducing code (percent or amount) and at most one
 * free-delivery code at a time. Returns the code already applied that blocks `adding`, or null.
 */
export function blockingCode(
  applied: readonly DiscountCodeRule[],
  adding: DiscountCodeRule,
): DiscountCodeRule | null {
  const addingReduces = isPriceReducing(adding);
  return applied.find((rule) => isPriceReducing(rule) === addingReduces) ?? null;
}

/**
 * The code's amount before it is capped by what the lines have left. Broken rule data throws:
 * the database constraints are meant to make it impossible, and a silent 0 would hide it.
 */
function nominalAmount(rule: DiscountCodeRule, eligibleTotalOre: Ore): Ore {
  if (rule.kind === 'percent') {
    const percent = rule.percent;
    if (percent === null || !(percent > 0 && percent <= 100)) {
      throw new RangeError(`Percent code ${rule.code} has percent ${String(percent)}`);
    }
    return roundOre((eligibleTotalOre * percent) / 100);
  }
  if (rule.kind === 'amount') {
    if (rule.amountOre === null || rule.amountOre < 0) {
      throw new RangeError(`Amount code ${rule.code} has amount ${String(rule.amountOre)}`);
    }
    return Math.min(assertOre(rule.amountOre), eligibleTotalOre);
  }
  return 0;
}

function addLineDiscount(map: Map<string, LineDiscount>, key: string, part: LineDiscount): void {
  const previous = map.get(key);
  map.set(
    key,
    previous
      ? { inclVatOre: previous.inclVatOre + part.inclVatOre, exclVatOre: previous.exclVatOre + part.exclVatOre }
      : part,
  );
}

/**
 * Applies the stored codes to the lines: percent = round(eligible total x percent / 100);
 * amount = min(amountOre, eligible total); both spread over the eligible lines in proportion to
 * their totals with `prorate`, so the per-line parts sum exactly to the code's amount; each line
 * part's excl. VAT is exclVatFromInclVat(part, line rate). A line never gets more discount than
 * its total across all codes.
 */
export function applyDiscounts(
  rules: readonly DiscountCodeRule[],
  lines: readonly DiscountableLine[],
  ctx: DiscountContext,
): DiscountOutcome {
  for (const line of lines) {
    if (assertOre(line.totalInclVatOre) < 0) throw new RangeError(`Line ${line.key} has a negative total`);
  }
  // What each line can still be reduced by; the lines array index keys it so duplicate keys stay apart.
  const left = lines.map((line) => line.totalInclVatOre);
  const applied: AppliedDiscount[] = [];
  const perLine = new Map<string, LineDiscount>();
  let freeDelivery = false;
  let totalInclVatOre = 0;
  let totalExclVatOre = 0;

  for (const rule of rules) {
    const refusal = checkCode(rule, lines, ctx);
    const codePerLine = new Map<string, LineDiscount>();
    if (refusal !== null || !isPriceReducing(rule)) {
      if (refusal === null) freeDelivery = true;
      applied.push({ rule, amountInclVatOre: 0, amountExclVatOre: 0, refusal, perLine: codePerLine });
      continue;
    }

    const indexes = lines.flatMap((line, index) => (isLineEligible(rule, line) ? [index] : []));
    const eligibleTotal = indexes.reduce((sum, index) => sum + (lines[index]?.totalInclVatOre ?? 0), 0);
    // Weighting by what is left equals weighting by the totals while only one price-reducing code
    // applies (the stacking rule), and it is what keeps each part within its line otherwise:
    // a largest-remainder share never exceeds its weight when the total does not exceed the weights' sum.
    const weights = indexes.map((index) => left[index] ?? 0);
    const leftTotal = weights.reduce((sum, weight) => sum + weight, 0);
    const amount = Math.min(nominalAmount(rule, eligibleTotal), leftTotal);
    const parts = prorate(amount, weights);

    let amountExclVatOre = 0;
    parts.forEach((part, position) => {
      const index = indexes[position];
      const line = index === undefined ? undefined : lines[index];
      if (index === undefined || line === undefined || part === 0) return;
      left[index] = (left[index] ?? 0) - part;
      const lineDiscount = { inclVatOre: part, exclVatOre: exclVatFromInclVat(part, line.vatRatePercent) };
      amountExclVatOre += lineDiscount.exclVatOre;
      addLineDiscount(codePerLine, line.key, lineDiscount);
      addLineDiscount(perLine, line.key, lineDiscount);
    });

    totalInclVatOre += amount;
    totalExclVatOre += amountExclVatOre;
    applied.push({ rule, amountInclVatOre: amount, amountExclVatOre, refusal: null, perLine: codePerLine });
  }

  return { applied, freeDelivery, totalInclVatOre, totalExclVatOre, perLine };
}

/**
 * Splits a non-negative integer total over non-negative integer weights with the largest-remainder
 * method: integers, each proportional, summing exactly to total; ties go to the earlier index.
 * All weights 0 (or none) gives all 0 for a total of 0 and throws otherwise, since no split of a
 * positive total over nothing can keep the sum exact.
 */
export function prorate(totalOre: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalOre) || totalOre < 0) throw new RangeError(`Cannot prorate ${totalOre}`);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`Not a non-negative integer weight: ${weight}`);
  }
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) {
    if (totalOre === 0) return weights.map(() => 0);
    throw new RangeError(`Cannot prorate ${totalOre} over weights that are all 0`);
  }

  // BigInt because total x weight of two large öre amounts passes 2^53 and would lose the remainder.
  const total = BigInt(totalOre);
  const sum = BigInt(weightSum);
  const shares = weights.map((weight, index) => {
    const product = total * BigInt(weight);
    return { index, floor: product / sum, remainder: product % sum };
  });
  const result = shares.map((share) => Number(share.floor));
  let leftOver = totalOre - result.reduce((acc, part) => acc + part, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (leftOver === 0) break;
    result[share.index] = (result[share.index] ?? 0) + 1;
    leftOver -= 1;
  }
  return result;
}

/** Gift cards pay what is due, in the order given, each drawing at most its balance; cards not needed draw 0. */
export function drawGiftCards(cards: readonly GiftCardBalance[], amountDueOre: Ore): GiftCardDraw[] {
  if (assertOre(amountDueOre) < 0) throw new RangeError(`Negative amount due: ${amountDueOre}`);
  let due = amountDueOre;
  return cards.map((card) => {
    if (assertOre(card.balanceOre) < 0) throw new RangeError(`Gift card ${card.code} has a negative balance`);
    const drawnOre = Math.min(card.balanceOre, due);
    due -= drawnOre;
    return { code: card.code, drawnOre, remainingOre: card.balanceOre - drawnOre };
  });
}
