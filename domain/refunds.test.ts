import { describe, expect, it } from 'vitest';
import { refundOnCancel, type ProviderRefundHandler } from './refunds';

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
