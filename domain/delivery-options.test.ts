import { describe, expect, it } from 'vitest';
import { cheapestDeliveryOre, offeredDeliveryTypes, type DeliveryContext, type DeliveryTypeRule } from './delivery-options';

const base: Omit<DeliveryTypeRule, 'id' | 'priceInclVatOre'> = {
  isPickup: false, requiresPostalCode: false, countries: ['SE'], postalCodeRanges: null, forPrivate: true, forCompany: true, isDigital: false,
};
const types: DeliveryTypeRule[] = [
  { ...base, id: 1, priceInclVatOre: 0, isPickup: true },
  { ...base, id: 2, priceInclVatOre: 4_900 },
  { ...base, id: 3, priceInclVatOre: 3_900, requiresPostalCode: true, postalCodeRanges: [{ from: '10000', to: '19999' }] },
  { ...base, id: 4, priceInclVatOre: 14_900, forPrivate: false },
  { ...base, id: 5, priceInclVatOre: 19_900, countries: ['NO'] },
  { ...base, id: 6, priceInclVatOre: 0, isDigital: true, countries: ['SE', 'NO'] },
];
const ctx: DeliveryContext = { country: 'SE', customerType: 'private', postalCode: null, allDigital: false };
const summary = (c: DeliveryContext) =>
  offeredDeliveryTypes(types, c).map((o) => [o.type.id, o.availability]);

describe('offeredDeliveryTypes', () => {
  it('offers the types of the country and customer type, a postal-code type waiting for one', () => {
    expect(summary(ctx)).toEqual([[1, 'available'], [2, 'available'], [3, 'needs_postal_code']]);
  });

  it('serves a postal code in range and refuses one outside', () => {
    expect(summary({ ...ctx, postalCode: '11122' })).toContainEqual([3, 'available']);
    expect(summary({ ...ctx, postalCode: '41122' })).toContainEqual([3, 'not_served']);
  });

  it('gives companies their own types, other countries theirs, and digital goods digital delivery only', () => {
    expect(summary({ ...ctx, customerType: 'company' }).map(([id]) => id)).toEqual([1, 2, 3, 4]);
    expect(summary({ ...ctx, country: 'NO' }).map(([id]) => id)).toEqual([5]);
    expect(summary({ ...ctx, allDigital: true })).toEqual([[6, 'available']]);
  });
});

describe('cheapestDeliveryOre', () => {
  it('is the cheapest delivery that can be had, pickup aside', () => {
    expect(cheapestDeliveryOre(offeredDeliveryTypes(types, ctx))).toBe(3_900);
    expect(cheapestDeliveryOre(offeredDeliveryTypes(types, { ...ctx, postalCode: '41122' }))).toBe(4_900);
    expect(cheapestDeliveryOre(offeredDeliveryTypes(types.slice(0, 1), ctx))).toBeNull();
  });
});
