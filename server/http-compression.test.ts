import { Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD, appendVary, compressStream, fetchBodyForReply, isCompressibleType, negotiateEncoding } from './http-compression';

/** Just the header calls the helpers make. */
function fakeReply(headers: Record<string, string> = {}) {
  const store = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const reply = {
    getHeader: (name: string) => store.get(name.toLowerCase()),
    hasHeader: (name: string) => store.has(name.toLowerCase()),
    header(name: string, value: string) {
      store.set(name.toLowerCase(), String(value));
      return reply;
    },
    removeHeader: (name: string) => store.delete(name.toLowerCase()),
  };
  return { reply: reply as unknown as FastifyReply, store };
}

function webStream(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['GZIP;Q=0.5', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressibleType', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/x-script', true],
    ['application/json', true],
    ['application/problem+json', true],
    ['image/svg+xml', true],
    ['image/png', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%s → %s', (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected);
  });
});

describe('appendVary', () => {
  it('keeps what is there and never lists a name twice', () => {
    const { reply, store } = fakeReply({ vary: 'Origin' });
    appendVary(reply, 'Accept-Encoding', 'Cookie');
    appendVary(reply, 'accept-encoding');
    expect(store.get('vary')).toBe('Origin, Accept-Encoding, Cookie');
  });
});

describe('fetchBodyForReply', () => {
  const html = '<!DOCTYPE html>' + '<p>Hej världen</p>'.repeat(200);

  it('compresses a large HTML body and the decompressed bytes are the same', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const { reply, store } = fakeReply({ 'content-type': 'text/html; charset=utf-8', 'content-length': '99' });
      const body = await collect(await fetchBodyForReply(reply, webStream([html.slice(0, 100), html.slice(100)]), encoding));
      expect(store.get('content-encoding')).toBe(encoding);
      expect(store.has('content-length')).toBe(false);
      const plain = encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body);
      expect(plain.toString('utf8')).toBe(html);
      expect(body.length).toBeLessThan(html.length / 5);
    }
  });

  it(`sends a body under ${COMPRESSION_THRESHOLD} bytes as it is`, async () => {
    const { reply, store } = fakeReply({ 'content-type': 'text/html' });
    const body = await fetchBodyForReply(reply, webStream(['<p>kort</p>']), 'br');
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.toString()).toBe('<p>kort</p>');
    expect(store.has('content-encoding')).toBe(false);
  });

  it('leaves types that are compressed already, and bodies when no encoding was accepted', async () => {
    const image = fakeReply({ 'content-type': 'image/png' });
    expect((await collect(await fetchBodyForReply(image.reply, webStream([html]), 'br'))).toString()).toBe(html);
    expect(image.store.has('content-encoding')).toBe(false);
    const identity = fakeReply({ 'content-type': 'text/html' });
    expect((await collect(await fetchBodyForReply(identity.reply, webStream([html]), null))).toString()).toBe(html);
    expect(identity.store.has('content-encoding')).toBe(false);
  });
});

describe('compressStream', () => {
  it.each(['br', 'gzip'] as const)('flushes %s after each chunk of the source, so a streamed shell arrives before the rest', async (encoding) => {
    const source = new Readable({ read() {} });
    const zip = compressStream(source, encoding);
    const received: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => received.push(chunk));
    source.push('<!DOCTYPE html><html><body><main>the shell</main>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The source has not ended, yet what was written so far decompresses.
    const partial = Buffer.concat(received);
    const inflate = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
    const out: Buffer[] = [];
    inflate.on('data', (chunk: Buffer) => out.push(chunk));
    inflate.write(partial);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Buffer.concat(out).toString()).toBe('<!DOCTYPE html><html><body><main>the shell</main>');
    source.push('<p>deferred</p></body></html>');
    source.push(null);
    await new Promise((resolve) => zip.on('end', resolve));
    const whole = Buffer.concat(received);
    const plain = encoding === 'br' ? zlib.brotliDecompressSync(whole) : zlib.gunzipSync(whole);
    expect(plain.toString()).toBe('<!DOCTYPE html><html><body><main>the shell</main><p>deferred</p></body></html>');
  });
});
