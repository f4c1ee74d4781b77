import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commerceRefusal, type CommerceCall } from '../../domain/commerce-gate';
import { sendError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a cart or checkout route does, for the site settings' gate (domain/commerce-gate.ts): 'cart' unless it says
     * otherwise; 'open' for a route the gate leaves alone (the card provider's return to an order already placed).
     */
    commerceCall?: CommerceCall | 'open';
  }
}

/**
 * Refuses the routes of the plugin it is added to while the site settings say so: ecommerceDisabled refuses every
 * one (403 'Webbutiken tar inte emot beställningar just nu.'), offer mode refuses placing orders. A call gets the
 * JSON error, a plain form post the Swedish error page. Settings are read from the catalog snapshot (re-read every 2 s).
 */
export function addCommerceGate(app: FastifyInstance, fallback: CommerceCall): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const call = request.routeOptions.config.commerceCall ?? fallback;
    if (call === 'open') return;
    const { settings } = await app.services.catalog.snapshot();
    const refusal = commerceRefusal(settings, call);
    if (refusal === null) return;
    void reply.header('cache-control', 'private, no-store');
    sendError(request, reply, refusal);
    return reply;
  });
}
