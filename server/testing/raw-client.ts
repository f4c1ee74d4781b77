import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Cookies the answer set, by name (an empty value: the cookie was cleared). */
  cookies: Map<string, string>;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * One request over a real socket with the request target sent exactly as given: no client normalises
 * `%73`, `//`, `/./` or case the way fetch and inject may, so the shop sees what a hostile client sends.
 */
export function rawRequest(port: number, target: string, request: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = http.request(
      {
        host: '127.0.0.1', port, method: request.method ?? 'GET', path: target, agent: false,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...request.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), cookies: cookiesOf(res.headers) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function cookiesOf(headers: http.IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of headers['set-cookie'] ?? []) {
    const [pair] = line.split(';', 1);
    const at = pair!.indexOf('=');
    cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
  return cookies;
}

/**
 * A client with a cookie jar and an address of its own (sent as X-Forwarded-For, which the shop trusts from its
 * loopback "proxy"), as one browser or one attacker would be.
 */
export function rawClient(port: number, address: string, jar = new Map<string, string>()) {
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const send = async (target: string, request: RawRequest = {}) => {
    const answer = await rawRequest(port, target, {
      ...request,
      headers: { 'x-forwarded-for': address, ...(jar.size > 0 ? { cookie: cookieHeader() } : {}), ...request.headers },
    });
    for (const [name, value] of answer.cookies) {
      if (value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return answer;
  };
  return {
    jar,
    send,
    page: (target: string, headers: Record<string, string> = {}) => send(target, { headers: { accept: 'text/html', ...headers } }),
    form: (target: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      send(target, {
        method: 'POST', body: new URLSearchParams(form).toString(),
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      }),
    json: (target: string, payload: unknown, headers: Record<string, string> = {}) =>
      send(target, {
        method: 'POST', body: JSON.stringify(payload),
        headers: { accept: 'application/json', 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
      }),
  };
}

/** The CSRF token a page carries: its meta tag, else the first `_token` field. */
export function tokenIn(html: string): string | null {
  return /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? /name="_token"(?: type="hidden")? value="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * A multipart upload that announces `size` bytes but sends only its first 64 kB, then waits: the status the shop
 * answers while the rest of the body is still to come, or -1 if it waited for the body (after `waitMs`).
 */
export function uploadWithOpenBody(port: number, target: string, size: number, waitMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const boundary = '----probe';
    const req = http.request(
      {
        host: '127.0.0.1', port, method: 'POST', path: target, agent: false,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(size), accept: 'application/json' },
      },
      (res) => {
        res.resume();
        clearTimeout(timer);
        req.destroy();
        resolve(res.statusCode ?? 0);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      resolve(-1);
    }, waitMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(Buffer.alloc(64 * 1024));
  });
}
