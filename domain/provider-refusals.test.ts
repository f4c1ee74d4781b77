import { describe, expect, it } from 'vitest';
import { moneyAfterRefusal, parseRefusalListQuery, refusalOfPlacement } from './provider-refusals';

describe('refusalOfPlacement', () => {
  it.each([
    [{ status: 409 as const, priceChanged: { current: null } }, 'amount'],
    [{ status: 422 as const, field: 'payment_type_id' }, 'payment_type'],
    [{ status: 409 as const }, 'stock'],
    [{ status: 422 as const }, 'cart_changed'],
    [{ status: 422 as const, field: 'delivery_type_id' }, 'cart_changed'],
  ])('%o is %s', (failure, reason) => {
    expect(refusalOfPlacement(failure)).toBe(reason);
  });
});

describe('moneyAfterRefusal', () => {
  it.each([
    ['stock', 'cancelled', 'cancelled'],
    ['amount', 'failed', 'failed'],
    ['closed', null, 'closed'],
    ['stock', null, 'unknown'],
    [null, null, 'unknown'],
  ] as const)('%s with cancel %s is %s', (reason, cancel, money) => {
    expect(moneyAfterRefusal(reason, cancel)).toBe(money);
  });
});

describe('parseRefusalListQuery', () => {
  it('keeps a known provider, real days and a page; drops the rest', () => {
    expect(parseRefusalListQuery(new URLSearchParams('leverantor=svea&fran=2026-11-01&till=2026-11-31&sida=3'))).toEqual({ provider: 'svea', from: '2026-11-01', to: null, page: 3 });
    expect(parseRefusalListQuery(new URLSearchParams('leverantor=swish&sida=-1'))).toEqual({ provider: null, from: null, to: null, page: 1 });
  });
});
