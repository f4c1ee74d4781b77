import { describe, expect, it } from 'vitest';
import { recommendationScope } from './recommendation-scope';

// TV & ljud (1) > TV (2) > OLED-TV (3), QLED-TV (4); TV-tillbehör (5) > HDMI-kablar (6); Högtalare (7). Vitvaror (10) > Diskmaskiner (11).
const tree = [
  { id: 1, parentId: null, level: 1 },
  { id: 2, parentId: 1, level: 2 },
  { id: 3, parentId: 2, level: 3 },
  { id: 4, parentId: 2, level: 3 },
  { id: 5, parentId: 1, level: 2 },
  { id: 6, parentId: 5, level: 3 },
  { id: 7, parentId: 1, level: 2 },
  { id: 10, parentId: null, level: 1 },
  { id: 11, parentId: 10, level: 2 },
];

describe('where recommendations come from', () => {
  it('never suggests the product’s own kind: a TV gets accessories and speakers, no TVs', () => {
    expect(recommendationScope([3], tree)).toEqual({ related: [1, 5, 6, 7], excluded: [2, 3, 4] });
  });

  it('takes a level-2 category as the kind, and joins several lines', () => {
    expect(recommendationScope([11, 6], tree)).toEqual({ related: [1, 2, 3, 4, 7, 10], excluded: [5, 6, 11] });
  });

  it('excludes an unknown category and relates nothing to it', () => {
    expect(recommendationScope([99], tree)).toEqual({ related: [], excluded: [99] });
  });
});
