import { useSyncExternalStore } from 'react';

/**
 * A part of the page that could not be loaded (a script or stylesheet split off by the bundler: the network
 * dropped, or a new version of the shop replaced the files): the shopper sees a Swedish message with a retry
 * instead of a page that silently stops working.
 */
export interface ChunkLoadFailure {
  /** Where 'Försök igen' leads: the address the shopper was going to, or the page itself. */
  retryUrl: string;
}

const RETRY_KEY = 'hembutiken:chunk-retry';
/** What React Router logs when a route module fails to load, just before it reloads the page. */
const ROUTE_MODULE_FAILED = 'Error loading route module';
const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

/** An error thrown because a script or stylesheet the page imports lazily could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

let failure: ChunkLoadFailure | null = null;
const listeners = new Set<() => void>();

export function reportChunkLoadFailure(retryUrl: string): void {
  failure = { retryUrl };
  for (const listener of listeners) listener();
}

/** The failure to show, or null; always null on the server. */
export function useChunkLoadFailure(): ChunkLoadFailure | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => failure,
    () => null,
  );
}

interface RouterGlobal {
  __reactRouterDataRouter?: { state: { navigation: { location?: { pathname: string; search: string; hash: string } } } };
}

function here(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/**
 * Installs the browser's watch (entry.client): Vite's `vite:preloadError` (a lazily imported part or its CSS could
 * not be loaded), and React Router's reload after a route module could not be loaded, which would otherwise lose
 * the shopper's click without a word: the address they were going to is kept over the reload and offered again.
 */
export function watchChunkLoads(): void {
  window.addEventListener('vite:preloadError', () => reportChunkLoadFailure(here()));

  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(ROUTE_MODULE_FAILED)) {
      const target = (window as unknown as RouterGlobal).__reactRouterDataRouter?.state.navigation.location;
      try {
        sessionStorage.setItem(RETRY_KEY, target ? target.pathname + target.search + target.hash : here());
      } catch {
        // No session storage (private mode): the reload still happens, only without the message.
      }
    }
    logError(...args);
  };

  let retryUrl: string | null = null;
  try {
    retryUrl = sessionStorage.getItem(RETRY_KEY);
    sessionStorage.removeItem(RETRY_KEY);
  } catch {
    retryUrl = null;
  }
  // Only addresses on this shop: the value came from this page, but storage is not a place to trust blindly.
  if (retryUrl !== null && retryUrl.startsWith('/') && !retryUrl.startsWith('//')) reportChunkLoadFailure(retryUrl);
}
