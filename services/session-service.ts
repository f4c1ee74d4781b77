import crypto from 'node:crypto';
import type { SessionRepository } from '../db/repositories/session-repository';
import type { SessionRow } from '../db/schema';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
/** A session's expiry slides forward at most this often, so browsing does not write on every page. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface Session {
  /** The opaque id the browser holds; never stored, only its keyed hash is. */
  id: string;
  idHash: string;
  csrfToken: string;
  customerId: number | null;
  data: Record<string, unknown>;
}

export interface SessionServiceOptions {
  secret: string;
  now?: () => Date;
}

/** Private customers see prices incl. VAT; a session whose checkout chose 'company' sees them excl. VAT. */
export function includesVatFor(session: Pick<Session, 'data'> | null | undefined): boolean {
  return session?.data.customer_type !== 'company';
}

export function createSessionService(repository: SessionRepository, options: SessionServiceOptions) {
  const now = options.now ?? (() => new Date());
  const hash = (id: string) => crypto.createHmac('sha256', options.secret).update(id).digest('base64url');
  const expiryFrom = (date: Date) => new Date(date.getTime() + SESSION_DAYS * 86_400_000).toISOString();
  const toSession = (id: string, row: SessionRow): Session => ({
    id,
    idHash: row.id_hash,
    csrfToken: row.csrf_token,
    customerId: row.customer_id,
    data: safeJson(row.data),
  });

  return {
    /** The live session for a cookie value, or null when it is unknown, malformed or expired. */
    async find(cookieValue: string | undefined): Promise<Session | null> {
      if (!cookieValue || !/^[A-Za-z0-9_-]{43}$/.test(cookieValue)) return null;
      const row = await repository.find(hash(cookieValue));
      const current = now();
      if (!row || row.expires_at <= current.toISOString()) return null;
      if (current.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
        await repository.touch(row.id_hash, current.toISOString(), expiryFrom(current));
      }
      return toSession(cookieValue, row);
    },

    async create(): Promise<Session> {
      const id = randomToken();
      const current = now();
      const row: SessionRow = {
        id_hash: hash(id),
        csrf_token: randomToken(),
        customer_id: null,
        data: '{}',
        created_at: current.toISOString(),
        last_seen_at: current.toISOString(),
        expires_at: expiryFrom(current),
      };
      await repository.insert(row);
      return toSession(id, row);
    },

    /** New id and CSRF token for the same session (at login), against session fixation. */
    async rotate(session: Session): Promise<Session> {
      const id = randomToken();
      const rotated = { ...session, id, idHash: hash(id), csrfToken: randomToken() };
      await repository.rotate(session.idHash, rotated.idHash, rotated.csrfToken);
      return rotated;
    },

    /** Merges values into the session's data (the checkout's choices) and stores it; the session object follows. */
    async update(session: Session, patch: Record<string, unknown>): Promise<void> {
      const data = { ...session.data, ...patch };
      for (const [key, value] of Object.entries(patch)) if (value === undefined) delete data[key];
      await repository.saveData(session.idHash, JSON.stringify(data));
      session.data = data;
    },

    maxAgeSeconds: SESSION_DAYS * 86_400,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Constant-time comparison of a presented CSRF token with the session's. */
export function csrfTokenMatches(session: Session | null, presented: unknown): boolean {
  if (!session || typeof presented !== 'string' || presented.length !== session.csrfToken.length) return false;
  return crypto.timingSafeEqual(Buffer.from(presented), Buffer.from(session.csrfToken));
}
