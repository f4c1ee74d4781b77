import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSiteSettingRepository } from '../../db/repositories/site-setting-repository';
import { siteSettingsSchema, type SiteSettings } from '../../domain/site-settings';
import type { Actor } from './audit-log';
import type { CatalogChange } from './catalog-change';

export type SettingName = keyof SiteSettings;

export const isSettingName = (name: string): name is SettingName => Object.hasOwn(siteSettingsSchema.shape, name);

export interface SettingView {
  name: SettingName;
  /** The value in force, as JSON. */
  value: string;
  defaultValue: string;
  stored: boolean;
}

export type SettingChange = { ok: true; changed: boolean } | { ok: false; reason: 'unknown' | 'json' | 'invalid'; message?: string };

/**
 * The site settings as the back office reads and changes them (issue 18), with the rules of domain/site-settings.ts,
 * as `npm run settings` does: a change moves the catalog version so every process picks it up, and writes its audit
 * entry in the same transaction.
 */
export function createSettingsAdmin(db: Kysely<Database>, change: CatalogChange) {
  const defaults = siteSettingsSchema.parse({});
  const settings = createSiteSettingRepository(db);

  return {
    async list(): Promise<SettingView[]> {
      const stored = await settings.stored();
      return (Object.keys(siteSettingsSchema.shape) as SettingName[]).map((name) => {
        const defaultValue = JSON.stringify(defaults[name]);
        const own = stored.get(name);
        return { name, value: own ?? defaultValue, defaultValue, stored: own !== undefined };
      });
    },

    /** Stores a value given as JSON text, or (null) returns the setting to its default. */
    async set(name: string, json: string | null, actor: Actor): Promise<SettingChange> {
      if (!isSettingName(name)) return { ok: false, reason: 'unknown' };
      let value: string | null = null;
      if (json !== null) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(json);
        } catch {
          return { ok: false, reason: 'json' };
        }
        const checked = siteSettingsSchema.shape[name].safeParse(parsed);
        if (!checked.success) return { ok: false, reason: 'invalid', message: checked.error.issues.map((i) => i.message).join('; ') };
        value = JSON.stringify(checked.data);
      }
      return change(actor, async (w) => {
        const before = await w.settings.valueOf(name);
        if (before === value) return { ok: true, changed: false };
        await w.settings.store(name, value);
        await w.changed({
          action: value === null ? 'setting.reset' : 'setting.set', entityType: 'setting', entityId: name,
          before: before === null ? null : { value: JSON.parse(before) as unknown }, after: value === null ? null : { value: JSON.parse(value) as unknown },
        });
        return { ok: true, changed: true };
      });
    },
  };
}
