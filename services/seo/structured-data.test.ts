import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../db/repositories/catalog-repository';
import type { ProductPage } from '../catalog/catalog-service';
import { buildProductCard, type CardContext } from '../catalog/product-card';
import { breadcrumbJsonLd, productJsonLd, shownPriceKronor } from './structured-data';

const origin = 'https://butik.se';

function page(row: Partial<ProductRecord> = {}, card: Partial<CardContext> = {}, extra: Partial<ProductPage> = {}): ProductPage {
  const record: ProductRecord = {
    id: 7, parent_id: null, sku: 'HB0000007', name: 'Bosch Serie 4 kyl/frys', title: '', url: '/vitvaror/kylskap/bosch-7',
    brand_id: 3, category_id: 12, vat_class: 'standard', price_incl_vat_ore: 799_000, original_price_incl_vat_ore: null,
    member_price_incl_vat_ore: null, monthly_price_ore: null, hide_price: 0, stock: 20, max_purchasable_quantity: null,
    allow_backorder: 0, status: 'active', is_package: 0, is_digital: 0, energy_class: null, energy_class_version: null,
    energy_label_file: null, energy_datasheet_file: null, info_text: '', description: 'Rymlig kyl/frys med No Frost.',
    primary_color_id: null, badge_id: null, popularity: 1, rating_average: 4.46, rating_count: 3,
    created_at: '2025-01-01T00:00:00.000Z', buy_option: 1, brand_name: 'Bosch', brand_link: 'bosch', brand_override_link: '0',
    seo_title: '', seo_description: '',
    ...row,
  };
  const context: CardContext = {
    includesVat: true, nowIso: '2026-11-22T12:00:00.000Z', lowStockThreshold: 5, vatRateOf: () => 25, imageOf: () => '/assets/uploads/p/7-1.svg',
    tagsOf: () => [], badgeOf: () => null, historyOf: () => [], isParent: () => false, customDiscountBadgeImage: null, discountBadgeSecondPriority: false,
    ...card,
  };
  return {
    card: buildProductCard(record, context), sku: record.sku, description: record.description, seo: { title: '', description: '' },
    images: [{ src: '/assets/uploads/p/7-1.svg', alt: '', width: 800, height: 800 }, { src: 'https://cdn.example.com/7-2.jpg', alt: '', width: 800, height: 800 }],
    breadcrumbs: [{ name: 'Vitvaror', url: '/vitvaror' }, { name: 'Kylskåp', url: '/vitvaror/kylskap' }],
    specifications: [], energy: null, packageItems: [], variants: [], variantAttributes: [], initialSelection: [], addOns: [], selectedVariant: null, priceEnd: null, vatRatePercent: 25, isDigital: false, purchasable: true,
    ...extra,
  };
}

const build = (p: ProductPage, canonicalPath = p.card.product_url) => productJsonLd({ page: p, origin, canonicalPath, shopName: 'Hembutiken' });

describe('productJsonLd', () => {
  it('describes the product with absolute addresses, brand, sku and an offer at the shown price in SEK', () => {
    expect(build(page())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': 'https://butik.se/vitvaror/kylskap/bosch-7#product',
      name: 'Bosch Serie 4 kyl/frys',
      sku: 'HB0000007',
      url: 'https://butik.se/vitvaror/kylskap/bosch-7',
      image: ['https://butik.se/assets/uploads/p/7-1.svg', 'https://cdn.example.com/7-2.jpg'],
      description: 'Rymlig kyl/frys med No Frost.',
      brand: { '@type': 'Brand', name: 'Bosch' },
      offers: {
        '@type': 'Offer',
        url: 'https://butik.se/vitvaror/kylskap/bosch-7',
        price: 7990,
        priceCurrency: 'SEK',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 7990, priceCurrency: 'SEK', valueAddedTaxIncluded: true },
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Hembutiken' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
  });

  it('carries the price as the page shows it: whole kronor, excl. VAT for a company', () => {
    const company = build(page({ price_incl_vat_ore: 124_950 }, { includesVat: false }));
    // 1 249,50 kr incl. 25 % VAT is 999,60 kr excl.; the page shows 1 000 kr.
    expect(company?.offers).toMatchObject({ price: 1000, priceSpecification: { valueAddedTaxIncluded: false } });
    expect(shownPriceKronor(1249.5)).toBe(1250);
  });

  it.each([
    [{ stock: 3 }, 'https://schema.org/InStock'],
    [{ stock: 0 }, 'https://schema.org/OutOfStock'],
    [{ stock: 0, allow_backorder: 1 }, 'https://schema.org/BackOrder'],
    [{ stock: 3, buy_option: 0 }, 'https://schema.org/InStoreOnly'],
    [{ stock: 0, buy_option: 0 }, 'https://schema.org/OutOfStock'],
  ] as const)('says %o is %s', (row, availability) => {
    expect(build(page(row))?.offers).toMatchObject({ availability });
  });

  it('leaves out the rating without ratings, the brand for the no-brand brand, and the offer when the price is hidden', () => {
    const plain = build(page({ rating_count: 0, rating_average: null, brand_id: 1 }));
    expect(plain).not.toHaveProperty('aggregateRating');
    expect(plain).not.toHaveProperty('brand');
    const hidden = build(page({ hide_price: 1 }));
    expect(hidden).not.toHaveProperty('offers');
    expect(hidden).toHaveProperty('aggregateRating');
    // Nothing Google could show (no offer, no rating): no Product at all rather than an invalid one.
    expect(build(page({ hide_price: 1, rating_count: 0, rating_average: null }))).toBeNull();
  });

  it('names the canonical page (a variant its parent) while the offer stays on the page shown', () => {
    const variant = build(page({ id: 9, parent_id: 7, url: '/vitvaror/kylskap/bosch-vit-9' }), '/vitvaror/kylskap/bosch-7');
    expect(variant).toMatchObject({ url: 'https://butik.se/vitvaror/kylskap/bosch-7', offers: { url: 'https://butik.se/vitvaror/kylskap/bosch-vit-9' } });
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the home page and the trail with absolute addresses and positions from 1', () => {
    expect(breadcrumbJsonLd(origin, 'Startsida', page().breadcrumbs)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startsida', item: 'https://butik.se/' },
        { '@type': 'ListItem', position: 2, name: 'Vitvaror', item: 'https://butik.se/vitvaror' },
        { '@type': 'ListItem', position: 3, name: 'Kylskåp', item: 'https://butik.se/vitvaror/kylskap' },
      ],
    });
    expect(breadcrumbJsonLd(origin, 'Startsida', [])).toBeNull();
  });
});
