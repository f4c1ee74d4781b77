/**
 * GTIN (EAN-8, UPC-A, EAN-13, GTIN-14): the GS1 mod-10 check digit. Price comparison sites match offers by it and
 * reject a GTIN whose check digit is wrong, so a feed names only valid ones.
 */

const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** The check digit for the digits before it: weights 3 and 1 alternating from the right. */
export function gtinCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error(`A GTIN body is digits only, got ${JSON.stringify(body)}`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 8, 12, 13 or 14 digits whose last is the right check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^\d+$/.test(value) || !GTIN_LENGTHS.has(value.length)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/** A GTIN-13 from its first twelve digits, check digit appended. */
export function gtin13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`A GTIN-13 body is twelve digits, got ${JSON.stringify(first12)}`);
  return `${first12}${gtinCheckDigit(first12)}`;
}
