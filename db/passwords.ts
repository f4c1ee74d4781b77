import crypto from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';

/**
 * OWASP's argon2id parameters (DESIGN.md): 19 MiB memory, 2 iterations, parallelism 1. `algorithm: 2` is
 * Algorithm.Argon2id (a const enum, which this build cannot import). How every stored password is hashed (customer
 * accounts, staff accounts, the demo seed), so all have the same cost.
 */
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Longer passwords are cut before hashing work: argon2 on megabytes would be a denial of service. */
const VERIFIED_LENGTH = 1024;

export function hashPassword(password: string): Promise<string> {
  return argonHash(password, ARGON2);
}

// Hashed once, lazily: an unknown login's verification runs against it so it costs what a real one does.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= argonHash(crypto.randomBytes(16).toString('hex'), ARGON2));

/**
 * Whether `password` matches `stored`. Without a stored hash (unknown e-mail, an account without a password) the
 * same argon2 work is done against a throwaway hash and the answer is false, so the two cases cannot be told apart
 * by time. A malformed stored hash is a mismatch, never an error.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    const valid = await argonVerify(stored ?? (await dummy()), password.slice(0, VERIFIED_LENGTH));
    return valid && stored !== null;
  } catch {
    return false;
  }
}
