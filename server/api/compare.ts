import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { sv } from '../../common/copy/sv';
import { MAX_COMPARED } from '../../domain/compare';
import type { CompareIndexResponse } from '../../common/contract/compare';
import type { CompareResult } from '../../services/compare/compare-service';
import { displayFor, shownInclVat } from '../../services/accounts/viewer-display';
import { errorBody, errorCatalogue } from '../errors';
import { bodyOf, idSchema, invalid, invalidField, textField } from './request-fields';
import type { CompareSuggestion } from '../../common/contract/search';
import * as CALLS from '../../common/web/call-paths';

const productSchema = z.object({ product_id: idSchema });
const searchSchema = z.object({ text: textField(200).optional().default('') });

/** A search form is a few hundred bytes; anything near this is not one. */
const SEARCH_BODY_LIMIT = 16 * 1024;
const NOT_FOUND = errorCatalogue.product_not_found.message;

function sendChange(reply: FastifyReply, result: CompareResult): FastifyReply {
  if (result.ok) return reply.send(result.list);
  if (result.reason === 'full') return invalid(reply, 'product_id', sv.compare.full(MAX_COMPARED));
  return reply.status(404).send(errorBody('product_not_found', undefined, { product_id: [NOT_FOUND] }));
}

/**
 * The compare calls of storefront.md section 7: the visitor's compare list (kept in the session, at most four) and
 * the compare page's product search (the search engine's compare suggestions).
 */
export const compareApi: FastifyPluginAsync = async (app) => {
  const compare = app.services.compare;

  // The spec's compare search posts multipart form data; undici's Fetch body reader parses it, so no multipart
  // plugin is needed for one small text field. Scoped to these routes (this plugin is encapsulated).
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: SEARCH_BODY_LIMIT }, (request, body, done) => {
    new Response(new Uint8Array(body as Buffer), { headers: { 'content-type': request.headers['content-type'] ?? '' } })
      .formData()
      .then((form) => {
        const fields: Record<string, string> = {};
        // Files have no place in this form: only text fields are read.
        for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
        done(null, fields);
      })
      .catch(() => done(Object.assign(new Error('Unreadable multipart body'), { statusCode: 400 }), undefined));
  });

  app.get(CALLS.compareIndex, async (request, reply): Promise<CompareIndexResponse> => {
    void reply.header('cache-control', 'private, no-store');
    // Reads the session when there is one; never creates one.
    const session = await request.findSession();
    return compare.list(session, await displayFor(session, app.services));
  });

  app.post(CALLS.compareStore, async (request, reply) => {
    const parsed = productSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, 'product_id', NOT_FOUND);
    const session = await request.session();
    return sendChange(reply, await compare.store(session, parsed.data.product_id, await displayFor(session, app.services)));
  });

  app.post(CALLS.compareDelete, async (request, reply) => {
    const parsed = productSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalid(reply, 'product_id', NOT_FOUND);
    const session = await request.session();
    return reply.send(await compare.remove(session, parsed.data.product_id, await displayFor(session, app.services)));
  });

  app.post(CALLS.compareClear, async (request, reply) => reply.send(await compare.clear(await request.session())));

  app.post(CALLS.compareSearch, async (request, reply): Promise<CompareSuggestion[] | FastifyReply> => {
    const parsed = searchSchema.safeParse(bodyOf(request));
    if (!parsed.success) return invalidField(reply, 'text', parsed.error, sv.compare.searchFailed);
    const session = await request.findSession();
    return app.services.search.compareSuggestions(parsed.data.text, { includesVat: await shownInclVat(session, app.services.catalog) });
  });
};
