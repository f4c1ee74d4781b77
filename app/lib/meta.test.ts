import { describe, expect, it } from 'vitest';
import { isOfferOf, pageTitle, siteNameOf } from './meta';

describe('pageTitle', () => {
  it.each([
    ['Bosch Serie 4 kyl/frys', 'Hembutiken', 'Bosch Serie 4 kyl/frys – Hembutiken'],
    // A product's SEO title that already names the shop: the name once, not '… | Hembutiken – Hembutiken'.
    ['Bosch Serie 4 kyl/frys | Hembutiken', 'Hembutiken', 'Bosch Serie 4 kyl/frys – Hembutiken'],
    ['Tvättmaskiner – Hembutiken', 'Hembutiken', 'Tvättmaskiner – Hembutiken'],
    ['Tvättmaskiner - hembutiken | Hembutiken', 'Hembutiken', 'Tvättmaskiner – Hembutiken'],
    ['Kylskåp | Hembutiken', 'Vitvaruhuset', 'Kylskåp | Hembutiken – Vitvaruhuset'],
    ['Hembutiken-kortet', 'Hembutiken', 'Hembutiken-kortet – Hembutiken'],
    ['Hembutiken', 'Hembutiken', 'Hembutiken'],
    ['', 'Hembutiken', 'Hembutiken'],
  ])('makes %s on %s read %s', (title, siteName, expected) => {
    expect(pageTitle(title, siteName)).toBe(expected);
  });
});

describe('siteNameOf', () => {
  it('reads settings.siteName from the root loader data, and falls back without it', () => {
    expect(siteNameOf([{ id: 'root', data: { settings: { siteName: 'Vitvaruhuset' } } }, { id: 'routes/product', data: {} }])).toBe('Vitvaruhuset');
    expect(siteNameOf([{ id: 'root', data: undefined }])).toBe('Hembutiken');
    expect(siteNameOf(undefined)).toBe('Hembutiken');
  });
});

describe('isOfferOf', () => {
  it('reads the offer theme from the root settings, false when absent', () => {
    expect(isOfferOf([{ id: 'root', data: { settings: { isOffer: true } } }])).toBe(true);
    expect(isOfferOf([{ id: 'root', data: { settings: { isOffer: false } } }])).toBe(false);
    expect(isOfferOf(undefined)).toBe(false);
  });
});
