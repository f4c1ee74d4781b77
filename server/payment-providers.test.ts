import { describe, expect, it } from 'vitest';
import { createSecurityHeaders } from './plugins/security-headers';
import { cspSourceOf, providerCspHosts } from './payment-providers';

const cspOf = (providerHosts: string[]) => createSecurityHeaders({ development: false, hsts: false, providerHosts }).forAnswer()['content-security-policy']!;
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.startsWith(`${name} `)) ?? '';

describe('the CSP for providers configured for real', () => {
  it('takes each base URL\'s registrable domain with its subdomains, and plain or IP addresses exactly', () => {
    expect(cspSourceOf('https://api.klarna.com')).toBe('https://*.klarna.com');
    expect(cspSourceOf('https://api.playground.klarna.com/')).toBe('https://*.klarna.com');
    expect(cspSourceOf('https://klarna.com')).toBe('https://klarna.com');
    expect(cspSourceOf('http://10.0.0.5:8080/klarna')).toBe('http://10.0.0.5:8080');
    expect(cspSourceOf('https://[::1]:8443')).toBe('https://[::1]:8443');
  });

  it('adds nothing while the providers are simulators (the shop itself)', () => {
    expect(providerCspHosts({ klarna: null, wasa: null, svea: null })).toEqual([]);
    const csp = cspOf(providerCspHosts({ klarna: null, wasa: null, svea: null }));
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
  });

  it('lets live Klarna\'s snippet load its script, its iframe and their calls, and nothing else widens', () => {
    const hosts = providerCspHosts({ klarna: { baseUrl: 'https://api.klarna.com', username: 'u', password: 'p' }, wasa: null, svea: null });
    expect(hosts).toEqual(['https://*.klarna.com', 'https://*.klarnacdn.net']);
    const csp = cspOf(hosts);
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(directive(csp, name)).toContain('https://*.klarna.com https://*.klarnacdn.net');
    }
    expect(directive(csp, 'script-src')).toMatch(/'nonce-[^']+'/);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('adds live Wasa Kredit\'s domain for its snippet\'s script and frame', () => {
    const wasa = { baseUrl: 'https://b2b.services.wasakredit.se', authUrl: 'https://b2b.services.wasakredit.se/auth/connect/token', clientId: 'c', clientSecret: 's' };
    expect(providerCspHosts({ klarna: null, wasa, svea: null })).toEqual(['https://*.wasakredit.se']);
    expect(directive(cspOf(providerCspHosts({ klarna: null, wasa, svea: null })), 'frame-src')).toBe("frame-src 'self' https://*.wasakredit.se");
  });

  it('adds live Svea\'s domain and its checkout host', () => {
    const svea = { baseUrl: 'https://checkoutapi.svea.com', adminUrl: 'https://paymentadminapi.svea.com', merchantId: 'm', secret: 's' };
    expect(providerCspHosts({ klarna: null, wasa: null, svea })).toEqual(['https://*.svea.com', 'https://*.sveaekonomi.se']);
  });
});
