import { describe, expect, it } from 'vitest';
import { paymentMethodOf, providerOfMethod, refundMethodOf } from './payment-methods';

describe('payment methods', () => {
  it.each([
    ['card_redirect', 'card', 'card'],
    ['swish', 'swish', 'swish'],
    ['klarna_checkout', 'klarna', 'klarna'],
    ['svea_part_payment', 'svea', 'svea'],
    ['wasa_checkout', 'wasa', 'wasa'],
    ['manual_payment', 'invoice', 'bank'],
    ['free_order', null, null],
  ] as const)('%s pays by %s and is refunded by %s', (handler, paid, refunded) => {
    expect(paymentMethodOf(handler)).toBe(paid);
    expect(refundMethodOf(handler)).toBe(refunded);
  });

  it('names the provider of a method only where it is always the same company', () => {
    expect(providerOfMethod('swish')).toBe('swish');
    expect(providerOfMethod('klarna')).toBe('klarna');
    expect(providerOfMethod('card')).toBeNull();
    expect(providerOfMethod('bank')).toBeNull();
  });
});
