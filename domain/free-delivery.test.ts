import { describe, expect, it } from 'vitest';
import { deliveryPriceAfterFreeDelivery, deliveryRow, everyOfferFree, freeDeliveryState, limitFreesAnOffer } from './free-delivery';

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
    expect(freeDeliveryState({ limitOre: 100_000, totalWithoutDeliveryOre: total, forcePickupInStore: false, limitFreesAnOffer: true })).toEqual({
      calculated: true, limitOre: 100_000, leftOre: left, qualified, banner,
    });
  });

  it('is not calculated when pickup in store is forced or there is no limit', () => {
    expect(freeDeliveryState({ limitOre: 100_000, totalWithoutDeliveryOre: 500_000, forcePickupInStore: true, limitFreesAnOffer: true })).toEqual({ calculated: false });
    expect(freeDeliveryState({ limitOre: null, totalWithoutDeliveryOre: 500_000, forcePickupInStore: false, limitFreesAnOffer: true })).toEqual({ calculated: false });
  });

  it('promises nothing when the limit frees no delivery this customer is offered', () => {
    expect(freeDeliveryState({ limitOre: 100_000, totalWithoutDeliveryOre: 500_000, forcePickupInStore: false, limitFreesAnOffer: false })).toEqual({ calculated: false });
  });
});

describe('the deliveries on offer', () => {
  const postnord = { priceOre: 4_900, isPickup: false, limitApplies: true };
  const companyDhl = { priceOre: 11_900, isPickup: false, limitApplies: false };
  const pickup = { priceOre: 0, isPickup: true, limitApplies: false };
  const none = { byCode: false, limitReached: false };

  it('are freed by the limit only where a delivery follows it (pickup does not count)', () => {
    expect(limitFreesAnOffer([postnord, companyDhl, pickup])).toBe(true);
    expect(limitFreesAnOffer([companyDhl, pickup])).toBe(false);
    expect(limitFreesAnOffer([{ ...pickup, limitApplies: true }])).toBe(false);
    expect(limitFreesAnOffer([])).toBe(false);
  });

  it('are every one free only when nothing the shopper can choose costs anything', () => {
    expect(everyOfferFree([postnord, pickup], none)).toBe(false);
    expect(everyOfferFree([postnord, pickup], { ...none, limitReached: true })).toBe(true);
    expect(everyOfferFree([postnord, companyDhl, pickup], { ...none, limitReached: true })).toBe(false);
    expect(everyOfferFree([postnord, companyDhl], { byCode: true, limitReached: false })).toBe(true);
    expect(everyOfferFree([], { byCode: true, limitReached: true })).toBe(false);
  });
});

describe('deliveryRow', () => {
  const base = { selectedPriceOre: null, qualifiedForFreeDelivery: false, everyOfferFree: false, requiresPostalCode: false, cheapestOre: 4_900 };
  it.each([
    [{ selectedPriceOre: 9_900, qualifiedForFreeDelivery: true }, { kind: 'price', priceOre: 9_900 }],
    [{ qualifiedForFreeDelivery: true }, { kind: 'free' }],
    [{ requiresPostalCode: true }, { kind: 'postal_code_required' }],
    [{}, { kind: 'from', cheapestOre: 4_900 }],
    [{ cheapestOre: null }, { kind: 'unknown' }],
    [{ awaitingChoice: true, qualifiedForFreeDelivery: true }, { kind: 'postal_code_required' }],
    [{ awaitingChoice: true, selectedPriceOre: 4_900 }, { kind: 'price', priceOre: 4_900 }],
    // The checkout shows the spec's '0 kr' before a choice only when every delivery on offer is free.
    [{ awaitingChoice: true, qualifiedForFreeDelivery: true, everyOfferFree: true }, { kind: 'free' }],
    [{ requiresPostalCode: true, qualifiedForFreeDelivery: true, everyOfferFree: true }, { kind: 'free' }],
    [{ awaitingChoice: true, selectedPriceOre: 0, everyOfferFree: true }, { kind: 'price', priceOre: 0 }],
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
