import path from 'node:path';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Services } from '../../services/container';
import { appendVary, fetchBodyForReply, negotiateEncoding } from '../http-compression';

export interface ReactRouterPluginOptions {
  development: boolean;
  buildDir: string;
  services: Services;
  /** Largest form body a page action accepts. */
  bodyLimit: number;
}

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** What scripts/precompress.ts writes .br and .gz copies of (or one of those copies itself). */
const PRECOMPRESSED_FILE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map|webmanifest|br|gz)$/i;

/**
 * Mounts the React Router app as the catch-all: the Node request becomes a Fetch Request,
 * React Router renders (streaming), and the Response streams back through Fastify.
 * In development Vite runs in middleware mode inside this server.
 */
export const reactRouterPlugin = fp<ReactRouterPluginOptions>(
  async (app, options) => {
    let handle: ReturnType<typeof createRequestHandler>;
    if (options.development) {
      const { createServer } = await import('vite');
      const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
      const middie = await import('@fastify/middie');
      await app.register(middie.default);
      app.use(vite.middlewares);
      app.addHook('onClose', async () => vite.close());
      handle = createRequestHandler(
        () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
        'development',
      );
    } else {
      const serverEntry = path.join(options.buildDir, 'server', 'index.js');
      const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
      handle = createRequestHandler(build, 'production');
      await app.register(fastifyStatic, {
        root: path.join(options.buildDir, 'client'),
        prefix: '/',
        wildcard: false,
        decorateReply: false,
        index: false,
        // The build writes .br and .gz beside every compressible file (scripts/precompress.ts): they are sent as
        // files, never compressed per request.
        preCompressed: true,
        // Without this, send's own 'public, max-age=0' replaced the header set below.
        cacheControl: false,
        setHeaders(res, filePath) {
          // Vite fingerprints everything under assets/, so those files never change.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
          // A file with compressed copies is answered by Accept-Encoding.
          if (PRECOMPRESSED_FILE.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }

    await app.register(async (pages) => {
      // Page actions read their own bodies (React Router parses forms), so keep them raw.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_req, body, done) =>
        done(null, body),
      );
      pages.route({
        method: [...PAGE_METHODS],
        url: '*',
        handler: async (request, reply) => {
          const session = await request.session();
          const response = await handle(toFetchRequest(request, reply), {
            services: options.services,
            session,
            csrfToken: session.csrfToken,
            scriptNonce: reply.scriptNonce,
          });
          return sendFetchResponse(request, reply, response);
        },
      });
    });
  },
  { name: 'react-router', dependencies: ['session'] },
);

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host || 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

async function sendFetchResponse(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  // Every page carries the session's CSRF token and cart: never shared, and it differs per cookie and encoding.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
  appendVary(reply, 'Accept-Encoding', 'Cookie');
  if (!response.body) return reply.send();
  const encoding = request.method === 'HEAD' ? null : negotiateEncoding(request.headers['accept-encoding']);
  return reply.send(await fetchBodyForReply(reply, response.body as WebReadableStream<Uint8Array>, encoding));
}
