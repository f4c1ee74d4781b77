import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
