import fp from 'fastify-plugin';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type Session, type SessionService } from '../../services/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's existing session, or null; loads at most once per request. */
    findSession(): Promise<Session | null>;
    /** The visitor's session, created (and its cookie set) when there is none yet. */
    session(): Promise<Session>;
  }
}

interface SessionState {
  loaded?: Promise<Session | null>;
  created?: Session;
}

const stateKey = Symbol('sessionState');
type RequestWithState = FastifyRequest & { [stateKey]?: SessionState };

export interface SessionPluginOptions {
  sessions: SessionService;
  secureCookies: boolean;
}

/**
 * Server-side sessions: an opaque id in an HttpOnly SameSite=Lax cookie, the row in the database.
 * Sessions are created lazily, so API reads by cookie-less clients (and benchmarks) write nothing.
 */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, { sessions, secureCookies }) => {
    const state = (request: FastifyRequest): SessionState => {
      const r = request as RequestWithState;
      return (r[stateKey] ??= {});
    };

    app.decorateRequest('findSession', function (this: FastifyRequest) {
      const s = state(this);
      s.loaded ??= sessions.find(this.cookies[SESSION_COOKIE]);
      return s.loaded;
    });

    app.decorateRequest('session', async function (this: FastifyRequest) {
      const existing = await this.findSession();
      if (existing) return existing;
      const s = state(this);
      s.created ??= await sessions.create();
      s.loaded = Promise.resolve(s.created);
      return s.created;
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      const created = (request as RequestWithState)[stateKey]?.created;
      if (created) {
        reply.setCookie(SESSION_COOKIE, created.id, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: sessions.maxAgeSeconds,
        });
      }
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
