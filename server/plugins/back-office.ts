import fp from 'fastify-plugin';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBackOfficePath, isOpenBackOfficePath, mayUse } from '../../domain/back-office';
import { STAFF_COOKIE, type StaffPrincipal, type StaffService } from '../../services/admin/staff-service';
import { csrfTokenMatches } from '../../services/session-service';
import { errorBody } from '../errors';
import { presentedToken } from './csrf';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member the back-office cookie names, or null; loads at most once per request. */
    staffSession(): Promise<StaffPrincipal | null>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const principalKey = Symbol('staffPrincipal');
type RequestWithPrincipal = FastifyRequest & { [principalKey]?: Promise<StaffPrincipal | null> };

export interface BackOfficePluginOptions {
  staff: StaffService;
}

/** The staff cookie: only ever sent to /admin, never readable by script, never sent from another site. */
export function staffCookieOptions(secure: boolean, maxAge?: number) {
  return { path: '/admin', httpOnly: true, sameSite: 'strict' as const, secure, ...(maxAge === undefined ? {} : { maxAge }) };
}

/**
 * The developer bar's hint (domain/dev-bar.ts): readable by the storefront's script on every path, and no credential:
 * the bar shows only after the back office, with the staff cookie, confirms an admin session.
 */
export function devBarHintOptions(secure: boolean, maxAge?: number) {
  return { path: '/', httpOnly: false, sameSite: 'lax' as const, secure, ...(maxAge === undefined ? {} : { maxAge }) };
}

function wantsHtml(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.headers['x-requested-with'] !== 'XMLHttpRequest' && (request.headers.accept ?? '').includes('text/html');
}

/**
 * The back office's gate (issue 18), in front of every address under /admin, pages and calls alike:
 * - nobody gets past without a staff session of their own (the `admin_sid` cookie, path /admin): a shopper's session,
 *   logged in or not, grants nothing. A page request goes to the login, a call gets 401;
 * - a staff member (not an admin) gets 403 from staff accounts and settings, so nobody can make themselves an admin;
 * - every state-changing call carries the staff session's own CSRF token (header or `_token`), checked in constant
 *   time as the shop checks a shopper's (server/plugins/csrf.ts); the login form carries the shopper session's
 *   token, checked by that plugin;
 * - every answer is `Cache-Control: no-store` and `X-Robots-Tag: noindex`.
 */
export const backOfficePlugin = fp<BackOfficePluginOptions>(
  async (app, options) => {
    app.decorateRequest('staffSession', function (this: FastifyRequest) {
      const r = this as RequestWithPrincipal;
      r[principalKey] ??= options.staff.find(this.cookies[STAFF_COOKIE]);
      return r[principalKey];
    });

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isBackOfficePath(request.url) || isOpenBackOfficePath(request.url)) return;
      const principal = await request.staffSession();
      if (!principal) {
        if (wantsHtml(request)) {
          const back = request.url.split('?', 1)[0] === '/admin' ? '' : `?tillbaka=${encodeURIComponent(request.url)}`;
          return reply.redirect(`/admin/login${back}`, 303);
        }
        // A logout without a session has nothing to end: back to the login.
        if (request.url.split('?', 1)[0] === '/admin/logout' && request.method === 'POST') return reply.redirect('/admin/login', 303);
        return reply.status(401).send(errorBody('unauthorized'));
      }
      if (!SAFE_METHODS.has(request.method) && !csrfTokenMatches(principal, presentedToken(request))) {
        return reply.status(419).send(errorBody('csrf_token_mismatch'));
      }
      // A page refused here would lose the back office's layout: its loader refuses it (403) instead.
      if (!mayUse(principal.staff.role, request.url) && !wantsHtml(request)) return reply.status(403).send(errorBody('forbidden'));
    });

    app.addHook('onSend', async (request, reply) => {
      if (!isBackOfficePath(request.url)) return;
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
    });
  },
  { name: 'back-office', dependencies: ['@fastify/cookie', 'session'] },
);
