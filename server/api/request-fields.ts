import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { svServer } from '../../common/copy/sv';
import { characterLength, hasForbiddenCharacters, MAX_ID } from '../../domain/text-input';
import { errorBody } from '../errors';

/**
 * A row id: form fields arrive as strings (or arrays of strings when repeated), JSON may send numbers. Only 1..MAX_ID
 * (PostgreSQL int4) in plain digits; a float, a negative, an exponent, 'NaN', an array or an object is refused.
 */
export const idSchema = z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/)]).transform(Number).pipe(z.number().int().positive().max(MAX_ID));
export const optionalId = z.union([idSchema, z.literal(''), z.null()]).optional().transform((v) => (typeof v === 'number' ? v : null));

/**
 * The one schema for a text field of any call (docs/decisions/012): a string (or a number, as JSON may send one) of
 * at most `max` characters (code points). Refused, never stripped, when it holds a character no shopper types
 * (NUL and the other C0 controls, DEL, lone surrogates: domain/text-input.ts); a multi-line field (a textarea) may
 * hold tab and line breaks. An array or an object where one value is expected is refused too. The refusal's message
 * is svServer.limits.forbiddenCharacters (see `invalidField`).
 */
export function textField(max: number, options: { multiline?: boolean } = {}) {
  return z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .refine((text) => !hasForbiddenCharacters(text, options), { message: svServer.limits.forbiddenCharacters, abort: true })
        .refine((text) => text.length <= max || characterLength(text) <= max, { message: svServer.limits.tooLong(max) }),
    );
}

/** Whether a parse failed on a forbidden character (its message is then the one to show, not the call's own). */
export function refusedCharacters(error: z.ZodError | undefined): boolean {
  return error?.issues.some((issue) => issue.message === svServer.limits.forbiddenCharacters) ?? false;
}

/**
 * Where a parsed body (form or JSON) holds a character no shopper types, by the multi-line rule, in a key or a
 * string at any depth: the last line of defence for fields a call hands on without a schema of its own (the order
 * form's). Returns the top-level field it was found under ('' when a key itself holds one, or the nesting is deeper
 * than MAX_BODY_DEPTH), or null when the body is clean.
 */
const MAX_BODY_DEPTH = 16;
export function fieldWithForbiddenText(body: Record<string, unknown>): string | null {
  const bad = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return hasForbiddenCharacters(value, { multiline: true });
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
    if (depth >= MAX_BODY_DEPTH) return true;
    if (Array.isArray(value)) return value.some((item) => bad(item, depth + 1));
    return Object.entries(value).some(([key, item]) => hasForbiddenCharacters(key, { multiline: true }) || bad(item, depth + 1));
  };
  for (const [key, value] of Object.entries(body)) {
    if (hasForbiddenCharacters(key, { multiline: true })) return '';
    if (bad(value, 1)) return key;
  }
  return null;
}

/** The parsed body as a record (form or JSON); anything else (none, a raw buffer) is an empty one. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Buffer.isBuffer(body) ? (body as Record<string, unknown>) : {};
}

/** The page of this shop a plain form post came from (its Referer), where its redirect goes back to; else the fallback. */
export function pageBefore(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      const own = new URL(`http://${request.headers.host ?? ''}`);
      if (url.host === own.host && !url.pathname.startsWith('//')) return url.pathname + url.search;
    } catch {
      // Not a URL: the fallback.
    }
  }
  return fallback;
}

/** A plain form post (no JavaScript), answered with a redirect to a page rather than JSON. */
export function isPlainFormPost(request: FastifyRequest): boolean {
  return request.headers['x-requested-with'] !== 'XMLHttpRequest' && (request.headers.accept ?? '').includes('text/html');
}

/** 422 with the message under its field. */
export function invalid(reply: FastifyReply, field: string, message: string): FastifyReply {
  return reply.status(422).send(errorBody('validation_failed', message, { [field]: [message] }));
}

/** 422 for a field whose schema failed: the forbidden-character message when that was why, else the call's own. */
export function invalidField(reply: FastifyReply, field: string, error: z.ZodError | undefined, message: string): FastifyReply {
  return invalid(reply, field, refusedCharacters(error) ? svServer.limits.forbiddenCharacters : message);
}
