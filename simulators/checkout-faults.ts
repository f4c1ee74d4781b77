import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/**
 * The failures each embedded-checkout simulator (Klarna, Svea, Wasa) can be told to play, so the shop's handling of
 * each is tested alike; a simulator adds its own beside them.
 */
export const checkoutFaultFields = {
  /** The create (and update) answer: never in time, 500, or a 200 that is not the provider's answer. */
  fault: z.enum(['timeout', 'error', 'garbage']).nullable().default(null),
  /** The calls after the purchase (read, cancel, refund, status change): never in time, or 500. */
  refund_fault: z.enum(['timeout', 'error']).nullable().default(null),
  /** How long a 'timeout' answer is held back. */
  delay_ms: z.number().int().min(0).max(120_000).default(30_000),
  /** How long reading an order takes (a slow provider: its callback and the shopper's return overlap). */
  read_delay_ms: z.number().int().min(0).max(10_000).default(0),
};

/** The handler of a simulator's `_control/faults`: the failures to play from now on, all at once (unnamed ones reset). */
export function faultControl<S extends z.ZodObject>(schema: S, play: (faults: z.infer<S>) => void) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = schema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: true, message: Object.keys(schema.shape).join(', ') });
    play(parsed.data);
    return parsed.data;
  };
}
