import { BlockList, isIPv6 } from 'node:net';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ShopMetrics } from '../metrics/shop-metrics';

export interface MetricsPluginOptions {
  metrics: ShopMetrics;
  /** Opens /metrics from anywhere with `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** Addresses and CIDRs that may read /metrics without the token (the client address as the trusted proxy names it). */
  allow: readonly string[];
  /** The text /metrics serves; this process's figures unless told (a cluster worker's reader gathers every worker's). */
  read?: () => Promise<string>;
}

/** '10.0.0.0/8', '::1/128' or a bare address into a block list. */
export function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    const type = isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list;
}

function addressAllowed(list: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  return list.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

function tokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return false;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * `/metrics` for Prometheus, and every request's duration by route. The figures name routes, not addresses, so
 * only configured addresses (by default this host) or a holder of METRICS_TOKEN may read them; anyone else gets
 * the shop's ordinary 404, as if there were nothing here.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { metrics, token, allow, read = () => metrics.registry.metrics() }) => {
    const allowed = allowList(allow);

    app.addHook('onResponse', async (request, reply) => {
      const pattern = request.routeOptions.url;
      if (pattern === '/metrics') return;
      // React Router's pages share one catch-all route: they are counted as one, not by address (unbounded labels).
      const route = pattern === undefined ? 'unmatched' : pattern === '*' ? 'page' : pattern;
      metrics.requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', async (request, reply) => {
      if (!addressAllowed(allowed, request.ip) && !tokenMatches(request, token)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      reply.header('cache-control', 'no-store');
      let body: string;
      try {
        body = await read();
      } catch (error) {
        request.log.error({ err: error }, 'metrics could not be gathered');
        return reply.status(503).type('text/plain; charset=utf-8').send('Metrics unavailable\n');
      }
      return reply.type(metrics.registry.contentType).send(body);
    });
  },
  { name: 'metrics' },
);
