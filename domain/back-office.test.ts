import { describe, expect, it } from 'vitest';
import {
  foldedPath, isBackOfficePath, nextDay, normaliseTrackingNumber, pageAccess, parseAuditQuery, parseOrderListQuery,
  swedishDayStart, validateDiscountCode,
} from './back-office';

describe('back-office paths', () => {
  it('knows its own addresses and nothing else', () => {
    expect(isBackOfficePath('/admin')).toBe(true);
    expect(isBackOfficePath('/admin/ordrar?q=1')).toBe(true);
    expect(isBackOfficePath('/admin.data')).toBe(true);
    expect(isBackOfficePath('/administration')).toBe(false);
    expect(isBackOfficePath('/produkter/admin')).toBe(false);
  });

  it('folds an address the way React Router matches it', () => {
    for (const url of ['/admin/personal', '/ADMIN/Personal', '/%61dmin/personal', '/admin//personal', '/admin/./personal', '/admin/x/../personal', '/admin/personal.', '/admin/personal..', '/admin/personal/', '/admin/personal.data', '/admin/personal?x=1', '//admin/personal', '/\\admin/personal', '/admin/%70ersonal']) {
      expect(foldedPath(url), url).toBe('/admin/personal');
    }
    expect(foldedPath('/')).toBe('/');
    expect(foldedPath('/..')).toBe('/');
    expect(foldedPath('/admin.data')).toBe('/admin');
    expect(foldedPath('/admin/%E0%A4%A')).toBe('/admin/%e0%a4%a');
  });

  it('opens only the login, and keeps staff accounts and settings to admins', () => {
    expect(pageAccess('/admin/login')).toBe('public');
    expect(pageAccess('/produkter/admin')).toBe('public');
    expect(pageAccess('/')).toBe('public');
    expect(pageAccess('/admin')).toBe('staff');
    expect(pageAccess('/admin/logout')).toBe('staff');
    expect(pageAccess('/admin/ordrar/100001')).toBe('staff');
    expect(pageAccess('/admin/personalen')).toBe('staff');
    for (const path of ['/admin/personal', '/admin/installningar', '/admin/presentkort/3', '/admin/leverans-och-betalning/frakt/1']) {
      expect(pageAccess(path), path).toBe('admin');
    }
  });
});

describe('order list query', () => {
  it('reads search, filters and page', () => {
    const q = parseOrderListQuery(new URLSearchParams('q=%20Anna%20&status=shipped&betalning=manual_payment&fran=2026-11-01&till=2026-11-30&sida=3'));
    expect(q).toEqual({ search: 'Anna', state: 'shipped', payment: 'manual_payment', from: '2026-11-01', to: '2026-11-30', page: 3 });
  });

  it('leaves out anything malformed', () => {
    const q = parseOrderListQuery(new URLSearchParams(`q=${'x'.repeat(300)}&status=lost&betalning=cash&fran=2026-02-30&till=igår&sida=-1`));
    expect(q).toEqual({ search: 'x'.repeat(100), state: null, payment: null, from: null, to: null, page: 1 });
    expect(parseOrderListQuery(new URLSearchParams('sida=1.5')).page).toBe(1);
    expect(parseOrderListQuery(new URLSearchParams('sida=99999999')).page).toBe(1);
  });

  it('reads the audit filters', () => {
    expect(parseAuditQuery(new URLSearchParams('vem=admin&typ=order&handling=order.ship&fran=2026-11-25'))).toEqual({
      staff: 'admin', entityType: 'order', action: 'order.ship', from: '2026-11-25', to: null, page: 1,
    });
  });
});

describe('Swedish days', () => {
  it('starts a winter day at 23:00 UTC and a summer day at 22:00 UTC', () => {
    expect(swedishDayStart('2026-11-25')).toBe('2026-11-24T23:00:00.000Z');
    expect(swedishDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
  });

  it('names the day after a day, across the new year', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('tracking numbers', () => {
  it('accepts carriers’ formats, upper case', () => {
    expect(normaliseTrackingNumber(' 00370712345678901234 ')).toBe('00370712345678901234');
    expect(normaliseTrackingNumber('ab123456789se')).toBe('AB123456789SE');
    expect(normaliseTrackingNumber('JJD 0000  1234')).toBe('JJD 0000 1234');
  });

  it('refuses what is not one', () => {
    expect(normaliseTrackingNumber('')).toBeNull();
    expect(normaliseTrackingNumber('ab')).toBeNull();
    expect(normaliseTrackingNumber('<script>')).toBeNull();
    expect(normaliseTrackingNumber('x'.repeat(41))).toBeNull();
  });
});

describe('new discount codes', () => {
  const form = {
    code: ' vinter 25 ', kind: 'percent', percent: '25', amount: '', min_order: '1 000', valid_from: '2026-12-01', valid_until: '2026-12-31',
    usage_limit_total: '100', usage_limit_per_customer: '1', member_only: false, label: 'Vinterrea',
  };
  const upper = (typed: string) => typed.replace(/\s+/gu, '').toLocaleUpperCase('sv-SE');

  it('reads a percent code with limits and Swedish days', () => {
    expect(validateDiscountCode(form, upper)).toEqual({
      ok: true,
      code: {
        code: 'VINTER25', kind: 'percent', percent: 25, amount_ore: null, min_order_ore: 100_000, valid_from: '2026-11-30T23:00:00.000Z',
        valid_until: '2026-12-31T23:00:00.000Z', usage_limit_total: 100, usage_limit_per_customer: 1, member_only: false, label: 'Vinterrea',
      },
    });
  });

  it('reads an amount in kronor and leaves out what is empty', () => {
    const result = validateDiscountCode({ ...form, kind: 'amount', amount: '199,50', percent: 'x', min_order: '', valid_from: '', valid_until: '', usage_limit_total: '', usage_limit_per_customer: '', label: '' }, upper);
    expect(result).toMatchObject({ ok: true, code: { kind: 'amount', amount_ore: 19_950, percent: null, min_order_ore: null, valid_from: null, valid_until: null, usage_limit_total: null, label: null } });
  });

  it('names every wrong field', () => {
    const result = validateDiscountCode({ ...form, code: 'a', kind: 'percent', percent: '101', valid_from: '2026-12-31', valid_until: '2026-12-01', usage_limit_total: '0', usage_limit_per_customer: '1.5', min_order: 'gratis', label: 'x'.repeat(101) }, upper);
    expect(result).toEqual({ ok: false, errors: { code: true, percent: true, min_order: true, valid_until: true, usage_limit_total: true, usage_limit_per_customer: true, label: true } });
    expect(validateDiscountCode({ ...form, kind: 'gratis' }, upper)).toEqual({ ok: false, errors: { kind: true } });
    expect(validateDiscountCode({ ...form, kind: 'amount', amount: '0' }, upper)).toEqual({ ok: false, errors: { amount: true } });
  });
});
