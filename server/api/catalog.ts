import type { FastifyPluginAsync } from 'fastify';
import { parseFilterQuery } from '../../domain/filter-query';
import { displayFor } from '../../services/accounts/viewer-display';
import { menuTree } from '../../services/catalog/menu-tree';
import * as CALLS from '../../common/web/call-paths';

/** Longest query string read; anything beyond is cut before parsing (the parser caps every part anyway). */
const MAX_QUERY_LENGTH = 16_384;

/** Catalog calls: GET /produkter/filtrera (the filtered listing as JSON), GET /api/menu/:version (the menus' category tree). */
export const catalogApi: FastifyPluginAsync = async (app) => {
  app.get(CALLS.filter, async (request, reply) => {
    const raw = request.url.indexOf('?') >= 0 ? request.url.slice(request.url.indexOf('?') + 1, request.url.indexOf('?') + 1 + MAX_QUERY_LENGTH) : '';
    const query = parseFilterQuery(new URLSearchParams(raw));
    // Reads the session when there is one; never creates one (the call is a cacheable read).
    const session = await request.findSession();
    const json = await app.services.filter.filterJson(query, await displayFor(session, app.services));
    return reply.header('cache-control', 'private, no-cache').type('application/json; charset=utf-8').send(json);
  });

  // The same for every visitor: serialised once per catalog version. The address names the version, so the answer
  // to the current one never changes and is cached for good; an older version's address gets the current tree, uncached.
  let menu: { version: number; json: string } | null = null;
  app.get<{ Params: { version: string } }>('/api/menu/:version', { config: { sameForEveryVisitor: true } }, async (request, reply) => {
    const snapshot = await app.services.catalog.snapshot();
    if (menu?.version !== snapshot.version) menu = { version: snapshot.version, json: JSON.stringify({ version: snapshot.version, categories: menuTree(snapshot.categories) }) };
    const current = request.params.version === String(snapshot.version);
    return reply
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .type('application/json; charset=utf-8')
      .send(menu.json);
  });
};
