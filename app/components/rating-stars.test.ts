import { describe, expect, it } from 'vitest';
import { formatAverage } from './rating-stars';

describe('formatAverage', () => {
  it.each([
    [4.5, '4,5'],
    [4, '4'],
    [3.96, '4'],
    [3.94, '3,9'],
    [1.25, '1,3'],
  ])('writes %d as %s, as sv-SE with at most one decimal does', (average, text) => {
    expect(formatAverage(average)).toBe(text);
    expect(formatAverage(average)).toBe(new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 }).format(average));
  });
});
