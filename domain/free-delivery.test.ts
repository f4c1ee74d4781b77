import { describe, expect, it } from 'vitest';
import { deliveryPriceAfterFreeDelivery, deliveryRow, freeDeliveryState } from './free-delivery';

describe('freeDeliveryState', () => {
  it.each([
    // limit 1 000 kr: over 300 kr left names the limit, 300 kr or less names the amount left
    [0, 'over_limit', 100_000, false],
    [69_999, 'over_limit', 30_001, false],
    [70_000, 'amount_left', 30_000, false],
    [99_999, 'amount_left', 1, false],
    [100_000, 'qualified', 0, true],
    [250_000, 'qualified', 0, true],
  ] as const)('with %i öre in the cart shows %s', (total, banner, left, qualified) => {
    expect(freeDeliveryState({ limitOre: 100_000, totalWithoutDeliveryOre: total, forcePickupInStore: false })).toEqual({
      calculated: true, limitOre: 100_000, leftOre: left, qualified, banner,
    });
  });

  it('is not calculated when pickup in store is forced or there is no limit', () => {
    expect(freeDeliveryState({ limitOre: 100_000, totalWithoutDeliveryOre: 500_000, forcePickupInStore: true })).toEqual({ calculated: false });
    expect(freeDeliveryState({ limitOre: null, totalWithoutDeliveryOre: 500_000, forcePickupInStore: false })).toEqual({ calculated: false });
  });
});

describe('deliveryRow', () => {
  const base = { selectedPriceOre: null, qualifiedForFreeDelivery: false, requiresPostalCode: false, cheapestOre: 4_900 };
  it.each([
    [{ selectedPriceOre: 9_900, qualifiedForFreeDelivery: true }, { kind: 'price', priceOre: 9_900 }],
    [{ qualifiedForFreeDelivery: true }, { kind: 'free' }],
    [{ requiresPostalCode: true }, { kind: 'postal_code_required' }],
    [{}, { kind: 'from', cheapestOre: 4_900 }],
    [{ cheapestOre: null }, { kind: 'unknown' }],
    [{ awaitingChoice: true, qualifiedForFreeDelivery: true }, { kind: 'postal_code_required' }],
    [{ awaitingChoice: true, selectedPriceOre: 4_900 }, { kind: 'price', priceOre: 4_900 }],
  ])('follows the spec order: %j', (change, row) => {
    expect(deliveryRow({ ...base, ...change })).toEqual(row);
  });
});

describe('a delivery price once free delivery counts', () => {
  const free = { byCode: false, limitReached: false, limitApplies: true };
  it('is the price until a code or the limit frees it', () => {
    expect(deliveryPriceAfterFreeDelivery(4_900, free)).toBe(4_900);
    expect(deliveryPriceAfterFreeDelivery(4_900, { ...free, limitReached: true })).toBe(0);
    expect(deliveryPriceAfterFreeDelivery(4_900, { ...free, byCode: true })).toBe(0);
  });

  it('is not freed by the limit for a delivery type the limit does not apply to, but is by a code', () => {
    expect(deliveryPriceAfterFreeDelivery(19_900, { ...free, limitReached: true, limitApplies: false })).toBe(19_900);
    expect(deliveryPriceAfterFreeDelivery(19_900, { byCode: true, limitReached: false, limitApplies: false })).toBe(0);
  });
});
