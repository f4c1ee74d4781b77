import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP, type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { svServer } from '../../common/copy/sv';
import { createRateLimitRepository, type CounterHit, type RateLimitRepository } from '../../db/repositories/rate-limit-repository';
import type { Database } from '../../db/schema';
import { outsideStatementLog } from '../../db/statement-log';
import { escapeHtml } from '../../common/web/html';
import { AppError } from '../errors';
import { isPlainFormPost } from '../api/request-fields';
import * as PAGES from '../../common/web/page-paths';

/**
 * Abuse limits (issue 10 item 9, docs/decisions/012): @fastify/rate-limit on the routes that name a limit, counting
 * in the database so every app process on one PostgreSQL shares the counters (DESIGN.md "Scaling out").
 *
 * A limit has rules, each counting per session or per client address in a window that starts at the first hit. A
 * request counts once on each of its rules (one SQL statement for all of them) and is refused with 429 when any rule
 * is over its maximum; refused attempts count too, so hammering does not get through faster. Keys are HMACs of the
 * session's id hash or of the address (IPv6 by its /64) with the session secret: no raw address is stored, and a
 * window's row is deleted once it is over.
 *
 * Use on a route: `app.post(path, { config: { rateLimit: ABUSE_LIMITS.orderPlacement } }, handler)`. The limit runs
 * as a preHandler, after the CSRF check, so only calls carrying a valid session and token are counted.
 */

export type LimitScope = 'session' | 'address';

export interface LimitRule {
  per: LimitScope;
  max: number;
  windowMinutes: number;
}

interface AbuseLimitDefinition {
  name: string;
  rules: readonly LimitRule[];
}

/** A route's rate-limit config carrying its rules to the store (the plugin hands the route config to `child`). */
type AbuseLimitOptions = RateLimitOptions & { abuseLimit: AbuseLimitDefinition };

declare module 'fastify' {
  interface FastifyInstance {
    /** Keyed hash of a value that identifies a client (the abuse-limit keys); set by the rate-limit plugin. */
    abuseLimitKey(value: string): string;
  }
}

const MINUTE_MS = 60_000;

function defineLimit(name: string, rules: readonly LimitRule[]): AbuseLimitOptions {
  const keyGenerator = async (request: FastifyRequest): Promise<string> => {
    const hash = request.server.abuseLimitKey;
    const session = rules.some((r) => r.per === 'session') ? await request.findSession() : null;
    // One part per rule, in rule order; a rule without an identity ('-': no session) is not counted.
    const parts = rules.map((rule) =>
      rule.per === 'session' ? (session ? hash(`session|${session.idHash}`) : '-') : hash(`address|${normalizeIP(request.ip, 64)}`),
    );
    return [name, ...parts].join('|');
  };
  return {
    abuseLimit: { name, rules },
    keyGenerator,
    hook: 'preHandler',
    // The store reports against this maximum (see DatabaseStore.count); each rule keeps its own.
    max: Math.min(...rules.map((r) => r.max)),
    timeWindow: Math.max(...rules.map((r) => r.windowMinutes)) * MINUTE_MS,
  };
}

/** A limit counting each session and each address over one window, each against its own maximum. */
function sessionAndAddressLimit(name: string, windowMinutes: number, max: Record<LimitScope, number>): AbuseLimitOptions {
  return defineLimit(name, [
    { per: 'session', max: max.session, windowMinutes },
    { per: 'address', max: max.address, windowMinutes },
  ]);
}

/**
 * The limits (production values: a real shopper never comes near them; docs/decisions/012 says why each is what it
 * is). Per address counts are higher than per session because many shoppers can share one address (an office, a
 * mobile operator's carrier-grade NAT).
 */
export const ABUSE_LIMITS = {
  /** POST /checkoutv3/discounts/store: codes and gift cards tried. */
  discountCode: sessionAndAddressLimit('discount_code', 10, { session: 20, address: 100 }),
  /** POST /checkoutv3/checkout/freeorder, manual_payment and card_payment: order attempts, refused ones included. */
  orderPlacement: sessionAndAddressLimit('order_placement', 10, { session: 10, address: 60 }),
  /**
   * The review calls (store and update): a review link is a random uuid, so this is not about guessing but about
   * one session or address hammering the ratings; a reviewer rating and writing about a whole order stays far below.
   */
  reviewCall: sessionAndAddressLimit('review_call', 10, { session: 60, address: 300 }),
  /** POST /admin/login (DESIGN.md: login rate-limited); failed logins per account: services/accounts/login-lock.ts. */
  login: sessionAndAddressLimit('login', 15, { session: 10, address: 50 }),
  /**
   * The calls that mail on request (registration, password reset, claiming membership, a new verification link),
   * counted together: one visitor asks for a handful at most. Each recipient has its own limit besides (decision 036).
   */
  requestedMail: sessionAndAddressLimit('requested_mail', 60, { session: 10, address: 30 }),
  /** POST /retur-och-reklamation/find-order and /store: order numbers and e-mails tried (no guessing orders). */
  returnLookup: sessionAndAddressLimit('return_lookup', 10, { session: 20, address: 100 }),
  /** POST /nyhetsbrev: the footer's newsletter sign-up, which mails; each address has its own limit besides (decision 036). */
  newsletterSignup: sessionAndAddressLimit('newsletter_signup', 60, { session: 10, address: 30 }),
} as const;

export type AbuseLimitName = keyof typeof ABUSE_LIMITS;

/**
 * The @fastify/rate-limit store over the rate_limit_counters table. The plugin makes one child per limited route
 * (from the route's config); `incr` counts the request on each of the limit's rules at once and reports the rule
 * closest to (or furthest over) its maximum, expressed against the route's `max` so the plugin's own arithmetic
 * (remaining = max - current, exceeded = current > max) comes out right.
 */
function databaseStore(repo: RateLimitRepository, now: () => Date, logError: (error: unknown) => void) {
  return class DatabaseStore implements FastifyRateLimitStore {
    private readonly limit: AbuseLimitDefinition | undefined;

    constructor(options: object) {
      this.limit = (options as Partial<AbuseLimitOptions>).abuseLimit;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      this.count(key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => {
          // The plugin lets the request through (skipOnError): a counter we cannot write must not stop a sale.
          logError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new DatabaseStore(options);
    }

    private async count(key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
      const [name, ...parts] = key.split('|');
      const rules: LimitRule[] = this.limit && parts.length === this.limit.rules.length
        ? [...this.limit.rules]
        : [{ per: 'address', max, windowMinutes: timeWindow / MINUTE_MS }];
      const counted: { rule: LimitRule; hit: CounterHit }[] = [];
      rules.forEach((rule, i) => {
        const part = parts.length === rules.length ? parts[i]! : key;
        if (part !== '-') counted.push({ rule, hit: { key: `${name}:${rule.per}:${part}`, windowMs: rule.windowMinutes * MINUTE_MS } });
      });
      if (counted.length === 0) return { current: 0, ttl: 0 };
      const at = now();
      const states = new Map((await repo.hit(counted.map((c) => c.hit), at)).map((s) => [s.key, s]));
      let worstRemaining = Infinity;
      let worstTtl = 0;
      let overTtl = 0;
      for (const { rule, hit } of counted) {
        const state = states.get(hit.key);
        if (!state) continue;
        const remaining = rule.max - state.hits;
        const ttl = Math.max(0, Date.parse(state.expiresAt) - at.getTime());
        if (remaining < 0) overTtl = Math.max(overTtl, ttl);
        if (remaining < worstRemaining) {
          worstRemaining = remaining;
          worstTtl = ttl;
        }
      }
      if (worstRemaining === Infinity) return { current: 0, ttl: 0 };
      // Over any rule: wait until every window that is over has ended.
      return { current: max - worstRemaining, ttl: worstRemaining < 0 ? overTtl : worstTtl };
    }
  };
}

/** The page a plain form post (no JavaScript) gets instead of JSON: the message and a way back. */
function tooManyPage(request: FastifyRequest, message: string): string | null {
  if (!isPlainFormPost(request)) return null;
  let back: string = PAGES.cart;
  try {
    const referer = new URL(request.headers.referer ?? '');
    const own = new URL(`http://${request.headers.host ?? ''}`);
    if (referer.host === own.host && !referer.pathname.startsWith('//')) back = referer.pathname + referer.search;
  } catch {
    // No usable referer: back to the cart.
  }
  const c = svServer.limits;
  return `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(c.tooManyTitle)}</title></head><body><main><h1>${escapeHtml(c.tooManyTitle)}</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(c.back)}</a></p></main></body></html>`;
}

/** How often a process deletes the counters whose window is over. */
const PURGE_INTERVAL_MS = 5 * MINUTE_MS;

export interface RateLimitPluginOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  now?: () => Date;
}

export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const repo = createRateLimitRepository(options.db);
    const keySecret = crypto.createHmac('sha256', options.sessionSecret).update('abuse-limit-keys').digest();
    app.decorate('abuseLimitKey', (value: string) => crypto.createHmac('sha256', keySecret).update(value).digest('base64url').slice(0, 32));

    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      store: databaseStore(repo, now, (error) => app.log.error({ err: error }, 'abuse-limit counter failed')),
      skipOnError: true,
      // Retry-After on a refusal; no X-RateLimit-* headers (they would tell a script how far it may go).
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      onExceeded: (request) => request.log.warn({ url: request.url }, 'abuse limit reached'),
      errorResponseBuilder: (_request, context) => {
        const message = svServer.limits.tooMany(Math.ceil(context.ttl / MINUTE_MS));
        return new AppError('too_many_requests', undefined, message, (request) => tooManyPage(request, message));
      },
    });

    // Expired windows are deleted in the background (through the expires_at index), outside any request's statements.
    const timer = setInterval(() => {
      outsideStatementLog(() => repo.purgeExpired(now())).catch((error: unknown) => app.log.error({ err: error }, 'purging abuse-limit counters failed'));
    }, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'abuse-limits', dependencies: ['session'] },
);
