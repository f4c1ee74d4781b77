import { Readable, pipeline } from 'node:stream';
import type { ReadableStreamDefaultReader, ReadableStream as WebReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves too little to pay for the work. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli quality for answers compressed per request (static assets are compressed at build time at the highest). */
export const BROTLI_QUALITY = 4;

export type ContentEncoding = 'br' | 'gzip';

/** Options for @fastify/compress, so JSON and page answers are compressed alike. */
export const compressOptions = {
  encodings: ['br', 'gzip'] as ContentEncoding[],
  threshold: COMPRESSION_THRESHOLD,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  zlibOptions: { level: 6 },
};

/** The encodings an Accept-Encoding header accepts (q above 0, `*` counting for those not named). */
export function acceptedEncodings(acceptEncoding: string | string[] | undefined): Set<ContentEncoding> {
  const accepted = new Set<ContentEncoding>();
  if (!acceptEncoding) return accepted;
  const quality = new Map<string, number>();
  for (const part of (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  for (const name of ['br', 'gzip'] as const) if ((quality.get(name) ?? quality.get('*') ?? 0) > 0) accepted.add(name);
  return accepted;
}

/** The encoding to answer with for an Accept-Encoding header: brotli before gzip, none when neither is acceptable. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** Text, JSON, JavaScript, XML and SVG are worth compressing; images, archives and fonts are compressed already. */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('text/') || /^application\/(?:json|javascript|x-javascript|xml|manifest\+json)$/.test(type) || /\+(?:json|xml)$/.test(type);
}

/** Adds names to the Vary header, keeping those already there and never listing one twice. */
export function appendVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*')) return;
  for (const name of names) if (!list.some((v) => v.toLowerCase() === name.toLowerCase())) list.push(name);
  void reply.header('vary', list.join(', '));
}

/**
 * The body of a Fetch Response as Fastify sends it, compressed when the client accepts brotli or gzip, the type is
 * compressible and the body is at least COMPRESSION_THRESHOLD bytes (the first bytes are read to know; a shorter body
 * is sent as one buffer). A streamed page stays streamed: the compressor is flushed after each chunk, so the shell
 * reaches the browser before the deferred parts are rendered.
 */
export async function fetchBodyForReply(
  reply: FastifyReply,
  body: WebReadableStream<Uint8Array>,
  encoding: ContentEncoding | null,
): Promise<Readable | Buffer> {
  const contentType = reply.getHeader('content-type');
  const alreadyEncoded = reply.hasHeader('content-encoding');
  if (!encoding || alreadyEncoded || !isCompressibleType(typeof contentType === 'string' ? contentType : undefined)) {
    return Readable.fromWeb(body);
  }
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < COMPRESSION_THRESHOLD) {
    const chunk = await reader.read();
    if (chunk.done) return Buffer.concat(head);
    head.push(chunk.value);
    size += chunk.value.byteLength;
  }
  void reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  const source = Readable.from(rest(head, reader), { objectMode: false });
  return compressStream(source, encoding);
}

async function* rest(head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<Uint8Array> {
  let finished = false;
  try {
    yield* head;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      yield chunk.value;
    }
    finished = true;
  } finally {
    // The shopper went away or the compressor failed: stop rendering the rest.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/**
 * source piped through brotli or gzip, every chunk flushed as it is compressed, so streaming still streams. A page's
 * renderer gives one chunk per burst of writes (app/lib/render-bursts.ts), so a flush costs no compression worth
 * having, and asking for it with each write, rather than in a write of its own after the source paused, spares
 * every burst a round trip through the thread pool, which on a busy server waits for a turn of the event loop.
 */
export function compressStream(source: Readable, encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  const zip =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: compressOptions.brotliOptions.params, flush: zlib.constants.BROTLI_OPERATION_FLUSH })
      : zlib.createGzip({ ...compressOptions.zlibOptions, flush: zlib.constants.Z_SYNC_FLUSH });
  pipeline(source, zip, () => undefined);
  return zip;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A whole body compressed as compressStream would, off the event loop (zlib's thread pool). */
export function compressBuffer(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliCompress(body, { params: { ...compressOptions.brotliOptions.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, compressOptions.zlibOptions);
}
