/**
 * Where the process is in its life, as a load balancer needs to know it: starting (the catalog index is being
 * built), ready, or draining (SIGTERM received: finish what is in flight, take nothing new).
 */
export type Phase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  readonly phase: Phase;
  /** Why the start failed, when it did (the process stays not ready). */
  readonly startFailure: unknown;
  /** Settles when the start work does; never rejects (a failure is kept in `startFailure`). */
  readonly started: Promise<void>;
  /** The work the process must finish before it is ready; ready once it is done. */
  startWith(work: Promise<unknown>): void;
  /** Reports not ready from now on; the process is on its way out. */
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let phase: Phase = 'starting';
  let startFailure: unknown = null;
  let settle!: () => void;
  const started = new Promise<void>((resolve) => (settle = resolve));
  return {
    get phase() {
      return phase;
    },
    get startFailure() {
      return startFailure;
    },
    started,
    startWith(work) {
      work.then(
        () => {
          if (phase === 'starting') phase = 'ready';
        },
        (error: unknown) => {
          startFailure = error;
        },
      ).finally(settle);
    },
    drain() {
      phase = 'draining';
    },
  };
}
