/**
 * Runs `measure` (reads of sizes and positions) in the next frame, where the browser lays the page out anyway, and
 * returns how to cancel it: for an effect's first measurement. Read in the effect itself, at the end of hydration
 * (which has just changed attributes all over the page), it forces a layout of the whole page inside hydration's task:
 * on the product page about 150 ms of a phone's main thread, counted as blocking time.
 */
export function measureNextFrame(measure: () => void): () => void {
  const frame = window.requestAnimationFrame(measure);
  return () => window.cancelAnimationFrame(frame);
}
