import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  blockingCode,
  checkCode,
  drawGiftCards,
  normaliseCode,
  prorate,
  type CodeRefusal,
  type DiscountCodeRule,
  type DiscountContext,
  type DiscountableLine,
  type DiscountOutcome,
} from './discounts';
import { exclVatFromInclVat } from './vat';

function rule(overrides: Partial<DiscountCodeRule> = {}): DiscountCodeRule {
  return {
    code: 'TEST',
    kind: 'percent',
    percent: 10,
    amountOre: null,
    minOrderOre: null,
    validFrom: null,
    validUntil: null,
    usageLimitTotal: null,
    timesUsed: 0,
    usageLimitPerCustomer: null,
    timesUsedByCustomer: 0,
    memberOnly: false,
    categoryIds: [],
    brandIds: [],
    label: null,
    ...overrides,
  };
}

function line(key: string, totalInclVatOre: number, overrides: Partial<DiscountableLine> = {}): DiscountableLine {
  return { key, totalInclVatOre, vatRatePercent: 25, categoryIds: [1], brandId: 100, isGift: false, ...overrides };
}

const NOW = '2026-06-15T12:00:00.000Z';
const guest: DiscountContext = { nowIso: NOW, isMember: false };
const member: DiscountContext = { nowIso: NOW, isMember: true };

// Two 25 % lines and one 12 % line, so the per-line rounding of excl. VAT differs by rate.
const mixed: DiscountableLine[] = [
  line('tv', 12495, { vatRatePercent: 25, categoryIds: [10, 1], brandId: 100 }),
  line('book', 8990, { vatRatePercent: 12, categoryIds: [20, 2], brandId: 200 }),
  line('cable', 3333, { vatRatePercent: 25, categoryIds: [11, 1], brandId: 300 }),
];

/** The invariants every outcome keeps, whatever the rules: exact sums and no line over-discounted. */
function expectConsistent(outcome: DiscountOutcome, lines: readonly DiscountableLine[]): void {
  const rateOf = new Map(lines.map((l) => [l.key, l.vatRatePercent]));
  let incl = 0;
  let excl = 0;
  for (const applied of outcome.applied) {
    const parts = [...applied.perLine.entries()];
    expect(parts.reduce((sum, [, part]) => sum + part.inclVatOre, 0)).toBe(applied.amountInclVatOre);
    expect(parts.reduce((sum, [, part]) => sum + part.exclVatOre, 0)).toBe(applied.amountExclVatOre);
    for (const [key, part] of parts) {
      expect(part.exclVatOre).toBe(exclVatFromInclVat(part.inclVatOre, rateOf.get(key) ?? Number.NaN));
    }
    incl += applied.amountInclVatOre;
    excl += applied.amountExclVatOre;
  }
  expect(outcome.totalInclVatOre).toBe(incl);
  expect(outcome.totalExclVatOre).toBe(excl);
  const summed = [...outcome.perLine.values()];
  expect(summed.reduce((sum, part) => sum + part.inclVatOre, 0)).toBe(incl);
  expect(summed.reduce((sum, part) => sum + part.exclVatOre, 0)).toBe(excl);
  for (const l of lines) {
    expect(outcome.perLine.get(l.key)?.inclVatOre ?? 0).toBeLessThanOrEqual(l.totalInclVatOre);
  }
}

function plain(map: Map<string, { inclVatOre: number; exclVatOre: number }>): Record<string, [number, number]> {
  return Object.fromEntries([...map].map(([key, part]) => [key, [part.inclVatOre, part.exclVatOre]]));
}

describe('normaliseCode', () => {
  it.each([
    ['valkommen10 ', 'VALKOMMEN10'],
    [' Spara 200', 'SPARA200'],
    ['välkommen\u00a010', 'VÄLKOMMEN10'],
    ['\tsommar 20 25\n', 'SOMMAR2025'],
    ['ÅÄÖ', 'ÅÄÖ'],
    ['   ', ''],
  ])('%j -> %j', (typed, canonical) => {
    expect(normaliseCode(typed)).toBe(canonical);
  });
});

describe('checkCode', () => {
  const cart = [line('a', 30000)];

  it.each<[string, Partial<DiscountCodeRule>, DiscountContext, DiscountableLine[], CodeRefusal | null]>([
    ['a plain code', {}, guest, cart, null],
    ['before validFrom', { validFrom: '2026-07-01T00:00:00.000Z' }, guest, cart, { reason: 'not_yet_valid' }],
    ['exactly at validFrom (inclusive)', { validFrom: NOW }, guest, cart, null],
    ['after validUntil', { validUntil: '2026-06-01T00:00:00.000Z' }, guest, cart, { reason: 'expired' }],
    ['exactly at validUntil (exclusive)', { validUntil: NOW }, guest, cart, { reason: 'expired' }],
    ['one ms before validUntil', { validUntil: '2026-06-15T12:00:00.001Z' }, guest, cart, null],
    ['a date-only validUntil', { validUntil: '2026-06-15' }, guest, cart, { reason: 'expired' }],
    ['validFrom with an offset, already passed in UTC', { validFrom: '2026-06-15T13:30:00+02:00' }, guest, cart, null],
    ['validFrom without offset, read as UTC', { validFrom: '2026-06-15T12:00:01' }, guest, cart, { reason: 'not_yet_valid' }],
    ['total limit reached', { usageLimitTotal: 5, timesUsed: 5 }, guest, cart, { reason: 'used_up' }],
    ['total limit not reached', { usageLimitTotal: 5, timesUsed: 4 }, guest, cart, null],
    ['customer limit reached', { usageLimitPerCustomer: 1, timesUsedByCustomer: 1 }, guest, cart, { reason: 'used_by_customer' }],
    ['customer limit, unknown customer', { usageLimitPerCustomer: 1, timesUsedByCustomer: 0 }, guest, cart, null],
    ['member code, guest', { memberOnly: true }, guest, cart, { reason: 'member_only' }],
    ['member code, member', { memberOnly: true }, member, cart, null],
    ['empty cart', {}, guest, [], { reason: 'not_applicable' }],
    ['only a gift line', {}, guest, [line('g', 0, { isGift: true })], { reason: 'not_applicable' }],
    ['no line in the category', { categoryIds: [99] }, guest, cart, { reason: 'not_applicable' }],
    ['no line of the brand', { brandIds: [999] }, guest, cart, { reason: 'not_applicable' }],
    ['below the minimum', { minOrderOre: 30001 }, guest, cart, { reason: 'minimum_not_reached', minOrderOre: 30001 }],
    ['exactly the minimum', { minOrderOre: 30000 }, guest, cart, null],
    ['free delivery, any non-empty cart', { kind: 'free_delivery', percent: null }, guest, cart, null],
    ['free delivery, a cart of only a gift', { kind: 'free_delivery', percent: null }, guest, [line('g', 0, { isGift: true })], null],
    ['free delivery, empty cart', { kind: 'free_delivery', percent: null }, guest, [], { reason: 'not_applicable' }],
    ['free delivery restricted to a missing brand', { kind: 'free_delivery', percent: null, brandIds: [999] }, guest, cart, { reason: 'not_applicable' }],
    ['free delivery below its minimum', { kind: 'free_delivery', percent: null, minOrderOre: 50000 }, guest, cart, { reason: 'minimum_not_reached', minOrderOre: 50000 }],
  ])('%s', (_name, overrides, ctx, lines, expected) => {
    expect(checkCode(rule(overrides), lines, ctx)).toEqual(expected);
  });

  // Each row breaks every check from its expected reason onwards, so only the order decides.
  const broken: Partial<DiscountCodeRule> = {
    validFrom: '2026-07-01T00:00:00.000Z',
    validUntil: '2026-06-01T00:00:00.000Z',
    usageLimitTotal: 1,
    timesUsed: 1,
    usageLimitPerCustomer: 1,
    timesUsedByCustomer: 1,
    memberOnly: true,
    categoryIds: [99],
    minOrderOre: 1_000_000,
  };
  it.each<[CodeRefusal['reason'], Partial<DiscountCodeRule>]>([
    ['not_yet_valid', broken],
    ['expired', { ...broken, validFrom: null }],
    ['used_up', { ...broken, validFrom: null, validUntil: null }],
    ['used_by_customer', { ...broken, validFrom: null, validUntil: null, usageLimitTotal: null }],
    ['member_only', { ...broken, validFrom: null, validUntil: null, usageLimitTotal: null, usageLimitPerCustomer: null }],
    ['not_applicable', { ...broken, validFrom: null, validUntil: null, usageLimitTotal: null, usageLimitPerCustomer: null, memberOnly: false }],
    ['minimum_not_reached', { ...broken, validFrom: null, validUntil: null, usageLimitTotal: null, usageLimitPerCustomer: null, memberOnly: false, categoryIds: [] }],
  ])('check order: %s comes first', (reason, overrides) => {
    expect(checkCode(rule(overrides), cart, guest)?.reason).toBe(reason);
  });

  it('counts only the eligible lines towards the minimum', () => {
    const lines = [line('in', 20000, { categoryIds: [5] }), line('out', 90000, { categoryIds: [6] })];
    expect(checkCode(rule({ categoryIds: [5], minOrderOre: 25000 }), lines, guest)).toEqual({
      reason: 'minimum_not_reached',
      minOrderOre: 25000,
    });
    expect(checkCode(rule({ minOrderOre: 25000 }), lines, guest)).toBeNull();
  });

  it('throws on a date that is not ISO (a data error, not a business outcome)', () => {
    expect(() => checkCode(rule({ validFrom: 'soon' }), cart, guest)).toThrow(RangeError);
  });
});

describe('blockingCode', () => {
  const percent = rule({ code: 'TIO', kind: 'percent', percent: 10 });
  const amount = rule({ code: 'SPARA200', kind: 'amount', percent: null, amountOre: 20000 });
  const freeDelivery = rule({ code: 'FRIFRAKT', kind: 'free_delivery', percent: null });
  const otherFreeDelivery = rule({ code: 'FRAKTFRITT', kind: 'free_delivery', percent: null });

  it.each<[string, DiscountCodeRule[], DiscountCodeRule, DiscountCodeRule | null]>([
    ['nothing applied', [], percent, null],
    ['percent after amount', [amount], percent, amount],
    ['amount after percent', [percent], amount, percent],
    ['percent after percent', [percent], rule({ code: 'TJUGO', percent: 20 }), percent],
    ['free delivery after percent', [percent], freeDelivery, null],
    ['amount after free delivery', [freeDelivery], amount, null],
    ['free delivery after free delivery', [freeDelivery], otherFreeDelivery, freeDelivery],
    ['free delivery when both kinds are applied', [amount, freeDelivery], otherFreeDelivery, freeDelivery],
    ['percent when both kinds are applied', [freeDelivery, amount], percent, amount],
  ])('%s', (_name, applied, adding, expected) => {
    expect(blockingCode(applied, adding)).toBe(expected);
  });
});

describe('applyDiscounts', () => {
  it.each<[string, Partial<DiscountCodeRule>, number, number, Record<string, [number, number]>]>([
    // 10 % of 24 818 = 2 481.8 -> 2 482; shares 1 249.60 / 899.07 / 333.33, the spare öre to 'tv'.
    ['10 % on 25 % and 12 % lines', { kind: 'percent', percent: 10 }, 2482, 1000 + 803 + 266, { tv: [1250, 1000], book: [899, 803], cable: [333, 266] }],
    // Shares 2 517.33 / 1 811.19 / 671.49: the spare öre goes to the largest remainder, 'cable'.
    ['50 kr on 25 % and 12 % lines', { kind: 'amount', percent: null, amountOre: 5000 }, 5000, 2014 + 1617 + 538, { tv: [2517, 2014], book: [1811, 1617], cable: [672, 538] }],
    ['100 %', { kind: 'percent', percent: 100 }, 24818, 9996 + 8027 + 2666, { tv: [12495, 9996], book: [8990, 8027], cable: [3333, 2666] }],
    ['an amount larger than the eligible total', { kind: 'amount', percent: null, amountOre: 50000 }, 24818, 9996 + 8027 + 2666, { tv: [12495, 9996], book: [8990, 8027], cable: [3333, 2666] }],
    ['an amount larger than its category', { kind: 'amount', percent: null, amountOre: 50000, categoryIds: [2] }, 8990, 8027, { book: [8990, 8027] }],
    ['percent restricted to an ancestor category', { kind: 'percent', percent: 20, categoryIds: [1] }, 3166, 1999 + 534, { tv: [2499, 1999], cable: [667, 534] }],
    ['percent restricted to a brand', { kind: 'percent', percent: 20, brandIds: [200, 300] }, 2465, 1605 + 534, { book: [1798, 1605], cable: [667, 534] }],
    ['category and brand must both match', { kind: 'percent', percent: 20, categoryIds: [1], brandIds: [300, 200] }, 667, 534, { cable: [667, 534] }],
  ])('%s', (_name, overrides, incl, excl, perLine) => {
    const outcome = applyDiscounts([rule(overrides)], mixed, guest);
    expect(outcome.totalInclVatOre).toBe(incl);
    expect(outcome.totalExclVatOre).toBe(excl);
    expect(plain(outcome.perLine)).toEqual(perLine);
    expect(plain(outcome.applied[0]?.perLine ?? new Map())).toEqual(perLine);
    expect(outcome.applied[0]?.refusal).toBeNull();
    expect(outcome.freeDelivery).toBe(false);
    expectConsistent(outcome, mixed);
  });

  it('never discounts a gift line, even when its category and brand match', () => {
    const lines = [...mixed, line('gift', 0, { isGift: true, categoryIds: [10, 1], brandId: 100 })];
    const outcome = applyDiscounts([rule({ kind: 'amount', percent: null, amountOre: 100000 })], lines, guest);
    expect(outcome.perLine.has('gift')).toBe(false);
    expect(outcome.totalInclVatOre).toBe(24818);
    expectConsistent(outcome, lines);
  });

  it('keeps a stored code that fell below its minimum, with amount 0 and the reason', () => {
    const stored = rule({ code: 'SPARA200', kind: 'amount', percent: null, amountOre: 20000, minOrderOre: 30000 });
    const outcome = applyDiscounts([stored], mixed, guest);
    expect(outcome.applied).toEqual([
      {
        rule: stored,
        amountInclVatOre: 0,
        amountExclVatOre: 0,
        refusal: { reason: 'minimum_not_reached', minOrderOre: 30000 },
        perLine: new Map(),
      },
    ]);
    expect(outcome.totalInclVatOre).toBe(0);
    expect(outcome.totalExclVatOre).toBe(0);
    expect(outcome.perLine.size).toBe(0);
  });

  it('lists refused and applying codes in the order given', () => {
    const expired = rule({ code: 'GAMMAL', validUntil: '2026-01-01T00:00:00.000Z' });
    const freeDelivery = rule({ code: 'FRIFRAKT', kind: 'free_delivery', percent: null });
    const tenPercent = rule({ code: 'TIO' });
    const outcome = applyDiscounts([expired, freeDelivery, tenPercent], mixed, guest);
    expect(outcome.applied.map((a) => [a.rule.code, a.amountInclVatOre, a.refusal?.reason ?? null])).toEqual([
      ['GAMMAL', 0, 'expired'],
      ['FRIFRAKT', 0, null],
      ['TIO', 2482, null],
    ]);
    expect(outcome.freeDelivery).toBe(true);
    expectConsistent(outcome, mixed);
  });

  it.each([
    ['a member-only free delivery for a guest', rule({ kind: 'free_delivery', percent: null, memberOnly: true }), false],
    ['no free-delivery code', rule(), false],
  ])('freeDelivery is false with %s', (_name, stored, expected) => {
    expect(applyDiscounts([stored], mixed, guest).freeDelivery).toBe(expected);
  });

  it('caps the codes together at each line total when stacked anyway', () => {
    const outcome = applyDiscounts(
      [rule({ code: 'A', percent: 60 }), rule({ code: 'B', kind: 'amount', percent: null, amountOre: 20000 })],
      mixed,
      guest,
    );
    expect(outcome.applied.map((a) => a.amountInclVatOre)).toEqual([14891, 24818 - 14891]);
    expect(outcome.totalInclVatOre).toBe(24818);
    for (const l of mixed) expect(outcome.perLine.get(l.key)?.inclVatOre).toBe(l.totalInclVatOre);
    expectConsistent(outcome, mixed);
  });

  it('returns an empty outcome without codes', () => {
    expect(applyDiscounts([], mixed, guest)).toEqual({
      applied: [],
      freeDelivery: false,
      totalInclVatOre: 0,
      totalExclVatOre: 0,
      perLine: new Map(),
    });
  });

  it.each<[string, Partial<DiscountCodeRule>]>([
    ['a percent code without percent', { kind: 'percent', percent: null }],
    ['a percent code above 100', { kind: 'percent', percent: 150 }],
    ['an amount code without amount', { kind: 'amount', percent: null, amountOre: null }],
  ])('throws on %s (broken data)', (_name, overrides) => {
    expect(() => applyDiscounts([rule(overrides)], mixed, guest)).toThrow(RangeError);
  });
});

describe('prorate', () => {
  it.each<[number, number[], number[]]>([
    [100, [1, 1, 2], [25, 25, 50]],
    [10, [1, 1, 1], [4, 3, 3]],
    [1, [1, 1, 1], [1, 0, 0]],
    [2, [1, 1, 1], [1, 1, 0]],
    [5, [0, 3, 0, 2], [0, 3, 0, 2]],
    [7, [0, 5], [0, 7]],
    [0, [3, 4], [0, 0]],
    [0, [0, 0], [0, 0]],
    [0, [], []],
    [1, [2, 3], [0, 1]],
    // total x weight is above 2^53 here; the split must still be exact.
    [9_007_199_254_740, [9_007_199_254_740, 1, 2], [9_007_199_254_737, 1, 2]],
  ])('prorate(%i, %j) = %j', (total, weights, expected) => {
    expect(prorate(total, weights)).toEqual(expected);
  });

  it.each<[number, number[]]>([
    [5, []],
    [5, [0, 0]],
    [-1, [1]],
    [1.5, [1]],
    [5, [1, -1]],
    [5, [0.5, 1]],
  ])('throws for prorate(%s, %j)', (total, weights) => {
    expect(() => prorate(total, weights)).toThrow(RangeError);
  });

  /** mulberry32: a small seeded generator, so a failure reproduces. */
  function seeded(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('sums exactly, never goes negative and stays within one öre of the exact share (2 000 random cases)', () => {
    const random = seeded(20260615);
    const int = (max: number) => Math.floor(random() * (max + 1));
    // Violations are collected and compared once, so a failure shows every bad case at a glance.
    const violations: string[] = [];
    for (let run = 0; run < 2000; run += 1) {
      const scale = [10, 1000, 100_000, 10_000_000][int(3)] ?? 10;
      const weights = Array.from({ length: 1 + int(12) }, () => (random() < 0.15 ? 0 : int(scale)));
      const weightSum = weights.reduce((sum, w) => sum + w, 0);
      const total = weightSum === 0 ? 0 : int(scale * 2);
      const parts = prorate(total, weights);
      const where = `prorate(${total}, ${JSON.stringify(weights)}) = ${JSON.stringify(parts)}`;

      if (parts.length !== weights.length) violations.push(`${where}: length`);
      if (parts.reduce((sum, p) => sum + p, 0) !== total) violations.push(`${where}: sum`);
      parts.forEach((part, i) => {
        const weight = weights[i] ?? 0;
        const exact = weightSum === 0 ? 0 : (total * weight) / weightSum;
        if (!Number.isInteger(part) || part < 0) violations.push(`${where}: part ${i} not a non-negative integer`);
        if (Math.abs(part - exact) >= 1 + 1e-9) violations.push(`${where}: part ${i} not proportional`);
        if (weight === 0 && part !== 0) violations.push(`${where}: part ${i} has weight 0`);
        if (total <= weightSum && part > weight) violations.push(`${where}: part ${i} above its weight`);
      });
    }
    expect(violations).toEqual([]);
  });
});

describe('drawGiftCards', () => {
  it.each<[string, [string, number][], number, [string, number, number][]]>([
    ['one card pays part', [['A', 10000]], 25000, [['A', 10000, 0]]],
    ['one card pays all', [['A', 50000]], 25000, [['A', 25000, 25000]]],
    ['two cards, the second partly', [['A', 10000], ['B', 50000]], 25000, [['A', 10000, 0], ['B', 15000, 35000]]],
    ['two cards, not enough together', [['A', 10000], ['B', 5000]], 25000, [['A', 10000, 0], ['B', 5000, 0]]],
    ['the first card suffices, the second draws 0', [['A', 30000], ['B', 5000]], 25000, [['A', 25000, 5000], ['B', 0, 5000]]],
    ['exactly the balance', [['A', 25000]], 25000, [['A', 25000, 0]]],
    ['nothing due', [['A', 10000]], 0, [['A', 0, 10000]]],
    ['an empty card', [['A', 0], ['B', 10000]], 5000, [['A', 0, 0], ['B', 5000, 5000]]],
    ['no cards', [], 25000, []],
  ])('%s', (_name, cards, due, expected) => {
    const draws = drawGiftCards(
      cards.map(([code, balanceOre]) => ({ code, balanceOre })),
      due,
    );
    expect(draws).toEqual(expected.map(([code, drawnOre, remainingOre]) => ({ code, drawnOre, remainingOre })));
    expect(draws.reduce((sum, d) => sum + d.drawnOre, 0)).toBeLessThanOrEqual(due);
  });

  it.each([
    ['a negative amount due', [{ code: 'A', balanceOre: 100 }], -1],
    ['a negative balance', [{ code: 'A', balanceOre: -100 }], 100],
    ['a fractional amount due', [{ code: 'A', balanceOre: 100 }], 1.5],
  ])('throws on %s', (_name, cards, due) => {
    expect(() => drawGiftCards(cards, due)).toThrow(RangeError);
  });
});
