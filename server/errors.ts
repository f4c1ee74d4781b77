import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The one catalogue of error codes a caller can get: HTTP status and the Swedish message
 * a shopper may see. Answers use the generic shape of DESIGN.md:
 * `{ error: true, message, errors?: { field: [messages] } }`.
 */
export const errorCatalogue = {
  csrf_token_mismatch: { status: 419, message: 'Sidan har varit öppen för länge. Ladda om sidan och försök igen.' },
  not_found: { status: 404, message: 'Sidan kunde inte hittas.' },
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
    void reply.status(errorCatalogue[code].status === 400 ? status : errorCatalogue[code].status).send(errorBody(code));
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.status(500).send(errorBody('internal'));
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
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      // A reset connection has nobody to answer (Fastify's default handler does the same).
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify(errorBody('bad_request'));
      const headers = { ...securityHeaders(), 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
      if (socket.writable) {
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${body}`);
      }
      socket.destroy(error);
    },
  };
}
