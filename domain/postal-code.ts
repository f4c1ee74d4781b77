/** The countries the shop ships to (DESIGN.md: postal codes and identity numbers follow the chosen country). */
export type CountryCode = 'SE' | 'NO' | 'DK' | 'FI';

const POSTAL_CODE_LENGTH: Record<CountryCode, number> = { SE: 5, NO: 4, DK: 4, FI: 5 };

/** Sweden and Finland five digits ('123 45' and '12345' accepted for SE), Norway and Denmark four; only digits and whitespace allowed. Returns the digits or null. */
export function parsePostalCode(input: string, country: CountryCode): string | null {
  // The spec allows digits and whitespace only, so '123-45' or 'SE-123 45' are refused rather than guessed at.
  // Any whitespace goes (no-break spaces come from copy-paste and autofill), wherever it stands.
  if (!/^[\d\s]*$/.test(input)) return null;
  const digits = input.replace(/\s+/g, '');
  if (digits.length !== POSTAL_CODE_LENGTH[country]) return null;
  // Swedish postal codes run from 100 00 to 984 99: none starts with 0, so '01234' is a typo or a Finnish code.
  // Norway (0001-), Denmark (0800-) and Finland (00100-) do use a leading 0.
  if (country === 'SE' && digits.startsWith('0')) return null;
  return digits;
}

/** '12345' -> '123 45' for SE; others unchanged. */
export function formatPostalCode(digits: string, country: CountryCode): string {
  // Only a well-formed Swedish code gets the space; anything else is shown as stored rather than mangled.
  if (country === 'SE' && /^\d{5}$/.test(digits)) return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  return digits;
}

/** Whether digits fall in any of the inclusive ranges [from, to] (strings of the same length, compared numerically). Empty or null ranges = everywhere. */
export function postalCodeInRanges(digits: string, ranges: readonly { from: string; to: string }[] | null): boolean {
  if (ranges === null || ranges.length === 0) return true;
  if (!/^\d+$/.test(digits)) return false;
  const code = Number(digits);
  // A range only covers codes of its own length: compared as numbers, the Norwegian '1234' would otherwise sit
  // inside a Finnish range '01000'-'09999'.
  return ranges.some(
    (range) =>
      range.from.length === digits.length &&
      range.to.length === digits.length &&
      /^\d+$/.test(range.from) &&
      /^\d+$/.test(range.to) &&
      Number(range.from) <= code &&
      code <= Number(range.to),
  );
}
