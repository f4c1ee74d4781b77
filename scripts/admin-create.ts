import { createInterface } from 'node:readline';
import { runCommand, withShopDatabase } from './cli';
import { COMMAND_LINE } from '../services/admin/audit-log';
import { createStaffService } from '../services/admin/staff-service';
import { svBackOffice } from '../common/copy/sv-back-office';

/**
 * Creates a back-office account (issue 18) on the database the shop is configured with (the environment of
 * `npm start`):
 *
 *   npm run admin:create -- ägare@butik.se                 an admin; the password is asked for (not shown)
 *   ADMIN_PASSWORD=... npm run admin:create -- a@b.se      the password from the environment (scripts, containers)
 *   echo "$PASSWORD" | npm run admin:create -- a@b.se      the password from the first line of standard input
 *   npm run admin:create -- lager@butik.se --role staff    a staff account (orders, no staff or settings)
 *
 * Exits 1 when the account cannot be created (taken e-mail, short password), 2 for a wrong command.
 */
const USAGE = 'Användning: npm run admin:create -- E-POST [--role admin|staff]  (lösenordet i ADMIN_PASSWORD, på standard in eller när det frågas efter)';

/** The password typed at a terminal without echoing it; on a pipe, its first line. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return '';
  }
  process.stdout.write('Lösenord: ');
  process.stdin.setRawMode(true);
  process.stdin.resume();
  process.stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Error('Avbrutet.'));
          return;
        }
        if (ch === '\u007f') typed = [...typed].slice(0, -1).join('');
        else typed += ch;
      }
    };
    const finish = () => {
      process.stdin.off('data', onData);
      process.stdin.setRawMode(false);
      process.stdin.pause();
      process.stdout.write('\n');
    };
    process.stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const email = args[0];
  const role = args[1] === '--role' ? args[2] : args.length === 1 ? 'admin' : undefined;
  if (!email || email.startsWith('-') || (role !== 'admin' && role !== 'staff') || args.length > 3 || (args.length > 1 && args.length !== 3)) {
    console.error(USAGE);
    return 2;
  }
  const password = process.env.ADMIN_PASSWORD ?? (await readPassword());
  return withShopDatabase(async (db, config) => {
    const staff = createStaffService(db, { secret: config.sessionSecret });
    const result = await staff.create({ email, password, name: '', role }, COMMAND_LINE);
    if (!result.ok) {
      const e = svBackOffice.staff.errors;
      const messages = Object.entries(result.errors).map(([field, error]) =>
        error === 'taken' ? e.taken : field === 'email' ? e.email : field === 'password' ? e.password : e.form);
      console.error(messages.join('\n'));
      return 1;
    }
    console.log(`${svBackOffice.roles[result.staff.role]} ${result.staff.email} är skapad. Logga in på /admin/login.`);
    return 0;
  });
}

runCommand(main);
