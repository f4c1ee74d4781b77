import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * SQLite transactions that take the write lock when they begin (`BEGIN IMMEDIATE`), not at their first write.
 * With several processes on one file (WEB_CONCURRENCY, a CLI beside the server), a deferred transaction that has
 * read and then writes after another process committed fails at once with SQLITE_BUSY (its snapshot is stale; the
 * busy timeout does not apply), so an order would fail under load. Taken at BEGIN, the lock is waited for (busy_timeout)
 * and the transaction then reads the latest data. Within one process transactions were already one at a time.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
