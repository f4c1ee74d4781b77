import { describe, expect, it } from 'vitest';
import { validateDiscountCode } from './back-office';
import { normaliseCode } from './discounts';
import { discountCodeDeletable, discountCodeFormOf, discountCodeStatus, lifecycleChange } from './code-lifecycle';

const NOW = '2026-12-10T12:00:00.000Z';
const code = { active: true, ended_at: null, valid_from: null, valid_until: null, usage_limit_total: null, times_used: 0 };

describe('discountCodeStatus', () => {
  it.each([
    ['active', {}],
    ['paused', { active: false }],
    ['ended', { active: false, ended_at: '2026-12-09T10:00:00.000Z' }],
    ['ended', { valid_until: '2026-12-10T12:00:00.000Z' }],
    ['ended', { active: false, valid_until: '2026-12-01T00:00:00.000Z' }],
    ['not_started', { valid_from: '2026-12-11T00:00:00.000Z' }],
    ['active', { valid_from: '2026-12-10T12:00:00.000Z', valid_until: '2026-12-11T00:00:00.000Z' }],
    ['used_up', { usage_limit_total: 3, times_used: 3 }],
    ['active', { usage_limit_total: 3, times_used: 2 }],
    ['paused', { active: false, usage_limit_total: 3, times_used: 3 }],
  ] as const)('%s: %j', (status, change) => {
    expect(discountCodeStatus({ ...code, ...change }, NOW)).toBe(status);
  });
});

describe('lifecycleChange', () => {
  it('pauses and resumes a code that is not ended, and says when nothing changes', () => {
    expect(lifecycleChange({ active: true, endedAt: null }, 'pause')).toEqual({ ok: true, changed: true, active: false, ended: false });
    expect(lifecycleChange({ active: false, endedAt: null }, 'pause')).toEqual({ ok: true, changed: false, active: false, ended: false });
    expect(lifecycleChange({ active: false, endedAt: null }, 'resume')).toEqual({ ok: true, changed: true, active: true, ended: false });
    expect(lifecycleChange({ active: true, endedAt: null }, 'resume')).toEqual({ ok: true, changed: false, active: true, ended: false });
  });

  it('ends for good: an ended code cannot be paused or resumed, and ending it again changes nothing', () => {
    expect(lifecycleChange({ active: false, endedAt: null }, 'end')).toEqual({ ok: true, changed: true, active: false, ended: true });
    const ended = { active: false, endedAt: NOW };
    expect(lifecycleChange(ended, 'resume')).toEqual({ ok: false, reason: 'ended' });
    expect(lifecycleChange(ended, 'pause')).toEqual({ ok: false, reason: 'ended' });
    expect(lifecycleChange(ended, 'end')).toEqual({ ok: true, changed: false, active: false, ended: true });
  });
});

describe('discountCodeDeletable', () => {
  it('only a code no order used', () => {
    expect(discountCodeDeletable({ timesUsed: 0, orders: 0 })).toBe(true);
    expect(discountCodeDeletable({ timesUsed: 1, orders: 0 })).toBe(false);
    // A cancelled order gave its use back, but the order still names the code.
    expect(discountCodeDeletable({ timesUsed: 0, orders: 1 })).toBe(false);
  });
});

describe('discountCodeFormOf', () => {
  it('shows a stored code as its form, which validates back to the same code', () => {
    const form = {
      code: 'SOMMAR25', kind: 'amount', percent: '', amount: '149,50', min_order: '500', valid_from: '2026-12-01', valid_until: '2026-12-31',
      usage_limit_total: '100', usage_limit_per_customer: '1', member_only: true, label: 'Sommarrabatt',
    };
    const stored = validateDiscountCode(form, normaliseCode);
    if (!stored.ok) throw new Error('the form is valid');
    expect(discountCodeFormOf(stored.code)).toEqual(form);
  });
});
