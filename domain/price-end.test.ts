import { describe, expect, it } from 'vitest';
import { priceEndFor } from './price-end';
import type { MemberCampaignRule } from './member-campaigns';

const sale = { salePriceOre: 6_990_00, startsAt: '2026-11-20T08:00:00.000Z', endsAt: '2026-11-30T08:00:00.000Z' };

function campaign(overrides: Partial<MemberCampaignRule> = {}): MemberCampaignRule {
  return {
    id: 4, kind: 'price', percent: null, priceInclVatOre: 5_990_00, scope: 'products', productIds: [7], categoryId: null, brandId: null,
    validFrom: '2026-11-25', validUntil: '2026-12-03',
    ...overrides,
  };
}

describe('priceEndFor', () => {
  it('ends a sale price when its sale ends', () => {
    expect(priceEndFor({ priceOre: 6_990_00, sale, member: null })).toEqual({ startsAt: sale.startsAt, endsAt: sale.endsAt });
  });

  it('has no end for a price no sale set: a plain reduction, or a sale whose price staff changed since it started', () => {
    expect(priceEndFor({ priceOre: 6_990_00, sale: null, member: null })).toBeNull();
    expect(priceEndFor({ priceOre: 6_490_00, sale, member: null })).toBeNull();
  });

  it("ends a member's campaign price at the end of the campaign's last Swedish day, whatever the sale does", () => {
    const member = { priceOre: 5_990_00, campaign: campaign() };
    // 2026-12-04 00:00 in Stockholm (CET, UTC+1) is 23:00 UTC the day before.
    expect(priceEndFor({ priceOre: 6_990_00, sale, member })).toEqual({ startsAt: '2026-11-24T23:00:00.000Z', endsAt: '2026-12-03T23:00:00.000Z' });
    expect(priceEndFor({ priceOre: 7_990_00, sale: null, member: { priceOre: 5_990_00, campaign: campaign({ validUntil: '2026-07-31', validFrom: null }) } })).toEqual({
      startsAt: null, endsAt: '2026-07-31T22:00:00.000Z',
    });
  });

  it("ends a member's percentage off a sale price when the first of the two ends", () => {
    const percent = (validUntil: string | null) => ({ priceOre: 5_591_00, campaign: campaign({ kind: 'percent', percent: 20, priceInclVatOre: null, validUntil }) });
    expect(priceEndFor({ priceOre: 6_990_00, sale, member: percent('2026-12-03') })).toEqual({ startsAt: sale.startsAt, endsAt: sale.endsAt });
    expect(priceEndFor({ priceOre: 6_990_00, sale, member: percent(null) })?.endsAt).toBe(sale.endsAt);
    expect(priceEndFor({ priceOre: 6_990_00, sale, member: percent('2026-11-27') })?.endsAt).toBe('2026-11-27T23:00:00.000Z');
  });

  it('has no end for an open-ended campaign or the product\'s own member price, though a sale runs', () => {
    expect(priceEndFor({ priceOre: 6_990_00, sale, member: { priceOre: 5_990_00, campaign: campaign({ validUntil: null }) } })).toBeNull();
    expect(priceEndFor({ priceOre: 6_990_00, sale, member: { priceOre: 6_500_00, campaign: null } })).toBeNull();
  });
});
