import type { DiscountCodeRule } from '../../domain/discounts';
import type { DiscountCodeRow } from '../../db/schema';

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v)) : [];
  } catch {
    return [];
  }
}

/** A stored discount code as the discount rules see it, with how often this customer has used it. */
export function toRule(row: DiscountCodeRow, timesUsedByCustomer: number): DiscountCodeRule {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountOre: row.amount_ore,
    minOrderOre: row.min_order_ore,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    usageLimitTotal: row.usage_limit_total,
    timesUsed: row.times_used,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    timesUsedByCustomer,
    memberOnly: row.member_only === 1,
    categoryIds: parseIds(row.category_ids),
    brandIds: parseIds(row.brand_ids),
    label: row.label,
  };
}
