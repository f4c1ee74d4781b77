import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { connectDatabase } from '../db/connect';
import { prepareDatabase } from '../services/bootstrap';
import type { AppConfig } from './env';

/** Migrates the shop's database and, on a first start, seeds the demo catalog, as the configuration says. */
export function prepareShopDatabase(db: Kysely<Database>, config: AppConfig, log: (message: string) => void): Promise<void> {
  return prepareDatabase(db, { demoCatalogSize: config.demoCatalogSize, uploadsDir: config.uploadsDir, pgSchema: config.pgSchema, log });
}

/**
 * The same, on a connection of its own that is closed afterwards: the cluster's primary does it once before it
 * starts the workers, so they never migrate or seed at the same time.
 */
export async function prepareShopDatabaseOnce(config: AppConfig, log: (message: string) => void): Promise<void> {
  const database = await connectDatabase({ url: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema: config.pgSchema, pgPoolSize: 1 });
  try {
    await prepareShopDatabase(database.db, config, log);
  } finally {
    await database.close();
  }
}
