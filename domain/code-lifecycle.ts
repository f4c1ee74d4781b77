/**
 * A discount code's and a gift card's life after it is made (issue 30): paused (it stops applying, and may be
 * resumed), ended (for good: it never applies again and is only shown), and deleted (a discount code no order ever
 * used; a used one stays for the orders' history).
 */
import type { DiscountCodeForm, NewDiscountCode } from './back-office';
import { swedishDate } from './swedish-calendar';

export type DiscountCodeStatus = 'active' | 'paused' | 'ended' | 'not_started' | 'used_up';

export interface DiscountCodeLife {
  active: boolean;
  ended_at: string | null;
  valid_from: string | null;
  valid_until: string | null;
  usage_limit_total: number | null;
  times_used: number;
}

/**
 * What the list and the code's page say of a code at `nowIso`: ended (by hand, or its last day passed) first, then
 * paused, then used up, then not started yet.
 */
export function discountCodeStatus(code: DiscountCodeLife, nowIso: string): DiscountCodeStatus {
  if (code.ended_at !== null || (code.valid_until !== null && nowIso >= code.valid_until)) return 'ended';
  if (!code.active) return 'paused';
  if (code.usage_limit_total !== null && code.times_used >= code.usage_limit_total) return 'used_up';
  if (code.valid_from !== null && nowIso < code.valid_from) return 'not_started';
  return 'active';
}

export const LIFECYCLE_ACTIONS = ['pause', 'resume', 'end'] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

/**
 * What pausing, resuming or ending does to a code or card: the flags it gets, unchanged when already so, or refused
 * when it was ended (an ended one is never paused or resumed: it stays as it ended).
 */
export function lifecycleChange(
  current: { active: boolean; endedAt: string | null },
  action: LifecycleAction,
): { ok: true; changed: boolean; active: boolean; ended: boolean } | { ok: false; reason: 'ended' } {
  if (current.endedAt !== null) return action === 'end' ? { ok: true, changed: false, active: false, ended: true } : { ok: false, reason: 'ended' };
  if (action === 'end') return { ok: true, changed: true, active: false, ended: true };
  const active = action === 'resume';
  return { ok: true, changed: current.active !== active, active, ended: false };
}

/** A code no order ever used may be deleted; one an order used stays, so the order's history still names it. */
export function discountCodeDeletable(use: { timesUsed: number; orders: number }): boolean {
  return use.timesUsed === 0 && use.orders === 0;
}

/**
 * A stored code as its form shows it, the inverse of domain/back-office.ts validateDiscountCode: kronor as typed,
 * validity as Swedish days (the stored end is the start of the day after the last one).
 */
export function discountCodeFormOf(code: NewDiscountCode): DiscountCodeForm {
  const kronor = (ore: number | null) => (ore === null ? '' : ore % 100 === 0 ? String(ore / 100) : (ore / 100).toFixed(2).replace('.', ','));
  return {
    code: code.code, kind: code.kind, percent: code.percent === null ? '' : String(code.percent), amount: kronor(code.amount_ore), min_order: kronor(code.min_order_ore),
    valid_from: code.valid_from ? swedishDate(new Date(code.valid_from)) : '',
    valid_until: code.valid_until ? swedishDate(new Date(Date.parse(code.valid_until) - 1)) : '',
    usage_limit_total: code.usage_limit_total === null ? '' : String(code.usage_limit_total),
    usage_limit_per_customer: code.usage_limit_per_customer === null ? '' : String(code.usage_limit_per_customer),
    member_only: code.member_only, label: code.label ?? '',
  };
}
