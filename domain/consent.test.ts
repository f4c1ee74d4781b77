import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_MS, CONSENT_MAX_AGE_SECONDS, CONSENT_SWITCH_DEFAULTS, consentCookieValues, consentVariant, parseConsentFlag, parseCookieHeader, readConsent, reloadTarget,
} from './consent';

describe('consent', () => {
  it('keeps the cookies two years', () => {
    expect(CONSENT_MAX_AGE_MS).toBe(63_072_000_000);
    expect(CONSENT_MAX_AGE_SECONDS).toBe(63_072_000);
  });

  it('starts with both switches off (pre-ticked consent is not consent)', () => {
    expect(CONSENT_SWITCH_DEFAULTS).toEqual({ marketing: false, functional: false });
  });

  it.each([
    ['1', true], ['0', false], ['true', true], ['false', false], ['on', true], ['', false], [true, true], [false, false], [1, true], [0, false],
    ['2', null], ['yes', null], [null, null], [undefined, null], [{}, null],
  ])('reads the flag %j as %j', (value, expected) => {
    expect(parseConsentFlag(value)).toBe(expected);
  });

  it('writes 1 or 0 per option and required always 1', () => {
    expect(consentCookieValues({ marketing: false, functional: true })).toEqual({ marketing_third_party: '0', functional_third_party: '1', required: '1' });
    expect(consentCookieValues({ marketing: true, functional: false })).toEqual({ marketing_third_party: '1', functional_third_party: '0', required: '1' });
  });

  it('counts consent as given only with the required cookie', () => {
    expect(readConsent({})).toEqual({ given: false, marketing: false, functional: false });
    expect(readConsent({ marketing_third_party: '1', functional_third_party: '1' })).toEqual({ given: false, marketing: false, functional: false });
    expect(readConsent({ required: '1', functional_third_party: '1', marketing_third_party: '0' })).toEqual({ given: true, marketing: false, functional: true });
  });

  it('parses a cookie header', () => {
    expect(parseCookieHeader('sid=abc; required=1;functional_third_party=0; bad; =x')).toEqual({ sid: 'abc', required: '1', functional_third_party: '0' });
  });

  it('reloads in place without a hash and with a time stamp when there is one', () => {
    expect(reloadTarget('https://shop.se/tv?x=1', 1000)).toBeNull();
    expect(reloadTarget('https://shop.se/tv#', 1000)).toBeNull();
    expect(reloadTarget('https://shop.se/tv?x=1#recensioner', 1234)).toBe('https://shop.se/tv?x=1&_ts=1234#recensioner');
    expect(reloadTarget('https://shop.se/tv?_ts=1#a', 99)).toBe('https://shop.se/tv?_ts=99#a');
  });

  it('tells apart the consents that change a page: none chosen, and each mix of functional and marketing', () => {
    const variants = [
      readConsent({}),
      readConsent({ required: '1', functional_third_party: '0', marketing_third_party: '0' }),
      readConsent({ required: '1', functional_third_party: '1', marketing_third_party: '0' }),
      readConsent({ required: '1', functional_third_party: '0', marketing_third_party: '1' }),
      readConsent({ required: '1', functional_third_party: '1', marketing_third_party: '1' }),
    ].map(consentVariant);
    expect(variants).toEqual(['asking', '--', 'f-', '-m', 'fm']);
    // Without the required cookie an option cookie counts for nothing.
    expect(consentVariant(readConsent({ functional_third_party: '1' }))).toBe('asking');
  });
});
