import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { EnvironmentError, loadConfig, publicUrlWarning, shownHost, type AppConfig } from './env';
import { listenErrorMessage } from './listen-error';
import { standaloneLogger } from './logger';
import type { WorkerMessage } from './cluster/messages';

/** One process, or a cluster worker (then the primary prepared the database and gets told when this one started). */
async function serve(config: AppConfig, worker: boolean): Promise<void> {
  // A signal during the start is kept until the app can shut down in order (the database closed, nothing half done).
  let shutdown: ((signal: string) => Promise<void>) | null = null;
  let stopAsked: string | null = null;
  const onSignal = (signal: string) => (shutdown ? void shutdown(signal) : (stopAsked ??= signal));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A worker whose primary is gone has nobody handing it connections: it stops as on SIGTERM.
  if (worker) process.on('disconnect', () => onSignal('primary gone'));

  // Imported here so that a cluster's primary, which serves nothing, does not load the app.
  const [{ buildApp }, { gracefulShutdown }, { clusterMetricsReader }] = await Promise.all([import('./app'), import('./graceful-shutdown'), import('./cluster/cluster-metrics')]);
  const app = await buildApp(config, {
    startInBackground: true,
    databasePrepared: worker,
    readMetrics: worker ? (registry) => clusterMetricsReader(registry) : undefined,
  });
  shutdown = gracefulShutdown(app, { drainDelayMs: config.drainDelayMs, timeoutMs: config.shutdownTimeoutMs, exit: (code) => process.exit(code) });
  if (stopAsked !== null) return void shutdown(stopAsked);

  // A worker takes connections only once it can answer them: the primary hands them to every listening worker in
  // turn, and a rolling restart's new worker must not get requests that then wait for its catalog index.
  if (worker) await app.lifecycle.started;
  if (app.lifecycle.phase === 'draining') return;
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = listenErrorMessage(error, config.port, config.host);
    if (message === null) throw error;
    await app.close();
    console.error(message);
    process.exit(1);
  }
  await app.lifecycle.started;
  if (app.lifecycle.startFailure !== null) app.log.error({ err: app.lifecycle.startFailure }, 'catalog index build failed; /readyz reports not ready');
  if (worker) process.send!({ type: 'shop:started', ready: app.lifecycle.startFailure === null } satisfies WorkerMessage);
  else announce(config);
}

async function runCluster(config: AppConfig): Promise<void> {
  const log = standaloneLogger(config.logLevel, process.stdout.isTTY === true).child({ role: 'primary' });
  const [{ prepareShopDatabaseOnce }, { runPrimary }] = await Promise.all([import('./prepare-database'), import('./cluster/primary')]);
  await prepareShopDatabaseOnce(config, (message) => log.info(message));
  const primary = runPrimary(config, fileURLToPath(import.meta.url), log, (code) => process.exit(code));
  const { ready, workers } = await primary.started;
  if (ready < workers) log.error({ ready, workers }, 'not every worker started ready');
  announce(config, workers);
}

function announce(config: AppConfig, workers = 1): void {
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`;
  const processes = workers > 1 ? `, ${workers} processer` : '';
  console.log(`\nHembutiken körs på http://${shownHost(config.host)}:${config.port}  [${database}${processes}]\n`);
  const warning = publicUrlWarning(config);
  if (warning !== null) console.warn(warning);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) await serve(config, true);
  else if (config.workers > 1) await runCluster(config);
  else await serve(config, false);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvironmentError ? error.message : error);
  process.exit(1);
});
