/**
 * Fixed-size bitsets over the index's dense product numbers: one bit per listed product, 32 per
 * Uint32Array word. Every set of the index uses the same word count.
 */
export type Bitset = Uint32Array;

export function wordsFor(size: number): number {
  return Math.ceil(size / 32);
}

export function emptyBits(words: number): Bitset {
  return new Uint32Array(words);
}

/** The set of all `size` members (the tail bits past `size` stay clear). */
export function fullBits(size: number): Bitset {
  const bits = new Uint32Array(wordsFor(size));
  bits.fill(0xffffffff);
  const tail = size % 32;
  if (tail !== 0) bits[bits.length - 1] = (2 ** tail - 1) >>> 0;
  return bits;
}

export function setBit(bits: Bitset, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

export function hasBit(bits: Bitset, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function popcount(bits: Bitset): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    const x = bits[w]!;
    if (x !== 0) n += popcount32(x);
  }
  return n;
}

/** `into |= other` */
export function orInto(into: Bitset, other: Bitset): void {
  for (let w = 0; w < into.length; w++) into[w]! |= other[w]!;
}

/** `into &= other` */
export function andInto(into: Bitset, other: Bitset): void {
  for (let w = 0; w < into.length; w++) into[w]! &= other[w]!;
}

/** Calls `visit` with every member, in ascending order. */
export function forEachBit(bits: Bitset, visit: (index: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let x = bits[w]!;
    while (x !== 0) {
      const low = x & -x;
      visit((w << 5) + 31 - Math.clz32(low));
      x ^= low;
    }
  }
}

/**
 * A set whose members lie in one run of words, held as those words only. A specification row's products lie in its
 * categories' run of product numbers (they follow the category tree), so its set is a few words, not one word per
 * 32 products of the catalog (1 942 rows x 100 000 products: 24 MB as whole bitsets).
 */
export interface SpanBits {
  /** The word of the whole-catalog bitset that words[0] stands for. */
  firstWord: number;
  words: Uint32Array;
}

export const EMPTY_SPAN: SpanBits = { firstWord: 0, words: new Uint32Array(0) };

/** An empty span able to hold the members from `first` to `last` (product numbers, inclusive). */
export function spanFor(first: number, last: number): SpanBits {
  if (last < first) return EMPTY_SPAN;
  return { firstWord: first >>> 5, words: new Uint32Array((last >>> 5) - (first >>> 5) + 1) };
}

/** Adds `index`, which must lie within the span. */
export function setSpanBit(span: SpanBits, index: number): void {
  span.words[(index >>> 5) - span.firstWord]! |= 1 << (index & 31);
}

/** `into |= span` (into: a whole-catalog bitset) */
export function orSpanInto(into: Bitset, span: SpanBits): void {
  const { firstWord, words } = span;
  for (let w = 0; w < words.length; w++) into[firstWord + w]! |= words[w]!;
}

/** `into |= span`, for `into` holding `into.length` words from word `intoFirst` of the whole-catalog bitset on. */
export function orSpanIntoRange(into: Uint32Array, intoFirst: number, span: SpanBits, offset = 0, length = into.length): void {
  const from = Math.max(intoFirst, span.firstWord);
  const to = Math.min(intoFirst + length, span.firstWord + span.words.length);
  for (let w = from; w < to; w++) into[offset + w - intoFirst]! |= span.words[w - span.firstWord]!;
}
