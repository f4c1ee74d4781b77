import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { isCatalogSeeded, seedDemoCatalog } from '../db/seed';
import { seedDemoCommerce } from '../db/seed/commerce';
import { seedDemoReviews } from '../db/seed/reviews';
import { seedDemoAccounts } from '../db/seed/accounts';
import { seedDemoStaff } from '../db/seed/staff';
import { writeDemoMedia } from '../db/seed/media';

export interface BootstrapOptions {
  demoCatalogSize: number;
  uploadsDir: string;
  log: (message: string) => void;
  /** PostgreSQL schema the shop works in (tests isolate themselves with one). */
  pgSchema?: string;
}

/** Brings the database to the latest schema and, on first start, fills it with the demo catalog. */
export async function prepareDatabase(db: Kysely<Database>, options: BootstrapOptions): Promise<void> {
  await migrateToLatest(db, { pgSchema: options.pgSchema });
  await writeDemoMedia(options.uploadsDir);
  if (options.demoCatalogSize > 0 && !(await isCatalogSeeded(db))) {
    const summary = await seedDemoCatalog(db, { size: options.demoCatalogSize, now: new Date() });
    options.log(`Demo catalog created: ${summary.products} products in ${Math.round(summary.durationMs)} ms`);
  }
  if (options.demoCatalogSize > 0 && (await seedDemoCommerce(db, new Date()))) {
    options.log('Demo delivery types, discount codes, gift card and gift campaign created');
  }
  if (options.demoCatalogSize > 0 && (await seedDemoReviews(db, new Date()))) options.log('Demo reviews created');
  if (options.demoCatalogSize > 0 && (await seedDemoAccounts(db, new Date()))) options.log('Demo accounts kund@example.se and foretag@example.se created');
  if (options.demoCatalogSize > 0 && (await seedDemoStaff(db, new Date()))) options.log('Demo back-office admin admin@example.se created');
}
