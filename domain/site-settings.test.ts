import { describe, expect, it } from 'vitest';
import { parseSiteSettings, siteSettingsSchema } from './site-settings';

describe('parseSiteSettings', () => {
  it('fills every setting with its default', () => {
    const settings = parseSiteSettings({});
    expect(settings.siteName).toBe('Hembutiken');
    expect(settings.hideSearch).toBe(false);
    expect(settings.checkoutManualPuffs).toEqual([]);
  });

  it('takes stored values and ignores unknown keys', () => {
    const settings = parseSiteSettings({ siteName: 'Testbutiken', hideSearch: true, unknown: 1 });
    expect(settings.siteName).toBe('Testbutiken');
    expect(settings.hideSearch).toBe(true);
    expect(settings).not.toHaveProperty('unknown');
  });

  it('keeps the default when a stored value has the wrong type', () => {
    expect(parseSiteSettings({ hideSearch: 'yes', siteName: '' }).hideSearch).toBe(false);
    expect(parseSiteSettings({ siteName: '' }).siteName).toBe('Hembutiken');
  });

  it('takes a social image feed of https images only', () => {
    const feed = { title: 'Följ oss', profileUrl: 'https://social.example/hembutiken', images: [{ src: 'https://cdn.social.example/1.jpg', alt: 'Kök', link: null }] };
    expect(parseSiteSettings({ socialImageFeed: feed }).socialImageFeed).toEqual(feed);
    expect(parseSiteSettings({}).socialImageFeed).toBeNull();
    for (const src of ['http://cdn.social.example/1.jpg', 'javascript:alert(1)', '/assets/egen.jpg']) {
      expect(parseSiteSettings({ socialImageFeed: { ...feed, images: [{ src, alt: '', link: null }] } }).socialImageFeed).toBeNull();
    }
    expect(parseSiteSettings({ socialImageFeed: { ...feed, images: [] } }).socialImageFeed).toBeNull();
  });
});

describe('the company and invoice settings', () => {
  it('defaults to a valid company, bankgiro and 30 days to pay', () => {
    const s = parseSiteSettings({});
    expect(s.companyOrganisationNumber).toBe('556123-4567');
    expect(s.bankgiro).toBe('5050-1055');
    expect(s.invoiceTermsDays).toBe(30);
    expect(s.openPurchaseDays).toBe(30);
  });

  it('refuses a giro number whose check digit is wrong, and an organisation number that is not one', () => {
    expect(siteSettingsSchema.shape.bankgiro.safeParse('123-4567').success).toBe(false);
    expect(siteSettingsSchema.shape.bankgiro.safeParse('5050-1055').success).toBe(true);
    expect(siteSettingsSchema.shape.plusgiro.safeParse('4 12 34-6').success).toBe(true);
    expect(siteSettingsSchema.shape.plusgiro.safeParse('4 12 34-7').success).toBe(false);
    expect(siteSettingsSchema.shape.companyOrganisationNumber.safeParse('556123-4568').success).toBe(false);
    expect(siteSettingsSchema.shape.openPurchaseDays.safeParse(13).success).toBe(false);
  });
});

