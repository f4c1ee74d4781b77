import { describe, expect, it } from 'vitest';
import { discountBadge, discountBadgeText } from './discount-badge';
import { exclVatFromInclVat } from './vat';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('discountBadge', () => {
  it('is null without a higher original price', () => {
    expect(discountBadge(100_00, null)).toBeNull();
    expect(discountBadge(100_00, 100_00)).toBeNull();
    expect(discountBadge(100_00, 90_00)).toBeNull();
  });

  it('gives the saved amount and a percentage rounded down', () => {
    expect(discountBadge(6_990_00, 9_990_00)).toEqual({ discountAmountOre: 3_000_00, discountPercent: 30, isHighAmount: false });
  });

  it('marks savings above 9 999 kr as a high amount', () => {
    expect(discountBadge(10_000_00, 20_000_00)?.isHighAmount).toBe(true);
    expect(discountBadge(10_001_00, 20_000_00)?.isHighAmount).toBe(false);
  });

  it('gives the amount in the shown VAT basis, as the difference of the two shown prices, and judges its style by it', () => {
    const exclVat = (ore: number) => exclVatFromInclVat(ore, 25);
    // 12 000 kr saved incl. VAT is 9 600 kr excl. VAT: a company's badge is not a high amount.
    const company = discountBadge(20_000_00, 32_000_00, exclVat);
    expect(company).toEqual({ discountAmountOre: 9_600_00, discountPercent: 37, isHighAmount: false });
    expect(discountBadge(20_000_00, 32_000_00)?.isHighAmount).toBe(true);
    expect(discountBadge(1_249_00, 1_999_00, exclVat)?.discountAmountOre).toBe(exclVat(1_999_00) - exclVat(1_249_00));
  });
});

describe('discountBadgeText', () => {
  const badge = { discount: 20, discount_amount: 2000 };

  it('says the percentage off by default form, with a true minus and a no-break space', () => {
    expect(discountBadgeText(badge, false, 'percent')).toBe(`${MINUS}20${NBSP}%`);
  });

  it('says the amount saved in the amount form, written like every price', () => {
    expect(discountBadgeText(badge, false, 'amount')).toBe(`${MINUS}2${NBSP}000${NBSP}kr`);
    expect(discountBadgeText({ discount: 5, discount_amount: 49.5 }, false, 'amount')).toBe(`${MINUS}50${NBSP}kr`);
  });

  it('always says what a package saves, whichever form is chosen', () => {
    for (const form of ['percent', 'amount'] as const) expect(discountBadgeText(badge, true, form)).toBe(`Paketpris / Spara 2${NBSP}000${NBSP}kr`);
  });
});
