import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { csrfTokenMatches } from '../../services/session-service';
import { errorBody } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on calls that prove themselves otherwise (signed payment-provider callbacks). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token a state-changing call presents: header X-CSRF-TOKEN, or form field `_token` (the back office checks its own with it). */
export function presentedToken(request: FastifyRequest): unknown {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = request.body;
  if (Buffer.isBuffer(body)) {
    // The page handler keeps form bodies raw for React Router; only url-encoded forms can carry it here.
    const type = request.headers['content-type'] ?? '';
    return type.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(body.toString('utf8')).get('_token')
      : undefined;
  }
  if (body && typeof body === 'object' && '_token' in body) return (body as Record<string, unknown>)._token;
  return undefined;
}

/** Every state-changing call must carry the session's CSRF token, or it is answered 419 with JSON. */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return;
      const session = await request.findSession();
      if (!csrfTokenMatches(session, presentedToken(request))) {
        return reply.status(419).send(errorBody('csrf_token_mismatch'));
      }
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
