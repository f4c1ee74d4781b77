import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT_LOGIN_LOCK, accountLockMs } from '../../domain/account';
import { createRateLimitRepository } from '../../db/repositories/rate-limit-repository';
import type { Database } from '../../db/schema';

/**
 * Failed logins per account (docs/decisions/036), for customers and staff alike, kept in the abuse-limit counters so
 * every process on one database sees them. The key is an HMAC of the normalised e-mail, whether or not an account
 * has it: an unknown address is locked exactly like a known one, so a lock tells nothing.
 */
export function createLoginLock(db: Kysely<Database>, options: { secret: string; scope: 'customer' | 'staff'; now?: () => Date }) {
  const counters = createRateLimitRepository(db);
  const now = options.now ?? (() => new Date());
  const keySecret = crypto.createHmac('sha256', options.secret).update(`login-lock:${options.scope}`).digest();
  const keys = (email: string) => {
    const id = crypto.createHmac('sha256', keySecret).update(email).digest('base64url').slice(0, 32);
    return { failures: `login_failed:${options.scope}:${id}`, lock: `login_lock:${options.scope}:${id}` };
  };

  return {
    /** How long the account still takes no attempt, in ms (0: the attempt may go ahead). */
    async waitMs(email: string): Promise<number> {
      const at = now();
      const lock = await counters.current(keys(email).lock, at);
      return lock ? Date.parse(lock.expiresAt) - at.getTime() : 0;
    },

    async failed(email: string): Promise<void> {
      const at = now();
      const { failures, lock } = keys(email);
      const [state] = await counters.hit([{ key: failures, windowMs: ACCOUNT_LOGIN_LOCK.windowMs }], at);
      const lockMs = accountLockMs(state?.hits ?? 0);
      if (lockMs > 0) await counters.holdUntil(lock, new Date(at.getTime() + lockMs), at);
    },

    /** A login that got through starts the account afresh. */
    async succeeded(email: string): Promise<void> {
      const { failures, lock } = keys(email);
      await counters.clear([failures, lock]);
    },
  };
}

export type LoginLock = ReturnType<typeof createLoginLock>;
