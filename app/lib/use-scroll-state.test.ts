import { describe, expect, it } from 'vitest';
import { pastThresholdAfter, SCROLL_HYSTERESIS_PX } from './use-scroll-state';

describe('the scrolled header state', () => {
  it('turns on beyond the threshold', () => {
    expect(pastThresholdAfter(false, 200, 200)).toBe(false);
    expect(pastThresholdAfter(false, 201, 200)).toBe(true);
  });

  it('stays on while the page shrinks back a little under the threshold (the USP bar hiding)', () => {
    expect(pastThresholdAfter(true, 201 - 28, 200)).toBe(true);
    expect(pastThresholdAfter(true, 200 - SCROLL_HYSTERESIS_PX + 1, 200)).toBe(true);
  });

  it('turns off only well above the threshold', () => {
    expect(pastThresholdAfter(true, 200 - SCROLL_HYSTERESIS_PX, 200)).toBe(false);
    expect(pastThresholdAfter(true, 0, 200)).toBe(false);
  });

  it('a page scrolled to the exact point of the old flicker settles: applying the rule again changes nothing', () => {
    let past = pastThresholdAfter(false, 210, 200);
    // The bar hides, the browser keeps the content in place and the scroll position drops by its height.
    past = pastThresholdAfter(past, 210 - 28, 200);
    expect(past).toBe(true);
    expect(pastThresholdAfter(past, 210 - 28, 200)).toBe(true);
  });
});
