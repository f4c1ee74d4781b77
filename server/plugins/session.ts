import fp from 'fastify-plugin';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type Session, type SessionService } from '../../services/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session as their cookie names it, or null without a usable cookie; loads at most once per request. */
    findSession(): Promise<Session | null>;
    /** The visitor's session; a new visitor gets a new id (its cookie set on the answer) and no row until a write. */
    session(): Promise<Session>;
    /**
     * Gives the current session a new id and CSRF token, keeping its data and cart (after an order, at login), and
     * makes the answer set the new cookie instead of any set earlier in this request.
     */
    rotateSession(): Promise<Session>;
  }
}

interface SessionState {
  loaded?: Promise<Session | null>;
  /** The session whose id the answer's cookie must carry: a new visitor's, a rotated one, or one whose expiry slid. */
  cookie?: Session;
}

const stateKey = Symbol('sessionState');
type RequestWithState = FastifyRequest & { [stateKey]?: SessionState };

export interface SessionPluginOptions {
  sessions: SessionService;
  secureCookies: boolean;
}

/**
 * Server-side sessions: an opaque id in an HttpOnly SameSite=Lax cookie, the row in the database once something is
 * stored (docs/decisions/013). Reads never write a row, so page views, HEADs and API reads by cookie-less clients
 * (bots, benchmarks) leave the sessions table alone.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, { sessions, secureCookies }) => {
    const state = (request: FastifyRequest): SessionState => {
      const r = request as RequestWithState;
      return (r[stateKey] ??= {});
    };

    app.decorateRequest('findSession', function (this: FastifyRequest) {
      const s = state(this);
      // A session whose expiry slid (or whose id was reissued) sends its cookie again, so the browser's copy lives as
      // long as the row. Only stored sessions slide: shared pages, which are for sessions without a row, never get one.
      s.loaded ??= sessions.find(this.cookies[SESSION_COOKIE]).then((found) => {
        if (found?.renewed) s.cookie ??= found;
        return found;
      });
      return s.loaded;
    });

    app.decorateRequest('session', async function (this: FastifyRequest) {
      const existing = await this.findSession();
      if (existing) return existing;
      const s = state(this);
      // Synchronous from here on, so two concurrent calls in one request share one new session.
      if (!s.cookie) {
        s.cookie = sessions.start();
        s.loaded = Promise.resolve(s.cookie);
      }
      return s.cookie;
    });

    app.decorateRequest('rotateSession', async function (this: FastifyRequest) {
      const rotated = await sessions.rotate(await this.session());
      const s = state(this);
      s.cookie = rotated;
      s.loaded = Promise.resolve(rotated);
      return rotated;
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      const cookie = (request as RequestWithState)[stateKey]?.cookie;
      if (!cookie) return;
      // One session cookie per answer: drop any written before (the cookie plugin writes its own in its onSend).
      const written = reply.getHeader('set-cookie');
      if (written !== undefined) {
        const others = (Array.isArray(written) ? written : [String(written)]).filter((c) => !c.startsWith(`${SESSION_COOKIE}=`));
        reply.removeHeader('set-cookie');
        if (others.length > 0) void reply.header('set-cookie', others);
      }
      reply.setCookie(SESSION_COOKIE, cookie.id, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: sessions.maxAgeSeconds,
      });
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
