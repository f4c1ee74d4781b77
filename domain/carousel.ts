/** Scroll positions this close to an edge count as the edge (sub-pixel scrolling and zoom never land exactly). */
export const CAROUSEL_TOLERANCE_PX = 5;

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
