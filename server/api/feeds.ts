import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FeedBody } from '../../services/feeds/feed-service';

/** Comparison sites fetch a feed a few times a day; an hour keeps a price change from waiting long. */
const CACHE_CONTROL = 'public, max-age=3600';

function requestUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host || 'localhost'}${request.url}`;
}

/** A feed streamed as it is read from the database, or 304 when the client holds this catalog version's feed. */
function sendFeed(request: FastifyRequest, reply: FastifyReply, origin: string, feed: FeedBody, contentType: string) {
  const etag = `W/"${feed.tag}-${Buffer.from(origin).toString('base64url')}"`;
  void reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
  return reply.type(contentType).send(Readable.from(feed.chunks));
}

/** GET /feeds/google.xml (Google Merchant Center) and GET /feeds/prisjakt.csv (Prisjakt, PriceRunner): docs/feeds.md. */
export const feedsApi: FastifyPluginAsync = async (app) => {
  const { seo, feeds } = app.services;
  const shared = { config: { sameForEveryVisitor: true } };

  app.get('/feeds/google.xml', shared, async (request, reply) => {
    const origin = seo.origin(requestUrl(request));
    return sendFeed(request, reply, origin, await feeds.google(origin), 'application/xml; charset=utf-8');
  });

  app.get('/feeds/prisjakt.csv', shared, async (request, reply) => {
    const origin = seo.origin(requestUrl(request));
    return sendFeed(request, reply, origin, await feeds.prisjakt(origin), 'text/csv; charset=utf-8');
  });
};
