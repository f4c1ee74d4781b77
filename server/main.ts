import { buildApp } from './app';
import { EnvironmentError, loadConfig, publicUrlWarning, shownHost } from './env';
import { listenErrorMessage } from './listen-error';
import { gracefulShutdown } from './graceful-shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { startInBackground: true });
  const shutdown = gracefulShutdown(app, { drainDelayMs: config.drainDelayMs, timeoutMs: config.shutdownTimeoutMs, exit: (code) => process.exit(code) });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const message = listenErrorMessage(error, config.port, config.host);
    if (message === null) throw error;
    await app.close();
    console.error(message);
    process.exit(1);
  }
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite (${config.sqliteFile})`;
  await app.lifecycle.started;
  if (app.lifecycle.startFailure !== null) app.log.error({ err: app.lifecycle.startFailure }, 'catalog index build failed; /readyz reports not ready');
  console.log(`\nHembutiken körs på http://${shownHost(config.host)}:${config.port}  [${database}]\n`);
  const warning = publicUrlWarning(config);
  if (warning !== null) console.warn(warning);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvironmentError ? error.message : error);
  process.exit(1);
});
