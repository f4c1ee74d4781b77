/**
 * EU energy label scales and their colours (storefront spec entity "Energy tag product"). Version 2 is the
 * rescaled label (Regulation (EU) 2017/1369: A to G); version 1 the older label with plus classes
 * (Directive 2010/30/EU: A+++ to D). On both the best class is dark green and the worst red.
 */

export type EnergyLabelVersion = 1 | 2;

const SEVEN_COLOURS = ['#00a651', '#50b848', '#bed630', '#fff200', '#fdb913', '#f37021', '#ed1c24'] as const;

export const ENERGY_SCALES: Record<EnergyLabelVersion, readonly string[]> = {
  2: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
  1: ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'],
};

export interface EnergyTagStyle {
  /** The class as printed on the label, e.g. 'A++'. */
  energyClass: string;
  version: EnergyLabelVersion;
  /** The arrow's colour on the official scale. */
  color: string;
  /** Whether the letter is dark on that colour: whichever of dark and white contrasts more with it (WCAG). */
  darkText: boolean;
  /** Position on the scale, 0 the best. */
  rank: number;
}

/** The label version a product carries: 1 only when it says so; anything else is the current (version 2) label. */
export function energyLabelVersion(version: number | null | undefined): EnergyLabelVersion {
  return version === 1 ? 1 : 2;
}

/** Colour and text colour of an energy class on its label's scale; null for a class that scale does not have. */
export function energyTagStyle(energyClass: string, version: number | null | undefined): EnergyTagStyle | null {
  const v = energyLabelVersion(version);
  const normalised = energyClass.trim().toUpperCase();
  const rank = ENERGY_SCALES[v].indexOf(normalised);
  if (rank < 0) return null;
  return { energyClass: normalised, version: v, color: SEVEN_COLOURS[rank]!, darkText: DARK_TEXT_ON[rank]!, rank };
}

/** The shop's text colour (--color-text), used for a dark letter. */
export const DARK_TEXT = '#1a1a1a';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Worked out once: every product card shows a tag, and the contrast sums cost more than the card's markup.
const DARK_TEXT_ON: readonly boolean[] = SEVEN_COLOURS.map((color) => contrast(color, DARK_TEXT) > contrast(color, '#ffffff'));
