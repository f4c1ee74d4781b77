import { useEffect, useState } from 'react';

/** Where the page is scrolled to, with the spec's 200 px threshold and the last direction. */
export function useScrollState(threshold = 200): { pastThreshold: boolean; scrollingUp: boolean } {
  const [state, setState] = useState({ pastThreshold: false, scrollingUp: false });
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const next = { pastThreshold: y > threshold, scrollingUp: y < last };
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
