import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ImmediateSqliteDialect } from './sqlite-immediate';

interface Counter {
  counters: { id: number; n: number };
}

const opened: { close(): unknown }[] = [];
afterEach(() => {
  for (const handle of opened.splice(0)) handle.close();
});

function sqliteFile(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'immediate-')), 'shop.sqlite');
  const setup = new SQLite(file);
  setup.pragma('journal_mode = WAL');
  setup.exec('create table counters (id integer primary key, n integer not null); insert into counters values (1, 0)');
  setup.close();
  return file;
}

/** Another process on the same file, which gives up at once rather than wait for a lock. */
function otherProcess(file: string): SQLite.Database {
  const other = new SQLite(file);
  other.pragma('busy_timeout = 0');
  opened.push(other);
  return other;
}

describe('SQLite transactions begin immediate', () => {
  it('hold the write lock from their start, so no other process commits between their read and their write', async () => {
    const file = sqliteFile();
    const db = new Kysely<Counter>({ dialect: new ImmediateSqliteDialect({ database: new SQLite(file) }) });
    opened.push({ close: () => void db.destroy() });
    const other = otherProcess(file);

    await db.transaction().execute(async (trx) => {
      const { n } = await trx.selectFrom('counters').select('n').where('id', '=', 1).executeTakeFirstOrThrow();
      expect(() => other.prepare('update counters set n = n + 100 where id = 1').run()).toThrow(/locked|busy/i);
      await trx.updateTable('counters').set({ n: n + 1 }).where('id', '=', 1).execute();
    });

    other.prepare('update counters set n = n + 100 where id = 1').run();
    expect(other.prepare('select n from counters where id = 1').get()).toEqual({ n: 101 });
  });

});
