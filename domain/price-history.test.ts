import { describe, expect, it } from 'vitest';
import { lowestPriceInWindow, priceReduction } from './price-history';

const now = '2026-11-22T12:00:00.000Z';

describe('priceReduction (Omnibus lowest price)', () => {
  it('is null when the price never went down', () => {
    expect(priceReduction([{ priceOre: 100_000, validFrom: '2026-01-01T00:00:00.000Z' }], now)).toBeNull();
    expect(
      priceReduction(
        [
          { priceOre: 90_000, validFrom: '2026-01-01T00:00:00.000Z' },
          { priceOre: 100_000, validFrom: '2026-11-01T00:00:00.000Z' },
        ],
        now,
      ),
    ).toBeNull();
  });

  it('gives the original price when it held through the whole window', () => {
    expect(
      priceReduction(
        [
          { priceOre: 100_000, validFrom: '2026-01-01T00:00:00.000Z' },
          { priceOre: 80_000, validFrom: '2026-11-15T00:00:00.000Z' },
        ],
        now,
      ),
    ).toEqual({ originalPriceOre: 100_000, lowestPriorPriceOre: 100_000, reductionStartedAt: '2026-11-15T00:00:00.000Z' });
  });

  it('counts a lower price inside the 30 days before the reduction started', () => {
    const result = priceReduction(
      [
        { priceOre: 100_000, validFrom: '2026-01-01T00:00:00.000Z' },
        { priceOre: 85_000, validFrom: '2026-10-20T00:00:00.000Z' },
        { priceOre: 100_000, validFrom: '2026-10-27T00:00:00.000Z' },
        { priceOre: 80_000, validFrom: '2026-11-15T00:00:00.000Z' },
      ],
      now,
    );
    expect(result?.lowestPriorPriceOre).toBe(85_000);
    expect(result?.originalPriceOre).toBe(100_000);
  });

  it('ignores a lower price that ended before the window and prices planned for the future', () => {
    const result = priceReduction(
      [
        { priceOre: 70_000, validFrom: '2026-08-01T00:00:00.000Z' },
        { priceOre: 100_000, validFrom: '2026-09-01T00:00:00.000Z' },
        { priceOre: 80_000, validFrom: '2026-11-15T00:00:00.000Z' },
        { priceOre: 60_000, validFrom: '2026-12-01T00:00:00.000Z' },
      ],
      now,
    );
    expect(result?.lowestPriorPriceOre).toBe(100_000);
  });
});

describe('lowestPriceInWindow', () => {
  it('takes the lowest price in effect during the last 30 days, the current one included', () => {
    const history = [
      { priceOre: 50_000, validFrom: '2026-01-01T00:00:00.000Z' },
      { priceOre: 90_000, validFrom: '2026-09-01T00:00:00.000Z' },
      { priceOre: 80_000, validFrom: '2026-11-01T00:00:00.000Z' },
      { priceOre: 85_000, validFrom: '2026-11-10T00:00:00.000Z' },
    ];
    expect(lowestPriceInWindow(history, now)).toBe(80_000);
    expect(lowestPriceInWindow(history.slice(0, 2), now)).toBe(90_000);
    expect(lowestPriceInWindow([], now)).toBeNull();
  });
});
