/**
 * The newsletter for visitors (issue 31): a sign-up becomes a subscription only when the address's owner confirms it
 * from the mail (double opt-in), and the consent it rests on is kept with the text the visitor agreed to.
 * No I/O and no clock: the caller passes the time.
 */

export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed';

/** How long a confirmation link works. */
export const CONFIRM_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

/**
 * The version of the consent text (common/copy/sv.ts `newsletter.consent`) stored with each sign-up: a new wording
 * gets a new version, so every stored consent says which words it was given to.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-12-03';

/**
 * What a sign-up does to the address's subscription: a new, waiting or ended one gets a (new) confirmation mail; an
 * active one nothing. The visitor's answer is the same either way, so it never tells who subscribes.
 */
export function signUpSendsConfirmation(status: SubscriptionStatus | null): boolean {
  return status !== 'active';
}

export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid';

/**
 * What a confirmation link does: a waiting subscription becomes active; an active one stays so (the link opened
 * twice answers the same); an ended one is not revived by an old link, and an expired link does nothing.
 */
export function confirmOutcome(status: SubscriptionStatus | null, expiresAtMs: number, nowMs: number): ConfirmOutcome {
  if (status === null || status === 'unsubscribed') return 'invalid';
  if (status === 'active') return 'confirmed';
  return expiresAtMs > nowMs ? 'confirmed' : 'expired';
}
