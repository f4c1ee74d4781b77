import { useSyncExternalStore } from 'react';

/** The shop's returns and complaints page (the demo's info page), which offers the returns modal. */
export const RETURNS_PAGE_URL = '/kundservice/returer-och-reklamationer';

/** What the returns modal may be opened with (the spec's inputs order id, order name, order email). */
export interface ReturnPrefill {
  orderId?: number;
  orderName?: string;
  orderEmail?: string;
}

export type SiteModal = { kind: 'consent'; view: 'summary' | 'settings' } | { kind: 'returns'; prefill: ReturnPrefill } | null;

/**
 * The site-wide modals (consent, returns): one open at a time, opened from anywhere (the footer, an info page) and
 * hosted once by the site chrome. Undefined until anything was opened or closed: the page then shows what the
 * server rendered (the consent modal for a visitor who has not chosen).
 */
let current: SiteModal | undefined = undefined;
const listeners = new Set<() => void>();

function set(next: SiteModal): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openConsentModal(view: 'summary' | 'settings'): void {
  set({ kind: 'consent', view });
}

export function openReturnModal(prefill: ReturnPrefill = {}): void {
  set({ kind: 'returns', prefill });
}

export function closeSiteModal(): void {
  set(null);
}

export function useSiteModal(): SiteModal | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => undefined,
  );
}
