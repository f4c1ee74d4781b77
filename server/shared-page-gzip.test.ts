import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { constants, crc32, gunzipSync, inflateRawSync } from 'node:zlib';
import { applyOperator, crc32Shift, gzipSharedPage, pageBytesOf, plainSharedPage } from './shared-page-gzip';

describe('the bytes of a shared page', () => {
  const parts = ['<html><head><script nonce="', '"></script><meta name="csrf-token" content="', `">${'<p>Kylskåp</p>'.repeat(500)}</html>`];

  it('holds each part as deflate data, with its length in UTF-8 bytes', () => {
    const page = pageBytesOf(parts);
    expect(page.deflated.map((part) => inflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }).toString())).toEqual(parts);
    expect([...page.lengths]).toEqual(parts.map((part) => Buffer.byteLength(part)));
    expect(page.length).toBe(Buffer.byteLength(parts.join('')));
  });

  it('holds no more memory than its deflate data (not a 16 kB zlib chunk per part), a fraction of the text', () => {
    const page = pageBytesOf(parts);
    const bytes = page.deflated.reduce((sum, part) => sum + part.length, 0);
    const held = new Set(page.deflated.map((part) => part.buffer));
    const heldBytes = [...held].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(heldBytes).toBe(bytes);
    expect(page.size).toBeLessThan(page.length / 4);
  });

  it.each([
    ['short values', ['nonce+A/1=', 'TOKEN-B-9876543210']],
    ['empty values', ['', '']],
    ['values outside ASCII', ['1 249 kr', 'Varukorg, 3 produkter']],
  ])('gzips the filled page with a trailer that gunzip accepts (%s)', (_what, values) => {
    const page = pageBytesOf(parts);
    const filled = values.map((value) => Buffer.from(value));
    const expected = plainSharedPage(page, filled);
    expect(expected.toString()).toBe(parts[0]! + values[0]! + parts[1]! + values[1]! + parts[2]!);
    expect(gunzipSync(gzipSharedPage(page, filled)).equals(expected)).toBe(true);
  });
});

describe('moving a CRC-32 past a number of bytes', () => {
  it.each([0, 1, 2, 3, 7, 8, 255, 4096, 65_537, 1_000_003])('combines the CRCs of two pieces into the CRC of both (%i bytes after)', (length) => {
    const first = randomBytes(37);
    const second = randomBytes(length);
    const combined = (applyOperator(crc32Shift(length), crc32(first)) ^ crc32(second)) >>> 0;
    expect(combined).toBe(crc32(Buffer.concat([first, second])));
  });
});
