/**
 * Money is always an integer number of öre. These helpers are the only place
 * where öre become kronor for display or for the JSON calls.
 */
export type Ore = number;

const NBSP = '\u00a0';
const MINUS = '\u2212';

/**
 * Digits grouped in threes with U+00A0, as sv-SE writes them. Written out rather than built on Intl.NumberFormat:
 * the first sv-SE formatter a browser creates loads its ICU locale data, 35 ms on a fast machine and four times that
 * on a phone, all inside the page's first script task; this gives the same text on server and client for nothing.
 */
function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part}${NBSP}${grouped}` : part;
  }
  return grouped;
}

/** A whole number of öre as Swedish text: sign, grouped kronor and, when asked, a decimal comma and two öre digits. */
function swedishAmount(ore: Ore, decimals: boolean): string {
  const magnitude = Math.abs(ore);
  const kronor = groupThousands(String(Math.floor(magnitude / 100)));
  const sign = ore < 0 ? MINUS : '';
  return decimals ? `${sign}${kronor},${String(magnitude % 100).padStart(2, '0')}` : `${sign}${kronor}`;
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
 * (U+00A0 between thousands and before 'kr', U+2212 as minus), exactly as Intl's sv-SE currency format writes it.
 */
export function formatPrice(ore: Ore, options: FormatPriceOptions = {}): string {
  assertOre(ore);
  const amountOre = options.decimals ? ore : roundToWholeKronor(ore);
  return `${swedishAmount(amountOre, options.decimals === true)}${NBSP}kr`;
}

/**
 * An amount that is or feeds a charge, shown exactly (decision 041): whole kronor like every other price ("718 kr"),
 * with its öre only when there are some ("718,50 kr"). Every total, every row that adds up to one and every amount
 * a provider is asked for is written with this, so what the shopper reads is what is charged, to the öre.
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

/** Whole kronor without the unit, for texts that add ' kr' themselves ('Du har 1 234 kr kvar ...'). */
export function formatKronorAmount(ore: Ore): string {
  return swedishAmount(roundToWholeKronor(assertOre(ore)), false);
}
