import { describe, expect, it } from 'vitest';
import { createSecurityHeaders, HSTS_HEADER } from './security-headers';

describe('security headers', () => {
  it('carry HSTS only for a shop served over https', () => {
    expect(createSecurityHeaders({ development: false, hsts: true }).forAnswer()['strict-transport-security']).toBe(HSTS_HEADER);
    expect(createSecurityHeaders({ development: false, hsts: false }).forAnswer()).not.toHaveProperty('strict-transport-security');
  });

  it('give every answer its own nonce in the CSP, and none in development', () => {
    const headers = createSecurityHeaders({ development: false, hsts: false });
    const a = headers.forAnswer()['content-security-policy'];
    const b = headers.forAnswer()['content-security-policy'];
    expect(a).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(a).toContain("frame-ancestors 'none'");
    expect(a).not.toBe(b);
    expect(createSecurityHeaders({ development: true, hsts: false }).forAnswer()).not.toHaveProperty('content-security-policy');
  });
});
