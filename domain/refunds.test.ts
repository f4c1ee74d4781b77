import { describe, expect, it } from 'vitest';
import { refundOnCancel } from './refunds';

describe('refundOnCancel', () => {
  const paid = '2026-11-25T10:00:00.000Z';
  it.each([
    [{ paidAt: null, toPayOre: 10_000, handler: 'manual_payment' }, true, null],
    [{ paidAt: null, toPayOre: 10_000, handler: 'card_redirect' }, true, null],
    [{ paidAt: paid, toPayOre: 0, handler: 'card_redirect' }, true, null],
    [{ paidAt: paid, toPayOre: 0, handler: 'free_order' }, true, null],
    [{ paidAt: paid, toPayOre: 10_000, handler: 'card_redirect' }, true, { amountOre: 10_000, status: 'refunded' }],
    [{ paidAt: paid, toPayOre: 10_000, handler: 'card_redirect' }, false, { amountOre: 10_000, status: 'manual' }],
    [{ paidAt: paid, toPayOre: 10_000, handler: 'manual_payment' }, true, { amountOre: 10_000, status: 'manual' }],
    [{ paidAt: paid, toPayOre: 5_000, handler: 'swish' }, true, { amountOre: 5_000, status: 'manual' }],
    [{ paidAt: paid, toPayOre: 5_000, handler: 'klarna_checkout' }, true, { amountOre: 5_000, status: 'manual' }],
  ])('%j (card provider refunds: %s)', (order, cardProviderRefunds, expected) => {
    expect(refundOnCancel(order, { cardProviderRefunds })).toEqual(expected);
  });
});
