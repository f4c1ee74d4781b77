import crypto from 'node:crypto';
import type { SessionRepository } from '../db/repositories/session-repository';
import type { SessionRow } from '../db/schema';
import { sameSecret } from '../payments/same-secret';
import type { SiteSettings } from '../domain/site-settings';
import { pricesShownInclVat } from '../domain/vat';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;
/** How long a session lives after its last visit (sliding), in milliseconds; the housekeeping purge uses it too. */
export const SESSION_LIFETIME_MS = SESSION_DAYS * 86_400_000;
/** A session's expiry slides forward at most this often, so browsing does not write on every page. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Ids from before 035 (32 random bytes): honoured only while their row lives, and reissued at once. */
const LEGACY_SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface Session {
  /** The opaque id the browser holds; never stored, only its keyed hash is. */
  id: string;
  idHash: string;
  csrfToken: string;
  customerId: number | null;
  data: Record<string, unknown>;
  /**
   * The answer must send the cookie again: its row's expiry slid (the cookie's Max-Age slides with it) or its id was
   * reissued. Set by `find` only.
   */
  renewed?: boolean;
  /**
   * Whether the session has its row. A visitor nothing was stored for has none (reads never write one); the first
   * write stores it. Absent counts as not known to be stored.
   */
  persisted?: boolean;
}

/** What `persist` needs: a whole session, or only its hash (the cart knows its owner by hash alone). */
export type SessionKey = Pick<Session, 'idHash'> & Partial<Pick<Session, 'csrfToken' | 'customerId' | 'data' | 'persisted'>>;

export interface SessionServiceOptions {
  secret: string;
  now?: () => Date;
}

/**
 * The one answer to whether this session's shopper sees prices incl. VAT: a session whose checkout chose 'company'
 * sees them excl. VAT unless the shop shows companies prices incl. VAT (domain/vat.ts).
 */
export function includesVatFor(session: Pick<Session, 'data'> | null | undefined, settings: Pick<SiteSettings, 'companyPricesIncludeVat'>): boolean {
  return pricesShownInclVat(session?.data.customer_type === 'company' ? 'company' : 'private', settings.companyPricesIncludeVat);
}

/**
 * A session id is 36 bytes, base64url: the issue time (4 bytes, seconds), 16 random bytes and a 16-byte HMAC tag of
 * both with the secret, so the shop can tell an id it issued from one a client made up (docs/decisions/035).
 */
const SESSION_ID = /^[A-Za-z0-9_-]{48}$/;
const ISSUED_BYTES = 4;
const RANDOM_BYTES = 16;
const TAG_BYTES = 16;

/** Issuing signed session ids with the shop's secret, and telling when the shop issued one. */
function signedSessionIds(secret: string, now: () => Date) {
  const idKey = crypto.createHmac('sha256', secret).update('session-ids').digest();
  const tagOf = (body: Buffer) => crypto.createHmac('sha256', idKey).update(body).digest().subarray(0, TAG_BYTES);
  /** A new id carrying its issue time, signed. */
  const issue = (): string => {
    const body = Buffer.alloc(ISSUED_BYTES + RANDOM_BYTES);
    body.writeUInt32BE(Math.floor(now().getTime() / 1000));
    crypto.randomFillSync(body, ISSUED_BYTES);
    return Buffer.concat([body, tagOf(body)]).toString('base64url');
  };
  /** When the shop issued this id, or null when it did not (wrong shape or tag). */
  const issuedAt = (id: string): number | null => {
    if (!SESSION_ID.test(id)) return null;
    const bytes = Buffer.from(id, 'base64url');
    const body = bytes.subarray(0, ISSUED_BYTES + RANDOM_BYTES);
    if (!crypto.timingSafeEqual(bytes.subarray(ISSUED_BYTES + RANDOM_BYTES), tagOf(body))) return null;
    return body.readUInt32BE() * 1000;
  };
  return { issue, issuedAt };
}

/** A session as its stored row holds it. */
const toSession = (id: string, row: SessionRow): Session => ({
  id,
  idHash: row.id_hash,
  csrfToken: row.csrf_token,
  customerId: row.customer_id,
  data: safeJson(row.data),
  persisted: true,
});

/**
 * Server-side sessions, stored lazily (docs/decisions/013): a visitor gets an id at once but a row only when
 * something is stored for them, so page views, HEADs and bots write nothing. The CSRF token of a session without a
 * row is derived from its id hash with the secret, so the token a page printed stays valid when the row is written.
 */
export function createSessionService(repository: SessionRepository, options: SessionServiceOptions) {
  const now = options.now ?? (() => new Date());
  const hash = (id: string) => crypto.createHmac('sha256', options.secret).update(id).digest('base64url');
  const { issue, issuedAt } = signedSessionIds(options.secret, now);
  const csrfFor = (idHash: string) => crypto.createHmac('sha256', options.secret).update(`csrf|${idHash}`).digest('base64url');
  const expiryFrom = (date: Date) => new Date(date.getTime() + SESSION_LIFETIME_MS).toISOString();
  /** A session with this id and nothing stored: what a new visitor, or one whose row is gone, starts with. */
  const unstored = (id: string): Session => {
    const idHash = hash(id);
    return { id, idHash, csrfToken: csrfFor(idHash), customerId: null, data: {}, persisted: false };
  };
  const rowFor = (session: SessionKey, data: Record<string, unknown>): SessionRow => {
    const current = now();
    return {
      id_hash: session.idHash,
      csrf_token: session.csrfToken ?? csrfFor(session.idHash),
      customer_id: session.customerId ?? null,
      data: JSON.stringify(data),
      created_at: current.toISOString(),
      last_seen_at: current.toISOString(),
      expires_at: expiryFrom(current),
    };
  };

  /**
   * New id and CSRF token for the same session (at login, logout, after an order), against session fixation. The row
   * and the cart move with it; a session that had nothing stored just gets a new id. The move is tried even when the
   * session does not know of a row, since a service knowing only its hash (the cart) may have stored one.
   */
  async function rotate(session: Session): Promise<Session> {
    const id = issue();
    const idHash = hash(id);
    const rotated: Session = { ...session, id, idHash, csrfToken: csrfFor(idHash), renewed: false };
    await repository.rotate(session.idHash, idHash, rotated.csrfToken);
    return rotated;
  }

  /**
   * A session under an id from before ids were signed: its row (stored, so it lived through a write) moves to a new
   * signed id at once, which also ends any fixation that had planted it. Without a live row it is refused.
   */
  async function reissued(legacyId: string): Promise<Session | null> {
    const row = await repository.find(hash(legacyId));
    if (!row || row.expires_at <= now().toISOString()) return null;
    await repository.touch(row.id_hash, now().toISOString(), expiryFrom(now()));
    return { ...(await rotate(toSession(legacyId, row))), renewed: true };
  }

  return {
    /**
     * The session a cookie names. An id the shop issued without a row (never stored, or expired and purged) is that
     * id's fresh session for as long as its cookie lives, so a page's token stays valid in the visitor's other tabs.
     * Null for an id the shop did not issue (made up or planted: it is never adopted, docs/decisions/035), an
     * unstored id older than the session lifetime, or a row that has expired but is not purged yet: the visitor then
     * gets a new id, and the expired row (with its login and checkout details) is never written to again.
     */
    async find(cookieValue: string | undefined): Promise<Session | null> {
      if (!cookieValue) return null;
      if (LEGACY_SESSION_ID.test(cookieValue)) return reissued(cookieValue);
      const issued = issuedAt(cookieValue);
      if (issued === null) return null;
      const row = await repository.find(hash(cookieValue));
      if (!row) return now().getTime() - issued < SESSION_LIFETIME_MS ? unstored(cookieValue) : null;
      const current = now();
      if (row.expires_at <= current.toISOString()) return null;
      const session = toSession(cookieValue, row);
      if (current.getTime() - Date.parse(row.last_seen_at) > TOUCH_INTERVAL_MS) {
        await repository.touch(row.id_hash, current.toISOString(), expiryFrom(current));
        session.renewed = true;
      }
      return session;
    },

    /**
     * The session stored under this hash, for a provider's server-to-server callback that comes without the
     * shopper's cookie (its id stays unknown: the answer goes to the provider, never to a browser).
     */
    async findByHash(idHash: string): Promise<Session | null> {
      const row = await repository.find(idHash);
      if (!row || row.expires_at <= now().toISOString()) return null;
      return toSession('', row);
    },

    /** A new visitor's session: an id and a token, nothing stored yet. */
    start(): Session {
      return unstored(issue());
    },

    /** A new session, stored at once (tests and tools that hand out a session without a page view). */
    async create(): Promise<Session> {
      const session = unstored(issue());
      await repository.insert(rowFor(session, session.data));
      session.persisted = true;
      return session;
    },

    /**
     * Makes sure the session has its row, for a service about to store something keyed by it (the cart). Nothing
     * is written when the row is known to exist; a concurrent first write by the same visitor is not an error.
     */
    async persist(session: SessionKey): Promise<void> {
      // A session with a customer came from its row (the login wrote it): it is stored.
      if (session.persisted === true || (session.customerId ?? null) !== null) return;
      await repository.insertIfAbsent(rowFor(session, session.data ?? {}));
      session.persisted = true;
    },

    rotate,

    /**
     * Ends every other session of a customer (a password reset or change): whoever held one logs in again. The
     * session doing the change, if any, stays.
     */
    async endCustomerSessions(customerId: number, except: Pick<Session, 'idHash'> | null = null): Promise<void> {
      await repository.deleteForCustomer(customerId, except?.idHash ?? null);
    },

    /**
     * Merges values into the session's data (the checkout's choices) and stores it, writing the row if it has none
     * yet; the session object follows. Clearing keys of a session that has nothing stored writes nothing.
     */
    async update(session: Session, patch: Record<string, unknown>): Promise<void> {
      const data = { ...session.data, ...patch };
      for (const [key, value] of Object.entries(patch)) if (value === undefined) delete data[key];
      if (session.persisted === false && Object.keys(data).length === 0) {
        session.data = data;
        return;
      }
      await repository.upsertData(rowFor(session, data));
      session.data = data;
      session.persisted = true;
    },

    /**
     * Binds the session to a customer at login (the caller rotated its id first), merging `patch` into its data;
     * stored at once. The session object follows.
     */
    async signIn(session: Session, customerId: number, patch: Record<string, unknown> = {}): Promise<void> {
      const data = { ...session.data, ...patch };
      await repository.setCustomer(rowFor({ ...session, customerId }, data));
      session.customerId = customerId;
      session.data = data;
      session.persisted = true;
    },

    /** Logs the session out: no customer, and none of the customer's checkout details left in its data. */
    async signOut(session: Session): Promise<void> {
      if (session.customerId === null && session.persisted === false) return;
      await repository.setCustomer(rowFor({ ...session, customerId: null }, {}));
      session.customerId = null;
      session.data = {};
      session.persisted = true;
    },

    maxAgeSeconds: SESSION_DAYS * 86_400,
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

function safeJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Constant-time comparison of a presented CSRF token with the session's. */
export function csrfTokenMatches(session: Pick<Session, 'csrfToken'> | null, presented: unknown): boolean {
  return session !== null && typeof presented === 'string' && sameSecret(session.csrfToken, presented);
}
