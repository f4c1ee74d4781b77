import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce that React Router's inline hydration scripts carry. */
    scriptNonce: string;
  }
}

type ResponseWithNonce = ServerResponse & { scriptNonce?: string };

/**
 * CSP and the other security headers on every answer. Inline scripts are allowed only with
 * the per-response nonce; development (Vite's HMR client) runs without CSP.
 */
export const securityHeadersPlugin = fp<{ development: boolean }>(
  async (app, { development }) => {
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (_request, reply) => {
      const nonce = crypto.randomBytes(16).toString('base64');
      reply.scriptNonce = nonce;
      (reply.raw as ResponseWithNonce).scriptNonce = nonce;
    });
    await app.register(helmet, {
      contentSecurityPolicy: development
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as ResponseWithNonce).scriptNonce ?? ''}'`],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              fontSrc: ["'self'"],
              objectSrc: ["'none'"],
              frameAncestors: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: null,
            },
          },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers' },
);
