import './node-env';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { projectRoot } from './project-root';
import { connectDatabase, type DatabaseHandle } from '../db/connect';
import { prepareShopDatabase } from './prepare-database';
import { createServices, type Services } from '../services/container';
import type { Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import type { Database } from '../db/schema';
import type { AppConfig } from './env';
import { errorBody, handleError, outOfCycleErrorHandlers, sendError } from './errors';
import { appendVary, compressOptions } from './http-compression';
import { loggerOptions } from './logger';
import { cartApi } from './api/cart';
import { checkoutApi } from './api/checkout';
import { providerCallbacksApi } from './api/provider-callbacks';
import { compareApi } from './api/compare';
import { reviewsApi } from './api/reviews';
import { accountApi } from './api/account';
import { newsletterApi } from './api/newsletter';
import { productWidgetsApi } from './api/product-widgets';
import { catalogApi } from './api/catalog';
import { consentApi } from './api/consent';
import { returnsApi } from './api/returns';
import { backOfficeApi } from './api/back-office';
import { catalogStructureApi } from './api/catalog-structure';
import { catalogCsvApi } from './api/catalog-csv';
import { accountingExportApi } from './api/accounting-export';
import { backOfficeOperationsApi } from './api/back-office-operations';
import { invoicesApi } from './api/invoices';
import { invoicePaymentsApi } from './api/invoice-payments';
import { codeLifecycleApi } from './api/code-lifecycle';
import { productAdminApi } from './api/product-admin';
import { brandLogoApi } from './api/brand-logo';
import { checkoutOptionImagesApi } from './api/checkout-option-images';
import { devBarApi } from './api/dev-bar';
import { backOfficePlugin } from './plugins/back-office';
import { csrfPlugin } from './plugins/csrf';
import { inputGuardPlugin } from './plugins/input-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { PAGE_METHODS, reactRouterPlugin } from './plugins/react-router';
import { searchApi } from './api/search';
import { seoApi } from './api/seo';
import { feedsApi } from './api/feeds';
import { createSecurityHeaders, securityHeadersPlugin } from './plugins/security-headers';
import { requestTargetPlugin } from './plugins/request-target';
import { housekeepingPlugin } from './plugins/housekeeping';
import { sessionPlugin } from './plugins/session';
import { statementCountPlugin } from './plugins/statement-count';
import { createSharedPageCache, type SharedPageCache } from './shared-pages';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { healthRoutes } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { createShopMetrics, type ShopMetrics } from './metrics/shop-metrics';
import { measuredFetch } from './metrics/measured-fetch';
import { createOperationsRepository } from '../db/repositories/operations-repository';
import { listenForCatalogChanges } from '../db/catalog-notifications';
import { klarnaSimulator } from '../simulators/klarna-simulator';
import { swishSimulator } from '../simulators/swish-simulator';
import { wasaSimulator } from '../simulators/wasa-simulator';
import { sveaSimulator } from '../simulators/svea-simulator';
import { providerCspHosts, providerSetup } from './payment-providers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer does not depend on the session (no `Vary: Cookie`), e.g. the menu's category tree. */
    sameForEveryVisitor?: boolean;
  }
  interface FastifyInstance {
    database: DatabaseHandle;
    services: Services;
    /** Pages kept for visitors without a stored session (docs/decisions/016); null without pages or in development. */
    sharedPages: SharedPageCache | null;
    /** Starting, ready or draining, as /readyz reports it; main.ts drains it on SIGTERM. */
    lifecycle: Lifecycle;
  }
}

export interface BuildOptions {
  /** Skip the React Router pages (API-only tests). */
  pages?: boolean;
  now?: () => Date;
  /**
   * Return (and so listen) before the catalog index is built: /readyz answers 503 meanwhile and requests that need
   * the index wait for it. The server does this; tests build the index first.
   */
  startInBackground?: boolean;
  /** The database is migrated and seeded already (a cluster worker: the primary did it once for all). */
  databasePrepared?: boolean;
  /** How /metrics reads its figures from this process's registry (a cluster worker asks the primary for all workers'). */
  readMetrics?: (registry: Registry) => () => Promise<string>;
}

const PROJECT_ROOT = projectRoot();
const BODY_LIMIT = 1024 * 1024;
/**
 * Shared pages live as long as a product card (services/catalog/catalog-service.ts): what they show is at most as
 * old as the cards a fresh render would use.
 */
const SHARED_PAGE_TTL_MS = 30_000;
/**
 * In bytes the kept pages hold (SharedPage.size, their deflate data): some 750 category pages of 125 kB at 21 kB each.
 */
const SHARED_PAGES_MAX_SIZE = 16 * 1024 * 1024;
const SHARED_PAGE_WAIT_MS = 1_000;

/** The calls of storefront.md section 7 whose paths lie outside /api/, with the methods they take. */
const CALLS_OUTSIDE_API: readonly (readonly [string, readonly string[]])[] = [
  ['/produkter/filtrera', ['GET', 'HEAD']],
  ['/produkter/autocomplete', ['GET', 'HEAD']],
  ['/produkter/sok_for_jamfor', ['POST']],
  ['/retur-och-reklamation/find-order', ['POST']],
  ['/retur-och-reklamation/store', ['POST']],
];

/** Builds the whole shop on one Fastify instance; never listens (main.ts does). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const securityHeaders = createSecurityHeaders({
    development: config.env === 'development',
    hsts: config.publicUrl?.startsWith('https://') === true,
    providerHosts: providerCspHosts(config),
  });
  const app = Fastify({
    logger: loggerOptions(config.logLevel, process.stdout.isTTY === true),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A request that reaches a closing server on a kept-alive connection is served (with Connection: close), not
    // refused: a graceful restart loses no request (server/graceful-shutdown.ts).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ...outOfCycleErrorHandlers(() => securityHeaders.forAnswer()),
  });

  const database = await connectDatabase({
    url: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema: config.pgSchema,
    onConnectionLost: (error) => app.log.warn({ err: error }, 'PostgreSQL ended an idle connection; the pool opens another when asked'),
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  if (options.databasePrepared !== true) await prepareShopDatabase(database.db, config, (message) => app.log.info(message));

  const metrics = createShopMetrics();
  const providers = providerSetup(config, () => app, (provider, fetch) => measuredFetch(metrics, provider, fetch));
  const services = startServices(app, database.db, config, options, providers, metrics);
  const lifecycle = createLifecycle();
  app.decorate('lifecycle', lifecycle);
  // The facet index is built before the shop is ready (its build time is logged); later rebuilds run in the background.
  lifecycle.startWith(services.catalogIndex.build());
  if (options.startInBackground !== true) {
    await lifecycle.started;
    if (lifecycle.startFailure !== null) throw lifecycle.startFailure;
  }

  app.setErrorHandler(handleError);
  // While draining, every answer closes its connection: a kept-alive one would hold the closing server open until
  // its keep-alive timeout (72 s), long after the last request in flight was answered.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.phase === 'draining') void reply.header('connection', 'close');
  });
  await app.register(metricsPlugin, { metrics, ...config.metrics, read: options.readMetrics?.(metrics.registry) });
  // Counting statements keeps an AsyncLocalStorage alive on every request, which slows every await a little:
  // tests and development count (and send the count), production does not.
  if (config.env !== 'production') await app.register(statementCountPlugin, { expose: true });
  await app.register(securityHeadersPlugin, { headers: securityHeaders });
  await app.register(requestTargetPlugin);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await app.register(sessionPlugin, { sessions: services.sessions, secureCookies: config.secureCookies });
  await app.register(csrfPlugin);
  await app.register(inputGuardPlugin);
  // The back office's gate: staff session, role, its own CSRF token, no-store (issue 18).
  await app.register(backOfficePlugin, { staff: services.staff });
  // Abuse limits on the routes that name one (docs/decisions/012); RATE_LIMITS=off only for load tests.
  if (config.rateLimits) await app.register(rateLimitPlugin, { db: database.db, sessionSecret: config.sessionSecret, now: options.now });
  else app.log.warn('RATE_LIMITS=off: discount codes and orders are not rate-limited');
  await app.register(housekeepingPlugin, { db: database.db, now: options.now });

  await app.register(healthRoutes, { db: database.db, lifecycle, pgSchema: config.pgSchema });
  await registerAssetsAndApi(app, config);
  if (config.paymentSimulators) await registerSimulators(app, providers, services);
  registerCallFallbacks(app);
  await registerPages(app, config, options, services);

  return app;
}

type Providers = ReturnType<typeof providerSetup>;

/** The services, and their background work started with the app and stopped with it. */
function startServices(app: FastifyInstance, db: Kysely<Database>, config: AppConfig, options: BuildOptions, providers: Providers, metrics: ShopMetrics): Services {
  const services = createServices(db, {
    sessionSecret: config.sessionSecret,
    mail: { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir },
    cardProvider: config.cardProvider,
    paymentHoldMinutes: config.paymentHoldMinutes,
    publicUrl: config.publicUrl,
    linkOrigin: config.linkOrigin,
    now: options.now,
    log: (message) => app.log.info(message),
    klarna: providers.klarna,
    swish: providers.swish,
    wasa: providers.wasa,
    svea: providers.svea,
    providerLog: (message, fields) => app.log.warn({ ...fields }, message),
    uploadsDir: config.uploadsDir,
    indexWorker: config.indexWorker ? { database: { url: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema: config.pgSchema } } : null,
    orderPlaced: (paymentHandler) => metrics.ordersPlaced.inc({ payment_type: paymentHandler }),
  });
  app.decorate('services', services);
  const operations = createOperationsRepository(db);
  metrics.watch({ queues: () => operations.queueFigures(options.now?.() ?? new Date()), sharedPages: () => app.sharedPages?.stats() ?? null });
  // Background work of the order path: mail left in the outbox (also by a crash) and expired payment holds.
  app.addHook('onReady', async () => {
    services.outbox.start();
    services.paymentHolds.start();
    services.saleScheduler.start();
    // Provider refunds left pending (a crash between a cancellation and its provider call) are made on start.
    services.refunds.sweeper.start();
  });
  // On PostgreSQL a catalog change in any process reaches this one's caches at once (LISTEN/NOTIFY, issue 32).
  const databaseUrl = config.databaseUrl;
  let catalogNotifications: ReturnType<typeof listenForCatalogChanges> | null = null;
  if (databaseUrl) {
    app.addHook('onReady', async () => {
      catalogNotifications = listenForCatalogChanges(databaseUrl, config.pgSchema ?? 'public', {
        changed: (version) => services.catalogWatch.announcedVersion(version),
        connected: (live) => services.catalogWatch.announcing(live),
        log: (message) => app.log.warn(message),
      });
    });
  }
  app.addHook('onClose', async () => {
    await catalogNotifications?.stop();
    await services.refunds.sweeper.stop();
    await services.saleScheduler.stop();
    await services.paymentHolds.stop();
    await services.outbox.stop();
    await services.catalogIndex.close();
  });
  return services;
}

async function registerAssetsAndApi(app: FastifyInstance, config: AppConfig): Promise<void> {
  // Product images seldom change under the same name: browsers keep them for 30 days, then revalidate by ETag.
  // The demo images are SVG, which is text: compressed like the JSON (photos are not, their types are left alone).
  await app.register(async (uploads) => {
    await uploads.register(compress, { ...compressOptions, global: true });
    await uploads.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/assets/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '30d',
      etag: true,
      lastModified: true,
    });
  });

  await app.register(async (api) => {
    // JSON answers compressed (brotli or gzip, from 1 kB); nearly every one reads the session (the cart, or prices
    // with or without VAT), so caches keep them apart by cookie too, unless the route says it is the same for all.
    await api.register(compress, { ...compressOptions, global: true });
    // Lower case, as @fastify/compress looks for it (it would add a second accept-encoding otherwise).
    api.addHook('onSend', async (request, reply) =>
      request.routeOptions.config.sameForEveryVisitor ? appendVary(reply, 'accept-encoding') : appendVary(reply, 'accept-encoding', 'cookie'));
    await api.register(catalogApi);
    await api.register(searchApi);
    await api.register(cartApi);
    await api.register(checkoutApi);
    await api.register(providerCallbacksApi);
    await api.register(compareApi);
    await api.register(seoApi);
    await api.register(feedsApi);
    await api.register(reviewsApi);
    await api.register(productWidgetsApi);
    await api.register(consentApi, { secureCookies: config.secureCookies });
    await api.register(returnsApi);
    await api.register(accountApi);
    await api.register(newsletterApi);
    await api.register(backOfficeApi, { secureCookies: config.secureCookies });
    await api.register(catalogStructureApi);
    await api.register(catalogCsvApi);
    await api.register(accountingExportApi);
    await api.register(backOfficeOperationsApi);
    await api.register(invoicesApi);
    await api.register(invoicePaymentsApi);
    await api.register(codeLifecycleApi);
    await api.register(productAdminApi);
    await api.register(brandLogoApi);
    await api.register(checkoutOptionImagesApi);
    await api.register(devBarApi);
  });
}

/** The payment provider simulators (demo and test mode only), under /_simulators/. */
async function registerSimulators(app: FastifyInstance, providers: Providers, services: Services): Promise<void> {
  await app.register(klarnaSimulator({ ...providers.simulatorCredentials, http: providers.http, log: (message) => app.log.warn(message) }));
  await app.register(swishSimulator({ certificate: providers.swishCertificate, http: providers.http, log: (message) => app.log.warn(message) }));
  await app.register(wasaSimulator({ ...providers.wasaSimulatorCredentials, http: providers.http, log: (message) => app.log.warn(message) }));
  await app.register(sveaSimulator({
    ...providers.sveaSimulatorCredentials, http: providers.http, log: (message) => app.log.warn(message),
    // The demo's Svea account offers the shop's own campaigns (those the product page shows).
    campaigns: async () => (await services.catalog.snapshot()).settings.sveaCampaigns,
  }));
}

function registerCallFallbacks(app: FastifyInstance): void {
  // Unknown JSON calls answer JSON, not the HTML 404 page.
  app.all('/api/*', async (_request, reply) => reply.status(404).send(errorBody('not_found')));

  // The spec's calls outside /api/ (storefront.md section 7) answer another method as a call: 405 in the error shape
  // (a page to a browser) naming the method they take, not the page handler's HTML 404 or 405.
  for (const [url, allowed] of CALLS_OUTSIDE_API) {
    app.route({
      method: PAGE_METHODS.filter((method) => !allowed.includes(method)),
      url,
      handler: async (request, reply) => {
        void reply.header('allow', allowed.join(', '));
        sendError(request, reply, 'method_not_allowed');
        return reply;
      },
    });
  }
  // Every call of cart-and-checkout.md lies under /checkoutv3/ and is declared above; the only page there is /checkoutv3
  // itself. Any other path or method under it is a call that does not exist: 404 in the error shape (the Swedish
  // error page to a browser), not the shop's HTML 404 page to a script that reads JSON.
  app.route({
    method: [...PAGE_METHODS],
    url: '/checkoutv3/*',
    handler: async (request, reply) => {
      sendError(request, reply, 'not_found');
      return reply;
    },
  });
}

/** The React Router pages, behind a short shared cache of anonymous answers; without them, a JSON 404. */
async function registerPages(app: FastifyInstance, config: AppConfig, options: BuildOptions, services: Services): Promise<void> {
  const sharedPages =
    options.pages !== false && config.env !== 'development'
      ? createSharedPageCache({ ttlMs: SHARED_PAGE_TTL_MS, maxSize: SHARED_PAGES_MAX_SIZE, waitMs: SHARED_PAGE_WAIT_MS })
      : null;
  app.decorate('sharedPages', sharedPages);
  if (options.pages !== false) {
    await app.register(reactRouterPlugin, {
      development: config.env === 'development',
      buildDir: path.join(PROJECT_ROOT, 'build'),
      services,
      bodyLimit: BODY_LIMIT,
      sharedPages,
    });
  } else {
    app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(errorBody('not_found')));
  }

}
