import { runCommand } from './cli';
import { loadConfig } from '../server/env';
import { RestoreRefused, restoreBackup } from '../server/operations/backup';

/**
 * Restores a backup made by `npm run backup` into the data directory or database the environment names (as for
 * `npm start`), which must be empty: a restore never writes over a shop. Then `npm start` runs any newer migrations.
 *
 *   npm run restore -- backups/hembutiken-2026-11-27T15-04-05Z.tar.gz
 *
 * Exits 1 when the target is not empty or the file is not a backup, 2 for a wrong command.
 */
async function main(): Promise<number> {
  const files = process.argv.slice(2);
  if (files.length !== 1) {
    console.error('Användning: npm run restore -- FIL.tar.gz');
    return 2;
  }
  const config = loadConfig();
  try {
    const manifest = await restoreBackup(config, files[0]!);
    const { counts } = manifest;
    console.log(`Återställd från säkerhetskopian ${manifest.createdAt}: ${counts.orders} ordrar, ${counts.orderLines} orderrader, ${counts.products} produkter, ${Object.keys(manifest.uploads).length} uppladdade filer.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

runCommand(main);
