import { describe, expect, it } from 'vitest';
import { klarnaRefundStep, refundOnCancel, sveaRefundStep, swishRefundOutcome, wasaRefundStep, type ProviderRefundHandler } from './refunds';

describe('refundOnCancel', () => {
  const paid = '2026-11-25T10:00:00.000Z';
  const all: ProviderRefundHandler[] = ['swish', 'klarna_checkout', 'svea_part_payment', 'wasa_checkout'];
  it.each([
    [{ paidAt: null, toPayOre: 10_000, handler: 'manual_payment' }, true, all, null],
    [{ paidAt: null, toPayOre: 10_000, handler: 'card_redirect' }, true, all, null],
    [{ paidAt: paid, toPayOre: 0, handler: 'card_redirect' }, true, all, null],
    [{ paidAt: paid, toPayOre: 0, handler: 'free_order' }, true, all, null],
    [{ paidAt: paid, toPayOre: 0, handler: 'swish' }, true, all, null],
    [{ paidAt: paid, toPayOre: 10_000, handler: 'card_redirect' }, true, all, { amountOre: 10_000, status: 'refunded' }],
    [{ paidAt: paid, toPayOre: 10_000, handler: 'card_redirect' }, false, all, { amountOre: 10_000, status: 'manual', reason: 'card' }],
    [{ paidAt: paid, toPayOre: 10_000, handler: 'manual_payment' }, true, all, { amountOre: 10_000, status: 'manual', reason: 'invoice' }],
    [{ paidAt: paid, toPayOre: 5_000, handler: 'swish' }, true, all, { amountOre: 5_000, status: 'pending' }],
    [{ paidAt: paid, toPayOre: 5_000, handler: 'klarna_checkout' }, true, all, { amountOre: 5_000, status: 'pending' }],
    [{ paidAt: paid, toPayOre: 5_000, handler: 'svea_part_payment' }, true, all, { amountOre: 5_000, status: 'pending' }],
    [{ paidAt: paid, toPayOre: 5_000, handler: 'wasa_checkout' }, true, all, { amountOre: 5_000, status: 'pending' }],
    [{ paidAt: paid, toPayOre: 5_000, handler: 'swish' }, true, ['klarna_checkout'], { amountOre: 5_000, status: 'manual', reason: 'not_configured' }],
  ] as const)('%j (card provider refunds: %s, providers %j)', (order, cardProviderRefunds, providersConfigured, expected) => {
    expect(refundOnCancel(order, { cardProviderRefunds, providersConfigured })).toEqual(expected);
  });
});

describe('the provider step, read from the provider order', () => {
  it('releases an uncaptured Klarna order, refunds what was captured and not yet refunded, and is done once given back', () => {
    expect(klarnaRefundStep({ status: 'AUTHORIZED', capturedOre: 0, refundedOre: 0 }, 10_000)).toEqual({ kind: 'cancel' });
    expect(klarnaRefundStep({ status: 'CAPTURED', capturedOre: 10_000, refundedOre: 0 }, 10_000)).toEqual({ kind: 'refund', amountOre: 10_000 });
    expect(klarnaRefundStep({ status: 'PART_CAPTURED', capturedOre: 4_000, refundedOre: 0 }, 10_000)).toEqual({ kind: 'refund', amountOre: 4_000 });
    expect(klarnaRefundStep({ status: 'CAPTURED', capturedOre: 10_000, refundedOre: 3_000 }, 10_000)).toEqual({ kind: 'refund', amountOre: 7_000 });
    // A retry after a refund whose answer was lost: Klarna already has it.
    expect(klarnaRefundStep({ status: 'CAPTURED', capturedOre: 10_000, refundedOre: 10_000 }, 10_000)).toEqual({ kind: 'done' });
    expect(klarnaRefundStep({ status: 'CANCELLED', capturedOre: 0, refundedOre: 0 }, 10_000)).toEqual({ kind: 'done' });
  });

  it('cancels a Svea order not yet delivered, and leaves a delivered one to a credit', () => {
    expect(sveaRefundStep({ orderStatus: 'Open', canCancel: true })).toEqual({ kind: 'cancel' });
    expect(sveaRefundStep({ orderStatus: 'Cancelled', canCancel: false })).toEqual({ kind: 'done' });
    expect(sveaRefundStep({ orderStatus: 'Delivered', canCancel: false })).toEqual({ kind: 'manual', reason: 'delivered' });
  });

  it('cancels a Wasa leasing order until it is shipped; a running contract is manual', () => {
    for (const status of ['initialized', 'pending', 'ready_to_ship']) expect(wasaRefundStep(status)).toEqual({ kind: 'cancel' });
    expect(wasaRefundStep('canceled')).toEqual({ kind: 'done' });
    expect(wasaRefundStep('shipped')).toEqual({ kind: 'manual', reason: 'leasing_active' });
    expect(wasaRefundStep('completed')).toEqual({ kind: 'manual', reason: 'leasing_active' });
  });

  it("reads a Swish refund's status", () => {
    expect(swishRefundOutcome('PAID')).toBe('refunded');
    expect(swishRefundOutcome('CREATED')).toBe('waiting');
    expect(swishRefundOutcome('DEBITED')).toBe('waiting');
    expect(swishRefundOutcome('ERROR')).toBe('failed');
  });
});
