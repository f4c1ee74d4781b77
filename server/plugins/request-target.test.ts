import { describe, expect, it } from 'vitest';
import { canonicalTarget, isValidHost } from './request-target';

describe('canonical request targets', () => {
  it.each([
    ['/', null],
    ['/varukorg', null],
    ['/varukorg//x', '/varukorg/x'],
    ['/produkter/%C3%A5', null],
    ['/admin/api/settings/activeThemeId', null],
    ['/admin/themes/set_active_theme/?id=2', null],
    ['/%61dmin/api/staff', '/admin/api/staff'],
    ['/admin/api/%73taff', '/admin/api/staff'],
    ['/admin/api/%2Fstaff', null],
    ['/admin/%2e/personal', '/admin/personal'],
    ['/admin/./personal', '/admin/personal'],
    ['/produkter/../admin/personal?x=1', '/admin/personal?x=1'],
    ['/produkter/%2E%2E/admin', '/admin'],
    ['/a/b/..', '/a/'],
    ['/..', '/'],
    ['/ADMIN/personal', '/admin/personal'],
    ['/Admin.data', '/admin.data'],
    ['/admin/personal.', '/admin/personal'],
    ['/admin/personal./', '/admin/personal/'],
    ['/admin/...', '/admin/'],
    ['/kategori/a.', null],
    ['/Kategori', null],
    ['/?next=//evil.example', null],
    ['//', '/'],
    ['///', '/'],
    ['//evil.example/varukorg', '/evil.example/varukorg'],
    ['///evil.example/varukorg?a=1&b=//c', '/evil.example/varukorg?a=1&b=//c'],
    ['/\\evil.example/varukorg', '/evil.example/varukorg'],
    ['/\\/\\evil.example', '/evil.example'],
    ['//?q=1', '/?q=1'],
    ['//å ä', '/%C3%A5%20%C3%A4'],
  ])('%j goes to %j', (url, expected) => {
    const target = canonicalTarget(url);
    expect(target).toBe(expected);
    // Never a URL another host could be read from.
    if (target !== null) expect(new URL(target, 'https://shop.example').host).toBe('shop.example');
  });
});

describe('hosts a URL can be built from', () => {
  it.each(['shop.example', 'shop.example:8443', 'localhost', '127.0.0.1:3000', '[::1]:3000', 'app_1', ''])('accepts %j', (host) => {
    expect(isValidHost(host)).toBe(true);
  });
  it.each(['a b', 'shop.example/x', 'shop.example:port', 'evil.example@shop', '[::1', 'shop.example\\x'])('refuses %j', (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});
