import { runCommand, withShopDatabase } from './cli';
import { COMMAND_LINE } from '../services/admin/audit-log';
import { createSettingsAdmin, isSettingName } from '../services/admin/settings-admin';
import { createCatalogChange } from '../services/admin/catalog-change';
import { createCatalogSignal } from '../services/catalog/catalog-signal';

/**
 * Reads and changes the site settings from the command line (the back office's /admin/installningar does the same), on the database the shop is
 * configured with (the same environment as `npm start`):
 *
 *   npm run settings -- list                          every setting with its value (stored or default)
 *   npm run settings -- set buyAndShowModal true      stores a value (JSON), checked against the setting's rule
 *   npm run settings -- reset buyAndShowModal         back to the default
 *
 * A change moves the catalog version, so a running shop picks it up within seconds, and is in the audit log. Exits 1 for an unknown setting
 * or a value its rule refuses, 2 for a wrong command.
 */
const USAGE = 'Användning: npm run settings -- list | set NAMN JSON-VÄRDE | reset NAMN';

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
  return withShopDatabase(async (db) => {
    const settings = createSettingsAdmin(db, createCatalogChange(db, { signal: createCatalogSignal() }));
    if (command === 'list') {
      for (const setting of await settings.list()) console.log(`${setting.name} = ${setting.value}${setting.stored ? '' : ' (standard)'}`);
      return 0;
    }
    const result = await settings.set(name!, command === 'set' ? value! : null, COMMAND_LINE);
    if (!result.ok) {
      console.error(
        result.reason === 'json'
          ? `Värdet för ${name} är inte giltig JSON (text skrivs med citattecken: '"Hembutiken"').`
          : `Värdet passar inte inställningen ${name}: ${result.message ?? ''}`,
      );
      return 1;
    }
    const current = (await settings.list()).find((s) => s.name === name)!;
    console.log(command === 'set' ? `${name} = ${current.value}` : `${name} återställd till standardvärdet.`);
    return 0;
  });
}

runCommand(main);
