import type { FastifyPluginAsync } from 'fastify';
import { parseFilterQuery } from '../../domain/filter-query';
import { includesVatFor } from '../../services/session-service';

/** Longest query string read; anything beyond is cut before parsing (the parser caps every part anyway). */
const MAX_QUERY_LENGTH = 16_384;

/** Catalog calls: GET /produkter/filtrera (the filtered listing as JSON). */
export const catalogApi: FastifyPluginAsync = async (app) => {
  app.get('/produkter/filtrera', async (request, reply) => {
    const raw = request.url.indexOf('?') >= 0 ? request.url.slice(request.url.indexOf('?') + 1, request.url.indexOf('?') + 1 + MAX_QUERY_LENGTH) : '';
    const query = parseFilterQuery(new URLSearchParams(raw));
    // Reads the session when there is one; never creates one (the call is a cacheable read).
    const session = await request.findSession();
    const json = await app.services.filter.filterJson(query, { includesVat: includesVatFor(session) });
    return reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8').send(json);
  });
};
