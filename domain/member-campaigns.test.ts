import { describe, expect, it } from 'vitest';
import {
  campaignAppliesTo,
  campaignPriceOf,
  campaignRunsOn,
  memberPriceOn,
  memberPriceSourceOn,
  parseProductIds,
  validateMemberCampaign,
  type CampaignProduct,
  type MemberCampaignForm,
  type MemberCampaignRule,
} from './member-campaigns';

function rule(overrides: Partial<MemberCampaignRule> = {}): MemberCampaignRule {
  return {
    id: 1, kind: 'percent', percent: 10, priceInclVatOre: null, scope: 'products', productIds: [7], categoryId: null, brandId: null,
    validFrom: null, validUntil: null, ...overrides,
  };
}

const product: CampaignProduct = { id: 7, parentId: null, brandId: 3, categoryIds: [12, 4, 1], priceInclVatOre: 100_000, memberPriceInclVatOre: null };

describe('campaignRunsOn', () => {
  it.each([
    [null, null, '2026-12-01', true],
    ['2026-12-01', '2026-12-03', '2026-12-01', true],
    ['2026-12-01', '2026-12-03', '2026-12-03', true],
    ['2026-12-01', '2026-12-03', '2026-11-30', false],
    ['2026-12-01', '2026-12-03', '2026-12-04', false],
    ['2026-12-01', null, '2027-06-01', true],
    [null, '2026-12-03', '2026-01-01', true],
  ])('from %s until %s on %s: %s', (validFrom, validUntil, day, expected) => {
    expect(campaignRunsOn({ validFrom, validUntil }, day)).toBe(expected);
  });
});

describe('campaignAppliesTo', () => {
  it.each<[string, Partial<MemberCampaignRule>, Partial<CampaignProduct>, boolean]>([
    ['a chosen product', { productIds: [7] }, {}, true],
    ['another product', { productIds: [8] }, {}, false],
    ["a chosen parent's variant", { productIds: [7] }, { id: 70, parentId: 7 }, true],
    ['its own category', { scope: 'category', categoryId: 12 }, {}, true],
    ['a category above it', { scope: 'category', categoryId: 1 }, {}, true],
    ['another category', { scope: 'category', categoryId: 5 }, {}, false],
    ['its brand', { scope: 'brand', brandId: 3 }, {}, true],
    ['another brand', { scope: 'brand', brandId: 4 }, {}, false],
  ])('%s', (_name, overrides, productOverrides, expected) => {
    expect(campaignAppliesTo(rule(overrides), { ...product, ...productOverrides })).toBe(expected);
  });
});

describe('campaignPriceOf', () => {
  it('takes the percentage off and rounds down to whole kronor', () => {
    expect(campaignPriceOf(rule({ percent: 15 }), 239_000)).toBe(203_100); // 2 031,50 kr -> 2 031 kr
    expect(campaignPriceOf(rule({ percent: 10 }), 99_900)).toBe(89_900);
  });
  it('is the fixed member price', () => {
    expect(campaignPriceOf(rule({ kind: 'price', percent: null, priceInclVatOre: 79_900 }), 99_900)).toBe(79_900);
  });
});

describe('memberPriceOn', () => {
  const day = '2026-12-01';
  it('is the product member price without a campaign, and null without either', () => {
    expect(memberPriceOn({ ...product, memberPriceInclVatOre: 95_000 }, [], day)).toBe(95_000);
    expect(memberPriceOn(product, [], day)).toBeNull();
  });
  it('gives the campaign price when it is the lowest', () => {
    expect(memberPriceOn({ ...product, memberPriceInclVatOre: 95_000 }, [rule({ percent: 20 })], day)).toBe(80_000);
  });
  it('keeps the member price when it is lower than the campaign', () => {
    expect(memberPriceOn({ ...product, memberPriceInclVatOre: 70_000 }, [rule({ percent: 20 })], day)).toBe(70_000);
  });
  it('takes the lowest of several campaigns', () => {
    expect(memberPriceOn(product, [rule({ percent: 10 }), rule({ id: 2, scope: 'brand', brandId: 3, percent: 25 })], day)).toBe(75_000);
  });
  it('ignores campaigns outside their days or for other products', () => {
    expect(memberPriceOn(product, [rule({ validUntil: '2026-11-30' }), rule({ validFrom: '2026-12-02' }), rule({ productIds: [8] })], day)).toBeNull();
  });
  it('never gives a fixed price at or above the ordinary price', () => {
    expect(memberPriceOn(product, [rule({ kind: 'price', priceInclVatOre: 100_000 })], day)).toBeNull();
    expect(memberPriceOn(product, [rule({ kind: 'price', priceInclVatOre: 120_000 })], day)).toBeNull();
  });
  it('ignores a stored member price that is not below the ordinary price', () => {
    expect(memberPriceOn({ ...product, memberPriceInclVatOre: 100_000 }, [], day)).toBeNull();
  });
});

describe('validateMemberCampaign', () => {
  const form = (overrides: Partial<MemberCampaignForm> = {}): MemberCampaignForm => ({
    name: 'Medlemsvecka', kind: 'percent', percent: '15', price: '', scope: 'products', products: 'SKU-1, SKU-2\nSKU-1', category_id: '',
    brand_id: '', valid_from: '2026-12-01', valid_until: '2026-12-07', ...overrides,
  });

  it('accepts a percentage on chosen products, without repeats', () => {
    expect(validateMemberCampaign(form())).toEqual({
      ok: true,
      campaign: {
        name: 'Medlemsvecka', kind: 'percent', percent: 15, price_incl_vat_ore: null, scope: 'products', productRefs: ['SKU-1', 'SKU-2'],
        category_id: null, brand_id: null, valid_from: '2026-12-01', valid_until: '2026-12-07',
      },
    });
  });
  it('accepts a fixed price typed the Swedish way', () => {
    const checked = validateMemberCampaign(form({ kind: 'price', percent: '', price: '1 299,00' }));
    expect(checked.ok && checked.campaign.price_incl_vat_ore).toBe(129_900);
  });
  it('accepts a category or a brand, open-ended', () => {
    const category = validateMemberCampaign(form({ scope: 'category', category_id: '12', valid_from: '', valid_until: '' }));
    expect(category.ok && [category.campaign.category_id, category.campaign.valid_from, category.campaign.valid_until]).toEqual([12, null, null]);
    const brand = validateMemberCampaign(form({ scope: 'brand', brand_id: '3' }));
    expect(brand.ok && brand.campaign.brand_id).toBe(3);
  });
  it.each<[string, Partial<MemberCampaignForm>, string]>([
    ['no name', { name: '  ' }, 'name'],
    ['an unknown kind', { kind: 'gratis' }, 'kind'],
    ['an unknown scope', { scope: 'alla' }, 'scope'],
    ['a percentage of 0', { percent: '0' }, 'percent'],
    ['a percentage above 90', { percent: '95' }, 'percent'],
    ['a fractional percentage', { percent: '12.5' }, 'percent'],
    ['no price', { kind: 'price', price: '' }, 'price'],
    ['a price of 0', { kind: 'price', price: '0' }, 'price'],
    ['a price with öre', { kind: 'price', price: '1 299,50' }, 'price'],
    ['a fixed price for a category', { kind: 'price', price: '100', scope: 'category', category_id: '12' }, 'kind'],
    ['no products', { products: ' , ' }, 'products'],
    ['no category', { scope: 'category', category_id: 'x' }, 'category_id'],
    ['no brand', { scope: 'brand', brand_id: '-3' }, 'brand_id'],
    ['an impossible day', { valid_from: '2026-02-30' }, 'valid_from'],
    ['an end before the start', { valid_until: '2026-11-30' }, 'valid_until'],
  ])('refuses %s', (_name, overrides, field) => {
    const checked = validateMemberCampaign(form(overrides));
    expect(checked.ok).toBe(false);
    expect(!checked.ok && Object.keys(checked.errors)).toContain(field);
  });
});

describe('parseProductIds', () => {
  it('keeps whole positive numbers only', () => {
    expect(parseProductIds('[1, 2, "3", -4, 5.5]')).toEqual([1, 2]);
    expect(parseProductIds('not json')).toEqual([]);
  });
});

describe('memberPriceSourceOn', () => {
  it('names where the member price comes from: the lowest running campaign, or the product\'s own price', () => {
    const twenty = rule({ id: 2, percent: 20 });
    const day = '2026-12-01';
    expect(memberPriceSourceOn(product, [rule(), twenty], day)).toEqual({ priceOre: 80_000, campaign: twenty });
    expect(memberPriceSourceOn({ ...product, memberPriceInclVatOre: 75_000 }, [rule(), twenty], day)).toEqual({ priceOre: 75_000, campaign: null });
    expect(memberPriceSourceOn(product, [rule({ validUntil: '2026-11-30' })], day)).toBeNull();
    expect(memberPriceOn(product, [rule(), twenty], day)).toBe(80_000);
  });
});
