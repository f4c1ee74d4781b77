import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createSiteSettingRepository } from '../../db/repositories/site-setting-repository';
import { createCheckoutOptionRepository } from '../../db/repositories/checkout-option-repository';
import { parseSiteSettings, siteSettingsSchema, type SiteSettings } from '../../domain/site-settings';
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

    /** The settings in force, and the invoice payment type's description the settings form previews (null: no invoice payment type). */
    async current(): Promise<{ settings: SiteSettings; invoiceDescription: string | null }> {
      const [stored, payments] = await Promise.all([settings.stored(), createCheckoutOptionRepository(db).paymentTypes()]);
      const values = Object.fromEntries([...stored].map(([name, json]) => [name, JSON.parse(json) as unknown]));
      return { settings: parseSiteSettings(values), invoiceDescription: payments.find((p) => p.code === 'invoice')?.description ?? null };
    },

    /**
     * Stores several settings at once (the settings form), all or nothing: every value must pass its rule, then the
     * changed ones are stored in one transaction, each with its own audit entry. Returns the names that changed.
     */
    async setMany(patch: Readonly<Partial<Record<string, unknown>>>, actor: Actor): Promise<{ ok: true; changed: SettingName[] } | { ok: false; invalid: SettingName[] }> {
      const values: [SettingName, string][] = [];
      const invalid: SettingName[] = [];
      for (const [name, raw] of Object.entries(patch)) {
        if (!isSettingName(name)) throw new Error(`No setting ${name}`);
        const checked = siteSettingsSchema.shape[name].safeParse(raw);
        if (checked.success) values.push([name, JSON.stringify(checked.data)]);
        else invalid.push(name);
      }
      if (invalid.length > 0) return { ok: false, invalid };
      return change(actor, async (w) => {
        const changed: SettingName[] = [];
        const stored = await w.settings.stored();
        for (const [name, value] of values) {
          const before = stored.get(name) ?? null;
          // A setting that is stored as its default stays unstored: the form shows every default, and saving it must not pin them.
          if (before === value || (before === null && value === JSON.stringify(defaults[name]))) continue;
          await w.settings.store(name, value);
          await w.changed({
            action: 'setting.set', entityType: 'setting', entityId: name,
            before: before === null ? null : { value: JSON.parse(before) as unknown }, after: { value: JSON.parse(value) as unknown },
          });
          changed.push(name);
        }
        return { ok: true, changed };
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
