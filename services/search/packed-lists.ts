/**
 * Compact stores for the search index (issue 33, memory): a list or a dictionary per term as an object of its own
 * cost about 200 bytes of header per term before its first entry, and the search index holds tens of thousands of
 * each. These keep every list, or every dictionary entry, in two typed arrays.
 */

/** Lists of numbers, one per key 0..n-1, end to end in one array. */
export class PackedLists {
  private constructor(
    private readonly offsets: Int32Array,
    private readonly values: Int32Array,
  ) {}

  /** From lists per key (a missing list is empty). */
  static of(lists: readonly (readonly number[] | undefined)[], keys = lists.length): PackedLists {
    const offsets = new Int32Array(keys + 1);
    for (let key = 0; key < keys; key++) offsets[key + 1] = offsets[key]! + (lists[key]?.length ?? 0);
    const values = new Int32Array(offsets[keys]!);
    for (let key = 0; key < keys; key++) {
      const list = lists[key];
      if (list) values.set(list, offsets[key]!);
    }
    return new PackedLists(offsets, values);
  }

  get keys(): number {
    return this.offsets.length - 1;
  }

  length(key: number): number {
    return this.offsets[key + 1]! - this.offsets[key]!;
  }

  /** The key's list, as a view (no copy). */
  list(key: number): Int32Array {
    return this.values.subarray(this.offsets[key]!, this.offsets[key + 1]!);
  }

  /** Sets the bit of each number of the key's list. */
  setBits(bits: Uint32Array, key: number): void {
    for (let j = this.offsets[key]!, end = this.offsets[key + 1]!; j < end; j++) {
      const n = this.values[j]!;
      bits[n >>> 5]! |= 1 << (n & 31);
    }
  }

  byteLength(): number {
    return this.offsets.byteLength + this.values.byteLength;
  }
}

/** Bits an id may take beside the hash in one float's 53 integer bits. */
const MAX_ID_BITS = 21;

/**
 * A dictionary from strings to ids that keeps no string: each key is hashed, and the (hash, id) pairs are sorted in
 * two typed arrays. A lookup gives every id filed under the key and, rarely, one filed under another key of the same
 * hash: callers confirm each candidate against the term it names.
 */
export class HashedIds {
  private constructor(
    private readonly hashes: Uint32Array,
    private readonly ids: Int32Array,
    /** Low bits of the 32-bit hash dropped, to leave room for wide ids (see build). */
    private readonly hashShift: number,
  ) {}

  /** Files ids under keys: `fill` calls `add` for every pair (a pair given twice is kept once). */
  static build(fill: (add: (key: string, id: number) => void) => void): HashedIds {
    const hashes: number[] = [];
    const ids: number[] = [];
    let maxId = 0;
    fill((key, id) => {
      hashes.push(hashOf(key));
      ids.push(id);
      if (id > maxId) maxId = id;
    });
    // Sorted as one number per pair, hash above id, by the engine's own numeric sort (no comparator call per pair).
    // Ids wider than the room beside 32 bits of hash cost the hash low bits: more candidates, never fewer.
    const idBits = Math.max(1, Math.ceil(Math.log2(maxId + 2)));
    const hashShift = Math.max(0, idBits - MAX_ID_BITS);
    const idScale = 2 ** idBits;
    const packed = new Float64Array(hashes.length);
    for (let i = 0; i < packed.length; i++) packed[i] = (hashes[i]! >>> hashShift) * idScale + ids[i]!;
    packed.sort();
    let count = 0;
    const sortedHashes = new Uint32Array(packed.length);
    const sortedIds = new Int32Array(packed.length);
    for (let i = 0; i < packed.length; i++) {
      if (i > 0 && packed[i] === packed[i - 1]) continue;
      const hash = Math.floor(packed[i]! / idScale);
      sortedHashes[count] = hash;
      sortedIds[count] = packed[i]! - hash * idScale;
      count++;
    }
    return new HashedIds(sortedHashes.slice(0, count), sortedIds.slice(0, count), hashShift);
  }

  /** Calls visit with each candidate id for the key. */
  candidates(key: string, visit: (id: number) => void): void {
    const wanted = hashOf(key) >>> this.hashShift;
    const { hashes, ids } = this;
    for (let i = lowerBound(hashes, wanted); i < hashes.length && hashes[i] === wanted; i++) visit(ids[i]!);
  }

  byteLength(): number {
    return this.hashes.byteLength + this.ids.byteLength;
  }
}

/** The first position in sorted values at or above value. */
export function lowerBound(values: Float64Array | Uint32Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** FNV-1a over the UTF-16 code units, 32 bits. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
