import { describe, expect, it } from 'vitest';
import { announcedSaving, lowestPriceInWindow, priceReduction, type PricePoint } from './price-history';

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

  it.each([
    [
      'counts a lower price inside the 30 days before the reduction started',
      [
        { priceOre: 100_000, validFrom: '2026-01-01T00:00:00.000Z' },
        { priceOre: 85_000, validFrom: '2026-10-20T00:00:00.000Z' },
        { priceOre: 100_000, validFrom: '2026-10-27T00:00:00.000Z' },
        { priceOre: 80_000, validFrom: '2026-11-15T00:00:00.000Z' },
      ],
      { lowestPriorPriceOre: 85_000, originalPriceOre: 100_000 },
    ],
    [
      'ignores a lower price that ended before the window and prices planned for the future',
      [
        { priceOre: 70_000, validFrom: '2026-08-01T00:00:00.000Z' },
        { priceOre: 100_000, validFrom: '2026-09-01T00:00:00.000Z' },
        { priceOre: 80_000, validFrom: '2026-11-15T00:00:00.000Z' },
        { priceOre: 60_000, validFrom: '2026-12-01T00:00:00.000Z' },
      ],
      { lowestPriorPriceOre: 100_000 },
    ],
  ])('%s', (_rule, history, expected) => {
    expect(priceReduction(history, now)).toMatchObject(expected);
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

describe('announcedSaving (what a struck price and a badge are measured against)', () => {
  const at = (day: string) => `2026-${day}T00:00:00.000Z`;
  // Product 83 of the demo: list price 2 990 kr, 2 590 kr for a week inside the 30 days, then 2 390 kr.
  const product83: PricePoint[] = [
    { priceOre: 299_000, validFrom: at('01-01') },
    { priceOre: 259_000, validFrom: at('10-20') },
    { priceOre: 299_000, validFrom: at('10-27') },
    { priceOre: 239_000, validFrom: at('11-15') },
  ];
  it.each<[string, Parameters<typeof announcedSaving>[0], ReturnType<typeof announcedSaving>]>([
    [
      'a reduction is measured against the lowest price of the 30 days before it started, not the list price',
      { priceOre: 239_000, referencePriceOre: 299_000, isPackage: false, history: product83, nowIso: now },
      { kind: 'reduction', comparedWithOre: 259_000, lowestPrice30DaysOre: 259_000 },
    ],
    [
      'a list price that held through the whole window is the prior price',
      { priceOre: 80_000, referencePriceOre: 100_000, isPackage: false, history: [{ priceOre: 100_000, validFrom: at('01-01') }, { priceOre: 80_000, validFrom: at('11-15') }], nowIso: now },
      { kind: 'reduction', comparedWithOre: 100_000, lowestPrice30DaysOre: 100_000 },
    ],
    [
      'no reduction is announced when the prior price is not above today\'s price',
      { priceOre: 80_000, referencePriceOre: 100_000, isPackage: false, history: [{ priceOre: 100_000, validFrom: at('01-01') }, { priceOre: 80_000, validFrom: at('10-30') }, { priceOre: 100_000, validFrom: at('11-05') }, { priceOre: 80_000, validFrom: at('11-15') }], nowIso: now },
      null,
    ],
    [
      'the reduced price itself never counts: a second step down is measured against the first reduced price',
      { priceOre: 70_000, referencePriceOre: 100_000, isPackage: false, history: [{ priceOre: 100_000, validFrom: at('01-01') }, { priceOre: 90_000, validFrom: at('11-01') }, { priceOre: 70_000, validFrom: at('11-15') }], nowIso: now },
      { kind: 'reduction', comparedWithOre: 90_000, lowestPrice30DaysOre: 90_000 },
    ],
    [
      'no reduction without a known prior price (no history)',
      { priceOre: 80_000, referencePriceOre: 100_000, isPackage: false, history: [], nowIso: now },
      null,
    ],
    [
      'nothing is announced without a list price above today\'s price',
      { priceOre: 239_000, referencePriceOre: null, isPackage: false, history: product83, nowIso: now },
      null,
    ],
    [
      'a package keeps its saving against its parts, beside the lowest price of the last 30 days',
      { priceOre: 1_000_000, referencePriceOre: 1_086_900, isPackage: true, history: [{ priceOre: 990_000, validFrom: at('11-01') }, { priceOre: 1_000_000, validFrom: at('11-10') }], nowIso: now },
      { kind: 'package', comparedWithOre: 1_086_900, lowestPrice30DaysOre: 990_000 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(announcedSaving(input)).toEqual(expected);
  });
});
