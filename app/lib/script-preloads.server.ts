import { Transform, type TransformCallback } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const PRELOAD = '<link rel="modulepreload"';

/**
 * The HTML stream with the head's script preloads fetched at low priority. React Router preloads every module the
 * page hydrates with, at the high priority of a script, so on a phone's connection ~130 kB of script shared the
 * first round trips with what the first paint needs (the largest image) and Lighthouse counted it as blocking the
 * paint. The page paints without them; at low priority they follow right after. Only the head is rewritten; the
 * rest of the stream passes untouched. `onFinal` runs when the stream ends, as a PassThrough's `final` would.
 */
export function withLowPriorityScriptPreloads(onFinal: () => void): Transform {
  let head: Buffer[] | null = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (head === null) return callback(null, chunk);
      head.push(chunk);
      const buffered = Buffer.concat(head);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) {
        head = [buffered];
        return callback();
      }
      head = null;
      const rewritten = buffered.subarray(0, end).toString('utf8').replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
      callback(null, Buffer.concat([Buffer.from(rewritten, 'utf8'), buffered.subarray(end)]));
    },
    flush(callback: TransformCallback) {
      callback(null, head === null ? undefined : Buffer.concat(head));
    },
    final(callback) {
      onFinal();
      callback();
    },
  });
}
