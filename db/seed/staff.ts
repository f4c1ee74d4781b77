import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPassword } from '../passwords';

/** README "Demo accounts": the demo shop's back-office admin (issue 18). */
export const DEMO_ADMIN = { email: 'admin@example.se', password: 'admin1234', name: 'Demo Admin' };

/** Creates the demo admin when the shop has no staff account at all (an owner's accounts are never touched). */
export async function seedDemoStaff(db: Kysely<Database>, now: Date): Promise<boolean> {
  const any = await db.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const nowIso = now.toISOString();
  const result = await db
    .insertInto('staff_users')
    .values({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, password_hash: await hashPassword(DEMO_ADMIN.password), role: 'admin', active: 1, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}
