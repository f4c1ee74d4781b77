import { outsideStatementLog } from '../db/statement-log';

export interface PeriodicTaskOptions {
  everyMs: number;
  /** A failed run is reported here; the next interval runs again. Never takes the process down. */
  onError?: (error: unknown) => void;
}

/**
 * Background work of the process (purges, sweeps): run at start and then every `everyMs` on a timer that does not
 * keep the process alive, one run at a time (a call during a run shares it), outside any request's statement log,
 * and stopped by waiting for the run under way so the database can close.
 */
export function createPeriodicTask<T>(work: (stopping: () => boolean) => Promise<T>, options: PeriodicTaskOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;
  let stopping = false;
  const isStopping = () => stopping;

  function run(): Promise<T> {
    running ??= outsideStatementLog(() => work(isStopping)).finally(() => {
      running = null;
    });
    return running;
  }

  function runReportingErrors(): void {
    run().catch((error: unknown) => options.onError?.(error));
  }

  return {
    run,
    start(): void {
      if (timer) return;
      stopping = false;
      runReportingErrors();
      timer = setInterval(runReportingErrors, options.everyMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
