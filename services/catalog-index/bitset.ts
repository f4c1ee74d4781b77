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
