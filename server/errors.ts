import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { sv, svServer } from '../common/copy/sv';
import { escapeHtml } from '../common/web/html';

/**
 * The one catalogue of error codes a caller can get: HTTP status and the Swedish message
 * a shopper may see. Answers use the generic shape of DESIGN.md:
 * `{ error: true, message, errors?: { field: [messages] } }`.
 */
export const errorCatalogue = {
  csrf_token_mismatch: { status: 419, message: 'Sidan har varit öppen för länge. Ladda om sidan och försök igen.' },
  not_found: { status: 404, message: 'Sidan kunde inte hittas.' },
  unauthorized: { status: 401, message: 'Du behöver logga in för att se det här.' },
  forbidden: { status: 403, message: 'Du har inte behörighet att göra det här.' },
  method_not_allowed: { status: 405, message: 'Det går inte att göra så här.' },
  validation_failed: { status: 422, message: 'Kontrollera uppgifterna och försök igen.' },
  bad_request: { status: 400, message: 'Förfrågan kunde inte tolkas.' },
  payload_too_large: { status: 413, message: 'Det du skickade var för stort.' },
  unsupported_media_type: { status: 415, message: 'Formatet stöds inte.' },
  too_many_requests: { status: 429, message: 'För många försök. Vänta en stund och försök igen.' },
  product_not_found: { status: 404, message: 'Produkten kunde inte hittas.' },
  cart_change_refused: { status: 422, message: 'Varukorgen kunde inte ändras.' },
  order_refused: { status: 409, message: 'Ordern kunde inte läggas.' },
  discount_code_refused: { status: 422, message: 'Koden kunde inte hittas.' },
  ecommerce_disabled: { status: 403, message: 'Webbutiken tar inte emot beställningar just nu.' },
  offer_mode_order: { status: 409, message: 'Butiken tar emot offertförfrågningar, inte beställningar. Skicka en offertförfrågan i stället.' },
  offer_requests_closed: { status: 404, message: 'Butiken tar inte emot offertförfrågningar.' },
  /** A provider's push we could not take just now (our failure, or the provider's API while reading its order): sent again. */
  provider_retry: { status: 503, message: 'Ordern kunde inte tas emot just nu. Försök igen.' },
  internal: { status: 500, message: 'Något gick fel hos oss. Försök igen om en stund.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export interface ErrorBody {
  error: true;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string[]>;
}

/** An expected refusal that maps to a catalogue entry; thrown from handlers, answered by the error handler. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fieldErrors?: Record<string, string[]>,
    message?: string,
    /** The refusal as an HTML page, for a caller that cannot read JSON (a plain form post); null answers JSON. */
    readonly page?: (request: FastifyRequest) => string | null,
  ) {
    super(message ?? errorCatalogue[code].message);
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }
}

export function errorBody(code: ErrorCode, message?: string, errors?: Record<string, string[]>): ErrorBody {
  return { error: true, code, message: message ?? errorCatalogue[code].message, ...(errors ? { errors } : {}) };
}

/** A browser asking for a page (not a call from a script): it gets an error page rather than JSON. */
export function wantsPage(headers: Record<string, string | string[] | undefined>): boolean {
  const accept = headers.accept;
  return headers['x-requested-with'] !== 'XMLHttpRequest' && typeof accept === 'string' && accept.includes('text/html');
}

/** The Swedish error page for a request answered outside the React pages, with the catalogue's message. */
export function errorPage(code: ErrorCode): string {
  const title = errorCatalogue[code].message.replace(/\.$/, '');
  return `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(svServer.requestError.hint)}</p><p><a href="/">${escapeHtml(sv.notFound.toHome)}</a></p></main></body></html>`;
}

/** An error answer in the shape the caller reads: an HTML page for a browser's page request, JSON for a call. */
export function sendError(request: FastifyRequest, reply: FastifyReply, code: ErrorCode, status: number = errorCatalogue[code].status): void {
  if (wantsPage(request.headers)) void reply.status(status).type('text/html; charset=utf-8').send(errorPage(code));
  else void reply.status(status).send(errorBody(code));
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) mapped to the catalogue. */
function codeForFastifyError(error: FastifyError): ErrorCode {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'payload_too_large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) return 'unsupported_media_type';
  if (error.statusCode === 429) return 'too_many_requests';
  if (error.statusCode === 404) return 'not_found';
  if (error.statusCode === 405) return 'method_not_allowed';
  if (error.validation) return 'validation_failed';
  return 'bad_request';
}

export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof AppError) {
    const page = error.page?.(request) ?? null;
    if (page !== null) void reply.status(error.status).type('text/html; charset=utf-8').send(page);
    else void reply.status(error.status).send(errorBody(error.code, error.message, error.fieldErrors));
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = codeForFastifyError(error);
    sendError(request, reply, code, errorCatalogue[code].status === 400 ? status : errorCatalogue[code].status);
    return;
  }
  request.log.error({ err: error }, 'request failed');
  sendError(request, reply, 'internal');
}

/** The start of a request Node could not parse, as far as it arrived: method, target (raw bytes) and headers. */
export function requestHead(packet: Buffer): { method: string; target: Buffer; headers: Record<string, string> } | null {
  const lineEnd = packet.indexOf('\r\n');
  const line = lineEnd < 0 ? packet : packet.subarray(0, lineEnd);
  const firstSpace = line.indexOf(0x20);
  const lastSpace = line.lastIndexOf(0x20);
  if (firstSpace <= 0 || lastSpace <= firstSpace) return null;
  const method = line.subarray(0, firstSpace).toString('latin1');
  if (!/^[A-Z]+$/.test(method) || !/^HTTP\/1\.[01]$/.test(line.subarray(lastSpace + 1).toString('latin1'))) return null;
  const headers: Record<string, string> = {};
  if (lineEnd >= 0) {
    for (const header of packet.subarray(lineEnd + 2).toString('latin1').split('\r\n')) {
      if (header === '') break;
      const colon = header.indexOf(':');
      if (colon > 0) headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    }
  }
  return { method, target: line.subarray(firstSpace + 1, lastSpace), headers };
}

/**
 * A request target sent as raw UTF-8 bytes (`/produkter/sok?s=tvättmaskin` unencoded), which Node's HTTP parser
 * refuses, percent-encoded as a browser would send it: the address the request is redirected to. Null for any
 * other target. Only ever a path on this host: leading slashes and backslashes collapse to one slash.
 */
export function percentEncodedTarget(target: Buffer): string | null {
  if (target[0] !== 0x2f) return null;
  let encoded = '';
  let raw = false;
  for (const byte of target) {
    if (byte >= 0x80) {
      encoded += `%${byte.toString(16).toUpperCase()}`;
      raw = true;
    } else if (byte >= 0x21 && byte <= 0x7e) {
      encoded += String.fromCharCode(byte);
    } else {
      return null;
    }
  }
  return raw ? encoded.replace(/^[/\\]+/, '/') : null;
}

/**
 * Fastify's answers outside the request cycle, where no hook runs: a URL it cannot decode (`/%c0`) and an HTTP
 * request Node cannot parse. Both get the error shape and the security headers every other answer carries.
 */
export function outOfCycleErrorHandlers(securityHeaders: () => Record<string, string>): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error, request, reply) {
      void reply.headers(securityHeaders());
      handleError(error, request, reply);
    },
    clientErrorHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
      // A reset connection has nobody to answer (Fastify's default handler does the same).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const head = Buffer.isBuffer(error.rawPacket) ? requestHead(error.rawPacket) : null;
      // Raw UTF-8 in the address (a script or a hand-typed request; browsers encode it): the same address, encoded.
      const location = head && (head.method === 'GET' || head.method === 'HEAD') ? percentEncodedTarget(head.target) : null;
      const status = location !== null ? 301 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const page = head !== null && wantsPage(head.headers);
      const body = location !== null || head?.method === 'HEAD' ? '' : page ? errorPage('bad_request') : JSON.stringify(errorBody('bad_request'));
      const headers = {
        ...securityHeaders(),
        ...(location !== null ? { location } : { 'content-type': page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8' }),
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      if (socket.writable) {
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}
