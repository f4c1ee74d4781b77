import { describe, expect, it } from 'vitest';
import { announcedSaving } from './price-history';
import { dueSaleStep, priceHistoryRows, pricesAtSaleEnd, pricesAtSaleStart } from './price-change';

const NOW = '2026-11-28T10:00:00.000Z';

describe('priceHistoryRows', () => {
  it.each([
    ['a new product', null, 99_900, null, [{ product_id: 7, price_incl_vat_ore: 99_900, valid_from: NOW }]],
    ['a lowered price', 99_900, 89_900, '2026-10-01T00:00:00.000Z', [{ product_id: 7, price_incl_vat_ore: 89_900, valid_from: NOW }]],
    ['a raised price', 89_900, 99_900, '2026-10-01T00:00:00.000Z', [{ product_id: 7, price_incl_vat_ore: 99_900, valid_from: NOW }]],
    ['an unchanged price', 99_900, 99_900, '2026-10-01T00:00:00.000Z', []],
  ])('%s', (_label, beforeOre, afterOre, latestValidFrom, rows) => {
    expect(priceHistoryRows({ productId: 7, beforeOre, afterOre, latestValidFrom, nowIso: NOW })).toEqual(rows);
  });

  it('keeps the rows in order when two changes fall in one millisecond or the clock stepped back', () => {
    expect(priceHistoryRows({ productId: 7, beforeOre: 100, afterOre: 90, latestValidFrom: NOW, nowIso: NOW })[0]!.valid_from).toBe('2026-11-28T10:00:00.001Z');
    expect(priceHistoryRows({ productId: 7, beforeOre: 100, afterOre: 90, latestValidFrom: '2026-11-28T10:05:00.000Z', nowIso: NOW })[0]!.valid_from).toBe('2026-11-28T10:05:00.001Z');
  });
});

describe('dueSaleStep', () => {
  const sale = { startsAt: '2026-11-28T09:00:00.000Z', endsAt: '2026-11-29T09:00:00.000Z' };
  it.each([
    ['scheduled', '2026-11-28T08:59:59.999Z', null],
    ['scheduled', '2026-11-28T09:00:00.000Z', 'start'],
    ['scheduled', '2026-11-29T09:00:00.000Z', 'lapse'],
    ['running', '2026-11-28T12:00:00.000Z', null],
    ['running', '2026-11-29T09:00:00.000Z', 'end'],
    ['ended', '2026-11-30T00:00:00.000Z', null],
    ['cancelled', '2026-11-28T12:00:00.000Z', null],
  ] as const)('%s at %s: %s', (state, now, step) => {
    expect(dueSaleStep({ ...sale, state }, now)).toBe(step);
  });
});

describe('sale prices', () => {
  it('starts at the sale price with the replaced price as list price, and returns both at the end', () => {
    expect(pricesAtSaleStart({ priceOre: 99_900, originalOre: null }, 79_900)).toEqual({ priceOre: 79_900, originalOre: 99_900 });
    expect(pricesAtSaleStart({ priceOre: 99_900, originalOre: 129_900 }, 79_900)).toEqual({ priceOre: 79_900, originalOre: 129_900 });
    expect(pricesAtSaleEnd({ priceOre: 79_900, originalOre: 99_900 }, { saleOre: 79_900, before: { priceOre: 99_900, originalOre: null } })).toEqual({ priceOre: 99_900, originalOre: null });
  });

  it('changes nothing when the sale price is not below the price, or the price was changed during the sale', () => {
    expect(pricesAtSaleStart({ priceOre: 79_900, originalOre: null }, 79_900)).toBeNull();
    expect(pricesAtSaleEnd({ priceOre: 69_900, originalOre: 99_900 }, { saleOre: 79_900, before: { priceOre: 99_900, originalOre: null } })).toBeNull();
  });

  it('gives the Omnibus rule what it needs: the sale announced against the lowest price of the 30 days before it', () => {
    const history = [
      ...priceHistoryRows({ productId: 1, beforeOre: null, afterOre: 99_900, latestValidFrom: null, nowIso: '2026-09-01T00:00:00.000Z' }),
      ...priceHistoryRows({ productId: 1, beforeOre: 99_900, afterOre: 94_900, latestValidFrom: '2026-09-01T00:00:00.000Z', nowIso: '2026-11-10T00:00:00.000Z' }),
      ...priceHistoryRows({ productId: 1, beforeOre: 94_900, afterOre: 99_900, latestValidFrom: '2026-11-10T00:00:00.000Z', nowIso: '2026-11-20T00:00:00.000Z' }),
    ];
    const started = pricesAtSaleStart({ priceOre: 99_900, originalOre: null }, 79_900)!;
    history.push(...priceHistoryRows({ productId: 1, beforeOre: 99_900, afterOre: started.priceOre, latestValidFrom: history.at(-1)!.valid_from, nowIso: NOW }));
    const saving = announcedSaving({
      priceOre: started.priceOre, referencePriceOre: started.originalOre, isPackage: false, nowIso: NOW,
      history: history.map((r) => ({ priceOre: r.price_incl_vat_ore, validFrom: r.valid_from })),
    });
    expect(saving).toEqual({ kind: 'reduction', comparedWithOre: 94_900, lowestPrice30DaysOre: 94_900 });
  });
});
