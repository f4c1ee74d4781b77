import { describe, expect, it } from 'vitest';
import { themedSettings, type ThemeRecord } from './themes';

const themes: ThemeRecord[] = [
  { id: 1, name: 'Standard', palette: 'standard', settings: '{}' },
  { id: 2, name: 'Offert', palette: 'offer', settings: JSON.stringify({ isOffer: true, activeThemeId: 1 }) },
  { id: 3, name: 'Trasig', palette: 'neon', settings: 'not json' },
];

describe('themedSettings', () => {
  it('uses Standard when nothing is chosen, and leaves the stored settings as they are', () => {
    expect(themedSettings({ isOffer: false, siteName: 'Butiken' }, themes)).toEqual({
      values: { isOffer: false, siteName: 'Butiken', activeThemeId: 1 },
      theme: { id: 1, name: 'Standard', palette: 'standard' },
    });
  });

  it("lets the active theme's settings win over the stored ones, but never its own choice of theme", () => {
    const { values, theme } = themedSettings({ isOffer: false, activeThemeId: 2 }, themes);
    expect(values).toEqual({ isOffer: true, activeThemeId: 2 });
    expect(theme).toEqual({ id: 2, name: 'Offert', palette: 'offer' });
  });

  it('falls back to Standard for an unknown theme id, and to the standard palette and no settings for a broken theme', () => {
    expect(themedSettings({ activeThemeId: 99 }, themes).theme?.id).toBe(1);
    expect(themedSettings({ activeThemeId: 3 }, themes)).toEqual({ values: { activeThemeId: 3 }, theme: { id: 3, name: 'Trasig', palette: 'standard' } });
  });

  it('gives the stored settings alone when the shop has no themes', () => {
    expect(themedSettings({ isOffer: true }, [])).toEqual({ values: { isOffer: true }, theme: null });
  });
});
