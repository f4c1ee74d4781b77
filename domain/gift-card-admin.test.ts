import { describe, expect, it } from 'vitest';
import { normaliseCode } from './discounts';
import { GENERATED_CODE_LENGTH, giftCardCodeFrom, giftCardState, parseGiftCardQuery, validateGiftCard } from './gift-card-admin';

const form = (over: Partial<{ amount: string; valid_until: string; code: string }> = {}) => ({ amount: '500', valid_until: '', code: '', ...over });

describe('giftCardCodeFrom', () => {
  it('makes 16 symbols in groups of four from the unambiguous alphabet', () => {
    const code = giftCardCodeFrom(new Uint8Array(Array.from({ length: 32 }, (_, i) => i * 7)))!;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(code.replace(/-/g, '')).toHaveLength(GENERATED_CODE_LENGTH);
  });

  it('skips the bytes that would favour some symbols, and gives up when too few are left', () => {
    const biased = new Uint8Array([248, 249, 255, ...Array.from({ length: 16 }, () => 0)]);
    expect(giftCardCodeFrom(biased)).toBe('AAAA-AAAA-AAAA-AAAA');
    expect(giftCardCodeFrom(new Uint8Array(15))).toBeNull();
    expect(giftCardCodeFrom(new Uint8Array(40).fill(250))).toBeNull();
  });

  it('differs for different bytes', () => {
    expect(giftCardCodeFrom(new Uint8Array(16).fill(1))).not.toBe(giftCardCodeFrom(new Uint8Array(16).fill(2)));
  });
});

describe('validateGiftCard', () => {
  const today = '2026-11-25';
  it.each([
    ['500', 50_000],
    ['1 000', 100_000],
    ['100000', 10_000_000],
  ])('accepts %s kr', (amount, ore) => {
    const result = validateGiftCard(form({ amount }), today, normaliseCode);
    expect(result).toEqual({ ok: true, card: { code: null, amountOre: ore, validUntil: null } });
  });

  it.each(['', '0', '-5', '12,50', 'abc', '100001', '1e3'])('refuses the amount %j', (amount) => {
    expect(validateGiftCard(form({ amount }), today, normaliseCode)).toEqual({ ok: false, errors: { amount: true } });
  });

  it('stores a given code as the checkout looks it up, and refuses short or odd ones', () => {
    const result = validateGiftCard(form({ code: ' julklapp 2026 ' }), today, normaliseCode);
    expect(result.ok && result.card.code).toBe('JULKLAPP2026');
    for (const code of ['KORT', 'a b', 'KOD<script>', 'X'.repeat(41)]) {
      expect(validateGiftCard(form({ code }), today, normaliseCode)).toEqual({ ok: false, errors: { code: true } });
    }
  });

  it('ends validity after the last Swedish day, and refuses a day in the past or that does not exist', () => {
    const result = validateGiftCard(form({ valid_until: '2026-12-31' }), today, normaliseCode);
    expect(result.ok && result.card.validUntil).toBe('2026-12-31T23:00:00.000Z');
    expect(validateGiftCard(form({ valid_until: today }), today, normaliseCode).ok).toBe(true);
    for (const valid_until of ['2026-11-24', '2026-02-30', '31/12/2026']) {
      expect(validateGiftCard(form({ valid_until }), today, normaliseCode)).toEqual({ ok: false, errors: { valid_until: true } });
    }
  });
});

describe('giftCardState', () => {
  const now = '2026-11-25T12:00:00.000Z';
  it.each([
    [{ active: true, valid_until: null, balance_ore: 100 }, 'active'],
    [{ active: false, valid_until: null, balance_ore: 100 }, 'inactive'],
    [{ active: false, valid_until: '2026-01-01T00:00:00.000Z', balance_ore: 0 }, 'inactive'],
    [{ active: true, valid_until: now, balance_ore: 100 }, 'expired'],
    [{ active: true, valid_until: '2026-11-26T00:00:00.000Z', balance_ore: 0 }, 'used'],
  ] as const)('%j is %s', (card, state) => {
    expect(giftCardState(card, now)).toBe(state);
  });
});

describe('parseGiftCardQuery', () => {
  it('reads search, state and page, and leaves out anything else', () => {
    expect(parseGiftCardQuery(new URLSearchParams('q=abcd efgh&status=used&sida=3'), normaliseCode)).toEqual({ search: 'ABCDEFGH', state: 'used', page: 3 });
    expect(parseGiftCardQuery(new URLSearchParams('status=toString&sida=-1'), normaliseCode)).toEqual({ search: '', state: null, page: 1 });
  });
});
