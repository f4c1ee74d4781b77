import { describe, expect, it } from 'vitest';
import { confirmOutcome, signUpSendsConfirmation } from './newsletter';

describe('newsletter sign-up', () => {
  it.each([
    [null, true],
    ['pending', true],
    ['unsubscribed', true],
    ['active', false],
  ] as const)('an address whose subscription is %s gets a confirmation mail: %s', (status, sends) => {
    expect(signUpSendsConfirmation(status)).toBe(sends);
  });
});

describe('newsletter confirmation link', () => {
  const now = Date.parse('2026-12-03T10:00:00Z');
  it.each([
    ['pending', now + 1, 'confirmed'],
    ['pending', now, 'expired'],
    ['pending', now - 1, 'expired'],
    ['active', now + 1, 'confirmed'],
    ['active', now - 1, 'confirmed'],
    ['unsubscribed', now + 1, 'invalid'],
    [null, now + 1, 'invalid'],
  ] as const)('a %s subscription with a link expiring at %s: %s', (status, expires, outcome) => {
    expect(confirmOutcome(status, expires, now)).toBe(outcome);
  });
});
