import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, decideQuantity, giftLinesFor, lineStatus, maxQuantityFor, parseQuantity, type GiftCampaignRule } from './cart-rules';

const plenty = { stock: 100, allowBackorder: false, maxPurchasableQuantity: null };

describe('parseQuantity', () => {
  it.each([
    ['3', 3], [' 12 ', 12], ['0', 0], [7, 7], ['999999999999', MAX_LINE_QUANTITY + 1],
    ['abc', null], ['-5', null], ['1e9', null], ['2.5', null], ['', null], [null, null], [undefined, null], [{}, null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseQuantity(raw)).toBe(expected);
  });
});

describe('decideQuantity', () => {
  it.each([
    ['takes what fits', 3, plenty, 3, null],
    ['removes at 0', 0, plenty, 0, null],
    ['caps at the purchase cap', 5, { ...plenty, maxPurchasableQuantity: 2 }, 2, 'purchase_cap'],
    ['caps at stock', 5, { ...plenty, stock: 4 }, 4, 'stock'],
    ['stock below the cap wins', 5, { stock: 1, allowBackorder: false, maxPurchasableQuantity: 3 }, 1, 'stock'],
    ['backorder ignores stock', 50, { stock: 0, allowBackorder: true, maxPurchasableQuantity: null }, 50, null],
    ['backorder still honours the cap', 50, { stock: 0, allowBackorder: true, maxPurchasableQuantity: 4 }, 4, 'purchase_cap'],
    ['sold out takes nothing', 1, { ...plenty, stock: 0 }, 0, 'stock'],
    ['never above the stepper maximum', 40_000, { stock: 0, allowBackorder: true, maxPurchasableQuantity: null }, MAX_LINE_QUANTITY, 'line_maximum'],
  ] as const)('%s', (_name, requested, limits, quantity, cappedBy) => {
    expect(decideQuantity(requested, limits)).toEqual({ quantity, cappedBy });
  });

  it('treats a cap of 0 as no cap', () => {
    expect(maxQuantityFor({ ...plenty, maxPurchasableQuantity: 0 })).toBe(100);
  });
});

describe('lineStatus', () => {
  it.each([
    ['more than in stock', 3, { ...plenty, stock: 2 }, { kind: 'overselling' }],
    ['at the purchase cap', 2, { ...plenty, maxPurchasableQuantity: 2 }, { kind: 'at_cap', cap: 2 }],
    ['little stock left', 1, { ...plenty, stock: 4 }, { kind: 'limited', left: 4 }],
    ['plenty', 1, plenty, { kind: 'normal' }],
    ['backorder is never overselling', 9, { stock: 0, allowBackorder: true, maxPurchasableQuantity: null }, { kind: 'normal' }],
  ] as const)('%s', (_name, quantity, limits, status) => {
    expect(lineStatus(quantity, limits, 5)).toEqual(status);
  });
});

describe('giftLinesFor', () => {
  const campaign: GiftCampaignRule = { id: 1, triggerProductId: 10, triggerQuantity: 2, giftProductId: 20, giftQuantity: 1, validFrom: null, validUntil: null };
  const now = '2026-11-23T12:00:00.000Z';

  it.each([
    [1, 0], [2, 1], [5, 2],
  ])('gives one gift per 2 bought: %i bought -> %i gifts', (bought, gifts) => {
    const lines = giftLinesFor([campaign], new Map([[10, bought]]), new Map([[20, 10]]), now);
    expect(lines.reduce((s, l) => s + l.quantity, 0)).toBe(gifts);
  });

  it('gives no more than is in stock, and nothing outside the validity', () => {
    expect(giftLinesFor([campaign], new Map([[10, 10]]), new Map([[20, 3]]), now)).toEqual([{ campaignId: 1, productId: 20, quantity: 3 }]);
    expect(giftLinesFor([{ ...campaign, validUntil: now }], new Map([[10, 2]]), new Map([[20, 3]]), now)).toEqual([]);
    expect(giftLinesFor([{ ...campaign, validFrom: '2027-01-01T00:00:00.000Z' }], new Map([[10, 2]]), new Map([[20, 3]]), now)).toEqual([]);
  });
});
