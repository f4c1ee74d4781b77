import { useEffect, useRef } from 'react';

/**
 * Keeps Tab inside a modal: from its last focusable item (or from outside it) Tab goes to the first, and Shift+Tab
 * from the first goes to the last. `items` are the modal's focusable elements in order.
 */
export function wrapTab(event: KeyboardEvent, container: HTMLElement, items: HTMLElement[]): void {
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Moves the focus into a modal as it opens (`focusInside`) and gives it back to what had it once the modal closes. */
export function useFocusReturn(focusInside: () => void): void {
  // Only on opening: the modal's first render decides where the focus goes.
  const focusOnOpen = useRef(focusInside);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    focusOnOpen.current();
    return () => previous?.focus?.();
  }, []);
}
