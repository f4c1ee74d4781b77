import { describe, expect, it } from 'vitest';
import { sveaRefundStep } from './svea-refund';

describe('the Svea refund step, read from the Payment Admin order', () => {
  it('cancels a Svea order not yet delivered, and leaves a delivered one to a credit', () => {
    expect(sveaRefundStep({ orderStatus: 'Open', canCancel: true })).toEqual({ kind: 'cancel' });
    expect(sveaRefundStep({ orderStatus: 'Cancelled', canCancel: false })).toEqual({ kind: 'done' });
    expect(sveaRefundStep({ orderStatus: 'Delivered', canCancel: false })).toEqual({ kind: 'manual', reason: 'delivered' });
  });
});
