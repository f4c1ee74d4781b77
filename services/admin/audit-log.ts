import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditQuery } from '../../domain/back-office';
import { createAuditLogRepository } from '../../db/repositories/audit-log-repository';
import { svBackOffice } from '../../common/copy/sv-back-office';

export type { AuditEntry } from '../../db/repositories/audit-log-repository';

/** Who made a change: a logged-in staff member, or the command line (`npm run admin:create`). */
export interface Actor {
  staffId: number | null;
  email: string;
}

export const COMMAND_LINE: Actor = { staffId: null, email: svBackOffice.audit.actors.commandLine };

/** A payment provider's answer (its callback, or the shopper's return from it) changed an order. */
export const PAYMENT_PROVIDER: Actor = { staffId: null, email: svBackOffice.audit.actors.paymentProvider };

export interface AuditChange {
  /** What was done, `<entity>.<verb>`: 'order.ship', 'staff.create'. */
  action: string;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/**
 * Writes one audit entry. Called with the transaction of the change it records, so an entry exists exactly when
 * its change does.
 */
export async function recordAudit(db: Kysely<Database>, actor: Actor, change: AuditChange, nowIso: string): Promise<void> {
  await createAuditLogRepository(db).insert({
    staffId: actor.staffId, staffEmail: actor.email, action: change.action, entityType: change.entityType, entityId: String(change.entityId),
    beforeJson: jsonOrNull(change.before), afterJson: jsonOrNull(change.after), createdAt: nowIso,
  });
}

/** The audit log as the back-office pages read it. */
export function createAuditLog(db: Kysely<Database>) {
  const log = createAuditLogRepository(db);
  return {
    list: (query: AuditQuery) => log.page(query),
    choices: () => log.choices(),
  };
}
