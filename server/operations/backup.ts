import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const run = promisify(execFile);

/** What a backup holds, written beside it as manifest.json and checked again after a restore. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  /** The PostgreSQL schema the dump holds (public unless the shop runs in another). */
  pgSchema?: string;
  /** The last migration applied: a restore runs the code's newer ones when the shop starts. */
  lastMigration: string | null;
  /** Counted in the same snapshot the backup was taken from. */
  counts: { orders: number; orderLines: number; products: number; stockUnits: number };
  /** Uploaded files (product images, brand logos, return photos) by path, with their SHA-256. */
  uploads: Record<string, string>;
}

/** Where the shop keeps what a backup must hold (the same environment as `npm start`). */
export interface ShopData {
  dataDir: string;
  databaseUrl: string | undefined;
  sqliteFile: string;
  uploadsDir: string;
  pgSchema?: string;
}

const COUNTS_SQL = `select
  (select count(*) from orders) as orders,
  (select count(*) from order_lines) as order_lines,
  (select count(*) from products) as products,
  (select coalesce(sum(stock), 0) from products) as stock_units,
  (select max(name) from kysely_migration) as last_migration`;

type CountsRow = { orders: number | string; order_lines: number | string; products: number | string; stock_units: number | string; last_migration: string | null };

const countsOf = (row: CountsRow): BackupManifest['counts'] => ({
  orders: Number(row.orders), orderLines: Number(row.order_lines), products: Number(row.products), stockUnits: Number(row.stock_units),
});

function pgSchemaName(shop: ShopData): string {
  const schema = shop.pgSchema ?? 'public';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Ogiltigt schemanamn: ${schema}`);
  return schema;
}

/**
 * SQLite: VACUUM INTO writes one consistent copy from a single read transaction while the shop keeps writing (the
 * online backup API would restart on every write of a busy shop).
 */
function snapshotSqlite(shop: ShopData, target: string): Pick<BackupManifest, 'counts' | 'lastMigration'> {
  const source = new SQLite(shop.sqliteFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    source.prepare('vacuum into ?').run(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { readonly: true });
  try {
    const row = copy.prepare(COUNTS_SQL).get() as CountsRow;
    return { counts: countsOf(row), lastMigration: row.last_migration };
  } finally {
    copy.close();
  }
}

/**
 * PostgreSQL: pg_dump of the shop's schema from a snapshot this process exports and counts in, so the manifest's
 * figures are those of the dump exactly.
 */
async function snapshotPostgres(shop: ShopData, databaseUrl: string, target: string): Promise<Pick<BackupManifest, 'counts' | 'lastMigration'>> {
  const schema = pgSchemaName(shop);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    await client.query(`set local search_path = "${schema}"`);
    const row = (await client.query<CountsRow>(COUNTS_SQL)).rows[0]!;
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--schema=${schema}`, `--file=${target}`, databaseUrl]);
    await client.query('commit');
    return { counts: countsOf(row), lastMigration: row.last_migration };
  } finally {
    await client.end();
  }
}

/** The files under `dir`, as paths relative to it, sorted (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** A UTC timestamp that sorts and is safe in a file name: 2026-11-27T15-04-05Z. */
export const backupStamp = (at: Date) => at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

/**
 * Takes a backup while the shop runs: the database first (one consistent snapshot), then the uploaded files (a
 * superset of those the snapshot names, since files are only added under new names), and the session secret, so
 * sessions and signed links survive a restore. Written as one .tar.gz, renamed into place only when complete.
 */
export async function takeBackup(shop: ShopData, options: { outDir: string; now?: Date }): Promise<{ file: string; manifest: BackupManifest }> {
  const createdAt = options.now ?? new Date();
  fs.mkdirSync(options.outDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(options.outDir, '.backup-'));
  try {
    const dialect = shop.databaseUrl ? 'postgres' : 'sqlite';
    const database = shop.databaseUrl
      ? await snapshotPostgres(shop, shop.databaseUrl, path.join(staging, 'database.pgdump'))
      : snapshotSqlite(shop, path.join(staging, 'database.sqlite'));
    if (fs.existsSync(shop.uploadsDir)) fs.cpSync(shop.uploadsDir, path.join(staging, 'uploads'), { recursive: true });
    const secret = path.join(shop.dataDir, 'session-secret');
    if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(staging, 'session-secret'));
    const uploads = Object.fromEntries(filesUnder(path.join(staging, 'uploads')).map((file) => [file, sha256(path.join(staging, 'uploads', file))]));
    const manifest: BackupManifest = {
      format: 1, createdAt: createdAt.toISOString(), dialect, ...(dialect === 'postgres' ? { pgSchema: pgSchemaName(shop) } : {}), ...database, uploads,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(options.outDir, `hembutiken-${backupStamp(createdAt)}.tar.gz`);
    const partial = `${file}.partial`;
    await run('tar', ['-czf', partial, '-C', staging, '.']);
    fs.renameSync(partial, file);
    return { file, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

async function postgresTables(databaseUrl: string, schema: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from information_schema.tables where table_schema = $1', [schema]);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function restoredCounts(shop: ShopData): Promise<Pick<BackupManifest, 'counts' | 'lastMigration'>> {
  if (!shop.databaseUrl) {
    const db = new SQLite(shop.sqliteFile, { readonly: true });
    try {
      const row = db.prepare(COUNTS_SQL).get() as CountsRow;
      return { counts: countsOf(row), lastMigration: row.last_migration };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: shop.databaseUrl });
  await client.connect();
  try {
    await client.query(`set search_path = "${pgSchemaName(shop)}"`);
    const row = (await client.query<CountsRow>(COUNTS_SQL)).rows[0]!;
    return { counts: countsOf(row), lastMigration: row.last_migration };
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup into an empty data directory or database (never over a shop's data: that is refused), then
 * checks the restored rows and files against the manifest. The shop started on it runs the code's newer migrations.
 */
export async function restoreBackup(shop: ShopData, file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new RestoreRefused(`Filen ${file} finns inte.`);
  fs.mkdirSync(shop.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(shop.dataDir, '.restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', staging]);
    const manifestFile = path.join(staging, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${file} är ingen säkerhetskopia av butiken (manifest.json saknas).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new RestoreRefused(`Okänt format på säkerhetskopian: ${String(manifest.format)}.`);
    const target = shop.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.dialect !== target) {
      throw new RestoreRefused(`Säkerhetskopian är av en ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}-databas och kan inte läsas in i ${target === 'sqlite' ? 'SQLite' : 'PostgreSQL'}.`);
    }
    if (filesUnder(shop.uploadsDir).length > 0) throw new RestoreRefused(`${shop.uploadsDir} är inte tom: återställ till en tom datakatalog.`);

    if (shop.databaseUrl) {
      const schema = manifest.pgSchema ?? 'public';
      if ((await postgresTables(shop.databaseUrl, schema)) > 0) throw new RestoreRefused(`Databasens schema ${schema} har redan tabeller: återställ till en tom databas.`);
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${shop.databaseUrl}`, path.join(staging, 'database.pgdump')]);
    } else {
      if (fs.existsSync(shop.sqliteFile)) throw new RestoreRefused(`${shop.sqliteFile} finns redan: återställ till en tom datakatalog.`);
      fs.copyFileSync(path.join(staging, 'database.sqlite'), shop.sqliteFile);
    }
    if (fs.existsSync(path.join(staging, 'uploads'))) fs.cpSync(path.join(staging, 'uploads'), shop.uploadsDir, { recursive: true });
    // The backup's secret signs the restored sessions and links; one the target made before (reading its config
    // creates one) signs nothing yet.
    const secret = path.join(shop.dataDir, 'session-secret');
    if (fs.existsSync(path.join(staging, 'session-secret'))) {
      fs.copyFileSync(path.join(staging, 'session-secret'), secret);
      fs.chmodSync(secret, 0o600);
    }

    const restored = await restoredCounts({ ...shop, pgSchema: manifest.pgSchema ?? shop.pgSchema });
    if (JSON.stringify(restored.counts) !== JSON.stringify(manifest.counts)) {
      throw new Error(`Återställningen stämmer inte med säkerhetskopian: ${JSON.stringify(restored.counts)} mot ${JSON.stringify(manifest.counts)}.`);
    }
    const missing = Object.entries(manifest.uploads).filter(([name, hash]) => {
      const restoredFile = path.join(shop.uploadsDir, name);
      return !fs.existsSync(restoredFile) || sha256(restoredFile) !== hash;
    });
    if (missing.length > 0) throw new Error(`${missing.length} uppladdade filer saknas eller skiljer sig efter återställningen.`);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
