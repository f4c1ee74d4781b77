import { useEffect } from 'react';

/**
 * Locks page scroll while a panel or modal is open, padding for the scrollbar so nothing
 * shifts, and releases it 250 ms after closing (the spec's modal release delay).
 */
export function useScrollLock(locked: boolean, releaseDelayMs = 250): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      window.setTimeout(() => {
        if (document.querySelector('[data-scroll-lock="on"]')) return;
        body.style.overflow = '';
        body.style.paddingRight = '';
      }, releaseDelayMs);
    };
  }, [locked, releaseDelayMs]);
}
