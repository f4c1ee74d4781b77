import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../../db/schema';
import { isPostgres } from '../../db/dialect';
import { emailError, nameError, normaliseEmail, passwordError, type AccountFieldError } from '../../domain/account';
import { STAFF_SESSION_HOURS } from '../../domain/back-office';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { createLoginLock } from '../accounts/login-lock';
import { recordAudit, type Actor } from './audit-log';

/** The staff session's cookie: its own name and path, so a shopper's `sid` never carries back-office rights. */
export const STAFF_COOKIE = 'admin_sid';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  created_at: string;
}

/** A logged-in staff member as every back-office page and call sees them. */
export interface StaffPrincipal {
  staff: StaffMember;
  csrfToken: string;
  idHash: string;
}

export type StaffRefusal = { ok: false; errors: Partial<Record<'email' | 'password' | 'name' | 'role' | 'form', AccountFieldError | 'taken' | 'last_admin' | 'self'>> };

export interface StaffServiceOptions {
  secret: string;
  now?: () => Date;
}

type StaffRow = { id: number; email: string; name: string; role: StaffRole; active: number; created_at: string };
const memberOf = (row: StaffRow): StaffMember => ({ id: row.id, email: row.email, name: row.name, role: row.role, active: row.active === 1, created_at: row.created_at });
/** What the audit log keeps of an account: never the password hash. */
const auditView = (m: StaffMember) => ({ email: m.email, name: m.name, role: m.role, active: m.active });

/**
 * Staff accounts, their logins and sessions (issue 18). A session is a row keyed by an HMAC of the cookie's random
 * id (as shoppers' sessions, docs/decisions/007) with its own CSRF token; it lasts STAFF_SESSION_HOURS and ends at
 * logout or when the account is deactivated.
 */
export function createStaffService(db: Kysely<Database>, options: StaffServiceOptions) {
  const now = options.now ?? (() => new Date());
  const key = crypto.createHmac('sha256', options.secret).update('staff-sessions').digest();
  const hash = (id: string) => crypto.createHmac('sha256', key).update(id).digest('base64url');
  const pg = isPostgres(db);
  const columns = ['id', 'email', 'name', 'role', 'active', 'created_at'] as const;
  const loginLock = createLoginLock(db, { secret: options.secret, scope: 'staff', now: options.now });

  async function activeAdmins(trx: Kysely<Database>): Promise<number> {
    const row = await trx.selectFrom('staff_users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'admin').where('active', '=', 1).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async list(): Promise<StaffMember[]> {
      return (await db.selectFrom('staff_users').select(columns).orderBy('email').execute()).map(memberOf);
    },

    /** Creates an account; `actor` is who did it (the command line for the first admin). */
    async create(input: { email: string; password: string; name: string; role: string }, actor: Actor): Promise<{ ok: true; staff: StaffMember } | StaffRefusal> {
      const errors: StaffRefusal['errors'] = {};
      const email = emailError(input.email);
      if (email) errors.email = email;
      const password = passwordError(input.password);
      if (password) errors.password = password;
      const name = nameError(input.name, false);
      if (name) errors.name = name;
      if (input.role !== 'admin' && input.role !== 'staff') errors.role = 'invalid';
      if (Object.keys(errors).length > 0) return { ok: false, errors };
      const passwordHash = await hashPassword(input.password);
      const nowIso = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('staff_users')
          .values({ email: normaliseEmail(input.email)!, name: input.name.trim(), password_hash: passwordHash, role: input.role as StaffRole, active: 1, created_at: nowIso, updated_at: nowIso })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning(columns)
          .executeTakeFirst();
        if (!row) return { ok: false, errors: { email: 'taken' } } as StaffRefusal;
        const staff = memberOf(row);
        await recordAudit(trx, actor, { action: 'staff.create', entityType: 'staff', entityId: staff.id, before: null, after: auditView(staff) }, nowIso);
        return { ok: true, staff };
      });
    },

    /**
     * Changes an account's role, whether it may log in, and (when given) its password. The last active admin is
     * never demoted or deactivated (the shop would have nobody to manage staff), nor does anyone deactivate
     * themselves. A session carries the rights and the password it logged in with: the sessions of a deactivated
     * account, or one whose role or password changed, end at once (docs/decisions/035); `sessionsEnded` says so.
     */
    async update(
      id: number, change: { role: StaffRole; active: boolean; password?: string }, actor: Actor,
    ): Promise<{ ok: true; staff: StaffMember; sessionsEnded: boolean } | StaffRefusal | null> {
      const newPassword = change.password ? change.password : null;
      const passwordProblem = newPassword === null ? null : passwordError(newPassword);
      if (passwordProblem) return { ok: false, errors: { password: passwordProblem } };
      const passwordHash = newPassword === null ? null : await hashPassword(newPassword);
      const nowIso = now().toISOString();
      return db.transaction().execute(async (trx) => {
        // Serialises admin changes on PostgreSQL, so two admins demoting each other at once cannot leave none.
        // (SQLite serialises whole write transactions anyway.)
        let query = trx.selectFrom('staff_users').select(columns).orderBy('id');
        if (pg) query = query.forUpdate();
        const all = await query.execute();
        const row = all.find((r) => r.id === id);
        if (!row) return null;
        const before = memberOf(row);
        if (actor.staffId === id && !change.active) return { ok: false, errors: { form: 'self' } } as StaffRefusal;
        const losesAdmin = before.role === 'admin' && before.active && (change.role !== 'admin' || !change.active);
        if (losesAdmin && (await activeAdmins(trx)) <= 1) return { ok: false, errors: { form: 'last_admin' } } as StaffRefusal;
        await trx
          .updateTable('staff_users')
          .set({ role: change.role, active: change.active ? 1 : 0, updated_at: nowIso, ...(passwordHash === null ? {} : { password_hash: passwordHash }) })
          .where('id', '=', id)
          .execute();
        const sessionsEnded = !change.active || change.role !== before.role || passwordHash !== null;
        if (sessionsEnded) await trx.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
        const after = { ...before, role: change.role, active: change.active };
        const afterView = { ...auditView(after), ...(passwordHash === null ? {} : { password_changed: true }) };
        await recordAudit(trx, actor, { action: 'staff.update', entityType: 'staff', entityId: id, before: auditView(before), after: afterView }, nowIso);
        return { ok: true, staff: after, sessionsEnded };
      });
    },

    /**
     * Checks an e-mail and password. An unknown e-mail, a deactivated account and a wrong password answer alike
     * after the same argon2 work (db/passwords.ts); an e-mail address locked after failures from any addresses is
     * refused before any work, known or not (decision 036).
     */
    async authenticate(emailInput: string, password: string): Promise<{ ok: true; staff: StaffMember } | { ok: false; lockedForMs: number }> {
      const email = normaliseEmail(emailInput);
      const lockedForMs = email === null ? 0 : await loginLock.waitMs(email);
      if (lockedForMs > 0) return { ok: false, lockedForMs };
      const row = email === null || [...password].length > 1024 ? undefined : await db.selectFrom('staff_users').select([...columns, 'password_hash']).where('email', '=', email).executeTakeFirst();
      const valid = await verifyPassword(row?.password_hash ?? null, password);
      if (valid && row && row.active === 1) {
        await loginLock.succeeded(row.email);
        return { ok: true, staff: memberOf(row) };
      }
      if (email !== null) await loginLock.failed(email);
      return { ok: false, lockedForMs: 0 };
    },

    /** A new session for a staff member who just logged in: the cookie's id (never stored) and the row. */
    async startSession(staff: StaffMember, actor: Actor): Promise<{ id: string; maxAgeSeconds: number }> {
      const id = crypto.randomBytes(32).toString('base64url');
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('staff_sessions')
          .values({
            id_hash: hash(id), staff_id: staff.id, csrf_token: crypto.randomBytes(32).toString('base64url'), created_at: at.toISOString(),
            expires_at: new Date(at.getTime() + STAFF_SESSION_HOURS * 3_600_000).toISOString(),
          })
          .execute();
        // Expired sessions go with the next login rather than a timer of their own.
        await trx.deleteFrom('staff_sessions').where('expires_at', '<=', at.toISOString()).execute();
        await recordAudit(trx, actor, { action: 'staff.login', entityType: 'staff', entityId: staff.id, before: null, after: null }, at.toISOString());
      });
      return { id, maxAgeSeconds: STAFF_SESSION_HOURS * 3600 };
    },

    /** The staff member a cookie names, when its session is current and the account active. */
    async find(cookieValue: string | undefined): Promise<StaffPrincipal | null> {
      if (!cookieValue || !SESSION_ID.test(cookieValue)) return null;
      const idHash = hash(cookieValue);
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_users as u', 'u.id', 's.staff_id')
        .select(['u.id', 'u.email', 'u.name', 'u.role', 'u.active', 'u.created_at', 's.csrf_token', 's.expires_at'])
        .where('s.id_hash', '=', idHash)
        .executeTakeFirst();
      if (!row || row.active !== 1 || row.expires_at <= now().toISOString()) return null;
      return { staff: memberOf(row), csrfToken: row.csrf_token, idHash };
    },

    async endSession(principal: StaffPrincipal): Promise<void> {
      await db.deleteFrom('staff_sessions').where('id_hash', '=', principal.idHash).execute();
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** The audit log's "who" for a logged-in staff member. */
export function actorOf(principal: StaffPrincipal): Actor {
  return { staffId: principal.staff.id, email: principal.staff.email };
}
