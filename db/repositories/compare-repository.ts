import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { Database } from '../schema';

/** The compare list's storage: the session row's data, and the status of the products it may hold. */
export function createCompareRepository(db: Kysely<Database>) {
  const pg = isPostgres(db);

  return {
    /** Each known product's status by id (unknown ids left out): one statement. */
    async productStatuses(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('products').select(['id', 'status']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    /**
     * Reads the session's data and writes back what `change` makes of it, in one transaction with the row locked
     * (FOR UPDATE on PostgreSQL; SQLite runs one transaction at a time), so concurrent changes of one session's list
     * apply one after another instead of overwriting each other. `change` returns null to write nothing. Answers the
     * data as it now is, or null when the session has no row.
     */
    async changeSessionData(
      idHash: string,
      change: (data: Record<string, unknown>) => Record<string, unknown> | null,
    ): Promise<Record<string, unknown> | null> {
      return db.transaction().execute(async (trx) => {
        const query = trx.selectFrom('sessions').select('data').where('id_hash', '=', idHash);
        const row = await (pg ? query.forUpdate() : query).executeTakeFirst();
        if (!row) return null;
        const data = parseData(row.data);
        const next = change(data);
        if (next === null) return data;
        await trx.updateTable('sessions').set({ data: JSON.stringify(next) }).where('id_hash', '=', idHash).execute();
        return next;
      });
    },
  };
}

export type CompareRepository = ReturnType<typeof createCompareRepository>;

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
