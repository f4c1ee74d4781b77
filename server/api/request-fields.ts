import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../errors';

/** Form fields arrive as strings (or arrays of strings when repeated); JSON may send numbers. */
export const idSchema = z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/)]).transform(Number).pipe(z.number().int().positive().max(2_147_483_647));
export const optionalId = z.union([idSchema, z.literal(''), z.null()]).optional().transform((v) => (typeof v === 'number' ? v : null));
export const textField = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max));

/** The parsed body as a record (form or JSON); anything else (none, a raw buffer) is an empty one. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Buffer.isBuffer(body) ? (body as Record<string, unknown>) : {};
}

/** A plain form post (no JavaScript), answered with a redirect to a page rather than JSON. */
export function isPlainFormPost(request: FastifyRequest): boolean {
  return request.headers['x-requested-with'] !== 'XMLHttpRequest' && (request.headers.accept ?? '').includes('text/html');
}

/** 422 with the message under its field. */
export function invalid(reply: FastifyReply, field: string, message: string): FastifyReply {
  return reply.status(422).send(errorBody('validation_failed', message, { [field]: [message] }));
}
