import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml';

describe('escapeXml', () => {
  it('escapes markup and drops what XML 1.0 forbids, keeping tabs, line breaks and whole surrogate pairs', () => {
    expect(escapeXml('a&b<c>d"e\'f')).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('x\u0000\u0001\u0008\u000b\u000c\u001f\ufffe\uffffy')).toBe('xy');
    expect(escapeXml('rad\tett\nrad\rtvå')).toBe('rad\tett\nrad\rtvå');
    expect(escapeXml('ok 😀 \ud83d slut \ude00')).toBe('ok 😀  slut ');
  });
});
