import type { HousekeepingRepository } from '../../db/repositories/housekeeping-repository';
import { createPeriodicTask } from '../periodic-task';
import { SESSION_LIFETIME_MS } from '../session-service';
import { CONFIRM_LINK_LIFETIME_MS } from '../../domain/newsletter';

/** How often the purge runs after the one at start. */
export const PURGE_INTERVAL_MS = 10 * 60_000;
/** Rows per delete statement: small enough that a backlog never holds SQLite's write lock for long. */
export const PURGE_BATCH_SIZE = 1_000;

export interface PurgeCounts {
  sessions: number;
  carts: number;
  newsletterSignUps: number;
}

export interface PurgeCutoffs {
  /** Sessions that expired at or before this are gone; later ones are live. */
  nowIso: string;
  /** An anonymous cart not changed since this, whose session is not live, is abandoned. */
  idleBeforeIso: string;
  /** A newsletter sign-up still unconfirmed whose last link was sent before this can no longer be confirmed. */
  signUpsLapsedBeforeIso: string;
}

/**
 * The cut-offs of one run. A cart must also have been idle for a whole session lifetime, so a cart whose session
 * vanished early (a row lost to a race, a hand-edited database) is still kept as long as its session could have lived.
 */
export function purgeCutoffs(now: Date, sessionLifetimeMs = SESSION_LIFETIME_MS): PurgeCutoffs {
  return {
    nowIso: now.toISOString(),
    idleBeforeIso: new Date(now.getTime() - sessionLifetimeMs).toISOString(),
    signUpsLapsedBeforeIso: new Date(now.getTime() - CONFIRM_LINK_LIFETIME_MS).toISOString(),
  };
}

/**
 * Deletes in batches until a batch comes back short, letting queued requests run between batches. Stops early
 * when `stopped()` says the process is closing.
 */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>, batchSize: number, stopped: () => boolean = () => false): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(batchSize);
    total += deleted;
    if (deleted < batchSize || stopped()) return total;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

export interface PurgeJobOptions {
  now?: () => Date;
  intervalMs?: number;
  batchSize?: number;
  /** Told what a run deleted, when it deleted anything. */
  log?: (message: string) => void;
  /** A failed run is reported here and retried at the next interval; it never takes the process down. */
  onError?: (error: unknown) => void;
}

/**
 * Purges expired sessions, abandoned anonymous carts and lapsed newsletter sign-ups: once at start, then on an interval that does not keep the
 * process alive. Several app processes on one PostgreSQL may each run it; the deletes are idempotent.
 */
export function createPurgeJob(repository: HousekeepingRepository, options: PurgeJobOptions = {}) {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;

  async function purge(stopped: () => boolean): Promise<PurgeCounts> {
    const { nowIso, idleBeforeIso, signUpsLapsedBeforeIso } = purgeCutoffs(now());
    // Sessions first: a cart whose session expired in this run is then found abandoned in the same run.
    const sessions = await deleteInBatches((limit) => repository.deleteExpiredSessions(nowIso, limit), batchSize, stopped);
    const carts = stopped() ? 0 : await deleteInBatches((limit) => repository.deleteAbandonedCarts(nowIso, idleBeforeIso, limit), batchSize, stopped);
    const newsletterSignUps = stopped() ? 0 : await deleteInBatches((limit) => repository.deleteLapsedNewsletterSignUps(signUpsLapsedBeforeIso, limit), batchSize, stopped);
    if (sessions + carts + newsletterSignUps > 0) {
      options.log?.(`housekeeping: purged ${sessions} expired sessions, ${carts} abandoned carts and ${newsletterSignUps} lapsed newsletter sign-ups`);
    }
    return { sessions, carts, newsletterSignUps };
  }

  // Runs now and then every interval; stopping cuts a run under way short after its current batch.
  return createPeriodicTask(purge, { everyMs: options.intervalMs ?? PURGE_INTERVAL_MS, onError: options.onError });
}

export type PurgeJob = ReturnType<typeof createPurgeJob>;
