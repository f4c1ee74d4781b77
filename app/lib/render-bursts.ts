import { Transform, type TransformCallback } from 'node:stream';

/** Room for a whole page, so that React never waits for the shopper's connection or the compressor mid-render. */
const PAGE_ROOM = 4 * 1024 * 1024;

/**
 * The stream React renders a page into, passing on what React writes between two flushes as one chunk.
 *
 * React writes a page in 4 kB pieces and calls `flush()` (the convention of zlib's streams) when it has written all
 * it has for now: the shell, then each boundary as it completes. Passed on piece by piece, every piece went through
 * the slot filling, the recording of a kept page and the compressor on its own, and each of the compressor's writes
 * is a round trip through libuv's thread pool. On a busy server each round trip waits for a turn of the event loop,
 * so a 100 kB category page took some 25 turns to leave (issue 33). One chunk per flush streams exactly as much and
 * as early as React means to, in a few turns.
 */
export class RenderBursts extends Transform {
  private held: Buffer[] = [];

  constructor() {
    super({ highWaterMark: PAGE_ROOM });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.held.push(chunk);
    callback();
  }

  /** React's end of a burst: what it wrote since the last one goes on now. */
  flush(): void {
    if (this.held.length === 0) return;
    const burst = this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held);
    this.held = [];
    this.push(burst);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
