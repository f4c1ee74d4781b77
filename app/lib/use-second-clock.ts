import { useSyncExternalStore } from 'react';

const SECOND_MS = 1_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = 0;

const currentSecond = () => Math.floor(Date.now() / SECOND_MS) * SECOND_MS;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // React reads the snapshot right after subscribing: it must be the time now, not the last tick's.
    now = currentSecond();
    timer = setInterval(() => {
      now = currentSecond();
      for (const notify of listeners) notify();
    }, SECOND_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function snapshot(): number {
  if (timer === undefined) now = currentSecond();
  return now;
}

/** The store behind useSecondClock, for React's useSyncExternalStore (exported for its tests). */
export const secondClock = { subscribe, snapshot };

/**
 * The time in whole seconds, ticking every second in the browser. The server and the hydrating render use
 * `renderedAt` (the server's clock for this page), so a clock shown in the server's HTML hydrates without a
 * mismatch and takes its place in the first paint; right after hydration it shows the browser's time.
 */
export function useSecondClock(renderedAt: number): number {
  return useSyncExternalStore(subscribe, snapshot, () => renderedAt);
}
