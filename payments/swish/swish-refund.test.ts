import { describe, expect, it } from 'vitest';
import { swishRefundOutcome } from './swish-refund';

describe('the Swish refund outcome', () => {
  it("reads a Swish refund's status", () => {
    expect(swishRefundOutcome('PAID')).toBe('refunded');
    expect(swishRefundOutcome('CREATED')).toBe('waiting');
    expect(swishRefundOutcome('DEBITED')).toBe('waiting');
    expect(swishRefundOutcome('ERROR')).toBe('failed');
  });
});
