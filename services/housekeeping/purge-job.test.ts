import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HousekeepingRepository } from '../../db/repositories/housekeeping-repository';
import { createPurgeJob, deleteInBatches, purgeCutoffs } from './purge-job';

/** A repository whose deletes take from fixed backlogs, recording each call. */
function backlog(sessions: number, carts: number, newsletterSignUps = 0) {
  const left = { sessions, carts, newsletterSignUps };
  const calls: string[] = [];
  const repository: HousekeepingRepository = {
    async deleteExpiredSessions(nowIso, limit) {
      calls.push(`sessions<=${nowIso}`);
      const n = Math.min(limit, left.sessions);
      left.sessions -= n;
      return n;
    },
    async deleteAbandonedCarts(nowIso, idleBeforeIso, limit) {
      calls.push(`carts idle<${idleBeforeIso}`);
      const n = Math.min(limit, left.carts);
      left.carts -= n;
      return n;
    },
    async deleteLapsedNewsletterSignUps(lapsedBeforeIso, limit) {
      calls.push(`sign-ups lapsed<${lapsedBeforeIso}`);
      const n = Math.min(limit, left.newsletterSignUps);
      left.newsletterSignUps -= n;
      return n;
    },
  };
  return { repository, calls, left };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('purge cut-offs', () => {
  it('take sessions expired by now, carts idle for a whole session lifetime (30 days) and sign-ups whose 48-hour link ran out', () => {
    expect(purgeCutoffs(new Date('2026-11-24T12:00:00Z'))).toEqual({
      nowIso: '2026-11-24T12:00:00.000Z',
      idleBeforeIso: '2026-10-25T12:00:00.000Z',
      signUpsLapsedBeforeIso: '2026-11-22T12:00:00.000Z',
    });
  });
});

describe('deleting in batches', () => {
  it.each([
    [0, 100, 1],
    [99, 100, 1],
    [100, 100, 2],
    [250, 100, 3],
  ])('%i rows in batches of %i take %i statements', async (rows, batch, statements) => {
    let left = rows;
    const deleteBatch = vi.fn(async (limit: number) => {
      const n = Math.min(limit, left);
      left -= n;
      return n;
    });
    expect(await deleteInBatches(deleteBatch, batch)).toBe(rows);
    expect(deleteBatch).toHaveBeenCalledTimes(statements);
  });

  it('stop after the current batch when the process closes', async () => {
    const deleteBatch = vi.fn(async (limit: number) => limit);
    expect(await deleteInBatches(deleteBatch, 10, () => true)).toBe(10);
    expect(deleteBatch).toHaveBeenCalledTimes(1);
  });
});

describe('the purge job', () => {
  it('deletes expired sessions first, then abandoned carts and lapsed sign-ups, and reports what it deleted', async () => {
    const { repository, calls } = backlog(2_500, 3, 2);
    const log = vi.fn();
    const job = createPurgeJob(repository, { now: () => new Date('2026-11-24T12:00:00Z'), log });
    expect(await job.run()).toEqual({ sessions: 2_500, carts: 3, newsletterSignUps: 2 });
    expect(calls).toEqual([
      'sessions<=2026-11-24T12:00:00.000Z',
      'sessions<=2026-11-24T12:00:00.000Z',
      'sessions<=2026-11-24T12:00:00.000Z',
      'carts idle<2026-10-25T12:00:00.000Z',
      'sign-ups lapsed<2026-11-22T12:00:00.000Z',
    ]);
    expect(log).toHaveBeenCalledWith('housekeeping: purged 2500 expired sessions, 3 abandoned carts and 2 lapsed newsletter sign-ups');
    log.mockClear();
    expect(await job.run()).toEqual({ sessions: 0, carts: 0, newsletterSignUps: 0 });
    expect(log).not.toHaveBeenCalled();
  });

  it('shares a run under way instead of starting a second', async () => {
    const { repository, calls } = backlog(0, 0);
    const job = createPurgeJob(repository);
    const [a, b] = await Promise.all([job.run(), job.run()]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(3);
  });

  it('runs at start, then every interval, until stopped; a failed run is reported and the next one still runs', async () => {
    vi.useFakeTimers();
    const { repository, calls } = backlog(0, 0);
    const failing = vi.spyOn(repository, 'deleteExpiredSessions').mockRejectedValueOnce(new Error('database gone'));
    const onError = vi.fn();
    const job = createPurgeJob(repository, { intervalMs: 1_000, onError });
    job.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(calls.filter((c) => c.startsWith('carts'))).toHaveLength(1);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
