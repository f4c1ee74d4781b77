import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from './testing/test-app';

/** The security headers DESIGN.md asks for on every answer. */
function expectSecurityHeaders(headers: Record<string, unknown>, label: string) {
  expect(String(headers['content-security-policy']), label).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
}

/** Sends raw bytes over HTTP (for requests no HTTP client would make) and parses the status line and headers. */
async function rawHttp(app: FastifyInstance, request: string) {
  const { port } = app.server.address() as net.AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let out = '';
    socket.on('data', (chunk) => (out += chunk.toString('utf8')));
    socket.on('close', () => resolve(out));
    socket.on('error', reject);
  });
  const [head = '', ...body] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.join('\r\n\r\n') };
}

describe.each(testDialects)('request targets and security headers on %s', (dialect) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp(dialect);
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const inject = (method: 'GET' | 'HEAD' | 'POST', url: string, headers: Record<string, string> = {}) => shop.app.inject({ method, url, headers });

  it.each([
    ['//', '/'],
    ['///', '/'],
    ['//evil.example/varukorg', '/evil.example/varukorg'],
    ['///evil.example/varukorg?a=1&b=//c', '/evil.example/varukorg?a=1&b=//c'],
    ['//varukorg', '/varukorg'],
  ])('redirects %s to the one-slash path %s on this host, never answering 500', async (url, location) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await inject(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(301);
      expect(res.headers.location).toBe(location);
      expect(new URL(String(res.headers.location), 'https://shop.example').host).toBe('shop.example');
      expectSecurityHeaders(res.headers, `${method} ${url}`);
      const followed = await inject(method, location);
      expect([200, 404], `${method} ${location}`).toContain(followed.statusCode);
      expect(followed.body).not.toContain('evil.example');
    }
  });

  it('redirects backslashes, which URL parsers read as slashes, over HTTP (test requests would normalise them)', async () => {
    for (const target of ['/\\evil.example/varukorg', '/\\/evil.example/varukorg']) {
      const res = await rawHttp(shop.app, `GET ${target} HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n`);
      expect(res.status, target).toBe(301);
      expect(res.headers.location).toBe('/evil.example/varukorg');
      expectSecurityHeaders(res.headers, target);
    }
  });

  it('refuses other methods on such a path with a JSON 404', async () => {
    const res = await inject('POST', '//evil.example/checkoutv3/products/add');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, code: 'not_found' });
  });

  it('answers a request target in absolute form or a malformed Host with 400, not 500 and not for the other host', async () => {
    const absolute = await rawHttp(shop.app, 'GET http://evil.example/varukorg HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n');
    expect(absolute.status).toBe(400);
    expect(absolute.body).not.toContain('evil.example');
    expectSecurityHeaders(absolute.headers, 'absolute form');
    const badHost = await inject('GET', '/', { host: 'a b' });
    expect(badHost.statusCode).toBe(400);
    expect(badHost.json()).toMatchObject({ error: true, code: 'bad_request' });
  });

  describe('raw UTF-8 in the address (issue 11 item 20)', () => {
    it('redirects a GET to the same address percent-encoded, which then answers', async () => {
      const res = await rawHttp(shop.app, 'GET /produkter/filtrera?text=tvättmaskin&per_page=1 HTTP/1.1\r\nHost: shop.example\r\nAccept: application/json\r\nConnection: close\r\n\r\n');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/produkter/filtrera?text=tv%C3%A4ttmaskin&per_page=1');
      expectSecurityHeaders(res.headers, 'raw UTF-8');
      const followed = await inject('GET', res.headers.location!, { accept: 'application/json' });
      expect(followed.statusCode).toBe(200);
      expect(followed.json()).toHaveProperty('products');

      const page = await rawHttp(shop.app, 'GET /produkter/sok?s=kaffebryggare HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n'.replace('kaffebryggare', 'kaffebryggare för två'.replace(/ /g, '+')));
      expect(page.status).toBe(301);
      expect(page.headers.location).toBe('/produkter/sok?s=kaffebryggare+f%C3%B6r+tv%C3%A5');
    });

    it('redirects only to a path on this host', async () => {
      const res = await rawHttp(shop.app, 'GET //evil.example/ä HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/evil.example/%C3%A4');
    });

    it('refuses other methods with a Swedish 400: JSON for a call, an HTML page for a browser', async () => {
      const call = await rawHttp(shop.app, 'POST /checkoutv3/products/add?ä=1 HTTP/1.1\r\nHost: x\r\nX-Requested-With: XMLHttpRequest\r\nAccept: text/html, application/json\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      expect(call.status).toBe(400);
      expect(call.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(call.body)).toEqual({ error: true, code: 'bad_request', message: 'Förfrågan kunde inte tolkas.' });
      const browser = await rawHttp(shop.app, 'POST /varukorg?ä=1 HTTP/1.1\r\nHost: x\r\nAccept: text/html,application/xhtml+xml\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      expect(browser.status).toBe(400);
      expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(browser.body).toContain('<html lang="sv">');
      expect(browser.body).toContain('<h1>Förfrågan kunde inte tolkas</h1>');
      expect(browser.body).toContain('<a href="/">Till startsidan</a>');
      expectSecurityHeaders(browser.headers, 'browser 400');
    });
  });

  it('answers a browser’s page request the server cannot read with a Swedish HTML page, never English', async () => {
    const html = 'Accept: text/html,application/xhtml+xml,*/*;q=0.8\r\n';
    for (const [label, request] of <[string, string][]>[
      ['an undecodable URL', `GET /%c0 HTTP/1.1\r\nHost: x\r\n${html}Connection: close\r\n\r\n`],
      ['an absolute-form target', `GET http://evil.example/ HTTP/1.1\r\nHost: x\r\n${html}Connection: close\r\n\r\n`],
      ['a malformed header', `GET / HTTP/1.1\r\nHost: x\r\n${html}No colon here\r\n\r\n`],
    ]) {
      const res = await rawHttp(shop.app, request);
      expect(res.status, label).toBe(400);
      expect(res.headers['content-type'], label).toBe('text/html; charset=utf-8');
      expect(res.body, label).toContain('<h1>Förfrågan kunde inte tolkas</h1>');
      expect(res.body, label).not.toMatch(/Bad Request|Client Error/);
      expectSecurityHeaders(res.headers, label);
    }
  });

  it('sends no Strict-Transport-Security without an https PUBLIC_URL', async () => {
    for (const res of [await inject('GET', '/'), await inject('GET', '/produkter/filtrera?per_page=1')]) {
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  describe('Fastify’s own refusals carry the security headers and the error shape', () => {
    const add = (headers: Record<string, string>, payload: string) =>
      shop.app.inject({ method: 'POST', url: '/checkoutv3/products/add', headers: { 'x-requested-with': 'XMLHttpRequest', ...headers }, payload });

    it.each<[string, () => Promise<LightMyRequestResponse>, number, string]>([
      ['bad JSON', () => add({ 'content-type': 'application/json' }, '{"product_id":'), 400, 'bad_request'],
      ['a body over the limit', () => add({ 'content-type': 'application/json' }, JSON.stringify({ product_id: 'x'.repeat(1_100_000) })), 413, 'payload_too_large'],
      ['a form over the limit on a page', () => shop.app.inject({ method: 'POST', url: '/varukorg', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `a=${'x'.repeat(1_100_000)}` }), 413, 'payload_too_large'],
      ['an unsupported media type', () => add({ 'content-type': 'application/x-unknown' }, 'x'), 415, 'unsupported_media_type'],
    ])('%s', async (label, send, status, code) => {
      const res = await send();
      expect(res.statusCode, label).toBe(status);
      expect(res.json()).toMatchObject({ error: true, code });
      expectSecurityHeaders(res.headers, label);
    });

    it('over HTTP too, with a URL Fastify cannot decode and a request Node cannot parse', async () => {
      const cases: [string, string, number][] = [
        ['bad JSON', 'POST /checkoutv3/products/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nConnection: close\r\n\r\n{bad', 400],
        ['a declared length over the limit', 'POST /checkoutv3/products/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n', 413],
        ['an unsupported media type', 'POST /checkoutv3/products/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-unknown\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx', 415],
        ['an undecodable URL', 'GET /%c0 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
        ['a malformed request', 'GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n', 400],
      ];
      for (const [label, request, status] of cases) {
        const res = await rawHttp(shop.app, request);
        expect(res.status, label).toBe(status);
        expectSecurityHeaders(res.headers, label);
        expect(JSON.parse(res.body), label).toMatchObject({ error: true });
      }
    });
  });
});

describe.each(testDialects)('Strict-Transport-Security on %s', (dialect) => {
  it.each([
    ['https://shop.example', true],
    ['http://shop.example', false],
  ])('with PUBLIC_URL %s: %s', async (publicUrl, expected) => {
    // CARD_PROVIDER is set for when the test card provider refuses an https shop without it (issue 10, item 8).
    const shop = await createTestApp(dialect, { pages: false, catalogSize: 20, env: { PUBLIC_URL: publicUrl, CARD_PROVIDER: 'test' } });
    try {
      const answers = [
        await shop.app.inject({ method: 'GET', url: '/produkter/filtrera?per_page=1' }),
        await shop.app.inject({ method: 'GET', url: '/finns-inte' }),
        await shop.app.inject({ method: 'GET', url: '//evil.example/x' }),
        await shop.app.inject({ method: 'POST', url: '/checkoutv3/products/add', headers: { 'content-type': 'application/json' }, payload: '{' }),
      ];
      for (const res of answers) {
        expect(res.headers['strict-transport-security'], `${res.statusCode}`).toBe(expected ? 'max-age=31536000; includeSubDomains' : undefined);
      }
    } finally {
      await shop.close();
    }
  });
});
