import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Issue 32: on PostgreSQL every move of the catalog version is announced with NOTIFY on commit, whoever made it (a
 * shop process, the settings command, another host), so every process's caches hear of it at once instead of on
 * their next poll. The channel names the schema: shops in two schemas of one database do not hear each other.
 * SQLite has one host and keeps polling.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function catalog_state_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalog_changed_' || tg_table_schema, new.version::text);
      return new;
    end
    $$`.execute(db);
  await sql`create trigger catalog_state_notify after update on catalog_state for each row execute function catalog_state_notify()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger if exists catalog_state_notify on catalog_state`.execute(db);
  await sql`drop function if exists catalog_state_notify()`.execute(db);
}
