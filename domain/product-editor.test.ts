import { describe, expect, it } from 'vitest';
import {
  isoToSwedishLocal, keepConcurrentChanges, kronorInput, parseKronor, parseLoadedValues, parseProductListQuery, productUrl, salesOverlap, slugFromName, swedishLocalToIso, validateProductForm,
  validateSaleForm, validateVariantForm, type ProductDraft, type ProductForm,
} from './product-editor';

const FORM: ProductForm = {
  name: 'Kaffebryggare Öland', sku: 'KB-100', slug: '', brand_id: '3', category_id: '12', vat_class: 'standard', description: 'Brygger gott.',
  info_text: '', seo_title: '', seo_description: '', gtin: '', mpn: '', price: '1 299,50', original_price: '', member_price: '', stock: '5',
  allow_backorder: false, max_per_customer: '', buy_option: true, status: 'active',
};

describe('parseKronor', () => {
  it.each([
    ['1 299,50', 129_950], ['1299.50', 129_950], ['1\u00a0299', 129_900], ['0', 0], ['12,5', 1_250],
    ['-5', null], ['1.299,50', null], ['12,345', null], ['abc', null], ['', null], ['1e3', null], ['99999999999', null],
  ])('%s', (text, ore) => {
    expect(parseKronor(text)).toBe(ore);
  });
});

describe('kronorInput', () => {
  it.each([[null, ''], [129_900, '1299'], [129_950, '1299,50'], [5, '0,05']])('%s', (ore, text) => {
    expect(kronorInput(ore)).toBe(text);
    if (ore !== null) expect(parseKronor(text)).toBe(ore);
  });
});

describe('validateProductForm', () => {
  it('gives a draft in öre with the slug made from the name', () => {
    const result = validateProductForm(FORM);
    expect(result).toMatchObject({ ok: true, draft: { slug: 'kaffebryggare-oland', priceOre: 129_950, stock: 5, gtin: null, status: 'active', brandId: 3 } });
  });

  it('names every wrong field', () => {
    const result = validateProductForm({
      ...FORM, name: ' ', sku: 'a b', slug: 'Ä/..', price: '12,345', member_price: '2000', stock: '-1', gtin: '1234567890123', status: 'gone', brand_id: 'x',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['brand_id', 'gtin', 'name', 'price', 'sku', 'slug', 'status', 'stock']);
  });

  it('refuses a member price above the price', () => {
    const result = validateProductForm({ ...FORM, member_price: '1 300' });
    expect(result.ok ? null : result.errors).toEqual({ member_price: true });
  });
});

describe('validateVariantForm', () => {
  it('checks sku, option, price and stock', () => {
    expect(validateVariantForm({ sku: 'KB-100-R', option_id: '4', price: '1299', stock: '' })).toEqual({ ok: true, draft: { sku: 'KB-100-R', optionId: 4, priceOre: 129_900, stock: 0 } });
    const bad = validateVariantForm({ sku: '', option_id: '0', price: 'gratis', stock: '1.5' });
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(['option_id', 'price', 'sku', 'stock']);
  });
});

describe('Swedish local times', () => {
  it('converts winter and summer times both ways', () => {
    expect(swedishLocalToIso('2026-11-28T09:00')).toBe('2026-11-28T08:00:00.000Z');
    expect(swedishLocalToIso('2026-07-01T09:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(isoToSwedishLocal('2026-07-01T07:00:00.000Z')).toBe('2026-07-01T09:00');
    expect(swedishLocalToIso('2026-02-30T09:00')).toBeNull();
    expect(swedishLocalToIso('28/11 09:00')).toBeNull();
  });
});

describe('validateSaleForm', () => {
  const context = { currentPriceOre: 99_900, nowIso: '2026-11-28T08:00:00.000Z' };
  it('takes an empty start as now', () => {
    expect(validateSaleForm({ sale_price: '799', starts_at: '', ends_at: '2026-12-05T00:00' }, context)).toEqual({
      ok: true, draft: { saleOre: 79_900, startsAt: '2026-11-28T08:00:00.000Z', endsAt: '2026-12-04T23:00:00.000Z' },
    });
  });
  it.each([
    ['a sale price not below the price', { sale_price: '999', starts_at: '', ends_at: '2026-12-05T00:00' }, ['sale_price']],
    ['an end before the start', { sale_price: '799', starts_at: '2026-12-10T00:00', ends_at: '2026-12-05T00:00' }, ['ends_at']],
    ['an end in the past', { sale_price: '799', starts_at: '', ends_at: '2026-11-01T00:00' }, ['ends_at']],
    ['nonsense', { sale_price: 'x', starts_at: 'i morgon', ends_at: '' }, ['ends_at', 'sale_price', 'starts_at']],
  ])('refuses %s', (_label, form, fields) => {
    const result = validateSaleForm(form, context);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(fields);
  });
  it('knows overlapping sales', () => {
    expect(salesOverlap({ startsAt: 'a1', endsAt: 'a5' }, { startsAt: 'a4', endsAt: 'a9' })).toBe(true);
    expect(salesOverlap({ startsAt: 'a1', endsAt: 'a5' }, { startsAt: 'a5', endsAt: 'a9' })).toBe(false);
  });
});

describe('addresses and list queries', () => {
  it('makes slugs and urls', () => {
    expect(slugFromName('Kaffe & Te – Brygg 2000!')).toBe('kaffe-och-te-brygg-2000');
    expect(productUrl('/kok/kaffe', 'brygg')).toBe('/kok/kaffe/brygg');
  });
  it('leaves out what it cannot read', () => {
    expect(parseProductListQuery(new URLSearchParams('q=%20kaffe%20&kategori=abc&varumarke=3&status=gone&sida=-2'))).toEqual({ search: 'kaffe', categoryId: null, brandId: 3, status: null, page: 1 });
  });
});

describe('keepConcurrentChanges', () => {
  const draft = (validateProductForm({ ...FORM, price: '999', original_price: '', stock: '10' }) as { ok: true; draft: ProductDraft }).draft;
  const current = { stock: 9, priceOre: 79_900, originalPriceOre: 99_900 };
  it('keeps what changed meanwhile in fields the admin left as shown', () => {
    const loaded = parseLoadedValues({ loaded_stock: '10', loaded_price: '999', loaded_original_price: '' });
    expect(keepConcurrentChanges(draft, loaded, current)).toMatchObject({ stock: 9, priceOre: 79_900, originalPriceOre: 99_900 });
  });
  it('sets what the admin changed, and everything when the form sent no loaded values', () => {
    const loaded = parseLoadedValues({ loaded_stock: '12', loaded_price: '1099', loaded_original_price: '1299' });
    expect(keepConcurrentChanges(draft, loaded, current)).toMatchObject({ stock: 10, priceOre: 99_900, originalPriceOre: null });
    expect(keepConcurrentChanges(draft, parseLoadedValues({}), current)).toMatchObject({ stock: 10, priceOre: 99_900, originalPriceOre: null });
    expect(parseLoadedValues({ loaded_stock: '-1', loaded_price: 'x', loaded_original_price: 'y' })).toEqual({ stock: null, priceOre: null, originalPriceOre: undefined });
  });
});
