import crypto from 'node:crypto';

/**
 * Whether a presented secret (a callback token, a signature, a certificate stand-in) is the expected one, in time
 * that does not depend on where they differ. Different lengths are refused at once: the length of our own secrets
 * is no secret.
 */
export function sameSecret(expected: string, given: string): boolean {
  const x = Buffer.from(expected);
  const y = Buffer.from(given);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
