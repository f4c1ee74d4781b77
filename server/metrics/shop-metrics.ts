import client from 'prom-client';
import type { QueueFigures } from '../../db/repositories/operations-repository';

/** Seconds, from a fast API answer to a slow page under load. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Providers answer in tens of milliseconds to seconds; the shop gives up at PROVIDER_TIMEOUT_MS (10 s). */
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

export interface MetricSources {
  /** The queues' figures, read when scraped (one set of counts per scrape). */
  queues: () => Promise<QueueFigures>;
  /** The shared page cache's lookups so far; null without one (development). */
  sharedPages: () => { hits: number; misses: number; pages: number; size: number } | null;
}

/**
 * The shop's figures in Prometheus' text format (docs/operations.md names what to alert on). One registry per app,
 * so test apps in one process never mix their figures.
 */
export function createShopMetrics() {
  const registry = new client.Registry();
  // Process memory, CPU, handles, garbage collection and event-loop lag (nodejs_eventloop_lag_*).
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];

  const requestDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (pages are "page"), method and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const ordersPlaced = new client.Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed by this process, by payment type (the checkout handler).',
    labelNames: ['payment_type'] as const,
    registers,
  });
  const providerDuration = new client.Histogram({
    name: 'shop_provider_request_duration_seconds',
    help: 'Calls to payment providers, by provider and outcome (ok, client_error, server_error, failed).',
    labelNames: ['provider', 'outcome'] as const,
    buckets: PROVIDER_BUCKETS,
    registers,
  });
  const providerErrors = new client.Counter({
    name: 'shop_provider_errors_total',
    help: 'Provider calls that failed: no answer (network, timeout) or a 5xx.',
    labelNames: ['provider'] as const,
    registers,
  });
  return { registry, requestDuration, ordersPlaced, providerDuration, providerErrors, watch: (sources: MetricSources) => watch(registry, sources) };
}

/** The gauges read at scrape time from the database and the caches. */
function watch(registry: client.Registry, sources: MetricSources): void {
  const registers = [registry];
  // One read of the queues per scrape, shared by the gauges that show it.
  let scrape: Promise<QueueFigures> | null = null;
  const queues = () => {
    scrape ??= sources.queues().finally(() => setTimeout(() => (scrape = null), 0));
    return scrape;
  };
  const queueGauge = (name: string, help: string, figure: keyof QueueFigures) =>
    new client.Gauge({
      name,
      help,
      registers,
      // Every worker reads the same database: the cluster's figure is one worker's, not their sum.
      aggregator: 'first',
      async collect() {
        this.set((await queues())[figure]);
      },
    });
  queueGauge('shop_outbox_pending', 'E-mails waiting to be sent.', 'outboxPending');
  queueGauge('shop_outbox_failed', 'E-mails given up after every attempt.', 'outboxFailed');
  queueGauge('shop_outbox_oldest_pending_seconds', 'Age of the oldest e-mail waiting to be sent.', 'outboxOldestPendingSeconds');
  queueGauge('shop_payment_holds_open', 'Orders holding stock while their payment is awaited.', 'paymentHoldsOpen');

  new client.Counter({
    name: 'shop_shared_page_lookups_total',
    help: 'Lookups in the shared page cache of visitors without a session, by result (hit, miss).',
    labelNames: ['result'] as const,
    registers,
    collect() {
      const stats = sources.sharedPages();
      this.reset();
      if (stats === null) return;
      this.inc({ result: 'hit' }, stats.hits);
      this.inc({ result: 'miss' }, stats.misses);
    },
  });
  new client.Gauge({
    name: 'shop_shared_page_bytes',
    help: 'Size of the pages kept in the shared page cache (UTF-16 code units).',
    registers,
    collect() {
      this.set(sources.sharedPages()?.size ?? 0);
    },
  });
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;
