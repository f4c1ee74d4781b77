import { describe, expect, it } from 'vitest';
import { headerLogos } from './site-logo';
import { parseSiteSettings } from './site-settings';

describe('headerLogos', () => {
  it('keeps the header’s own look when no logo is set', () => {
    expect(headerLogos(parseSiteSettings({}))).toBeNull();
    expect(headerLogos(parseSiteSettings({ mobileLogoInverted: '/assets/uploads/inverted.png' }))).toBeNull();
  });

  it('draws the desktop and mobile logos where each belongs', () => {
    expect(headerLogos(parseSiteSettings({ logo: '/assets/uploads/logo.png', mobileLogo: '/assets/uploads/mobil.png', mobileLogoInverted: 'https://cdn.example.se/inv.png' })))
      .toEqual({ desktop: '/assets/uploads/logo.png', mobile: '/assets/uploads/mobil.png', mobileScrolled: 'https://cdn.example.se/inv.png' });
  });

  it('lets one logo stand in for the other', () => {
    expect(headerLogos(parseSiteSettings({ logo: '/assets/uploads/logo.png' }))).toEqual({ desktop: '/assets/uploads/logo.png', mobile: '/assets/uploads/logo.png', mobileScrolled: null });
    expect(headerLogos(parseSiteSettings({ mobileLogo: '/assets/uploads/mobil.png' }))).toEqual({ desktop: '/assets/uploads/mobil.png', mobile: '/assets/uploads/mobil.png', mobileScrolled: null });
  });
});

describe('the logo settings', () => {
  it('take paths on the shop’s own site and https addresses', () => {
    for (const logo of ['/assets/uploads/logo.png', '/logo.svg', 'https://cdn.example.se/logo.png', ' /assets/uploads/a.png ']) {
      expect(parseSiteSettings({ logo }).logo).toBe(logo.trim());
    }
  });

  it('refuse script, data, plain http and other-host paths', () => {
    for (const logo of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:image/png;base64,AAAA', 'http://cdn.example.se/logo.png', '//evil.example/logo.png', '/\\evil.example/x.png', 'logo.png', '/a b.png', 'https://', '']) {
      expect(parseSiteSettings({ logo }).logo, logo).toBeNull();
    }
  });
});
