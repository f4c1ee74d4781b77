import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { ChromeData } from '../../lib/chrome.server';

const noSubscription = () => () => undefined;

/**
 * False in the server render and the first client render, true after hydration: controls that only work with
 * JavaScript (disabling an empty submit, 'Avbryt') switch on then, so the page stays usable without it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The session's CSRF token for the plain forms that post without JavaScript. */
export function useCsrfToken(): string {
  return useRouteLoaderData<ChromeData>('root')?.csrfToken ?? '';
}
