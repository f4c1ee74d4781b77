/** Scroll positions this close to an edge count as the edge (sub-pixel scrolling and zoom never land exactly). */
export const CAROUSEL_TOLERANCE_PX = 5;
/** The bounds and page are measured again this long after scrolling stops (storefront.md: scroll debounce 100 ms). */
export const CAROUSEL_SCROLL_DEBOUNCE_MS = 100;
/** ... and after resizing stops (storefront.md: resize debounce 410 ms). */
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 410;

export interface CarouselState {
  atStart: boolean;
  atEnd: boolean;
  /** Zero-based page (one viewport width per page). */
  page: number;
  pageCount: number;
}

export function carouselState(scrollLeft: number, scrollWidth: number, clientWidth: number): CarouselState {
  const maxScroll = Math.max(0, scrollWidth - clientWidth);
  const width = Math.max(1, clientWidth);
  return {
    atStart: scrollLeft <= CAROUSEL_TOLERANCE_PX,
    atEnd: scrollLeft >= maxScroll - CAROUSEL_TOLERANCE_PX,
    page: Math.min(Math.round(scrollLeft / width), Math.max(0, Math.ceil(scrollWidth / width) - 1)),
    pageCount: Math.max(1, Math.ceil((scrollWidth - CAROUSEL_TOLERANCE_PX) / width)),
  };
}
