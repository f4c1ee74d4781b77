import { useEffect } from 'react';

/**
 * Sets `html[data-hydrated]` once React has taken the server's page over. Until then a few controls are still their
 * no-script forms (quantity buttons, the sort select); the end-to-end journeys wait for the mark before they use them.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
