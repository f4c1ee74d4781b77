/**
 * A shared page (docs/decisions/016) held as bytes and gzipped once rather than once per visitor. Each fixed part is
 * deflated on its own and ended with a full flush, which byte-aligns the output and lets nothing after it refer back
 * into it; so the parts' deflate data can be joined with each visitor's values (as stored blocks: a few dozen bytes
 * copied, no compressor started per value) into one valid stream. The gzip trailer's CRC-32 of the filled page is
 * combined from each part's CRC, worked out once, and the values' own: no answer reads the page's bytes again.
 * Compressing a category page per visitor cost more than serving it; brotli cannot be joined like this (its
 * meta-blocks share state), so a shared page is answered in gzip, which every browser accepts.
 */
import zlib from 'node:zlib';

const FULL_FLUSH = { finishFlush: zlib.constants.Z_FULL_FLUSH };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
// The empty last block that ends the deflate data.
const LAST_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

/**
 * A page's fixed parts as deflate data, with each part's length and CRC-32 and what appending it does to a running
 * CRC. The text itself is not kept: nearly every answer is gzip, and the rare client that takes none (or only brotli)
 * gets the gzip answer inflated, which costs less than holding every kept page a second time at six times the size.
 */
export interface PageBytes {
  /** The parts' deflate data, views of one buffer of its exact size. */
  deflated: Buffer[];
  /** Each part's length in UTF-8 bytes. */
  lengths: Uint32Array;
  crcs: Uint32Array;
  /**
   * Per part, 32 columns from part × 32: the operator that moves a CRC-32 past as many bytes as the part has
   * (crc32Shift). One array for the page: an array per part cost more in its object and buffer than its 128 bytes.
   */
  shifts: Uint32Array;
  /** The parts' bytes, without the values between them. */
  length: number;
  /** The bytes all of it holds in memory. */
  size: number;
}

/**
 * Parts of a few dozen bytes (between two nonces) would each hold a chunk of their own (zlib's sync output is a view
 * of a 16 kB chunk): the pieces are copied into one buffer of their exact size, which is what the shared-page
 * cache's size bound counts.
 */
function joined(pieces: Buffer[]): Buffer[] {
  const whole = Buffer.allocUnsafeSlow(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  return pieces.map((piece) => {
    piece.copy(whole, at);
    at += piece.length;
    return whole.subarray(at - piece.length, at);
  });
}

/** Everything a page's answers need of its parts, worked out once (at the best compression level). */
export function pageBytesOf(parts: readonly string[]): PageBytes {
  const text = parts.map((part) => Buffer.from(part));
  const deflated = joined(text.map((part) => zlib.deflateRawSync(part, { ...FULL_FLUSH, level: zlib.constants.Z_BEST_COMPRESSION })));
  const lengths = Uint32Array.from(text, (part) => part.length);
  const crcs = Uint32Array.from(text, (part) => zlib.crc32(part));
  const shifts = new Uint32Array(text.length * 32);
  text.forEach((part, i) => shifts.set(crc32Shift(part.length), i * 32));
  const size = deflated.reduce((sum, part) => sum + part.length, lengths.byteLength + crcs.byteLength + shifts.byteLength);
  return { deflated, lengths, crcs, shifts, length: lengths.reduce((sum, length) => sum + length, 0), size };
}

/** The filled page as it is: the parts with the visitor's values (in slot order) between them. */
export function plainSharedPage(page: PageBytes, values: readonly Buffer[]): Buffer {
  return zlib.gunzipSync(gzipSharedPage(page, values));
}

/** The gzip body of the filled page, `values` being the visitor's values in slot order. */
export function gzipSharedPage(page: PageBytes, values: readonly Buffer[]): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = page.crcs[0]!;
  let length = page.lengths[0]!;
  for (let i = 0; i < page.deflated.length; i++) {
    pieces.push(page.deflated[i]!);
    if (i >= values.length) continue;
    const value = values[i]!;
    pieces.push(storedBlock(value));
    crc = zlib.crc32(value, crc);
    // CRC(a + b) is CRC(a) moved past b's length, xor CRC(b) (zlib's crc32_combine).
    crc = (applyOperator(page.shifts, crc, (i + 1) * 32) ^ page.crcs[i + 1]!) >>> 0;
    length += value.length + page.lengths[i + 1]!;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/** A deflate block holding the bytes as they are (RFC 1951 3.2.4), starting and ending on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError('a stored block holds at most 65 535 bytes');
  const block = Buffer.alloc(5 + bytes.length);
  // First byte: not the last block, type 00 (stored), the rest padding up to the byte boundary.
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/*
 * CRC-32 over GF(2): appending n zero bytes to a message is a linear map of its CRC, a 32 x 32 bit matrix held as 32
 * columns. The map for n is the product of the maps for the powers of two in n, each made by squaring the map of one
 * zero bit (zlib's crc32_combine, as it was before 1.2.12).
 */

/**
 * The vector (a CRC) times the matrix whose 32 columns start at `at`: a crc32Shift moves a CRC past the bytes it was
 * made for.
 */
export function applyOperator(matrix: Uint32Array, vector: number, at = 0): number {
  let sum = 0;
  for (let i = at; vector !== 0; i++, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

/** The matrix of `first` then `second`. */
function compose(second: Uint32Array, first: Uint32Array): Uint32Array<ArrayBuffer> {
  const product = new Uint32Array(32);
  for (let column = 0; column < 32; column++) product[column] = applyOperator(second, first[column]!);
  return product;
}

/** The operators that move a CRC past 2^k zero bytes, k = 0..31: squared once per process, not once per part. */
let bytePowers: Uint32Array[] | null = null;

function powersOfTwoBytes(): Uint32Array[] {
  if (bytePowers !== null) return bytePowers;
  // One zero bit: the reflected polynomial in the first column, then a shift by one.
  let power = Uint32Array.from({ length: 32 }, (_, n) => (n === 0 ? 0xedb88320 : 2 ** (n - 1)));
  for (let bits = 0; bits < 3; bits++) power = compose(power, power); // one zero byte
  const powers = [power];
  for (let k = 1; k < 32; k++) powers.push((power = compose(power, power)));
  return (bytePowers = powers);
}

/** The operator that moves a CRC-32 past `length` bytes: crc32(a + b) = apply(crc32Shift(b.length), crc32(a)) ^ crc32(b). */
export function crc32Shift(length: number): Uint32Array<ArrayBuffer> {
  const powers = powersOfTwoBytes();
  let result = Uint32Array.from({ length: 32 }, (_, n) => 2 ** n); // identity
  // Powers of one map commute: one product per set bit of the length, in any order.
  for (let k = 0, n = length; n > 0; k++, n = Math.floor(n / 2)) if (n % 2 === 1) result = compose(powers[k]!, result);
  return result;
}
