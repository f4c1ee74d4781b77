import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { nextShopperAddress } from './test-app';

export interface UploadOptions {
  /** The file's form field. */
  field: string;
  contentType?: string;
  /** Other form fields sent beside the file. */
  fields?: Record<string, string>;
  /** The CSRF token sent as `_token`; the staff session's unless given, none when null. */
  token?: string | null;
}

/**
 * A browser for the back-office API tests: a cookie jar holding the shopper session (`sid`) and, once logged in, the
 * staff session (`admin_sid`), an address of its own, and the token of whichever session a request needs.
 */
export async function staffBrowser(app: FastifyInstance) {
  const session = await app.services.sessions.create();
  const jar = new Map<string, string>([['sid', session.id]]);
  const address = nextShopperAddress();
  let shopperToken = session.csrfToken;
  let staffToken = '';
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = async (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    if (res.cookies.some((c) => c.name === 'sid')) shopperToken = (await app.services.sessions.find(jar.get('sid')))?.csrfToken ?? '';
    const staff = jar.get('admin_sid');
    staffToken = staff ? ((await app.services.staff.find(staff))?.csrfToken ?? '') : '';
    return res;
  };
  const headers = (extra: Record<string, string> = {}) => ({ cookie: cookie(), 'x-forwarded-for': address, ...extra });
  const self = {
    jar,
    get staffToken() {
      return staffToken;
    },
    get shopperToken() {
      return shopperToken;
    },
    page: (url: string) => app.inject({ method: 'GET', url, headers: headers({ accept: 'text/html' }) }).then(keep),
    call: (url: string) => app.inject({ method: 'GET', url, headers: headers({ accept: 'application/json' }) }).then(keep),
    /** A form post as the pages send it without script: the staff token unless another (or none: null) is given. */
    form: (url: string, form: Record<string, string>, token: string | null = staffToken) =>
      app
        .inject({
          method: 'POST', url, headers: headers({ accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }),
          payload: new URLSearchParams({ ...form, ...(token === null ? {} : { _token: token }) }).toString(),
        })
        .then(keep),
    /** A JSON call with the staff token in the header. */
    json: (url: string, payload: Record<string, unknown> = {}, token: string = staffToken) =>
      app.inject({ method: 'POST', url, headers: headers({ accept: 'application/json', 'x-csrf-token': token, 'x-requested-with': 'XMLHttpRequest' }), payload }).then(keep),
    /** A file posted as a form without script posts it (multipart). */
    upload: (url: string, file: Buffer, fileName: string, options: UploadOptions) => {
      const boundary = '----hembutiken-test';
      const token = options.token === undefined ? staffToken : options.token;
      const parts: Buffer[] = [];
      for (const [name, value] of Object.entries({ ...options.fields, ...(token === null ? {} : { _token: token }) })) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
      }
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${fileName}"\r\nContent-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      );
      return app
        .inject({ method: 'POST', url, headers: headers({ accept: 'text/html', 'content-type': `multipart/form-data; boundary=${boundary}` }), payload: Buffer.concat(parts) })
        .then(keep);
    },
    /** A form call as the shop's own widgets make it (urlencoded), with the shopper session's token. */
    shopperForm: (url: string, form: Record<string, string>) =>
      app
        .inject({
          method: 'POST', url, payload: new URLSearchParams(form).toString(),
          headers: headers({ 'x-csrf-token': shopperToken, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' }),
        })
        .then(keep),
    /** A call as the shop's own widgets make it, with the shopper session's token. */
    shopperCall: (url: string, payload: Record<string, unknown>) =>
      app
        .inject({
          method: 'POST', url, payload,
          headers: headers({ 'x-csrf-token': shopperToken, 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'content-type': 'application/json' }),
        })
        .then(keep),
    /** Posts the back office's login form (the demo admin unless told) and answers what the shop answered, refusal or not. */
    tryLogIn: (email = 'admin@example.se', password = 'admin1234') => self.form('/admin/login', { email, password }, shopperToken),
    /** Logs in to the back office through its login form; the demo admin unless told. */
    async logIn(email = 'admin@example.se', password = 'admin1234') {
      const res = await self.tryLogIn(email, password);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/admin');
      return self;
    },
  };
  return self;
}

/** A browser logged in as the demo admin. */
export async function loggedInAdmin(app: FastifyInstance) {
  return (await staffBrowser(app)).logIn();
}
