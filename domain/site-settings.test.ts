import { describe, expect, it } from 'vitest';
import { parseSiteSettings } from './site-settings';

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
});
