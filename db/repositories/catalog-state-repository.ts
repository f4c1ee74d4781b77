import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The catalog version: what every process's caches compare against (services/catalog/catalog-version-watch.ts). */
export function createCatalogStateRepository(db: Kysely<Database>) {
  return {
    async version(): Promise<number> {
      const row = await db.selectFrom('catalog_state').select('version').where('id', '=', 1).executeTakeFirst();
      return row?.version ?? 0;
    },

    /** Moves the version on by one and gives the new one. Only the catalog's unit of work calls this. */
    async advance(): Promise<number> {
      const row = await db.updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).returning('version').executeTakeFirst();
      return row?.version ?? 0;
    },
  };
}
