/**
 * Money is always an integer number of öre. These helpers are the only place
 * where öre become kronor for display or for the JSON calls.
 */
export type Ore = number;

const wholeKronor = safeFormatter(0);
const withDecimals = safeFormatter(2);

function safeFormatter(fractionDigits: number): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: 'SEK',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
  } catch {
    return null;
  }
}

export function assertOre(value: number): Ore {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an öre integer: ${value}`);
  return value;
}

/** Rounds a possibly fractional öre amount to whole öre, half away from zero. */
export function roundOre(value: number): Ore {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** Whole kronor, half away from zero (1 234,50 kr shows as 1 235 kr). */
export function roundToWholeKronor(ore: Ore): Ore {
  return roundOre(ore / 100) * 100;
}

/** The number the spec's JSON calls carry: kronor, with öre as decimals (124950 -> 1249.5). */
export function oreToKronor(ore: Ore): number {
  return assertOre(ore) / 100;
}

export function kronorToOre(kronor: number): Ore {
  return roundOre(kronor * 100);
}

export interface FormatPriceOptions {
  /** Show öre as two decimals ("1 234,50 kr"); otherwise whole kronor. */
  decimals?: boolean;
}

/**
 * Formats an amount the Swedish way: "12 345 kr", "−1 234,50 kr"
 * (U+00A0 between thousands and before 'kr', U+2212 as minus).
 * Falls back to "<amount> kr" where Intl lacks sv-SE.
 */
export function formatPrice(ore: Ore, options: FormatPriceOptions = {}): string {
  assertOre(ore);
  const formatter = options.decimals ? withDecimals : wholeKronor;
  const amountOre = options.decimals ? ore : roundToWholeKronor(ore);
  const kronor = amountOre / 100;
  if (formatter) return formatter.format(kronor === 0 ? 0 : kronor);
  return `${options.decimals ? kronor.toFixed(2) : String(kronor)} kr`;
}

/**
 * An amount that is about to be charged, shown exactly: whole kronor like every other price ("718 kr"), and
 * with its öre only when there are some ("718,50 kr"), so the shopper never sees a rounded charge.
 */
export function formatChargedAmount(ore: Ore): string {
  return formatPrice(ore, { decimals: assertOre(ore) % 100 !== 0 });
}

/**
 * Reads a price typed by a person ("1 234", "1 234,50", "1234.5 kr") into öre.
 * Returns null for anything that is not a non-negative amount.
 */
export function parsePriceInput(text: string): Ore | null {
  const cleaned = text.replace(/kr\.?$/i, '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const ore = kronorToOre(Number(cleaned));
  return Number.isSafeInteger(ore) ? ore : null;
}

const amountOnly = (() => {
  try {
    return new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
  } catch {
    return null;
  }
})();

/** Whole kronor without the unit, for texts that add ' kr' themselves ('Du har 1 234 kr kvar ...'). */
export function formatKronorAmount(ore: Ore): string {
  const kronor = roundToWholeKronor(assertOre(ore)) / 100;
  return amountOnly ? amountOnly.format(kronor === 0 ? 0 : kronor) : String(kronor);
}
