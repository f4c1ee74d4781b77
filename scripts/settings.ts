import { siteSettingsSchema, type SiteSettings } from '../domain/site-settings';
import { runCommand, withShopDatabase } from './cli';

/**
 * Reads and changes the site settings until the shop has a back office (issue 18), on the database the shop is
 * configured with (the same environment as `npm start`):
 *
 *   npm run settings -- list                          every setting with its value (stored or default)
 *   npm run settings -- set buyAndShowModal true      stores a value (JSON), checked against the setting's rule
 *   npm run settings -- reset buyAndShowModal         back to the default
 *
 * A change moves the catalog version, so a running shop picks it up within seconds. Exits 1 for an unknown setting
 * or a value its rule refuses, 2 for a wrong command.
 */
const USAGE = 'Användning: npm run settings -- list | set NAMN JSON-VÄRDE | reset NAMN';

type SettingName = keyof SiteSettings;
const isSettingName = (name: string): name is SettingName => Object.hasOwn(siteSettingsSchema.shape, name);

async function main(): Promise<number> {
  const [command, name, value, ...rest] = process.argv.slice(2);
  const wellFormed =
    rest.length === 0 &&
    ((command === 'list' && name === undefined) || (command === 'set' && name !== undefined && value !== undefined) || (command === 'reset' && name !== undefined && value === undefined));
  if (!wellFormed) {
    console.error(USAGE);
    return 2;
  }
  if (name !== undefined && !isSettingName(name)) {
    console.error(`Inställningen ${name} finns inte.`);
    return 1;
  }
  let stored: string | null = null;
  if (command === 'set') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value!);
    } catch {
      console.error(`Värdet för ${name} är inte giltig JSON (text skrivs med citattecken: '"Hembutiken"').`);
      return 1;
    }
    const checked = siteSettingsSchema.shape[name as SettingName].safeParse(parsed);
    if (!checked.success) {
      console.error(`Värdet passar inte inställningen ${name}: ${checked.error.issues.map((i) => i.message).join('; ')}`);
      return 1;
    }
    stored = JSON.stringify(checked.data);
  }

  return withShopDatabase(async (db) => {
    if (command === 'list') {
      const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
      const current = new Map(rows.map((r) => [r.key, r.value]));
      const defaults = siteSettingsSchema.parse({});
      for (const key of Object.keys(siteSettingsSchema.shape)) {
        console.log(`${key} = ${current.get(key) ?? `${JSON.stringify(defaults[key as SettingName])} (standard)`}`);
      }
      return 0;
    }
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('site_settings').where('key', '=', name!).execute();
      if (stored !== null) await trx.insertInto('site_settings').values({ key: name!, value: stored }).execute();
      await trx.updateTable('catalog_state').set((eb) => ({ version: eb('version', '+', 1) })).execute();
    });
    console.log(stored !== null ? `${name} = ${stored}` : `${name} återställd till standardvärdet.`);
    return 0;
  });
}

runCommand(main);
