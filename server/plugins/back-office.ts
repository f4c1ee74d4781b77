import fp from 'fastify-plugin';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { foldedPath, isBackOfficePath, pageAccess, ROUTE_ACCESS, type RouteAccess } from '../../domain/back-office';
import { STAFF_COOKIE, type StaffPrincipal, type StaffService } from '../../services/admin/staff-service';
import { csrfTokenMatches } from '../../services/session-service';
import { errorBody } from '../errors';
import { presentedToken } from './csrf';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may use the route (docs/decisions/034); required under /admin, `page` (the page table) elsewhere. */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The staff member the back-office cookie names, or null; loads at most once per request. */
    staffSession(): Promise<StaffPrincipal | null>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const principalKey = Symbol('staffPrincipal');
type RequestWithPrincipal = FastifyRequest & { [principalKey]?: Promise<StaffPrincipal | null> };

/**
 * The back office's calls declare their role with these. They prove themselves with the staff session's CSRF token
 * (checked by the gate below), not the shopper session's, so the shop's own check is off for them.
 */
export const STAFF_CALL = { config: { csrf: false, access: 'staff' } } as const;
export const ADMIN_CALL = { config: { csrf: false, access: 'admin' } } as const;

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

/** Who may use what the request reached: its route's declaration, or for pages the page table on the folded path. */
function accessOf(request: FastifyRequest): { access: Exclude<RouteAccess, 'page'>; page: boolean } {
  const declared = request.routeOptions.config.access ?? 'page';
  return declared === 'page' ? { access: pageAccess(foldedPath(request.url)), page: true } : { access: declared, page: false };
}

/**
 * The back office's gate (issue 18), decided on the route the request reached (docs/decisions/034), never on how its
 * address was spelt:
 * - every route under /admin declares its access (STAFF_CALL, ADMIN_CALL, or `public`), or the shop does not start;
 *   pages (React Router's catch-all) are looked up by the path React Router matches (foldedPath, pageAccess);
 * - nobody gets past without a staff session of their own (the `admin_sid` cookie, path /admin): a shopper's session,
 *   logged in or not, grants nothing. A page request goes to the login, a call gets 401; both before any body is read;
 * - a staff member (not an admin) gets 403 from admin-only calls for every Accept; an admin-only page lets a browser
 *   through to its loader, which refuses it (403) inside the back office's layout;
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

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access !== undefined && !ROUTE_ACCESS.includes(access)) throw new Error(`${route.url}: unknown access ${String(access)}`);
      if (access === undefined && isBackOfficePath(foldedPath(route.url))) {
        throw new Error(`${String(route.method)} ${route.url} lies in the back office but declares no access (config.access, docs/decisions/034)`);
      }
    });

    // onRequest runs once the route is found and before the body is read: an upload without a session is never taken in.
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const { access, page } = accessOf(request);
      if (access === 'public') return;
      const principal = await request.staffSession();
      if (!principal) {
        if (wantsHtml(request)) {
          const back = foldedPath(request.url) === '/admin' ? '' : `?tillbaka=${encodeURIComponent(request.url)}`;
          return reply.redirect(`/admin/login${back}`, 303);
        }
        // A logout without a session has nothing to end: back to the login.
        if (request.routeOptions.url === '/admin/logout' && request.method === 'POST') return reply.redirect('/admin/login', 303);
        return reply.status(401).send(errorBody('unauthorized'));
      }
      // A page refused here would lose the back office's layout: its loader refuses it (403) instead.
      if (access === 'admin' && principal.staff.role !== 'admin' && !(page && wantsHtml(request))) return reply.status(403).send(errorBody('forbidden'));
    });

    // The token may be in the body, so it is checked once the body is in (the session was checked before it was read).
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (SAFE_METHODS.has(request.method) || accessOf(request).access === 'public') return;
      const principal = await request.staffSession();
      if (!principal || !csrfTokenMatches(principal, presentedToken(request))) return reply.status(419).send(errorBody('csrf_token_mismatch'));
    });

    app.addHook('onSend', async (request, reply) => {
      if (!isBackOfficePath(foldedPath(request.url))) return;
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
    });
  },
  { name: 'back-office', dependencies: ['@fastify/cookie', 'session'] },
);
