/**
 * Cookie consent (storefront.md 'Integritetsinställningar', docs/decisions/018). Three options: marketing and
 * functional third-party services, chosen by the shopper, and the always-on required cookies. Each option is a
 * cookie of its own named after the option and holding 1 or 0, kept 2 years on path /. Consent counts as given once
 * the required cookie is set, which any choice does; until then the modal opens by itself.
 */

export const CONSENT_OPTIONS = ['marketing_third_party', 'functional_third_party', 'required'] as const;
export type ConsentOption = (typeof CONSENT_OPTIONS)[number];

/** 2 years, as the spec writes it (63 072 000 000 ms). */
export const CONSENT_MAX_AGE_MS = 63_072_000_000;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_MAX_AGE_MS / 1000;
export const CONSENT_COOKIE_PATH = '/';

/**
 * How long the social-media image feed's code may take to load (storefront.md section 7: 120 s); the feed loads only
 * with functional consent. Kept here, not beside the settings' schema: the pages' code must not pull in zod.
 */
export const SOCIAL_FEED_LOAD_TIMEOUT_MS = 120_000;

/** The query parameter the reload adds when the address has a hash (a hash-only change would not reload). */
export const CONSENT_RELOAD_PARAM = '_ts';

export interface ConsentChoices {
  marketing: boolean;
  functional: boolean;
}

export interface ConsentState extends ConsentChoices {
  /** The shopper has chosen (the required cookie is set). */
  given: boolean;
}

/**
 * The switches before the shopper has chosen: both off. The spec pre-ticks functional, but a pre-ticked box is not
 * valid consent (CJEU C-673/17 Planet49, LEK 9:28): docs/decisions/018.
 */
export const CONSENT_SWITCH_DEFAULTS: ConsentChoices = { marketing: false, functional: false };

export const ACCEPT_ALL: ConsentChoices = { marketing: true, functional: true };
export const ONLY_REQUIRED: ConsentChoices = { marketing: false, functional: false };

/** A consent flag as a call may send it (form '1'/'0', 'true'/'false', 'on', JSON booleans and 1/0); null when it is none of those. */
export function parseConsentFlag(value: unknown): boolean | null {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === '1' || text === 'true' || text === 'on') return true;
  if (text === '0' || text === 'false' || text === 'off' || text === '') return false;
  return null;
}

/** The cookies a choice writes: 1 or 0 per option, required always 1. */
export function consentCookieValues(choices: ConsentChoices): Record<ConsentOption, '1' | '0'> {
  return {
    marketing_third_party: choices.marketing ? '1' : '0',
    functional_third_party: choices.functional ? '1' : '0',
    required: '1',
  };
}

/** What the cookies say; anything but '1' is no. */
export function readConsent(cookies: Readonly<Record<string, string | undefined>>): ConsentState {
  return {
    given: cookies.required === '1',
    marketing: cookies.required === '1' && cookies.marketing_third_party === '1',
    functional: cookies.required === '1' && cookies.functional_third_party === '1',
  };
}

/** Cookie header text ('a=1; b=0') as name/value pairs. */
export function parseCookieHeader(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !(name in out)) out[name] = part.slice(at + 1).trim();
  }
  return out;
}

/**
 * Where the page goes after a choice is stored: null means reload in place; with a hash in the address the reload
 * is a navigation to the same address with a time-stamp parameter, since changing only the hash loads nothing.
 */
export function reloadTarget(href: string, nowMs: number): string | null {
  const url = new URL(href);
  if (!url.hash || url.hash === '#') return null;
  url.searchParams.set(CONSENT_RELOAD_PARAM, String(nowMs));
  return url.toString();
}

/**
 * What of the consent changes a page's HTML: the modal while nothing is chosen, and third-party images only with
 * functional consent (the enable link posts the marketing choice back unchanged). Pages shared between visitors
 * are kept apart by it (server/plugins/react-router.ts).
 */
export function consentVariant(state: ConsentState): string {
  if (!state.given) return 'asking';
  return `${state.functional ? 'f' : '-'}${state.marketing ? 'm' : '-'}`;
}
