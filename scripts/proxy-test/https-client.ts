import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header lines as they came, name and value in turn (to count a header sent twice). */
  rawHeaders: string[];
  /** The body as sent (compressed when the answer says so). */
  raw: Buffer;
  /** The body decoded to text (brotli and gzip undone). */
  text(): string;
}

export interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export type Client = (url: string, options?: CallOptions) => Promise<Answer>;

/**
 * A client as a browser behind the proxy is one: https trusting only the test's own CA (never an unchecked
 * certificate), kept-alive connections, and bodies decoded when asked. Plain http URLs go out over plain http.
 */
export function createClient(ca: Buffer): { call: Client; close(): void } {
  const secure = new https.Agent({ ca, keepAlive: true, maxSockets: 64 });
  const plain = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const call: Client = (url, options = {}) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const body = options.body === undefined ? undefined : Buffer.from(options.body);
      const transport = target.protocol === 'https:' ? https : http;
      const request = transport.request(
        target,
        {
          method: options.method ?? 'GET',
          agent: target.protocol === 'https:' ? secure : plain,
          headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...options.headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            resolve({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, raw, text: () => decode(raw, response.headers['content-encoding']) });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  return { call, close: () => (secure.destroy(), plain.destroy()) };
}

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** How often a header came in one answer. */
export function headerCount(answer: Answer, name: string): number {
  return answer.rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === name).length;
}
