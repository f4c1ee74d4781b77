import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseSitemapName } from '../../services/seo/sitemap';
import { errorBody } from '../errors';

/** Crawlers fetch these a few times a day; an hour keeps a catalog change from waiting long. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** The public address the request was made to, as the request-target plugin and the proxy settings read it. */
function requestUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host || 'localhost'}${request.url}`;
}

/** The catalog version (and the origin the addresses name) identify a sitemap's contents. */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  void reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  const ifNoneMatch = request.headers['if-none-match'];
  return ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);
}

function etagOf(version: number, origin: string): string {
  return `W/"${version}-${Buffer.from(origin).toString('base64url')}"`;
}

/** GET /robots.txt, GET /sitemap.xml (a sitemap index) and GET /sitemaps/{kind}-{n}.xml: the same for every visitor. */
export const seoApi: FastifyPluginAsync = async (app) => {
  const { seo } = app.services;
  const shared = { config: { sameForEveryVisitor: true } };

  app.get('/robots.txt', shared, async (request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(seo.robotsTxt(seo.origin(requestUrl(request)))),
  );

  app.get('/sitemap.xml', shared, async (request, reply) => {
    const origin = seo.origin(requestUrl(request));
    const index = await seo.sitemapIndex(origin);
    if (notModified(request, reply, etagOf(index.version, origin))) return reply.status(304).send();
    return reply.type(XML).send(index.xml);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', shared, async (request, reply) => {
    const name = parseSitemapName(request.params.name);
    const origin = seo.origin(requestUrl(request));
    const body = name ? await seo.sitemap(name.kind, name.number, origin) : null;
    if (!body) return reply.status(404).type('application/json; charset=utf-8').send(errorBody('not_found'));
    if (notModified(request, reply, etagOf(body.version, origin))) return reply.status(304).send();
    return reply.type(XML).send(Readable.from(body.chunks));
  });
};
