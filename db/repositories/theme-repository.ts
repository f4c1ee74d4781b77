import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The themes and the choice of the active one (docs/decisions/024). */
export function createThemeRepository(db: Kysely<Database>) {
  return {
    async list() {
      return db.selectFrom('themes').select(['id', 'name', 'palette']).orderBy('id').execute();
    },

    /** Makes the theme active; false (nothing changed) when there is no theme with this id. */
    async activate(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const theme = await trx.selectFrom('themes').select('id').where('id', '=', id).executeTakeFirst();
        if (!theme) return false;
        await trx.deleteFrom('site_settings').where('key', '=', 'activeThemeId').execute();
        await trx.insertInto('site_settings').values({ key: 'activeThemeId', value: JSON.stringify(id) }).execute();
        return true;
      });
    },
  };
}

export type ThemeRepository = ReturnType<typeof createThemeRepository>;
