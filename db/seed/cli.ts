import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connectDatabase, isPostgresUrl } from '../connect';
import { migrateToLatest } from '../migrate';
import { DEFAULT_SEED, seedDemoCatalog } from './index';
import { writeDemoMedia } from './media';

/**
 * Generates a demo catalog of any size into a fresh database:
 *
 *   node --import tsx db/seed/cli.ts --size 100000 --database data/bench.sqlite
 *   node --import tsx db/seed/cli.ts --size 2000 --database postgres://user@host:5432/db
 *
 * An existing SQLite file at the path is deleted first. Images go to <dir of the database file>/uploads
 * (data/uploads for PostgreSQL) unless --uploads is given. --seed and --now (ISO time) make runs repeatable.
 */
const USAGE = 'Usage: node --import tsx db/seed/cli.ts --size N --database <file.sqlite | postgres://...> [--uploads DIR] [--seed N] [--now ISO]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '500' },
      database: { type: 'string' },
      uploads: { type: 'string' },
      seed: { type: 'string' },
      now: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const size = Number(values.size);
  if (!Number.isInteger(size) || size < 1) throw new Error(`--size must be a positive integer. ${USAGE}`);
  if (!values.database) throw new Error(`--database is required. ${USAGE}`);
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error('--now must be an ISO date-time');

  const database = values.database;
  const postgres = isPostgresUrl(database);
  if (!postgres) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${database}${suffix}`, { force: true });
  }
  const uploadsDir = values.uploads ?? (postgres ? path.join('data', 'uploads') : path.join(path.dirname(path.resolve(database)), 'uploads'));

  const started = performance.now();
  const handle = await connectDatabase({ url: postgres ? database : undefined, sqliteFile: database });
  try {
    await migrateToLatest(handle.db);
    await writeDemoMedia(uploadsDir);
    const summary = await seedDemoCatalog(handle.db, { size, now, seed });
    const target = postgres ? database.replace(/\/\/[^@/]*@/, '//***@') : database;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${summary.products} products (${summary.variants} variants, ${summary.packages} packages, ` +
        `${summary.productSpecifications} specification links) in ${summary.categories} categories and ` +
        `${summary.brands} brands into ${target} in ${(summary.durationMs / 1000).toFixed(1)} s (${seconds} s with migrations and images; images in ${uploadsDir})`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && process.env.DEBUG) console.error(error.stack);
  process.exitCode = 1;
});
