import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { COMMAND_LINE } from '../../services/admin/audit-log';
import { createTestApp, nextShopperAddress, testDialects, type TestApp } from '../testing/test-app';

/**
 * Every route the server declares, walked from Fastify's own route table (so a call added later is covered without
 * being listed here), called as a shopper and as a logged-in admin with hostile path values, queries and bodies. The
 * hand-written cases of hostile-input.api.test.ts check each call's exact answer; this walk checks the rule that
 * holds for all of them: a hostile request is answered, never with a 5xx.
 */
const NUL = '\u0000';
const HOSTILE_VALUES = ['0', '-1', '2147483648', '1.5', 'abc', `x${NUL}y`, "' OR 1=1 --", '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(2_000)];

const HOSTILE_BODIES: [string, string, string][] = [
  ['empty JSON', 'application/json', '{}'],
  ['malformed JSON', 'application/json', '{"a":'],
  ['JSON list', 'application/json', '[1,2,3]'],
  ['JSON null', 'application/json', 'null'],
  ['JSON with NUL and wrong types', 'application/json', JSON.stringify({ id: `1${NUL}`, product_id: [1], quantity: { a: 1 }, email: 7, code: null, value: 'x'.repeat(5_000), name: "'; DROP TABLE products; --" })],
  ['JSON with huge numbers', 'application/json', JSON.stringify({ id: 1e308, product_id: -2147483649, quantity: 'NaN', price: '1e400', amount: -1 })],
  ['form with repeated and odd keys', 'application/x-www-form-urlencoded', 'id=1&id=2&products[1][quantity]=NaN&products[__proto__][x]=1&email=%00&value=%FF%FE&constructor[prototype][x]=1'],
  ['form with broken escapes', 'application/x-www-form-urlencoded', 'a=%E0%A4%A&b=%&c=%zz'],
  ['multipart without parts', 'multipart/form-data; boundary=x', '--x--\r\n'],
  ['unknown type', 'text/plain', 'hello'],
];

interface Route {
  method: string;
  path: string;
}

/** The routes of Fastify's printed route table, each with its full path. */
function declaredRoutes(table: string): Route[] {
  const routes: Route[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of table.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const path = `${stack[stack.length - 1]?.path ?? ''}${match[2]!}`;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      if (method === 'GET' || method === 'POST') routes.push({ method, path });
    }
  }
  return routes;
}

/** The page addresses app/routes.ts declares, read from its source as the back-office access test does. */
function declaredPages(): string[] {
  const source = fs.readFileSync(new URL('../../app/routes.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/route\('([^'*]*)'/g)].map((m) => `/${m[1]!}`);
}

/** The path with each parameter set to the value (a route printed as `:a|:b` is one parameter). */
function withParameters(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+(\|:[A-Za-z]+)*/g, encodeURIComponent(value));
}

/**
 * Other spellings of a path that a router or React Router might read as the same address (docs/decisions/034): a
 * letter percent-encoded, slashes doubled, the case changed, dots added. None may be let through where the plain
 * path is refused. (Dot segments are not among them: inject resolves them before the shop sees the request;
 * request-target.test.ts covers them.)
 */
function spellings(path: string): string[] {
  const [first = '', ...rest] = path.slice(1).split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const encoded = (segment: string) => (/^[a-z]/i.test(segment) ? `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}` : segment);
  const last = rest.length > 0 ? `/${first}/${[...rest.slice(0, -1), encoded(rest[rest.length - 1]!)].join('/')}` : `/${encoded(first)}`;
  return [...new Set([
    `/${encoded(first)}${tail}`, last, `//${first}${tail}`, `/${first}/${tail}`, path.toUpperCase(), `/${first.toUpperCase()}${tail}`, `${path}.`, `/${first}.${tail}`,
  ])].filter((variant) => variant !== path);
}

describe.each(testDialects)('every declared route under hostile input on %s', (dialect) => {
  let shop: TestApp;
  let routes: Route[] = [];
  let pages: string[] = [];
  const visitors: { name: string; headers: Record<string, string>; token: string }[] = [];

  beforeAll(async () => {
    shop = await createTestApp(dialect, { catalogSize: 30 });
    routes = declaredRoutes(shop.app.printRoutes({ commonPrefix: false })).filter((r) => r.path !== '*');
    const catalogPages = await shop.app.database.db.selectFrom('categories').select('url').limit(2).execute();
    const productPages = await shop.app.database.db.selectFrom('products').select('url').limit(2).execute();
    pages = ['/', ...declaredPages(), ...catalogPages.map((c) => c.url), ...productPages.map((p) => p.url)];
    const shopper = await shop.app.services.sessions.create();
    visitors.push({ name: 'shopper', headers: { cookie: `sid=${shopper.id}` }, token: shopper.csrfToken });
    const staffSession = await shop.app.services.sessions.create();
    const login = await shop.app.inject({
      method: 'POST', url: '/admin/login',
      headers: { cookie: `sid=${staffSession.id}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextShopperAddress() },
      payload: new URLSearchParams({ email: 'admin@example.se', password: 'admin1234', _token: staffSession.csrfToken }).toString(),
    });
    const adminSid = login.cookies.find((c) => c.name === 'admin_sid')?.value;
    if (!adminSid) throw new Error(`admin login failed: ${login.statusCode}`);
    const staff = await shop.app.services.staff.find(adminSid);
    visitors.push({ name: 'admin', headers: { cookie: `sid=${staffSession.id}; admin_sid=${adminSid}` }, token: staff!.csrfToken });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** A fresh caller of each kind: nobody, a shopper session, a staff member and an admin, each with their token. */
  async function callers() {
    const shopper = await shop.app.services.sessions.create();
    const logIn = async (email: string, password: string) => {
      const session = await shop.app.services.sessions.create();
      const login = await shop.app.inject({
        method: 'POST', url: '/admin/login',
        headers: { cookie: `sid=${session.id}`, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextShopperAddress() },
        payload: new URLSearchParams({ email, password, _token: session.csrfToken }).toString(),
      });
      const staffSid = login.cookies.find((c) => c.name === 'admin_sid')?.value;
      if (!staffSid) throw new Error(`${email} login failed: ${login.statusCode}`);
      return { headers: { cookie: `sid=${session.id}; admin_sid=${staffSid}` }, token: (await shop.app.services.staff.find(staffSid))!.csrfToken };
    };
    const email = `lager-${Date.now()}@example.se`;
    const created = await shop.app.services.staff.create({ email, password: 'lager12345', name: 'Lager', role: 'staff' }, COMMAND_LINE);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    return [
      { name: 'visitor', headers: {}, token: '' },
      { name: 'shopper', headers: { cookie: `sid=${shopper.id}` }, token: shopper.csrfToken },
      { name: 'staff', ...(await logIn(email, 'lager12345')) },
      { name: 'admin', ...(await logIn('admin@example.se', 'admin1234')) },
    ];
  }

  const failures = (results: [string, LightMyRequestResponse][]) =>
    results.filter(([, res]) => res.statusCode >= 500).map(([what, res]) => `${what} -> ${res.statusCode} ${res.body.slice(0, 160)}`);

  it('walks a route table that holds the shop, checkout and back-office calls', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const expected of ['/checkoutv3/products/update', '/api/internal/cookie-consent', '/admin/api/discount-codes', '/produkter/filtrera']) {
      expect(paths, expected).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(60);
  });

  it('answers every GET with hostile path values and queries without a 5xx', async () => {
    const results: [string, LightMyRequestResponse][] = [];
    for (const visitor of visitors) {
      for (const route of routes.filter((r) => r.method === 'GET')) {
        for (const value of HOSTILE_VALUES) {
          const query = new URLSearchParams({ q: value, page: value, sida: value, id: value, per_page: value, sort: value, fran: value, till: value });
          const url = `${withParameters(route.path, value)}?${query.toString()}&filter[]=${encodeURIComponent(value)}`;
          const res = await shop.app.inject({ method: 'GET', url, headers: { ...visitor.headers, accept: 'application/json', 'x-forwarded-for': nextShopperAddress() } });
          results.push([`${visitor.name} GET ${url.slice(0, 120)}`, res]);
        }
      }
    }
    expect(failures(results)).toEqual([]);
  }, 240_000);

  it('answers every page with hostile path values and queries without a 5xx', async () => {
    const results: [string, LightMyRequestResponse][] = [];
    for (const visitor of visitors) {
      for (const page of pages) {
        for (const value of ['abc', '2147483648', `x${NUL}y`, "' OR 1=1 --", 'x'.repeat(2_000)]) {
          const query = new URLSearchParams({ q: value, page: value, sida: value, sort: value, status: value, kategori: value, varumarke: value, betalning: value, vem: value, typ: value, handling: value, fran: value, till: value, fel: value, klart: value });
          const url = `${withParameters(page, value)}?${query.toString()}`;
          const res = await shop.app.inject({ method: 'GET', url, headers: { ...visitor.headers, accept: 'text/html', 'x-forwarded-for': nextShopperAddress() } });
          results.push([`${visitor.name} page ${url.slice(0, 120)}`, res]);
        }
      }
    }
    expect(failures(results)).toEqual([]);
  }, 240_000);

  it('answers every POST with hostile bodies, with and without the CSRF token, without a 5xx', async () => {
    const results: [string, LightMyRequestResponse][] = [];
    for (const visitor of visitors) {
      for (const route of routes.filter((r) => r.method === 'POST')) {
        for (const value of ['1', 'abc', '2147483648', `1${NUL}`]) {
          const url = withParameters(route.path, value);
          for (const [what, contentType, payload] of HOSTILE_BODIES) {
            for (const token of [visitor.token, null]) {
              const res = await shop.app.inject({
                method: 'POST', url, payload,
                headers: {
                  ...visitor.headers, 'content-type': contentType, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': nextShopperAddress(),
                  ...(token === null ? {} : { 'x-csrf-token': token }),
                },
              });
              results.push([`${visitor.name} POST ${url.slice(0, 100)} ${what}${token === null ? ' (no token)' : ''}`, res]);
            }
          }
        }
      }
    }
    expect(failures(results)).toEqual([]);
  }, 240_000);

  it('lets no other spelling of a route or page through where its plain path is refused, and never answers 5xx', async () => {
    const grants = (res: LightMyRequestResponse) => res.statusCode < 300;
    const problems: string[] = [];
    // The build's files are public whatever their spelling; a logout would leave the caller's later walks without a
    // session, and grants nothing to compare with.
    const walked = routes.filter((r) => !r.path.startsWith('/assets/') && r.path !== '/admin/logout');
    const walks = [
      ...walked.map((r) => ({ method: r.method, path: withParameters(r.path, '1').replace(/\*/g, 'x'), accept: 'application/json' })),
      ...pages.map((page) => ({ method: 'GET', path: withParameters(page, '1'), accept: 'text/html' })),
    ];
    for (const caller of await callers()) {
      for (const { method, path, accept } of walks) {
        const post = method === 'POST';
        const call = (url: string): Promise<LightMyRequestResponse> =>
          shop.app.inject({
            method: post ? 'POST' : 'GET', url, payload: post ? '{}' : undefined,
            headers: {
              ...caller.headers, accept, 'x-forwarded-for': nextShopperAddress(),
              ...(post ? { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': caller.token } : {}),
            },
          });
        // Each spelling before the plain path, so a call the plain path is allowed to make (a logout, a deletion)
        // has not changed what the spellings meet.
        const answers = await Promise.all(spellings(path).map(async (url) => [url, await call(url)] as const));
        const plain = await call(path);
        for (const [url, res] of answers) {
          if (res.statusCode >= 500 || (grants(res) && !grants(plain))) {
            problems.push(`${caller.name} ${method} ${url} -> ${res.statusCode} (plain ${path} -> ${plain.statusCode}) ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
