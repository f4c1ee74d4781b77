import type { FastifyInstance } from 'fastify';

/** How long a connection may stay idle after the port closes: for the request its client may be sending right now. */
const IDLE_GRACE_MS = 2_000;

export interface GracefulShutdownOptions {
  /** How long /readyz says 503 before the port closes (the load balancer's time to notice). */
  drainDelayMs: number;
  /** How long requests in flight get to finish; then the process exits with 1. */
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * The answer to SIGTERM (a deploy, a rolling restart, systemd stopping the unit): report not ready, wait the drain
 * delay, stop taking connections, let requests in flight finish (a request on a kept-alive connection is still served,
 * with `Connection: close`), stop the background work (the outbox lets go of what it has claimed), close the
 * database, exit 0. A second signal does not start a second shutdown.
 */
export function gracefulShutdown(app: FastifyInstance, options: GracefulShutdownOptions): (signal: string) => Promise<void> {
  let closing = false;
  return async (signal) => {
    if (closing) return;
    closing = true;
    app.lifecycle.drain();
    app.log.info(`${signal} received: not ready, closing in ${options.drainDelayMs} ms`);
    const deadline = setTimeout(() => {
      app.log.error(`requests still in flight after ${options.timeoutMs} ms: exiting anyway`);
      options.exit(1);
    }, options.drainDelayMs + options.timeoutMs);
    deadline.unref();
    if (options.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
    try {
      await closeKeepingFreshConnections(app, IDLE_GRACE_MS);
    } catch (error) {
      app.log.error({ err: error }, 'closing failed');
      options.exit(1);
      return;
    }
    clearTimeout(deadline);
    app.log.info('closed');
    options.exit(0);
  };
}

/**
 * Closes the app without dropping a request that is arriving. Node's `server.close()` drops every idle connection at
 * once, and a connection the cluster's primary has just handed over, or a kept-alive one its client is reusing at
 * that instant, is idle until its request is read: that request would fail with a reset. So the port closes (no new
 * connection comes here), the connections stay for the grace period, each closed by its own next answer (every
 * answer now says `Connection: close`), and only those that stayed idle all along are dropped.
 */
async function closeKeepingFreshConnections(app: FastifyInstance, graceMs: number): Promise<void> {
  const server = app.server as typeof app.server & { closeIdleConnections: () => void };
  server.closeIdleConnections = () => {};
  const dropIdle = () => {
    Reflect.deleteProperty(server, 'closeIdleConnections');
    server.closeIdleConnections();
  };
  const grace = setTimeout(dropIdle, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
    Reflect.deleteProperty(server, 'closeIdleConnections');
  }
}
