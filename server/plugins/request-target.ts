import fp from 'fastify-plugin';
import { sendError } from '../errors';

/**
 * Where a request with two or more leading slashes (or backslashes, which URL parsers read as slashes) belongs:
 * the same path with one slash, query kept. Null when the path is already in shape. Read as a URL, `//evil.example/x`
 * names another host; the answer only ever points at a path on this one, and non-printable characters are
 * percent-encoded so the Location header is always valid.
 */
export function collapsedLeadingSlashes(url: string): string | null {
  if (url.length < 2 || url[0] !== '/' || (url[1] !== '/' && url[1] !== '\\')) return null;
  const rest = url.replace(/^[/\\]+/, '');
  return `/${rest}`.replace(/[^\x21-\x7e]/g, (c) => [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
}

/** A Host (or X-Forwarded-Host, behind the trusted proxy) a URL can be built from: a name or address and a port. */
const VALID_HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isValidHost(host: string): boolean {
  return host === '' || VALID_HOST.test(host);
}

/**
 * Requests whose target or host cannot be read as an address on this shop are answered before any route sees
 * them: the page renderer builds a URL from both, and `//` (no host), `//evil.example/...` (another host) or a host
 * with a space would make it fail (500) or render for another host.
 */
export const requestTargetPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      if (url[0] !== '/') {
        // Absolute-form (`GET http://other.example/ HTTP/1.1`) or `*`: a proxy's business, not a shop's.
        sendError(request, reply, 'bad_request');
        return;
      }
      const target = collapsedLeadingSlashes(url);
      if (target !== null) {
        if (request.method === 'GET' || request.method === 'HEAD') void reply.redirect(target, 301);
        else sendError(request, reply, 'not_found');
        return;
      }
      if (!isValidHost(request.host)) {
        sendError(request, reply, 'bad_request');
        return;
      }
      done();
    });
  },
  { name: 'request-target', dependencies: ['security-headers'] },
);
