/**
 * A page streaming to its shopper with the marks it was rendered with replaced by the shopper's own values
 * (docs/decisions/016). Marks are ASCII, so they are found in the bytes; a mark split across two chunks is found by
 * holding back the last few bytes of each chunk until the next one comes.
 */
import type { ReadableStream as WebReadableStream, TransformStream as WebTransformStream } from 'node:stream/web';

export function fillingStream(body: WebReadableStream<Uint8Array>, fills: ReadonlyMap<string, string>): WebReadableStream<Uint8Array> {
  const marks = [...fills.keys()].filter((mark) => mark !== fills.get(mark));
  if (marks.length === 0) return body;
  const longest = Math.max(...marks.map((mark) => mark.length));
  const pattern = new RegExp(marks.join('|'), 'g');
  let held = Buffer.alloc(0);
  const filled = (bytes: Buffer): Buffer => {
    // latin1 maps each byte to one character, so the text's indices are the bytes' indices.
    const text = bytes.toString('latin1');
    const pieces: Buffer[] = [];
    let at = 0;
    for (const found of text.matchAll(pattern)) {
      pieces.push(bytes.subarray(at, found.index), Buffer.from(fills.get(found[0])!));
      at = found.index + found[0].length;
    }
    pieces.push(bytes.subarray(at));
    return Buffer.concat(pieces);
  };
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const bytes = Buffer.concat([held, chunk]);
        // Whatever could be the start of a mark stays back; a whole mark before it is replaced now.
        let cut = Math.max(0, bytes.length - (longest - 1));
        const text = bytes.toString('latin1');
        for (const found of text.matchAll(pattern)) if (found.index < cut && found.index + found[0].length > cut) cut = found.index + found[0].length;
        held = bytes.subarray(cut);
        if (cut > 0) controller.enqueue(filled(bytes.subarray(0, cut)));
      },
      flush(controller) {
        if (held.length > 0) controller.enqueue(filled(held));
      },
    }) as unknown as WebTransformStream<Uint8Array, Uint8Array>,
  );
}
