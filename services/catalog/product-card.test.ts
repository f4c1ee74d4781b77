import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../db/repositories/catalog-repository';
import type { PricePoint } from '../../domain/price-history';
import { buildProductCard, type CardContext } from './product-card';

const now = '2026-11-22T12:00:00.000Z';

function row(overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    id: 7, parent_id: null, sku: 'HB7', name: 'Bosch Serie 4 kyl/frys', title: '', url: '/vitvaror/kylskap/bosch-7',
    brand_id: 3, category_id: 12, vat_class: 'standard', price_incl_vat_ore: 799_000, original_price_incl_vat_ore: null,
    member_price_incl_vat_ore: null, monthly_price_ore: null, hide_price: 0, stock: 20, max_purchasable_quantity: null,
    allow_backorder: 0, status: 'active', is_package: 0, is_digital: 0, energy_class: 'C', energy_class_version: 2,
    energy_label_file: null, energy_datasheet_file: null, info_text: '- 367 liter\n- No Frost', description: '',
    primary_color_id: null, badge_id: null, popularity: 1, rating_average: 4.5, rating_count: 3,
    created_at: '2025-01-01T00:00:00.000Z', buy_option: 1, brand_name: 'Bosch', brand_link: 'bosch', brand_override_link: '0',
    seo_title: '', seo_description: '',
    ...overrides,
  };
}

function context(overrides: Partial<CardContext> = {}): CardContext {
  return {
    includesVat: true, nowIso: now, lowStockThreshold: 5, vatRateOf: () => 25, imageOf: () => '/img.svg',
    tagsOf: () => [], badgeOf: () => null, historyOf: () => [], isParent: () => false, customDiscountBadgeImage: null, discountBadgeSecondPriority: false,
    ...overrides,
  };
}

/** The shopper's price from midnight of `day` on. */
function priceFrom(priceOre: number, day: string): PricePoint {
  return { priceOre, validFrom: `${day}T00:00:00.000Z` };
}

/** A card for a list price of 8 990 kr sold at 6 990 kr, whose prices moved as `history` says. */
function reducedFrom8990(history: PricePoint[]) {
  return buildProductCard(row({ price_incl_vat_ore: 699_000, original_price_incl_vat_ore: 899_000 }), context({ historyOf: () => history }));
}

describe('buildProductCard', () => {
  it('shows private customers the price incl. VAT and companies excl. VAT, in kronor', () => {
    expect(buildProductCard(row(), context()).product_display_price).toBe(7990);
    expect(buildProductCard(row(), context({ includesVat: false })).product_display_price).toBe(6392);
  });

  it('leaves the brand blank for the no-brand brand (id 1)', () => {
    expect(buildProductCard(row({ brand_id: 1, brand_name: 'Inget varumärke' }), context()).brand_name).toBe('');
  });

  it.each([
    {
      // 8 490 kr was charged within the 30 days before the reduction: that, not the list price 8 990 kr, is the prior price.
      verdict: 'measures a reduction against the prior price (Omnibus): struck price, badge and lowest price agree',
      history: [priceFrom(899_000, '2026-01-01'), priceFrom(849_000, '2026-10-25'), priceFrom(899_000, '2026-11-01'), priceFrom(699_000, '2026-11-15')],
      shown: { is_discounted: true, product_display_original_price: 8490, product_lowest_price_30_days: 8490, discount_badge: { discount: 17, discount_amount: 1500, is_high_amount: false } },
    },
    {
      verdict: 'announces no reduction when the prior price is not above today\'s price',
      history: [priceFrom(899_000, '2026-01-01'), priceFrom(699_000, '2026-11-01'), priceFrom(899_000, '2026-11-08'), priceFrom(699_000, '2026-11-15')],
      shown: { is_discounted: false, product_display_original_price: null, product_lowest_price_30_days: null, discount_badge: null },
    },
  ])('$verdict', ({ history, shown }) => {
    expect(reducedFrom8990(history)).toMatchObject(shown);
  });

  it('shows a company the prior price and the saving excl. VAT', () => {
    const card = buildProductCard(
      row({ price_incl_vat_ore: 800_000, original_price_incl_vat_ore: 1_000_000 }),
      context({
        includesVat: false,
        historyOf: () => [priceFrom(1_000_000, '2026-01-01'), priceFrom(800_000, '2026-11-15')],
      }),
    );
    expect(card).toMatchObject({ product_display_price: 6400, product_display_original_price: 8000, product_lowest_price_30_days: 8000 });
    expect(card.discount_badge).toMatchObject({ discount: 20, discount_amount: 1600 });
  });

  it('keeps a package\'s saving against its parts, beside the lowest price of the last 30 days', () => {
    const card = buildProductCard(
      row({ is_package: 1, price_incl_vat_ore: 1_000_000, original_price_incl_vat_ore: 1_086_900 }),
      context({ historyOf: () => [priceFrom(1_000_000, '2026-06-01')] }),
    );
    expect(card).toMatchObject({ is_discounted: true, product_display_original_price: 10_869, product_lowest_price_30_days: 10_000 });
    expect(card.discount_badge).toMatchObject({ discount_amount: 869 });
  });

  it('hides every price for a product with hidden price', () => {
    const card = buildProductCard(row({ hide_price: 1, original_price_incl_vat_ore: 999_000 }), context());
    expect(card.product_hide_price).toBe(true);
    expect(card.is_discounted).toBe(false);
    expect(card.discount_badge).toBeNull();
    expect(card.product_display_original_price).toBeNull();
  });

  it.each([
    [{ stock: 20 }, 'I lager', 'in-stock'],
    [{ stock: 3 }, 'Endast 3 kvar i lager', 'low-stock'],
    [{ stock: 0 }, 'Slut i lager', 'out-of-stock'],
    [{ stock: 0, allow_backorder: 1 }, 'Beställningsvara', 'backorder'],
  ] as const)('names the stock status of %o', (stock, name, icon) => {
    const card = buildProductCard(row(stock), context());
    expect(card.product_status_name).toBe(name);
    expect(card.status_icon).toBe(icon);
  });
});
