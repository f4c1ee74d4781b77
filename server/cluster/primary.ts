import cluster, { type Worker } from 'node:cluster';
import client from 'prom-client';
import type { Logger } from 'pino';
import type { AppConfig } from '../env';
import { serveClusterMetrics } from './cluster-metrics';
import { isWorkerMessage } from './messages';

/** A worker that dies sooner than this after its start is crashing at start: the next is started later and later. */
const CRASH_WINDOW_MS = 30_000;
const MAX_RESTART_DELAY_MS = 30_000;

export interface PrimaryHandle {
  /** Settles once every first worker has started, with how many of them are ready. */
  started: Promise<{ ready: number; workers: number }>;
}

/**
 * The cluster's primary (WEB_CONCURRENCY above 1): it serves no request itself. It holds the port (node:cluster hands
 * each connection to a worker in turn), keeps `config.workers` workers running (one that dies is replaced, later and
 * later while it keeps dying at start), replaces them one at a time on SIGHUP (a rolling restart: the new one is ready
 * before the old one drains), passes SIGTERM/SIGINT on and exits when they have, and answers the workers' /metrics with
 * every worker's figures. The database is prepared before (main.ts), once for all workers. `main` is the file each
 * worker runs.
 */
export function runPrimary(config: AppConfig, main: string, log: Logger, exit: (code: number) => void): PrimaryHandle {
  // Workers run the module the primary runs (server/main.ts, or the production bundle) with the same node options.
  cluster.setupPrimary({ exec: main, execArgv: process.execArgv });
  const registry = new client.Registry();
  const workersUp = new client.Gauge({ name: 'shop_workers', help: 'Worker processes started and serving (WEB_CONCURRENCY of them when all is well).', registers: [registry] });
  const replaced = new client.Counter({ name: 'shop_worker_crashes_total', help: 'Workers that died unasked and were replaced.', registers: [registry] });
  /** Workers that have started (their figures can be asked for). */
  const started = new Set<Worker>();
  const metrics = serveClusterMetrics(registry, () => [...started]);
  cluster.on('message', (worker, message: unknown) => metrics.onMessage(worker, message));

  /** Workers on their way out by our decision (a rolling restart or the stop): their exit is no crash. */
  const retiring = new Set<Worker>();
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let restarting = false;
  let crashesInARow = 0;

  const count = () => workersUp.set(started.size);

  /** Starts a worker; settles when it has started, true when it is ready (false: its start failed or it died). */
  function fork(): { worker: Worker; started: Promise<boolean> } {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    const ready = new Promise<boolean>((resolve) => {
      const onMessage = (message: unknown) => {
        if (!isWorkerMessage(message) || message.type !== 'shop:started') return;
        worker.off('message', onMessage);
        started.add(worker);
        count();
        resolve(message.ready);
      };
      worker.on('message', onMessage);
      worker.once('exit', () => resolve(false));
    });
    return { worker, started: ready };
  }

  function exited(worker: Worker): Promise<void> {
    return new Promise((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve())));
  }

  cluster.on('exit', (worker, code, signal) => {
    started.delete(worker);
    count();
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (retiring.delete(worker) || stopping) return;
    replaced.inc();
    crashesInARow = lived < CRASH_WINDOW_MS ? crashesInARow + 1 : 0;
    const delay = Math.min(MAX_RESTART_DELAY_MS, crashesInARow === 0 ? 0 : 1_000 * 2 ** (crashesInARow - 1));
    log.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, 'worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });

  async function rollingRestart(): Promise<void> {
    if (restarting || stopping) return;
    restarting = true;
    log.info('SIGHUP: replacing the workers one at a time');
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || old.isDead() || stopping) continue;
        const next = fork();
        if (!(await next.started)) {
          log.error({ worker: next.worker.process.pid }, 'rolling restart stopped: the new worker did not become ready; the old ones keep serving');
          retiring.add(next.worker);
          next.worker.process.kill('SIGTERM');
          return;
        }
        retiring.add(old);
        old.process.kill('SIGTERM');
        await exited(old);
      }
      log.info('rolling restart done');
    } finally {
      restarting = false;
    }
  }

  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    log.info({ workers: workers.length }, `${signal} received: stopping the workers`);
    // Each worker drains as a single process does (graceful-shutdown.ts); the primary waits for the slowest.
    const deadline = setTimeout(() => {
      log.error('workers still running after their shutdown limit: killing them');
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, config.drainDelayMs + config.shutdownTimeoutMs + 5_000);
    deadline.unref();
    // A worker still loading its code when the signal comes dies of it before it could drain: nothing was in flight.
    const clean = await Promise.all(workers.map((worker) => new Promise<boolean>((resolve) => {
      const serving = started.has(worker);
      const judge = (code: number | null, signal: string | null) => resolve(code === 0 || (!serving && signal === 'SIGTERM'));
      if (worker.isDead()) judge(worker.process.exitCode, worker.process.signalCode);
      else worker.once('exit', judge);
      worker.process.kill('SIGTERM');
    })));
    clearTimeout(deadline);
    exit(clean.every(Boolean) ? 0 : 1);
  }

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGHUP', () => void rollingRestart());

  const first = Array.from({ length: config.workers }, () => fork().started);
  return {
    started: Promise.all(first).then((ready) => ({ ready: ready.filter(Boolean).length, workers: ready.length })),
  };
}
