import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../../db/schema';
import { createStaffRepository, type StaffMember } from '../../db/repositories/staff-repository';
import { emailError, nameError, normaliseEmail, passwordError, type AccountFieldError } from '../../domain/account';
import { STAFF_SESSION_HOURS } from '../../domain/back-office';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { createLoginLock } from '../accounts/login-lock';
import { recordAudit, type Actor } from './audit-log';

/** The staff session's cookie: its own name and path, so a shopper's `sid` never carries back-office rights. */
export const STAFF_COOKIE = 'admin_sid';
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export type { StaffMember } from '../../db/repositories/staff-repository';

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
  const loginLock = createLoginLock(db, { secret: options.secret, scope: 'staff', now: options.now });
  const accounts = createStaffRepository(db);

  return {
    list(): Promise<StaffMember[]> {
      return accounts.all();
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
        const staff = await createStaffRepository(trx).insert({ email: normaliseEmail(input.email)!, name: input.name.trim(), passwordHash, role: input.role as StaffRole }, nowIso);
        if (!staff) return { ok: false, errors: { email: 'taken' } } as StaffRefusal;
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
        const locked = createStaffRepository(trx);
        const before = (await locked.lockAll()).find((m) => m.id === id);
        if (!before) return null;
        if (actor.staffId === id && !change.active) return { ok: false, errors: { form: 'self' } } as StaffRefusal;
        const losesAdmin = before.role === 'admin' && before.active && (change.role !== 'admin' || !change.active);
        if (losesAdmin && (await locked.activeAdmins()) <= 1) return { ok: false, errors: { form: 'last_admin' } } as StaffRefusal;
        await locked.update(id, { role: change.role, active: change.active, passwordHash }, nowIso);
        const sessionsEnded = !change.active || change.role !== before.role || passwordHash !== null;
        if (sessionsEnded) await locked.deleteSessionsOf(id);
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
      const account = email === null || [...password].length > 1024 ? null : await accounts.withPasswordHash(email);
      const valid = await verifyPassword(account?.passwordHash ?? null, password);
      if (valid && account && account.active) {
        const { passwordHash: _passwordHash, ...staff } = account;
        await loginLock.succeeded(staff.email);
        return { ok: true, staff };
      }
      if (email !== null) await loginLock.failed(email);
      return { ok: false, lockedForMs: 0 };
    },

    /** A new session for a staff member who just logged in: the cookie's id (never stored) and the row. */
    async startSession(staff: StaffMember, actor: Actor): Promise<{ id: string; maxAgeSeconds: number }> {
      const id = crypto.randomBytes(32).toString('base64url');
      const at = now();
      await db.transaction().execute(async (trx) => {
        const sessions = createStaffRepository(trx);
        await sessions.insertSession({
          idHash: hash(id), staffId: staff.id, csrfToken: crypto.randomBytes(32).toString('base64url'), createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + STAFF_SESSION_HOURS * 3_600_000).toISOString(),
        });
        // Expired sessions go with the next login rather than a timer of their own.
        await sessions.deleteExpiredSessions(at.toISOString());
        await recordAudit(trx, actor, { action: 'staff.login', entityType: 'staff', entityId: staff.id, before: null, after: null }, at.toISOString());
      });
      return { id, maxAgeSeconds: STAFF_SESSION_HOURS * 3600 };
    },

    /** The staff member a cookie names, when its session is current and the account active. */
    async find(cookieValue: string | undefined): Promise<StaffPrincipal | null> {
      if (!cookieValue || !SESSION_ID.test(cookieValue)) return null;
      const idHash = hash(cookieValue);
      const session = await accounts.findSession(idHash);
      if (!session || !session.staff.active || session.expiresAt <= now().toISOString()) return null;
      return { staff: session.staff, csrfToken: session.csrfToken, idHash };
    },

    async endSession(principal: StaffPrincipal): Promise<void> {
      await accounts.deleteSession(principal.idHash);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

/** The audit log's "who" for a logged-in staff member. */
export function actorOf(principal: StaffPrincipal): Actor {
  return { staffId: principal.staff.id, email: principal.staff.email };
}
