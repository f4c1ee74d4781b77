import { lazy, type ComponentType } from 'react';
import { reportChunkLoadFailure } from './chunk-load';

const nothing = () => null;

/** Thrown when a lazily loaded part has not arrived in time (the spec's 'timeout of {ms}ms exceeded'). */
export class PartTimeoutError extends Error {
  constructor(ms: number) {
    super(`timeout of ${ms}ms exceeded`);
    this.name = 'PartTimeoutError';
  }
}

/** The promise, or a PartTimeoutError once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PartTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A part of the page whose code is fetched the first time it is shown. If the file cannot be loaded, Vite's
 * preload error has already put up the chunk-load alert with its retry (entry.client's watch), so the part shows
 * nothing instead of taking the whole page down through the error boundary. With `timeoutMs` a load that takes
 * longer gives up and puts up the same alert itself (Vite reports no error for a request that just hangs).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: { timeoutMs?: number } = {}) {
  return lazy<ComponentType<P>>(() =>
    (options.timeoutMs === undefined ? load() : withTimeout(load(), options.timeoutMs)).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (error instanceof PartTimeoutError) reportChunkLoadFailure(window.location.pathname + window.location.search + window.location.hash);
        return { default: nothing };
      },
    ),
  );
}
