import { useRef, useState, useSyncExternalStore } from 'react';
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

/**
 * A native disclosure (<details>) whose box takes the focus as it opens; the summary's ref lets a closing control
 * hand the focus back to it.
 */
export function useFocusingDisclosure<T extends HTMLElement>(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  const toggleRef = useRef<HTMLElement>(null);
  const inputRef = useRef<T>(null);
  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const nowOpen = event.currentTarget.open;
    setOpen(nowOpen);
    if (nowOpen) inputRef.current?.focus();
  };
  return { open, setOpen, onToggle, toggleRef, inputRef };
}
