import { describe, expect, it } from 'vitest';
import { csvPriceHistoryEntry } from './csv-price-change';
import { priceReduction } from './price-history';

const AT = '2026-11-28T10:00:00.000Z';

describe('csvPriceHistoryEntry', () => {
  it.each([
    ['a lower price', 19_900, 14_900, { priceOre: 14_900, validFrom: AT }],
    ['a higher price', 14_900, 19_900, { priceOre: 19_900, validFrom: AT }],
    ['a new product', null, 9_900, { priceOre: 9_900, validFrom: AT }],
    ['an unchanged price', 19_900, 19_900, null],
    ['a free product staying free', 0, 0, null],
  ])('%s', (_name, before, after, expected) => {
    expect(csvPriceHistoryEntry(before, after, AT)).toEqual(expected);
  });

  it('gives the Omnibus rule the reduction an import made, anchored at the import', () => {
    const history = [{ priceOre: 19_900, validFrom: '2026-10-01T00:00:00.000Z' }];
    const entry = csvPriceHistoryEntry(19_900, 14_900, AT)!;
    const reduction = priceReduction([...history, entry], '2026-11-29T00:00:00.000Z');
    expect(reduction).toEqual({ originalPriceOre: 19_900, lowestPriorPriceOre: 19_900, reductionStartedAt: AT });
  });
});
