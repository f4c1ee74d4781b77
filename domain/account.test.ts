import { describe, expect, it } from 'vitest';
import {
  accountLockMs, emailError, guestOrdersVisible, identityNumberForDisplay, loginRefused, normaliseEmail, passwordError, requestedMailAllowed, safeLocalPath,
  tokenExpiry, tokenUsable, validateAddress,
} from './account';

describe('e-mail addresses', () => {
  it.each([
    [' Kund@Example.SE ', 'kund@example.se'],
    ['anna.svensson+shop@example.co.uk', 'anna.svensson+shop@example.co.uk'],
    ['', null],
    ['kund', null],
    ['kund@example', null],
    ['kund @example.se', null],
    ['<kund@example.se>', null],
    [`${'a'.repeat(250)}@example.se`, null],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseEmail(input)).toBe(expected);
  });

  it('says why an address is refused', () => {
    expect(emailError('  ')).toBe('required');
    expect(emailError('kund@')).toBe('invalid');
    expect(emailError('kund@example.se')).toBeNull();
  });
});

describe('passwords', () => {
  it.each([
    ['', 'required'],
    ['1234567', 'too_short'],
    ['12345678', null],
    ['åäöåäöåä', null],
    ['😀😀😀😀😀😀😀', 'too_short'],
    ['x'.repeat(128), null],
    ['x'.repeat(129), 'too_long'],
  ])('%j gives %j', (password, expected) => {
    expect(passwordError(password)).toBe(expected);
  });
});

describe('mailed links', () => {
  const now = new Date('2026-11-26T10:00:00.000Z');

  it('a reset link lasts one hour', () => {
    expect(tokenExpiry('password_reset', now)).toBe('2026-11-26T11:00:00.000Z');
  });

  it('works once, for its own purpose, until it expires', () => {
    const token = { purpose: 'password_reset' as const, expires_at: '2026-11-26T11:00:00.000Z', used_at: null };
    expect(tokenUsable(token, 'password_reset', '2026-11-26T10:59:59.999Z')).toBe(true);
    expect(tokenUsable(token, 'password_reset', '2026-11-26T11:00:00.000Z')).toBe(false);
    expect(tokenUsable(token, 'claim', '2026-11-26T10:30:00.000Z')).toBe(false);
    expect(tokenUsable({ ...token, used_at: '2026-11-26T10:10:00.000Z' }, 'password_reset', '2026-11-26T10:30:00.000Z')).toBe(false);
    expect(tokenUsable(null, 'password_reset', '2026-11-26T10:30:00.000Z')).toBe(false);
  });
});

describe('failed logins', () => {
  it('the eleventh failure within the window is refused', () => {
    expect(loginRefused(10)).toBe(false);
    expect(loginRefused(11)).toBe(true);
  });

  it.each([
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [8, 240_000],
    [9, 480_000],
    [10, 900_000],
    [30, 900_000],
  ])('locks an account after %i failures for %i ms', (failures, ms) => {
    expect(accountLockMs(failures)).toBe(ms);
  });
});

describe('requested mails per recipient', () => {
  it('lets three of a kind an hour through', () => {
    expect([1, 2, 3, 4].map(requestedMailAllowed)).toEqual([true, true, true, false]);
  });
});

describe('where a form may send the browser', () => {
  it.each([
    ['/mina-sidor', '/mina-sidor'],
    ['/checkoutv3?x=1', '/checkoutv3?x=1'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [undefined, '/'],
    [['/a'], '/'],
  ])('%j goes to %j', (target, expected) => {
    expect(safeLocalPath(target, '/')).toBe(expected);
  });
});

describe('identity numbers after the order', () => {
  it('masks a personnummer as YYYYMMDD-****', () => {
    expect(identityNumberForDisplay('199001010017')).toBe('19900101-****');
  });
  it('shows an organisationsnummer, which is not personal', () => {
    expect(identityNumberForDisplay('5560160680')).toBe('556016-0680');
  });
  it('reveals no digit of anything else', () => {
    expect(identityNumberForDisplay('12-34')).toBe('**-**');
    expect(identityNumberForDisplay(null)).toBeNull();
  });
});

describe('guest orders on Mina sidor', () => {
  it('only for a verified e-mail address', () => {
    expect(guestOrdersVisible({ email_verified_at: null })).toBe(false);
    expect(guestOrdersVisible({ email_verified_at: '2026-11-26T10:00:00.000Z' })).toBe(true);
  });
});

describe('addresses', () => {
  const valid = { first_name: ' Anna ', last_name: 'Svensson', address: 'Storgatan 1', postal_code: '123 45', city: 'Stockholm' };
  it('accepts a Swedish address and stores the postal code as five digits', () => {
    const result = validateAddress(valid);
    expect(result).toEqual({ ok: true, address: { ...valid, first_name: 'Anna', company: '', co: '', postal_code: '12345', mobile: '' } });
  });
  it('names every missing or bad field', () => {
    const result = validateAddress({ ...valid, first_name: '', postal_code: '12', city: 'x'.repeat(101), mobile: 'abc' });
    expect(result).toEqual({ ok: false, errors: { first_name: 'required', postal_code: 'invalid', city: 'too_long', mobile: 'invalid' } });
  });
});
