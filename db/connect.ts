import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { ImmediateSqliteDialect } from './sqlite-immediate';
import type { Database } from './schema';
import type { DialectName } from './dialect';
import { recordStatement } from './statement-log';

export interface DatabaseOptions {
  /** `postgres://...` for PostgreSQL; anything else is ignored in favour of `sqliteFile`. */
  url?: string;
  sqliteFile: string;
  /** PostgreSQL schema to work in (tests give each run its own). */
  pgSchema?: string;
  pgPoolSize?: number;
  /** Told when PostgreSQL ends an idle pooled connection (a restart, an administrator, a timeout); default: a warning. */
  onConnectionLost?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

// COUNT(*) and other int8 results fit comfortably in a JS number for a shop's volumes.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export async function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const log = (event: { query: { sql: string } }) => recordStatement(event.query.sql);
  if (isPostgresUrl(options.url)) {
    const schema = options.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
    if (schema) {
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      try {
        await admin.query(`create schema if not exists "${schema}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.pgPoolSize ?? 10,
      options: schema ? `-c search_path="${schema}"` : undefined,
    });
    // An idle client whose connection the server ends is dropped by the pool, and the next query opens another; but
    // the pool re-emits the error, and an 'error' event without a listener ended the whole process (a PostgreSQL
    // restart took every shop process down with it).
    pool.on('error', options.onConnectionLost ?? ((error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  fs.mkdirSync(path.dirname(path.resolve(options.sqliteFile)), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }), log });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Drops a test schema created by `connectDatabase({ pgSchema })`. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  } finally {
    await db.destroy();
  }
}
