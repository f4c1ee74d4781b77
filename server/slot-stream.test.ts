import { ReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { fillingStream } from './slot-stream';

async function textOf(chunks: string[], fills: Map<string, string>): Promise<string> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(Buffer.from(chunk));
      controller.close();
    },
  });
  const out: Buffer[] = [];
  for await (const chunk of fillingStream(body, fills)) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString('utf8');
}

describe('fillingStream', () => {
  const fills = new Map([
    ['slotAAAAAAAA', '2'],
    ['slotBBBBBBBB', '1\u00a0249\u00a0kr'],
  ]);

  it('replaces every mark with its value, also a mark split over chunks', async () => {
    expect(await textOf(['<b>slotAAA', 'AAAAA</b> å <i>slotBBBBBBBB</i>', ' slotAAAAAAAA'], fills)).toBe('<b>2</b> å <i>1\u00a0249\u00a0kr</i> 2');
  });

  it('passes text without marks and multi-byte characters split over chunks through as they are', async () => {
    // 'ä' is two bytes: the first chunk ends inside it.
    const bytes = Buffer.from('räksmörgås slo');
    const out: Buffer[] = [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, 2));
        controller.enqueue(bytes.subarray(2));
        controller.close();
      },
    });
    for await (const chunk of fillingStream(body, fills)) out.push(Buffer.from(chunk));
    expect(Buffer.concat(out).toString('utf8')).toBe('räksmörgås slo');
  });
});
