/**
 * A shared page (docs/decisions/016) gzipped once rather than once per visitor. Each fixed part is deflated on its
 * own and ended with a full flush, which byte-aligns the output and lets nothing after it refer back into it; so the
 * parts' deflate data can be joined with each visitor's values (as stored blocks: a few dozen bytes copied, no
 * compressor started per value) into one valid stream. Only the trailer, the CRC-32 and length of the filled page, is worked out per answer. Compressing a
 * category page per visitor cost more than serving it; brotli cannot be joined like this (its meta-blocks share
 * state), so a shared page is answered in gzip, which every browser accepts.
 */
import zlib from 'node:zlib';

const FULL_FLUSH = { finishFlush: zlib.constants.Z_FULL_FLUSH };
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
// The empty last block that ends the deflate data.
const LAST_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

/**
 * Deflate data of each fixed part, at the best level (it is done once per page). zlib's sync output is a view of a
 * 16 kB chunk, so a part of a few dozen bytes (between two nonces) would hold 16 kB: the parts are copied into one
 * buffer of the page's exact size, which is what the shared-page cache's size bound counts.
 */
export function deflatedParts(parts: readonly string[]): Buffer[] {
  const chunks = parts.map((part) => zlib.deflateRawSync(Buffer.from(part), { ...FULL_FLUSH, level: zlib.constants.Z_BEST_COMPRESSION }));
  const joined = Buffer.allocUnsafeSlow(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  return chunks.map((chunk) => {
    chunk.copy(joined, at);
    at += chunk.length;
    return joined.subarray(at - chunk.length, at);
  });
}

/** The gzip body of the filled page: `filled` is its text, `values` the visitor's values in slot order. */
export function gzipSharedPage(deflated: readonly Buffer[], values: readonly string[], filled: Buffer): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  for (let i = 0; i < deflated.length; i++) {
    pieces.push(deflated[i]!);
    if (i < values.length) pieces.push(storedBlock(Buffer.from(values[i]!)));
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(filled), 0);
  trailer.writeUInt32LE(filled.length % 2 ** 32, 4);
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
