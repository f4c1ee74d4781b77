import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand } from './cli';
import { loadConfig } from '../server/env';
import { takeBackup } from '../server/operations/backup';

/**
 * Takes a backup of the shop while it runs (docs/operations.md), with the environment of `npm start`:
 *
 *   npm run backup                         into backups/ beside the data directory
 *   npm run backup -- --out /srv/backups   elsewhere
 *
 * One file, hembutiken-<UTC time>.tar.gz: the database (SQLite: VACUUM INTO; PostgreSQL: pg_dump from one snapshot),
 * the uploaded images, the session secret and a manifest with the counts a restore checks.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const outDir = path.resolve(values.out ?? path.join(config.dataDir, '..', 'backups'));
  const started = Date.now();
  const { file, manifest } = await takeBackup(config, { outDir });
  const { counts } = manifest;
  console.log(`Säkerhetskopia klar på ${((Date.now() - started) / 1000).toFixed(1)} s: ${file}`);
  console.log(`  ${counts.orders} ordrar, ${counts.orderLines} orderrader, ${counts.products} produkter (${counts.stockUnits} i lager), ${Object.keys(manifest.uploads).length} uppladdade filer`);
  return 0;
}

runCommand(main);
