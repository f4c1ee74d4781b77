import { describe, expect, it } from 'vitest';
import { CAROUSEL_RESIZE_DEBOUNCE_MS, CAROUSEL_SCROLL_DEBOUNCE_MS, CAROUSEL_TOLERANCE_PX, carouselState } from './carousel';

describe('carouselState', () => {
  it('is at the start within 5 px of the left edge, and at the end within 5 px of the right', () => {
    expect(carouselState(0, 2000, 500)).toMatchObject({ atStart: true, atEnd: false, page: 0, pageCount: 4 });
    expect(carouselState(5, 2000, 500).atStart).toBe(true);
    expect(carouselState(6, 2000, 500).atStart).toBe(false);
    expect(carouselState(1495, 2000, 500)).toMatchObject({ atStart: false, atEnd: true, page: 3 });
    expect(carouselState(1494, 2000, 500).atEnd).toBe(false);
  });

  it('tracks the page the scroll position is on', () => {
    expect(carouselState(500, 2000, 500).page).toBe(1);
    expect(carouselState(740, 2000, 500).page).toBe(1);
    expect(carouselState(760, 2000, 500).page).toBe(2);
  });

  it('is at both bounds when everything fits', () => {
    expect(carouselState(0, 400, 500)).toEqual({ atStart: true, atEnd: true, page: 0, pageCount: 1 });
  });
});

describe('carousel timings', () => {
  it("are the spec's: 5 px tolerance, resize debounce 410 ms, scroll debounce 100 ms", () => {
    expect([CAROUSEL_TOLERANCE_PX, CAROUSEL_RESIZE_DEBOUNCE_MS, CAROUSEL_SCROLL_DEBOUNCE_MS]).toEqual([5, 410, 100]);
  });
});
