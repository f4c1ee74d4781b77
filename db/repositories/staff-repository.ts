import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { Database, StaffRole } from '../schema';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  created_at: string;
}

/** A staff session's row with its member: what a cookie's session stands for. */
export interface StaffSessionRecord {
  staff: StaffMember;
  csrfToken: string;
  expiresAt: string;
}

const columns = ['id', 'email', 'name', 'role', 'active', 'created_at'] as const;
type StaffRow = { id: number; email: string; name: string; role: StaffRole; active: number; created_at: string };
const memberOf = (row: StaffRow): StaffMember => ({ id: row.id, email: row.email, name: row.name, role: row.role, active: row.active === 1, created_at: row.created_at });

/** Back-office accounts and their sessions (issue 18). */
export function createStaffRepository(db: Kysely<Database>) {
  return {
    async all(): Promise<StaffMember[]> {
      return (await db.selectFrom('staff_users').select(columns).orderBy('email').execute()).map(memberOf);
    },

    /**
     * Every account, locked for this transaction on PostgreSQL: serialises admin changes, so two admins demoting each
     * other at once cannot leave none (SQLite serialises whole write transactions anyway).
     */
    async lockAll(): Promise<StaffMember[]> {
      let query = db.selectFrom('staff_users').select(columns).orderBy('id');
      if (isPostgres(db)) query = query.forUpdate();
      return (await query.execute()).map(memberOf);
    },

    async activeAdmins(): Promise<number> {
      const row = await db.selectFrom('staff_users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'admin').where('active', '=', 1).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The account with its password hash, for a login. */
    async withPasswordHash(email: string): Promise<(StaffMember & { passwordHash: string }) | null> {
      const row = await db.selectFrom('staff_users').select([...columns, 'password_hash']).where('email', '=', email).executeTakeFirst();
      return row ? { ...memberOf(row), passwordHash: row.password_hash } : null;
    },

    /** A new active account; null when the e-mail is taken. */
    async insert(account: { email: string; name: string; passwordHash: string; role: StaffRole }, nowIso: string): Promise<StaffMember | null> {
      const row = await db
        .insertInto('staff_users')
        .values({ email: account.email, name: account.name, password_hash: account.passwordHash, role: account.role, active: 1, created_at: nowIso, updated_at: nowIso })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning(columns)
        .executeTakeFirst();
      return row ? memberOf(row) : null;
    },

    async update(id: number, change: { role: StaffRole; active: boolean; passwordHash: string | null }, nowIso: string): Promise<void> {
      await db
        .updateTable('staff_users')
        .set({ role: change.role, active: change.active ? 1 : 0, updated_at: nowIso, ...(change.passwordHash === null ? {} : { password_hash: change.passwordHash }) })
        .where('id', '=', id)
        .execute();
    },

    async insertSession(session: { idHash: string; staffId: number; csrfToken: string; createdAt: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({ id_hash: session.idHash, staff_id: session.staffId, csrf_token: session.csrfToken, created_at: session.createdAt, expires_at: session.expiresAt })
        .execute();
    },

    async findSession(idHash: string): Promise<StaffSessionRecord | null> {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_users as u', 'u.id', 's.staff_id')
        .select(['u.id', 'u.email', 'u.name', 'u.role', 'u.active', 'u.created_at', 's.csrf_token', 's.expires_at'])
        .where('s.id_hash', '=', idHash)
        .executeTakeFirst();
      return row ? { staff: memberOf(row), csrfToken: row.csrf_token, expiresAt: row.expires_at } : null;
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    },

    async deleteSessionsOf(staffId: number): Promise<void> {
      await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
    },

    async deleteExpiredSessions(nowIso: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('expires_at', '<=', nowIso).execute();
    },
  };
}
