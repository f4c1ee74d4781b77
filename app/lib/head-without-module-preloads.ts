import { Transform, type TransformCallback } from 'node:stream';

const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Drops the `<link rel="modulepreload">` hints React hoists into the head (decision 025).
 *
 * Chromium fetches modulepreloads at high priority, so on a slow phone connection some 150 kB of script share the
 * line with the stylesheet and the first image, and the first paint waits for all of them. Without the hints the
 * scripts are still fetched right after the stylesheet (the module script at the end of the body imports them), and
 * what the shopper sees first arrives first. Hydration does not miss them: React adds hoisted links it does not
 * find, and those hit the module map without a second fetch.
 *
 * The head is buffered until `</head>` (it arrives in the first few kB), then everything streams through untouched.
 */
export function headWithoutModulePreloads(): Transform {
  let head: string | null = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      if (head === null) return callback(null, chunk);
      head += chunk.toString();
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      const out = head.slice(0, end).replace(MODULE_PRELOAD, '') + head.slice(end);
      head = null;
      callback(null, out);
    },
    flush(callback: TransformCallback) {
      callback(null, head ? head.replace(MODULE_PRELOAD, '') : undefined);
    },
  });
}
