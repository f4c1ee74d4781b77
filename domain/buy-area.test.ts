import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './cart-rules';
import { buyState, canBuy, clampBuyQuantity, maxAddable, type BuyFacts } from './buy-area';

const normal: BuyFacts = { buyOption: true, soldOut: false, stock: 10, maxPerCustomer: null, inCart: 0, pending: false, boughtOnce: false };

describe('buy button state', () => {
  it.each<[string, Partial<BuyFacts>, ReturnType<typeof buyState>]>([
    ['a product in stock and not in the cart can be bought', {}, 'normal'],
    ['a product without a buy option shows no buy button', { buyOption: false, soldOut: true }, 'no_buy_option'],
    ['a sold-out product says so', { soldOut: true }, 'sold_out'],
    ['a cart holding all the stock is overselling', { stock: 3, inCart: 3 }, 'overselling'],
    ['overselling wins over the cap: the stock message is the reason', { stock: 2, inCart: 2, maxPerCustomer: 2 }, 'overselling'],
    ['the cap reached blocks the button', { maxPerCustomer: 2, inCart: 2 }, 'max_reached'],
    ['a cap of 0 means no cap', { maxPerCustomer: 0, inCart: 5 }, 'normal'],
    ['backorder (no stock limit) is never overselling', { stock: null, inCart: 500 }, 'normal'],
    ['buy-once mode after a buy', { boughtOnce: true, inCart: 1 }, 'bought_once'],
    ['a variant still to choose', { pending: true }, 'pending'],
  ])('%s', (_name, facts, expected) => {
    expect(buyState({ ...normal, ...facts })).toBe(expected);
  });

  it('only the normal state can buy', () => {
    expect(canBuy('normal')).toBe(true);
    for (const state of ['no_buy_option', 'sold_out', 'overselling', 'max_reached', 'bought_once', 'pending'] as const) {
      expect(canBuy(state)).toBe(false);
    }
  });
});

describe('quantity beside the buy button', () => {
  it('is limited by what is left under the cap and in stock after the cart', () => {
    expect(maxAddable({ stock: 10, maxPerCustomer: 4, inCart: 1 })).toBe(3);
    expect(maxAddable({ stock: 3, maxPerCustomer: 10, inCart: 1 })).toBe(2);
    expect(maxAddable({ stock: null, maxPerCustomer: null, inCart: 0 })).toBe(MAX_LINE_QUANTITY);
    expect(maxAddable({ stock: null, maxPerCustomer: null, inCart: 7 })).toBe(MAX_LINE_QUANTITY - 7);
  });

  it('never goes below 1 so the stepper stays usable', () => {
    expect(maxAddable({ stock: 2, maxPerCustomer: null, inCart: 5 })).toBe(1);
  });

  it('clamps a value into 1..max', () => {
    expect(clampBuyQuantity(0, 5)).toBe(1);
    expect(clampBuyQuantity(9, 5)).toBe(5);
    expect(clampBuyQuantity(3.7, 5)).toBe(3);
    expect(clampBuyQuantity(Number.NaN, 5)).toBe(1);
    expect(clampBuyQuantity(4, 0)).toBe(1);
  });
});
