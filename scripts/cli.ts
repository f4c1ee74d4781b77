import type { Kysely } from 'kysely';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { loadConfig, type AppConfig } from '../server/env';

/** Runs an operator command on the database the shop is configured with (the environment of `npm start`). */
export async function withShopDatabase<T>(work: (db: Kysely<Database>, config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const handle = await connectDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema: config.pgSchema });
  try {
    await migrateToLatest(handle.db, { pgSchema: config.pgSchema });
    return await work(handle.db, config);
  } finally {
    await handle.close();
  }
}

/** Runs a command's main and exits with its code; an unexpected error is printed as a line and exits 1. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
