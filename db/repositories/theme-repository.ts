import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The themes (docs/decisions/024); the active one is the site setting activeThemeId. */
export function createThemeRepository(db: Kysely<Database>) {
  return {
    async list() {
      return db.selectFrom('themes').select(['id', 'name', 'palette']).orderBy('id').execute();
    },
  };
}

export type ThemeRepository = ReturnType<typeof createThemeRepository>;
