import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The stored site settings: one JSON text per setting that differs from its default (domain/site-settings.ts). */
export function createSiteSettingRepository(db: Kysely<Database>) {
  return {
    /** Every stored setting, name to JSON text. */
    async stored(): Promise<Map<string, string>> {
      const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    /** One setting's stored JSON text, or null when it has its default. */
    async valueOf(name: string): Promise<string | null> {
      return (await db.selectFrom('site_settings').select('value').where('key', '=', name).executeTakeFirst())?.value ?? null;
    },

    /** Stores a setting's JSON text, or (null) drops it so the default applies. */
    async store(name: string, value: string | null): Promise<void> {
      await db.deleteFrom('site_settings').where('key', '=', name).execute();
      if (value !== null) await db.insertInto('site_settings').values({ key: name, value }).execute();
    },
  };
}

export type SiteSettingRepository = ReturnType<typeof createSiteSettingRepository>;
