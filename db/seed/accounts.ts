import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPassword } from '../passwords';

/** README "Demo accounts": a customer-club member and a company customer (issue 15). */
export const DEMO_ACCOUNTS = [
  {
    email: 'kund@example.se', password: 'kund1234', first_name: 'Karin', last_name: 'Kund', customer_type: 'private' as const, company: '',
    mobile: '070-123 45 67', is_member: 1, newsletter: 1,
    address: { address: 'Storgatan 1', postal_code: '41101', city: 'Göteborg' },
  },
  {
    email: 'foretag@example.se', password: 'foretag1234', first_name: 'Filip', last_name: 'Företagsson', customer_type: 'company' as const,
    company: 'Exempel AB', mobile: '070-765 43 21', is_member: 0, newsletter: 0,
    address: { address: 'Industrivägen 5', postal_code: '41705', city: 'Göteborg' },
  },
];

/** Creates the demo accounts that do not exist yet (an owner's customers are never touched). */
export async function seedDemoAccounts(db: Kysely<Database>, now: Date): Promise<boolean> {
  const existing = new Set((await db.selectFrom('customers').select('email').where('email', 'in', DEMO_ACCOUNTS.map((a) => a.email)).execute()).map((r) => r.email));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.has(a.email));
  if (missing.length === 0) return false;
  const nowIso = now.toISOString();
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));
  await db.transaction().execute(async (trx) => {
    for (const [i, a] of missing.entries()) {
      const { id } = await trx
        .insertInto('customers')
        .values({
          email: a.email, password_hash: hashes[i]!, first_name: a.first_name, last_name: a.last_name, customer_type: a.customer_type, company: a.company,
          mobile: a.mobile, is_member: a.is_member, newsletter: a.newsletter, email_verified_at: nowIso, created_at: nowIso, updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('customer_addresses')
        .values({ customer_id: id, first_name: a.first_name, last_name: a.last_name, company: a.company, ...a.address, mobile: a.mobile, is_default: 1, created_at: nowIso })
        .execute();
    }
  });
  return true;
}
