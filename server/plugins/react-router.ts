import path from 'node:path';
import { consentVariant, readConsent } from '../../domain/consent';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { isbot } from 'isbot';
import type { Services } from '../../services/container';
import type { Session } from '../../services/session-service';
import { acceptedEncodings, appendVary, COMPRESSION_THRESHOLD, compressBuffer, fetchBodyForReply, negotiateEncoding } from '../http-compression';
import { gzipSharedPage, plainSharedPage } from '../shared-page-gzip';
import { assertFillable, badgeMarks, mayBeShared, sharedPageOf, slotValues, SLOTS, type SharedPage, type SharedPageCache, type VisitorValues } from '../shared-pages';
import { fillingStream } from '../slot-stream';
import { createPageShopper, priceViewKey, type PageShopper } from '../../services/pages/page-shopper';
import { foldedPath, isBackOfficePath } from '../../domain/back-office';

export interface ReactRouterPluginOptions {
  development: boolean;
  buildDir: string;
  services: Services;
  /** Largest form body a page action accepts. */
  bodyLimit: number;
  /** Where pages are shared by price view (docs/decisions/016); null renders every page. */
  sharedPages: SharedPageCache | null;
}

/** A page larger than this is never kept for sharing. */
const MAX_SHARED_PAGE_BYTES = 2 * 1024 * 1024;

export const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
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

    const shopperOf = createPageShopper(options.services);
    const render = async (request: FastifyRequest, reply: FastifyReply, session: Session, values: VisitorValues, shopper: () => Promise<PageShopper>, sharing = { shareable: false }) =>
      handle(toFetchRequest(request, reply), {
        services: options.services,
        session,
        csrfToken: values.csrfToken,
        scriptNonce: values.scriptNonce,
        sharing,
        shopper,
        staff: isBackOfficePath(foldedPath(request.url)) ? await request.staffSession() : null,
      });

    await app.register(async (pages) => {
      // Page actions read their own bodies (React Router parses forms), so keep them raw.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_req, body, done) =>
        done(null, body),
      );
      pages.route({
        method: [...PAGE_METHODS],
        url: '*',
        // React Router matches the decoded path without regard to case: the gate reads the page's role the same way.
        config: { access: 'page' },
        handler: async (request, reply) => {
          const session = (await request.findSession()) ?? (await request.session());
          // A page that may be kept for sharing is rendered with random marks where the cart badge goes and streams
          // to its shopper with their own values in their place; it is kept with the marks (docs/decisions/016). The
          // token and the nonce are random, so they are their own marks. Made for a render only: a kept page needs none.
          const marksForRender = (): VisitorValues => ({ csrfToken: session.csrfToken, scriptNonce: reply.scriptNonce, ...badgeMarks() });
          const sharing = { shareable: false };
          let ownCartGiven = false;
          const valuesOf = (shopper: PageShopper): VisitorValues => {
            const own = { csrfToken: session.csrfToken, scriptNonce: reply.scriptNonce, cartCount: shopper.badge.count, cartTotal: shopper.badge.total, cartLabel: shopper.badge.label };
            assertFillable(own);
            return own;
          };
          // The shopper of a page rendered for them alone: their own cart and badge, read when a loader asks (after
          // an action, which may change the cart).
          const alone = async (): Promise<PageShopper> => {
            ownCartGiven = true;
            return shopperOf(session, false);
          };

          if (request.method !== 'GET' || !mayBeShared(request.url) || !options.sharedPages) {
            return sendFetchResponse(request, reply, await render(request, reply, session, marksForRender(), alone));
          }
          const cache = options.sharedPages;
          const shopper = await shopperOf(session, true);
          const values = valuesOf(shopper);
          const key = `${await sharedPageKey(options.services, request)}|${priceViewKey(shopper)}`;
          const page = await cache.find(key);
          if (page) return sendSharedPage(request, reply, page, values);
          const marks = marksForRender();
          const fill = (response: Response, recorded?: WebReadableStream<Uint8Array>) => {
            const body = recorded ?? (response.body as WebReadableStream<Uint8Array> | null);
            if (!body) return response;
            return new Response(fillingStream(body, new Map(SLOTS.map((slot) => [marks[slot], values[slot]]))) as ReadableStream<Uint8Array>, response);
          };
          // A page loader that may be shared says so first thing; every loader has started once the events queued
          // now have run. A page that is not shareable (the cart, the checkout) carries the shopper's own cart, so
          // that it is right without JavaScript; such a page is never kept, whatever its loader said later.
          const forRender = async (): Promise<PageShopper> => {
            await new Promise((resolve) => setImmediate(resolve));
            if (!sharing.shareable) return alone();
            return { ...shopper, badge: { count: marks.cartCount, total: marks.cartTotal, label: marks.cartLabel } };
          };
          const pending = cache.begin(key);
          if (!pending) return sendFetchResponse(request, reply, fill(await render(request, reply, session, marks, forRender, sharing)));
          const before = sessionState(session);
          let response: Response;
          try {
            response = await render(request, reply, session, marks, forRender, sharing);
          } catch (error) {
            pending.settle(null);
            throw error;
          }
          if (!sharing.shareable || ownCartGiven || response.status !== 200 || !response.body || response.headers.has('set-cookie')) {
            pending.settle(null);
            return sendFetchResponse(request, reply, fill(response));
          }
          const recorded = recordBody(response.body as WebReadableStream<Uint8Array>, (text) =>
            pending.settle(text === null || ownCartGiven || sessionState(session) !== before ? null : sharedPageOf(response.status, [...response.headers], text, marks)),
          );
          return sendFetchResponse(request, reply, fill(response, recorded));
        },
      });
    });
  },
  { name: 'react-router', dependencies: ['session', 'back-office'] },
);

/**
 * Which shared page a request asks for: the address (with its query) on this host, whether a crawler asks (it gets
 * the whole document at once, a browser a streamed one) and the catalog's generation, which moves with every catalog
 * or settings change and every order that changes stock, so a kept page never outlives what it shows.
 */
async function sharedPageKey(services: Services, request: FastifyRequest): Promise<string> {
  const [snapshot, index] = await Promise.all([services.catalog.snapshot(), services.catalogIndex.current()]);
  const userAgent = request.headers['user-agent'];
  const crawler = userAgent !== undefined && isbot(userAgent);
  // A visitor who has not chosen gets the consent modal in the page, one with functional consent the third-party
  // images (app/lib/chrome.server.ts).
  const consent = consentVariant(readConsent(request.cookies));
  return `${snapshot.version}.${index.version}.${services.catalog.cardGeneration()}|${crawler ? 'bot' : 'browser'}|${consent}|${request.host}|${request.url}`;
}

/** What a render may store for its session: a page that stored anything was that shopper's own, never kept. */
function sessionState(session: Session): string {
  return JSON.stringify([session.persisted === true, session.customerId, session.data]);
}

/**
 * The body as it streams to the visitor, with its text handed to onEnd once it is whole (null when the visitor went
 * away, the render failed or the page is too large to keep).
 */
function recordBody(body: WebReadableStream<Uint8Array>, onEnd: (text: string | null) => void): WebReadableStream<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let ended = false;
  const end = (text: string | null) => {
    if (ended) return;
    ended = true;
    onEnd(text);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          controller.close();
          end(size <= MAX_SHARED_PAGE_BYTES ? Buffer.concat(chunks).toString('utf8') : null);
          return;
        }
        size += chunk.value.byteLength;
        if (size <= MAX_SHARED_PAGE_BYTES) chunks.push(chunk.value);
        controller.enqueue(chunk.value);
      } catch (error) {
        end(null);
        controller.error(error);
      }
    },
    async cancel(reason) {
      end(null);
      await reader.cancel(reason);
    },
  }) as WebReadableStream<Uint8Array>;
}

/** A shared page filled with this visitor's values, compressed for them when they accept it. */
async function sendSharedPage(request: FastifyRequest, reply: FastifyReply, page: SharedPage, values: VisitorValues): Promise<FastifyReply> {
  reply.status(page.status);
  for (const [name, value] of page.headers) if (name !== 'content-length') reply.header(name, value);
  sendPageHeaders(reply);
  const filled = slotValues(page, values);
  const length = filled.reduce((sum, value) => sum + value.length, page.bytes.length);
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('gzip') && length >= COMPRESSION_THRESHOLD) return reply.header('content-encoding', 'gzip').send(gzipSharedPage(page.bytes, filled));
  const body = plainSharedPage(page.bytes, filled);
  if (body.length < COMPRESSION_THRESHOLD || !accepted.has('br')) return reply.send(body);
  return reply.header('content-encoding', 'br').send(await compressBuffer(body, 'br'));
}

/** Every page carries the session's CSRF token and cart: never shared by a cache, and it differs per cookie and encoding. */
function sendPageHeaders(reply: FastifyReply): void {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
  appendVary(reply, 'Accept-Encoding', 'Cookie');
}

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
  sendPageHeaders(reply);
  if (!response.body) return reply.send();
  const encoding = request.method === 'HEAD' ? null : negotiateEncoding(request.headers['accept-encoding']);
  return reply.send(await fetchBodyForReply(reply, response.body as WebReadableStream<Uint8Array>, encoding));
}
