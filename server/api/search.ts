import type { FastifyPluginAsync } from 'fastify';
import { shownInclVat } from '../../services/accounts/viewer-display';
import * as CALLS from '../../common/web/call-paths';

/** Search calls: GET /produkter/autocomplete (the search box's suggestions). */
export const searchApi: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(CALLS.autocomplete, async (request, reply) => {
    // Reads the session when there is one (prices incl. or excl. VAT); never creates one.
    const session = await request.findSession();
    const answer = await app.services.search.suggest(request.query.query, { includesVat: await shownInclVat(session, app.services.catalog) });
    return reply.header('cache-control', 'private, no-cache').send(answer);
  });
};
