import { describe, expect, it } from 'vitest';
import { createNonceSource } from './security-headers';

describe('CSP nonces', () => {
  it('never repeat and are 16 random bytes, also across the draws from the random source', () => {
    const next = createNonceSource();
    const nonces = Array.from({ length: 1_000 }, next);
    expect(new Set(nonces).size).toBe(1_000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
