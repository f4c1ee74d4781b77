import { describe, expect, it } from 'vitest';
import { movedOrder } from './moved-order';

describe('movedOrder', () => {
  it.each([
    [2, 'up', [2, 1, 3]],
    [2, 'down', [1, 3, 2]],
    [1, 'up', [1, 2, 3]],
    [3, 'down', [1, 2, 3]],
    [4, 'up', [1, 2, 3]],
    [9, 'up', [1, 2, 3]],
  ] as const)('moves %i %s in [1, 2, 3] to %j, never past either end', (id, direction, expected) => {
    expect(movedOrder([1, 2, 3], id, direction)).toEqual(expected);
  });
});
