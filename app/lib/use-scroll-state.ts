import { useEffect, useState } from 'react';

/** Where the page is scrolled to, with the spec's 200 px threshold and the last direction. */
/**
 * How far back above the threshold a page must scroll before the header counts as unscrolled again. Past the
 * threshold the header drops its USP bar (28 px); without this margin a scroll position just past the threshold
 * shrank the page, fell back under it, grew the page again, and so on: the page shook and nothing could be clicked.
 */
export const SCROLL_HYSTERESIS_PX = 100;

/** Past the threshold once beyond it; back only once well above it again (SCROLL_HYSTERESIS_PX). */
export function pastThresholdAfter(wasPast: boolean, y: number, threshold: number): boolean {
  return wasPast ? y > threshold - SCROLL_HYSTERESIS_PX : y > threshold;
}

export function useScrollState(threshold = 200): { pastThreshold: boolean; scrollingUp: boolean } {
  const [state, setState] = useState({ pastThreshold: false, scrollingUp: false });
  useEffect(() => {
    let last = window.scrollY;
    let past = false;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        past = pastThresholdAfter(past, y, threshold);
        const next = { pastThreshold: past, scrollingUp: y < last };
        last = y;
        setState((prev) => (prev.pastThreshold === next.pastThreshold && prev.scrollingUp === next.scrollingUp ? prev : next));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return state;
}
