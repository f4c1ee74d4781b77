import type { FastifyPluginAsync } from 'fastify';
import { parseFilterQuery } from '../../domain/filter-query';

/** Longest query string read; anything beyond is cut before parsing (the parser caps every part anyway). */
const MAX_QUERY_LENGTH = 16_384;

/** Private customers see prices incl. VAT; a company session (customer_type 'company') excl. VAT. */
export function includesVatFor(data: Record<string, unknown> | undefined): boolean {
  return data?.customer_type !== 'company';
}

/** Catalog calls: GET /produkter/filtrera (the filtered listing as JSON). */
export const catalogApi: FastifyPluginAsync = async (app) => {
  app.get('/produkter/filtrera', async (request, reply) => {
    const raw = request.url.indexOf('?') >= 0 ? request.url.slice(request.url.indexOf('?') + 1, request.url.indexOf('?') + 1 + MAX_QUERY_LENGTH) : '';
    const query = parseFilterQuery(new URLSearchParams(raw));
    // Reads the session when there is one; never creates one (the call is a cacheable read).
    const session = await request.findSession();
    const result = await app.services.filter.filter(query, { includesVat: includesVatFor(session?.data) });
    void reply.header('cache-control', 'private, no-cache');
    return result;
  });
};
