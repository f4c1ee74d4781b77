import crypto from 'node:crypto';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce that React Router's inline hydration scripts carry. */
    scriptNonce: string;
  }
}

/** The CSP: inline scripts only with the response's nonce; inline styles allowed (React's style props). */
const CSP_DIRECTIVES: [string, string][] = [
  ['default-src', "'self'"],
  ['base-uri', "'self'"],
  ['font-src', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
  // Third-party images (info pages, the social feed) render only with functional consent (docs/decisions/023);
  // images cannot run code, and plain-http ones stay blocked.
  ['img-src', "'self' data: https:"],
  ['object-src', "'none'"],
  ['script-src', "'self' 'nonce-{nonce}'"],
  ['script-src-attr', "'none'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['connect-src', "'self'"],
  ['frame-src', "'self'"],
];

/** The directives a provider's embedded checkout needs its hosts in: its script, its iframe, the script's calls. */
const PROVIDER_DIRECTIVES = new Set(['script-src', 'frame-src', 'connect-src']);

/**
 * The CSP before and after the nonce. `providerHosts` (sources such as `https://*.klarna.com`) are the hosts of the
 * payment providers configured for real (server/payment-providers.ts): their embedded checkout loads its script
 * and iframe from there. The simulators are the shop itself and need none.
 */
function cspAroundNonce(providerHosts: readonly string[]): [string, string] {
  const extra = providerHosts.length === 0 ? '' : ` ${providerHosts.join(' ')}`;
  return CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}${PROVIDER_DIRECTIVES.has(name) ? extra : ''}`).join(';').split('{nonce}') as [string, string];
}

/** The headers every answer carries (those of helmet's defaults that still mean something to browsers). */
const STATIC_HEADERS: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;

/**
 * Unpredictable, never-repeated nonces, drawn from the CSPRNG 256 at a time: one system call per 256 answers
 * instead of one per answer (the filter call answers thousands of requests a second on one core).
 */
export function createNonceSource(): () => string {
  let pool = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at >= pool.length) {
      pool = crypto.randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
      at = 0;
    }
    const nonce = pool.toString('base64', at, at + NONCE_BYTES);
    at += NONCE_BYTES;
    return nonce;
  };
}

/** HSTS for a shop served over https: a year, subdomains included (they are the shop's own). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** Development (Vite's HMR client and its inline scripts) runs without CSP. */
  development: boolean;
  /** Strict-Transport-Security: only when the shop's public address is https (a plain-http shop has no https to pin browsers to). */
  hsts: boolean;
  /** CSP sources of the payment providers configured for real (their embedded checkouts' scripts and frames). */
  providerHosts?: readonly string[];
}

/** The security headers, computed once: the plugin sets them per request, error answers outside the request cycle reuse them. */
export function createSecurityHeaders({ development, hsts, providerHosts = [] }: SecurityHeaderOptions) {
  const nextNonce = createNonceSource();
  const [beforeNonce, afterNonce] = cspAroundNonce(providerHosts);
  const fixed: Record<string, string> = hsts ? { ...STATIC_HEADERS, 'strict-transport-security': HSTS_HEADER } : STATIC_HEADERS;
  const csp = (nonce: string): string | null => (development ? null : beforeNonce + nonce + afterNonce);
  return {
    nextNonce,
    csp,
    fixed,
    /** Every header for one answer, with a nonce of its own. */
    forAnswer(): Record<string, string> {
      const policy = csp(nextNonce());
      return policy === null ? { ...fixed } : { ...fixed, 'content-security-policy': policy };
    },
  };
}

export type SecurityHeaders = ReturnType<typeof createSecurityHeaders>;

/**
 * CSP and the other security headers on every answer, computed once; only the nonce differs per answer. Set in
 * onRequest, so Fastify's own refusals later in the request (bad JSON 400, 413, 415) carry them too.
 */
export const securityHeadersPlugin = fp<{ headers: SecurityHeaders }>(
  async (app, { headers }) => {
    const { nextNonce, csp, fixed } = headers;
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (_request, reply) => {
      const nonce = nextNonce();
      reply.scriptNonce = nonce;
      const policy = csp(nonce);
      if (policy !== null) void reply.header('content-security-policy', policy);
      void reply.headers(fixed);
    });
  },
  { name: 'security-headers' },
);
