import { describe, expect, it } from 'vitest';
import { deliveryTypeIdOfKlarnaOption, kcoShippingCostMatches, klarnaShippingOptionId, klarnaShippingOptions } from './klarna-shipping';

describe("Klarna's shipping options", () => {
  it('names a delivery option by its type and finds the type again, nothing else', () => {
    expect(klarnaShippingOptionId(12)).toBe('delivery-12');
    expect(deliveryTypeIdOfKlarnaOption('delivery-12')).toBe(12);
    for (const other of ['delivery-0', 'delivery-', 'delivery-12x', 'pickup-12', 'delivery-99999999999', "delivery-1' or 1=1"]) {
      expect(deliveryTypeIdOfKlarnaOption(other)).toBeNull();
    }
  });

  it('sends öre with the tax of the price, tax_rate × 100, the chosen one preselected', () => {
    const options = klarnaShippingOptions([
      { deliveryTypeId: 2, name: 'PostNord ombud', description: 'Hämta ut', priceInclVatOre: 4_900, vatRatePercent: 25 },
      { deliveryTypeId: 3, name: 'Hemleverans', description: '', priceInclVatOre: 9_900, vatRatePercent: 12 },
    ], 3);
    expect(options).toEqual([
      { id: 'delivery-2', name: 'PostNord ombud', description: 'Hämta ut', price: 4_900, tax_amount: 980, tax_rate: 2500, preselected: false },
      { id: 'delivery-3', name: 'Hemleverans', description: '', price: 9_900, tax_amount: 1_061, tax_rate: 1200, preselected: true },
    ]);
  });

  it('takes kco_shipping_cost as Klarna\'s price divided by 100, to the öre', () => {
    expect(kcoShippingCostMatches(49, 4_900)).toBe(true);
    expect(kcoShippingCostMatches(49.5, 4_950)).toBe(true);
    expect(kcoShippingCostMatches(0, 0)).toBe(true);
    expect(kcoShippingCostMatches(4_900, 4_900)).toBe(false);
    expect(kcoShippingCostMatches(49.001, 4_900)).toBe(false);
    expect(kcoShippingCostMatches(Number.NaN, 0)).toBe(false);
  });
});
