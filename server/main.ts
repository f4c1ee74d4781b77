import { buildApp } from './app';
import { EnvironmentError, loadConfig, publicUrlWarning, shownHost } from './env';
import { listenErrorMessage } from './listen-error';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

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
  console.log(`\nHembutiken körs på http://${shownHost(config.host)}:${config.port}  [${database}]\n`);
  const warning = publicUrlWarning(config);
  if (warning !== null) console.warn(warning);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvironmentError ? error.message : error);
  process.exit(1);
});
