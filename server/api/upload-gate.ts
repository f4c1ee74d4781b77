import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfTokenMatches } from '../../services/session-service';
import { AppError, errorBody } from '../errors';

/** Room for the form's other fields and the multipart framing beside the files themselves. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Whether the request declares a body longer than files of `maxFileBytes` (and the form around them) can be. */
export function declaresTooMuch(request: FastifyRequest, maxFileBytes: number, files = 1): boolean {
  return Number(request.headers['content-length']) > maxFileBytes * files + FORM_OVERHEAD_BYTES;
}

/**
 * The back office's uploads are refused before their body is read (docs/decisions/037). The gate has refused anyone
 * without a staff session by then (its onRequest, docs/decisions/034); the upload route then checks the rest of the
 * request's head: the staff session's CSRF token when it comes as a header (419), and a declared length no allowed
 * file fits in (413, answered as the route answers a file over its limit).
 */
export function uploadGate(maxFileBytes: number, tooLarge: (request: FastifyRequest, reply: FastifyReply) => FastifyReply) {
  return async function (request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers['x-csrf-token'];
    if (header !== undefined && !csrfTokenMatches(await request.staffSession(), header)) return reply.status(419).send(errorBody('csrf_token_mismatch'));
    if (declaresTooMuch(request, maxFileBytes)) return tooLarge(request, reply);
  };
}

/**
 * A form posted without script carries the token as its `_token` field, ahead of the file: the token is checked when
 * the file's part begins, before a byte of the file is read (the multipart reader's onFile).
 */
export async function checkTokenBeforeFile(request: FastifyRequest): Promise<void> {
  const field = (request.body as Record<string, { value?: unknown } | undefined> | undefined)?._token;
  const token = request.headers['x-csrf-token'] ?? field?.value;
  // Thrown with the file left unread: the answer goes out and the rest of the body is never taken in.
  if (!csrfTokenMatches(await request.staffSession(), token)) throw new AppError('csrf_token_mismatch');
}

/**
 * An answer given before the whole body arrived closes the connection after it: the client has its answer, and the
 * rest of the body is neither read nor left holding the connection open (the route's onSend).
 */
export async function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.raw.complete) void reply.header('connection', 'close');
}
