import fp from 'fastify-plugin';
import { foldedPath, isBackOfficePath } from '../../domain/back-office';
import { sendError } from '../errors';

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/** Escapes of letters, digits and `-._~` spelt out (RFC 3986 section 6.2.2.2): `%61dmin` is `admin`. */
function withUnreservedDecoded(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
}

/** `.` and `..` segments resolved (RFC 3986 section 5.2.4), as a browser would before sending. */
function withoutDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const kept: string[] = [];
  segments.forEach((segment, i) => {
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      if (i === segments.length - 1) kept.push('');
    } else kept.push(segment);
  });
  return `/${kept.join('/')}`;
}

/**
 * The one spelling of a request's path that routing and authorization both read (docs/decisions/034): one leading
 * slash (backslashes read as slashes there, as URL parsers do: `//evil.example/x` would name another host), unreserved
 * characters unescaped, no repeated slashes, no dot segments; in the back office also the `admin` segment in lower
 * case and no trailing dots, which React Router would match as the same page. Query kept. Null when the target is
 * already in shape. Non-printable characters are percent-encoded so the Location header is always valid.
 */
export function canonicalTarget(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  let canonical = withoutDotSegments(withUnreservedDecoded(path.replace(/^[/\\]+/, '/')).replace(/\/{2,}/g, '/'));
  if (isBackOfficePath(foldedPath(canonical))) {
    canonical = canonical.replace(/^\/[^/]*/, (first) => first.toLowerCase()).replace(/\.+(?=\/|$)/g, '').replace(/\/{2,}/g, '/');
  }
  if (canonical === path) return null;
  return `${canonical}${query}`.replace(/[^\x21-\x7e]/g, (c) => [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
}

/** A Host (or X-Forwarded-Host, behind the trusted proxy) a URL can be built from: a name or address and a port. */
const VALID_HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isValidHost(host: string): boolean {
  return host === '' || VALID_HOST.test(host);
}

/**
 * Requests whose target or host cannot be read as an address on this shop are answered before any route sees
 * them: the page renderer builds a URL from both, and `//` (no host), `//evil.example/...` (another host) or a host
 * with a space would make it fail (500) or render for another host. A path spelt otherwise than canonicalTarget's
 * way is sent there (GET, HEAD) or refused, so no route or page is reached by an address the gate reads differently.
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
      const target = canonicalTarget(url);
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
