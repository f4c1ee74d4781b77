import { useEffect, useRef, type RefObject } from 'react';

/**
 * When a line is removed its buttons leave the page and the browser drops focus to <body>; this puts focus on
 * `target` instead, so keyboard and screen-reader users stay in the cart.
 */
export function useFocusAfterRemoval(target: RefObject<HTMLElement | null>, lineCount: number): void {
  const previous = useRef(lineCount);
  useEffect(() => {
    const removed = lineCount < previous.current;
    previous.current = lineCount;
    if (!removed) return;
    const active = document.activeElement;
    if (active === null || active === document.body) target.current?.focus();
  }, [target, lineCount]);
}
