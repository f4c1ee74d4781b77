import { parsePostalCode } from './postal-code';

/**
 * Customer accounts and the customer club (issue 15): the rules for e-mail addresses, passwords, e-mailed links,
 * failed logins, where a login may send the browser, addresses and how an identity number is shown after the order.
 * No I/O and no clock: the caller passes the time.
 */

export type AccountFieldError = 'required' | 'invalid' | 'too_short' | 'too_long';

/** OWASP: at least 8 characters; an upper bound keeps hashing cheap for a hostile caller. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** How long a mailed link works. A reset link: one hour, as the issue says. */
export const TOKEN_LIFETIME_MS = {
  password_reset: 60 * 60 * 1000,
  verify_email: 7 * 24 * 60 * 60 * 1000,
  claim: 24 * 60 * 60 * 1000,
} as const;
export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS;

/** Failed logins from one address (or for one account) in this window before further attempts are refused. */
export const FAILED_LOGIN_LIMIT = { max: 10, windowMs: 60_000 } as const;

const EMAIL_SHAPE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** An address as accounts store it (trimmed, lower case); null when it is not an e-mail address. */
export function normaliseEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) return null;
  return email;
}

export function emailError(input: string): AccountFieldError | null {
  if (input.trim() === '') return 'required';
  if (input.trim().length > EMAIL_MAX_LENGTH) return 'too_long';
  return normaliseEmail(input) === null ? 'invalid' : null;
}

/** Counted in characters (code points), so an emoji counts once. */
export function passwordError(password: string): AccountFieldError | null {
  const length = [...password].length;
  if (length === 0) return 'required';
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  return null;
}

export function nameError(input: string, required = true): AccountFieldError | null {
  const text = input.trim();
  if (text === '') return required ? 'required' : null;
  return [...text].length > NAME_MAX_LENGTH ? 'too_long' : null;
}

export interface StoredToken {
  purpose: TokenPurpose;
  expires_at: string;
  used_at: string | null;
}

export function tokenExpiry(purpose: TokenPurpose, now: Date): string {
  return new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString();
}

/** A mailed link works once, for its own purpose, until it expires. */
export function tokenUsable(token: StoredToken | null | undefined, purpose: TokenPurpose, nowIso: string): boolean {
  return token !== null && token !== undefined && token.purpose === purpose && token.used_at === null && token.expires_at > nowIso;
}

/** Whether failed logins counted so far (this one included) refuse the attempt. */
export function loginRefused(failedHits: number): boolean {
  return failedHits > FAILED_LOGIN_LIMIT.max;
}

/**
 * Failed logins per account, from any number of addresses (docs/decisions/036): counted for an hour from the first;
 * from the fifth on, the account takes no attempt for a while that doubles with each further failure, from 30
 * seconds up to 15 minutes. A stranger can keep an account waiting at most 15 minutes after their last guess.
 */
export const ACCOUNT_LOGIN_LOCK = { freeFailures: 4, windowMs: 60 * 60_000, firstLockMs: 30_000, maxLockMs: 15 * 60_000 } as const;

/** How long an account takes no login after this many failures in its window (0: not locked). */
export function accountLockMs(failures: number): number {
  const beyond = failures - ACCOUNT_LOGIN_LOCK.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(ACCOUNT_LOGIN_LOCK.maxLockMs, ACCOUNT_LOGIN_LOCK.firstLockMs * 2 ** (beyond - 1));
}

/**
 * Mails the shop sends because someone asked (a reset, a verification, a claim, a registration notice): at most
 * three of a kind to one recipient an hour, so nobody can fill a stranger's inbox through the shop.
 */
export const MAIL_PER_RECIPIENT = { max: 3, windowMs: 60 * 60_000 } as const;

/** Whether a requested mail with this many of its kind to the recipient in the window (this one included) goes out. */
export function requestedMailAllowed(sentInWindow: number): boolean {
  return sentInWindow <= MAIL_PER_RECIPIENT.max;
}

/**
 * Where a form may send the browser afterwards: a path on this shop only (not '//host', not a backslash trick,
 * not a scheme); anything else goes to the fallback.
 */
export function safeLocalPath(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || target.length > 500) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\') || [...target].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  return target;
}

/** A personnummer (12 digits) is shown masked after the order: '19900101-****'; an organisationsnummer is not personal. */
export function identityNumberForDisplay(stored: string | null): string | null {
  if (stored === null || stored === '') return null;
  if (/^\d{12}$/.test(stored)) return `${stored.slice(0, 8)}-****`;
  if (/^\d{10}$/.test(stored)) return `${stored.slice(0, 6)}-${stored.slice(6)}`;
  return stored.replace(/\d/g, '*');
}

/** Earlier guest orders with the same e-mail are shown only once the customer proved the address. */
export function guestOrdersVisible(customer: { email_verified_at: string | null }): boolean {
  return customer.email_verified_at !== null;
}

export interface AddressInput {
  first_name: string;
  last_name: string;
  company?: string;
  address: string;
  co?: string;
  postal_code: string;
  city: string;
  mobile?: string;
}

export interface ValidAddress {
  first_name: string;
  last_name: string;
  company: string;
  address: string;
  co: string;
  postal_code: string;
  city: string;
  mobile: string;
}

export type AddressResult = { ok: true; address: ValidAddress } | { ok: false; errors: Partial<Record<keyof AddressInput, AccountFieldError>> };

const MOBILE_SHAPE = /^\+?[\d\s-]{6,20}$/;

/** A Swedish delivery address for Mina sidor: names, street, postal code (five digits), city; C/O, company and mobile optional. */
export function validateAddress(input: AddressInput): AddressResult {
  const errors: Partial<Record<keyof AddressInput, AccountFieldError>> = {};
  const text = (value: string | undefined) => (value ?? '').trim();
  for (const field of ['first_name', 'last_name', 'address', 'city'] as const) {
    const error = nameError(input[field]);
    if (error) errors[field] = error;
  }
  for (const field of ['company', 'co'] as const) {
    const error = nameError(input[field] ?? '', false);
    if (error) errors[field] = error;
  }
  const postal = text(input.postal_code);
  const digits = postal === '' ? null : parsePostalCode(postal, 'SE');
  if (postal === '') errors.postal_code = 'required';
  else if (digits === null) errors.postal_code = 'invalid';
  const mobile = text(input.mobile);
  if (mobile !== '' && !MOBILE_SHAPE.test(mobile)) errors.mobile = 'invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    address: {
      first_name: text(input.first_name),
      last_name: text(input.last_name),
      company: text(input.company),
      address: text(input.address),
      co: text(input.co),
      postal_code: digits!,
      city: text(input.city),
      mobile,
    },
  };
}

export function mobileError(input: string): AccountFieldError | null {
  const mobile = input.trim();
  return mobile !== '' && !MOBILE_SHAPE.test(mobile) ? 'invalid' : null;
}
