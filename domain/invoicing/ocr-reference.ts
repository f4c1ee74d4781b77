/**
 * OCR references for Bankgirot's and Plusgirot's "OCR-kontroll: checksiffra och längd": the payer types (or scans)
 * the digits, the bank refuses a reference whose check digit or length digit is wrong, and the shop finds the
 * invoice from the reference alone when the payment arrives in the bank's file.
 *
 * Layout: the invoice number, then a length digit (the reference's whole length, check digit included, modulo 10),
 * then a modulus-10 check digit (the Luhn algorithm) over everything before it.
 */

/** Bankgirot accepts references of 2 to 25 digits. */
export const OCR_MIN_LENGTH = 2;
export const OCR_MAX_LENGTH = 25;

/** The modulus-10 check digit of a string of digits: every second digit from the right doubled, digit sums added. */
export function mod10CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    const digit = digits.charCodeAt(i) - 48;
    const value = double ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return (10 - (sum % 10)) % 10;
}

/** The OCR reference of an invoice number (a positive whole number). */
export function ocrReference(invoiceNumber: number): string {
  if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 1) throw new RangeError(`Not an invoice number: ${invoiceNumber}`);
  const base = String(invoiceNumber);
  const withLength = base + String((base.length + 2) % 10);
  if (withLength.length + 1 > OCR_MAX_LENGTH) throw new RangeError(`Invoice number too long for an OCR reference: ${invoiceNumber}`);
  return withLength + String(mod10CheckDigit(withLength));
}

/**
 * The invoice number an OCR reference names, or null when it is not one of ours: wrong characters or length, a
 * wrong length digit or a wrong check digit. Spaces and leading zeros that banks pad references with are forgiven.
 */
export function invoiceNumberOf(reference: string): number | null {
  const digits = reference.replace(/\s+/g, '').replace(/^0+/, '');
  if (!/^\d+$/.test(digits) || digits.length < OCR_MIN_LENGTH + 1 || digits.length > OCR_MAX_LENGTH) return null;
  const body = digits.slice(0, -1);
  if (mod10CheckDigit(body) !== Number(digits.at(-1))) return null;
  if (Number(body.at(-1)) !== digits.length % 10) return null;
  const invoiceNumber = Number(body.slice(0, -1));
  return Number.isSafeInteger(invoiceNumber) && invoiceNumber > 0 ? invoiceNumber : null;
}

/** The reference as printed on an invoice: groups of four digits from the left, so it is easy to type. */
export function formatOcrReference(reference: string): string {
  return reference.replace(/(\d{4})(?=\d)/g, '$1 ');
}
