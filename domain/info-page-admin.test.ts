import { describe, expect, it } from 'vitest';
import { infoPageUrl, validateInfoPage, type InfoPageForm } from './info-page-admin';

const form = (over: Partial<InfoPageForm> = {}): InfoPageForm => ({
  title: 'Öppettider', url: '/kundservice/oppettider', type: 'services', heading: '', body: 'Vi har öppet alla dagar.', position: '', parent_id: '',
  expanded: false, published: true, ...over,
});

describe('infoPageUrl', () => {
  it.each([
    ['/kundservice/oppettider', '/kundservice/oppettider'],
    ['kundservice/oppettider/', '/kundservice/oppettider'],
    [' /Om-Oss ', '/om-oss'],
    ['/kampanj/jul-2026', '/kampanj/jul-2026'],
    ['/så-handlar-du', '/så-handlar-du'],
  ])('%j is %j', (typed, url) => {
    expect(infoPageUrl(typed)).toBe(url);
  });

  it.each(['', '/', '//evil.example', '/a//b', '/a b', '/-a', '/a-', '/varukorg', '/admin/sida', '/checkoutv3', '/api/x', '/assets/x', '/x?y=1', '/x#y', `/${'a'.repeat(200)}`])(
    'refuses %j',
    (typed) => {
      expect(infoPageUrl(typed)).toBeNull();
    },
  );
});

describe('validateInfoPage', () => {
  it('gives the page as stored', () => {
    expect(validateInfoPage(form({ position: '3', parent_id: '7', body: 'Rad ett\r\n\r\nRad två' }))).toEqual({
      ok: true,
      page: { title: 'Öppettider', url: '/kundservice/oppettider', type: 'services', heading: '', body: 'Rad ett\n\nRad två', position: 3, parent_id: 7, expanded: false, published: true },
    });
  });

  it('names every wrong field', () => {
    const result = validateInfoPage(form({ title: ' ', url: '/varukorg', type: 'html', heading: 'x'.repeat(201), body: 'a\u0000b', position: '-1', parent_id: 'x' }));
    expect(result).toEqual({ ok: false, errors: { title: true, url: true, type: true, heading: true, body: true, position: true, parent_id: true } });
  });

  it('keeps markup as text: the storefront never renders it as HTML', () => {
    const result = validateInfoPage(form({ body: '<script>alert(1)</script>' }));
    expect(result.ok && result.page.body).toBe('<script>alert(1)</script>');
  });
});
