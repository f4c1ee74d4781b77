import { describe, expect, it } from 'vitest';
import { pageJumpTarget, themeSwitchPath } from './dev-bar';

describe('pageJumpTarget', () => {
  it.each([
    ['kampanj', '/kampanj'],
    ['/kampanj', '/kampanj'],
    ['  vitvaror/kylskap?sorting=price ', '/vitvaror/kylskap?sorting=price'],
    ['https://butiken.se/om-oss#kontakt', '/om-oss#kontakt'],
    ['//evil.example/x', '/evil.example/x'],
    ['', null],
    ['   ', null],
    ['/\\evil.example', null],
    ['sida\u0000', null],
  ])('goes from %j to %j', (typed, target) => {
    expect(pageJumpTarget(typed)).toBe(target);
  });
});

describe('themeSwitchPath', () => {
  it('is the spec address with the theme id', () => {
    expect(themeSwitchPath(2)).toBe('/admin/themes/set_active_theme/?id=2');
  });
});
