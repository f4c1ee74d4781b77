import { describe, expect, it } from 'vitest';
import { EMPTY_SPAN, emptyBits, forEachBit, orSpanInto, orSpanIntoRange, setSpanBit, spanFor } from './bitset';

const members = (bits: Uint32Array, offsetWords = 0) => {
  const out: number[] = [];
  forEachBit(bits, (i) => out.push(i + offsetWords * 32));
  return out;
};

describe('a span of a bitset', () => {
  const span = spanFor(70, 200);
  for (const i of [70, 95, 96, 200]) setSpanBit(span, i);

  it('holds only the words from its first to its last member', () => {
    expect(span.firstWord).toBe(2);
    expect(span.words.length).toBe(5);
    expect(spanFor(5, 4)).toBe(EMPTY_SPAN);
  });

  it('ORs into a whole bitset at its own words', () => {
    const whole = emptyBits(10);
    whole[0] = 1;
    orSpanInto(whole, span);
    expect(members(whole)).toEqual([0, 70, 95, 96, 200]);
  });

  it('ORs into a range of words only where the two overlap', () => {
    // words 3 and 4 (products 96-159): 96 only
    const range = new Uint32Array(2);
    orSpanIntoRange(range, 3, span);
    expect(members(range, 3)).toEqual([96]);
    // a range past the span: nothing
    const after = new Uint32Array(3);
    orSpanIntoRange(after, 7, span);
    expect(members(after, 7)).toEqual([]);
    // into a slice of a larger buffer (one selection's words among several)
    const shared = new Uint32Array(6);
    orSpanIntoRange(shared, 1, span, 3, 3);
    expect(members(shared.subarray(3), 1)).toEqual([70, 95, 96]);
    expect(members(shared.subarray(0, 3))).toEqual([]);
  });
});
