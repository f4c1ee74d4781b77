/**
 * The product page's section navigation (tabs with anchor links; storefront spec section 9): which section is
 * in view, and where a click on a link scrolls to.
 */

/** A click on a link holds the highlight on its section this long, while the smooth scroll passes others. */
export const ANCHOR_CLICK_LOCK_MS = 1000;
/** Step of the left/right scroll buttons of an overflowing navigation. */
export const ANCHOR_SCROLL_STEP_PX = 185;
export const SCROLL_DEBOUNCE_MS = 20;

export interface SectionPosition {
  id: string;
  /** Distance of the section's top from the top of the viewport, in px. */
  top: number;
}

/**
 * The section in view: the last one whose top has passed below the sticky navigation (`offset`, plus a small
 * margin so a section scrolled to exactly counts); none while the first has not been reached.
 */
export function activeSection(sections: readonly SectionPosition[], offset: number, margin = 8): string | null {
  let active: string | null = null;
  for (const section of sections) {
    if (section.top - offset <= margin) active = section.id;
  }
  return active;
}

/** The scroll position that puts a section's top just below the sticky navigation. */
export function scrollTargetY(sectionTopInDocument: number, offset: number): number {
  return Math.max(0, Math.round(sectionTopInDocument - offset));
}
