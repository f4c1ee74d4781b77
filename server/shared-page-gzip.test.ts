import { describe, expect, it } from 'vitest';
import { constants, inflateRawSync } from 'node:zlib';
import { deflatedParts } from './shared-page-gzip';

describe('the deflate data of a shared page', () => {
  const parts = ['<html><head><script nonce="', '"></script><meta name="csrf-token" content="', `">${'<p>Kylskåp</p>'.repeat(500)}</html>`];

  it('holds each part as it was', () => {
    const deflated = deflatedParts(parts);
    expect(deflated.map((part) => inflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }).toString())).toEqual(parts);
  });

  it('holds no more memory than its bytes (not a 16 kB zlib chunk per part)', () => {
    const deflated = deflatedParts(parts);
    const bytes = deflated.reduce((sum, part) => sum + part.length, 0);
    const held = new Set(deflated.map((part) => part.buffer));
    const heldBytes = [...held].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(heldBytes).toBe(bytes);
  });
});
