import { describe, expect, it } from 'vitest';
import { commerceRefusal, type CommerceCall } from './commerce-gate';

const calls: CommerceCall[] = ['cart', 'checkout', 'order', 'offer_request'];

describe('commerceRefusal', () => {
  it('refuses every call while ecommerce is disabled, offer mode or not', () => {
    for (const isOffer of [false, true]) {
      for (const call of calls) expect(commerceRefusal({ ecommerceDisabled: true, isOffer }, call)).toBe('ecommerce_disabled');
    }
  });

  it.each([
    ['cart', false, null],
    ['checkout', false, null],
    ['order', false, null],
    ['offer_request', false, 'offer_requests_closed'],
    ['cart', true, null],
    ['checkout', true, null],
    ['order', true, 'offer_mode_order'],
    ['offer_request', true, null],
  ] as const)('%s with isOffer=%s: %s', (call, isOffer, expected) => {
    expect(commerceRefusal({ ecommerceDisabled: false, isOffer }, call)).toBe(expected);
  });
});
