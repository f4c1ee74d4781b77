import { describe, expect, it } from 'vitest';
import { klarnaRefundStep } from './klarna-refund';

describe('the Klarna refund step, read from the Order Management order', () => {
  it('releases an uncaptured Klarna order, refunds what was captured and not yet refunded, and is done once given back', () => {
    expect(klarnaRefundStep({ status: 'AUTHORIZED', capturedOre: 0, refundedOre: 0 }, 10_000)).toEqual({ kind: 'cancel' });
    expect(klarnaRefundStep({ status: 'CAPTURED', capturedOre: 10_000, refundedOre: 0 }, 10_000)).toEqual({ kind: 'refund', amountOre: 10_000 });
    expect(klarnaRefundStep({ status: 'PART_CAPTURED', capturedOre: 4_000, refundedOre: 0 }, 10_000)).toEqual({ kind: 'refund', amountOre: 4_000 });
    expect(klarnaRefundStep({ status: 'CAPTURED', capturedOre: 10_000, refundedOre: 3_000 }, 10_000)).toEqual({ kind: 'refund', amountOre: 7_000 });
    // A retry after a refund whose answer was lost: Klarna already has it.
    expect(klarnaRefundStep({ status: 'CAPTURED', capturedOre: 10_000, refundedOre: 10_000 }, 10_000)).toEqual({ kind: 'done' });
    expect(klarnaRefundStep({ status: 'CANCELLED', capturedOre: 0, refundedOre: 0 }, 10_000)).toEqual({ kind: 'done' });
  });
});
