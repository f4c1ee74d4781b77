import { describe, expect, it } from 'vitest';
import { priceRangeOf } from './price-range';

describe('priceRangeOf (spec: input, else filter min/max, else 0 to 1000)', () => {
  it.each([
    [{ min: null, max: null }, { min: 199.5, max: 46490.2 }, { min: 199, max: 46491 }],
    [{ min: 500, max: null }, { min: 199, max: 46490 }, { min: 500, max: 46490 }],
    [{ min: null, max: 900 }, null, { min: 0, max: 900 }],
    [{ min: null, max: null }, null, { min: 0, max: 1000 }],
  ])('%o with bounds %o starts at %o', (input, bounds, expected) => {
    expect(priceRangeOf(input, bounds)).toEqual(expected);
  });
});
