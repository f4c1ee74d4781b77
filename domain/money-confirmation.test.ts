import { describe, expect, it } from 'vitest';
import { cancelConfirmation, checkConfirmation, moneyStepOfPage, refundConfirmation } from './money-confirmation';

const paid = { paidAt: '2026-11-20T10:00:00.000Z', toPayOre: 259_000, giftCardsOre: 0, codes: [], stockUnits: 2 };
const context = { cardProviderRefunds: false, providersConfigured: ['swish', 'klarna_checkout'] as const };

describe('cancelConfirmation', () => {
  it.each([
    ['swish', 259_000, 'swish', null],
    ['klarna_checkout', 259_000, 'klarna_checkout', null],
    ['svea_part_payment', 259_000, 'by_hand', 'not_configured'],
    ['card_redirect', 259_000, 'by_hand', 'card'],
    ['manual_payment', 259_000, 'by_hand', 'invoice'],
  ] as const)('a paid %s order shows the refund the cancellation records: %i öre %s', (handler, refundOre, route, reason) => {
    expect(cancelConfirmation({ ...paid, handler }, context)).toMatchObject({ step: 'cancel', refundOre, route, reason, stockUnits: 2 });
  });

  it('a card payment the provider takes back goes through the card acquirer', () => {
    expect(cancelConfirmation({ ...paid, handler: 'card_redirect' }, { ...context, cardProviderRefunds: true })).toMatchObject({ refundOre: 259_000, route: 'card' });
  });

  it('an unpaid order refunds nothing, but still gives back gift cards, codes and stock', () => {
    const shown = cancelConfirmation({ ...paid, paidAt: null, handler: 'manual_payment', giftCardsOre: 50_000, codes: ['SOMMAR'] }, context);
    expect(shown).toEqual({ step: 'cancel', refundOre: 0, route: null, reason: null, giftCardsOre: 50_000, codes: ['SOMMAR'], stockUnits: 2 });
  });
});

describe('refundConfirmation', () => {
  it('a retry goes through the provider again; a settlement is money paid back by hand', () => {
    expect(refundConfirmation('refund_retry', { amountOre: 12_350, handler: 'swish' })).toMatchObject({ refundOre: 12_350, route: 'swish' });
    expect(refundConfirmation('refund_settle', { amountOre: 12_350, handler: 'swish' })).toMatchObject({ refundOre: 12_350, route: 'by_hand' });
  });
});

describe('checkConfirmation', () => {
  it.each([
    [259_000, undefined, 'unconfirmed'],
    [259_000, '  ', 'unconfirmed'],
    [259_000, '259000', 'confirmed'],
    [259_000, ' 259000 ', 'confirmed'],
    [259_000, '250000', 'stale'],
    [259_000, '2590.00', 'stale'],
    [0, '0', 'confirmed'],
    [0, '259000', 'stale'],
  ] as const)('expected %i, given %j: %s', (expected, given, check) => {
    expect(checkConfirmation(expected, given)).toBe(check);
  });
});

describe('moneyStepOfPage', () => {
  it('names each step by its page, and nothing else', () => {
    expect(['makulera', 'aterbetala-igen', 'aterbetald', 'skicka', ''].map(moneyStepOfPage)).toEqual(['cancel', 'refund_retry', 'refund_settle', null, null]);
  });
});
