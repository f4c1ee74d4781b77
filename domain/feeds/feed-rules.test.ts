import { describe, expect, it } from 'vitest';
import type { DeliveryTypeRule } from '../delivery-options';
import {
  categoryTrail, csvCell, csvRow, feedAmount, feedAvailability, feedPrice, feedSale, feedShippingOre, plainText, truncateText,
} from './feed-rules';

describe('feed prices', () => {
  it.each([
    [129_900, '1299.00 SEK'],
    [124_950, '1249.50 SEK'],
    [5, '0.05 SEK'],
    [0, '0.00 SEK'],
    [1_000_000_00, '1000000.00 SEK'],
  ])('%i öre is %s', (ore, text) => {
    expect(feedPrice(ore)).toBe(text);
  });

  it('refuses fractions of an öre', () => {
    expect(() => feedAmount(1.5)).toThrow();
  });
});

describe('feed availability', () => {
  it.each([
    [3, false, 'in_stock'],
    [3, true, 'in_stock'],
    [0, true, 'backorder'],
    [0, false, 'out_of_stock'],
    [-2, false, 'out_of_stock'],
    [-2, true, 'backorder'],
  ] as const)('stock %i, backorder %s: %s', (stock, backorder, expected) => {
    expect(feedAvailability(stock, backorder)).toBe(expected);
  });
});

describe('feed text', () => {
  it('cuts at a word within the limit', () => {
    expect(truncateText('Kylskåp med frysfack och glashyllor', 20)).toBe('Kylskåp med');
    expect(truncateText('kort', 20)).toBe('kort');
    expect(truncateText('a'.repeat(30), 10)).toBe('a'.repeat(10));
    expect(Array.from(truncateText('😀'.repeat(200), 150))).toHaveLength(150);
  });

  it('strips markup and decodes entities', () => {
    expect(plainText('<p>Tyst &amp; snål</p>\n\n<ul><li>A+++</li></ul>')).toBe('Tyst & snål A+++');
  });

  it('joins the category trail', () => {
    expect(categoryTrail(['Vitvaror', 'Kyl & frys', 'Kylskåp'])).toBe('Vitvaror > Kyl & frys > Kylskåp');
  });
});

describe('feed sale', () => {
  const history = [
    { priceOre: 1_000_00, validFrom: '2026-01-01T00:00:00.000Z' },
    { priceOre: 800_00, validFrom: '2026-11-10T08:00:00.000Z' },
  ];
  const nowIso = '2026-11-25T12:34:56.000Z';

  it('announces a reduction from its start with the prior price as the regular price', () => {
    expect(feedSale({ priceOre: 800_00, originalPriceOre: 1_200_00, isPackage: false, history, nowIso })).toEqual({
      regularOre: 1_000_00,
      saleOre: 800_00,
      effectiveDate: '2026-11-10T08:00:00+00:00/2026-12-25T00:00:00+00:00',
    });
  });

  it('ends at the next scheduled price change', () => {
    const scheduled = [...history, { priceOre: 1_000_00, validFrom: '2026-12-01T00:00:00.000Z' }];
    expect(feedSale({ priceOre: 800_00, originalPriceOre: 1_000_00, isPackage: false, history: scheduled, nowIso })?.effectiveDate)
      .toBe('2026-11-10T08:00:00+00:00/2026-12-01T00:00:00+00:00');
  });

  it('announces nothing without an original price, for a package, or when the prior price is not higher', () => {
    expect(feedSale({ priceOre: 800_00, originalPriceOre: null, isPackage: false, history, nowIso })).toBeNull();
    expect(feedSale({ priceOre: 800_00, originalPriceOre: 1_000_00, isPackage: true, history, nowIso })).toBeNull();
    const raised = [{ priceOre: 700_00, validFrom: '2026-11-01T00:00:00.000Z' }, { priceOre: 800_00, validFrom: '2026-11-10T00:00:00.000Z' }];
    expect(feedSale({ priceOre: 800_00, originalPriceOre: 1_000_00, isPackage: false, history: raised, nowIso })).toBeNull();
  });
});

describe('feed shipping', () => {
  const type = (id: number, priceInclVatOre: number, extra: Partial<DeliveryTypeRule & { freeDeliveryApplies: boolean }> = {}) => ({
    id, priceInclVatOre, isPickup: false, requiresPostalCode: false, countries: ['SE'], postalCodeRanges: null,
    forPrivate: true, forCompany: true, isDigital: false, freeDeliveryApplies: true, ...extra,
  });
  const types = [
    type(1, 0, { isPickup: true }),
    type(2, 49_00, { requiresPostalCode: true, postalCodeRanges: [{ from: '10000', to: '19999' }] }),
    type(3, 79_00),
    type(4, 29_00, { forPrivate: false }),
    type(5, 19_00, { countries: ['NO'] }),
    type(6, 199_00, { freeDeliveryApplies: false }),
    type(7, 0, { isDigital: true }),
  ];
  const base = { types, freeDeliveryLimitOre: 1_000_00, forcePickupInStore: false, isDigital: false };

  it('is the cheapest delivery a private shopper in Sweden can get, pickup aside', () => {
    expect(feedShippingOre({ ...base, priceOre: 500_00 })).toBe(49_00);
  });

  it('is free once the product alone reaches the free-delivery limit', () => {
    expect(feedShippingOre({ ...base, priceOre: 1_000_00 })).toBe(0);
    expect(feedShippingOre({ ...base, types: [type(6, 199_00, { freeDeliveryApplies: false })], priceOre: 5_000_00 })).toBe(199_00);
    expect(feedShippingOre({ ...base, freeDeliveryLimitOre: null, priceOre: 5_000_00 })).toBe(49_00);
  });

  it('uses digital delivery for a digital product, and names none for pickup only', () => {
    expect(feedShippingOre({ ...base, isDigital: true, priceOre: 500_00 })).toBe(0);
    expect(feedShippingOre({ ...base, forcePickupInStore: true, priceOre: 500_00 })).toBeNull();
    expect(feedShippingOre({ ...base, types: [type(1, 0, { isPickup: true })], priceOre: 500_00 })).toBeNull();
  });
});

describe('CSV cells', () => {
  it.each([
    ['Kylskåp', 'Kylskåp'],
    ['Tvättmaskin 8 kg, 1400 varv', '"Tvättmaskin 8 kg, 1400 varv"'],
    ['TV 55" OLED', '"TV 55"" OLED"'],
    ['rad ett\nrad två', '"rad ett\nrad två"'],
    [' kant', '" kant"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+46 8 123', "'+46 8 123"],
    ['-5 %', "'-5 %"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['', ''],
    [null, ''],
    [42, '42'],
    [-3, '-3'],
  ] as const)('%j is written as %s', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('ends a record with CRLF', () => {
    expect(csvRow(['a', 'b, c', null, 1])).toBe('a,"b, c",,1\r\n');
  });
});
