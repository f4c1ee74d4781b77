import { describe, expect, it } from 'vitest';
import { confirmedPaymentStep } from './late-payment';

describe('confirmedPaymentStep', () => {
  it.each([
    ['pending', 'awaiting_payment', null, 'pay'],
    ['pending', 'cancelled', null, 'late'],
    ['cancelled', 'cancelled', null, 'late'],
    ['paid', 'paid', '2026-11-30T10:00:00Z', 'settled'],
    ['paid', 'cancelled', null, 'settled'],
    ['cancelled', 'cancelled', '2026-11-30T10:00:00Z', 'settled'],
    ['pending', 'paid', '2026-11-30T10:00:00Z', 'settled'],
  ] as const)('payment %s, order %s paid at %s: %s', (payment, status, paidAt, step) => {
    expect(confirmedPaymentStep(payment, { status, paidAt })).toBe(step);
  });
});
