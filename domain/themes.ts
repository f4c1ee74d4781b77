/**
 * Themes (docs/decisions/024): a theme is a named set of site settings and a palette of the design tokens. The
 * active theme's settings win over the stored ones for the keys it sets, so switching to 'Offert' turns offer mode
 * on and switching back to 'Standard' (which sets nothing) leaves the stored settings as they were.
 */

/** The palettes app/styles/site.css defines (html[data-palette]); anything else shows the standard one. */
export const PALETTES = ['standard', 'offer'] as const;
export type Palette = (typeof PALETTES)[number];

/** The browser's address bar colour per palette (the brand token of each). */
export const PALETTE_THEME_COLOR: Record<Palette, string> = { standard: '#0b3d5c', offer: '#1f4d3a' };

export const DEFAULT_THEME_ID = 1;

export interface ThemeRecord {
  id: number;
  name: string;
  palette: string;
  /** JSON object of site settings. */
  settings: string;
}

export interface ActiveTheme {
  id: number;
  name: string;
  palette: Palette;
}

export interface ThemedSettings {
  /** The stored settings with the active theme's on top (still to be checked against the settings' schema). */
  values: Record<string, unknown>;
  theme: ActiveTheme | null;
}

const isPalette = (value: string): value is Palette => (PALETTES as readonly string[]).includes(value);

function settingsOf(theme: ThemeRecord): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(theme.settings);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A hand-edited theme that is not JSON sets nothing rather than taking the shop down.
    return {};
  }
}

/** The theme chosen by the stored activeThemeId (the first theme when it names none that exists). */
export function themedSettings(stored: Record<string, unknown>, themes: readonly ThemeRecord[]): ThemedSettings {
  const chosenId = typeof stored.activeThemeId === 'number' ? stored.activeThemeId : DEFAULT_THEME_ID;
  const record = themes.find((t) => t.id === chosenId) ?? themes.find((t) => t.id === DEFAULT_THEME_ID) ?? themes[0];
  if (!record) return { values: stored, theme: null };
  const { activeThemeId: _ignored, ...themeValues } = settingsOf(record);
  return {
    values: { ...stored, ...themeValues, activeThemeId: record.id },
    theme: { id: record.id, name: record.name, palette: isPalette(record.palette) ? record.palette : 'standard' },
  };
}
