import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';
import { AUDIT_PAGE_SIZE, nextDay, swedishDayStart, type AuditQuery } from '../../domain/back-office';

/** Who made a change: a logged-in staff member, or the command line (`npm run admin:create`). */
export interface Actor {
  staffId: number | null;
  email: string;
}

export const COMMAND_LINE: Actor = { staffId: null, email: 'kommandoraden' };

/** A payment provider's answer (its callback, or the shopper's return from it) changed an order. */
export const PAYMENT_PROVIDER: Actor = { staffId: null, email: 'betalleverantören' };

export interface AuditChange {
  /** What was done, `<entity>.<verb>`: 'order.ship', 'staff.create'. */
  action: string;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit entry. Called with the transaction of the change it records, so an entry exists exactly when
 * its change does.
 */
export async function recordAudit(db: Kysely<Database>, actor: Actor, change: AuditChange, nowIso: string): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      staff_id: actor.staffId,
      staff_email: actor.email,
      action: change.action,
      entity_type: change.entityType,
      entity_id: String(change.entityId),
      before_json: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
      after_json: change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
      created_at: nowIso,
    })
    .execute();
}

export type AuditEntry = Selectable<AuditLogTable>;

/** A page of the audit log, newest first, filtered by who (part of the e-mail), entity type, action and days. */
export async function listAudit(db: Kysely<Database>, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number; pages: number }> {
  let base = db.selectFrom('audit_log');
  if (query.staff !== '') base = base.where(contains(sql.ref('staff_email'), query.staff));
  if (query.entityType !== '') base = base.where('entity_type', '=', query.entityType);
  if (query.action !== '') base = base.where('action', '=', query.action);
  if (query.from) base = base.where('created_at', '>=', swedishDayStart(query.from));
  if (query.to) base = base.where('created_at', '<', swedishDayStart(nextDay(query.to)));
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const total = Number(count);
  const entries = await base
    .selectAll()
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return { entries, total, pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

/** The entity types and actions that occur, for the filter's choices. */
export async function auditChoices(db: Kysely<Database>): Promise<{ entityTypes: string[]; actions: string[] }> {
  const [types, actions] = await Promise.all([
    db.selectFrom('audit_log').select('entity_type').distinct().orderBy('entity_type').execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
  ]);
  return { entityTypes: types.map((t) => t.entity_type), actions: actions.map((a) => a.action) };
}

/**
 * `column` contains `text`, in any case, with LIKE's wildcards in the text taken literally. The escape character is
 * named because SQLite has none by default.
 */
export function contains(column: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
}

/** The audit log as the back-office pages read it. */
export function createAuditLog(db: Kysely<Database>) {
  return {
    list: (query: AuditQuery) => listAudit(db, query),
    choices: () => auditChoices(db),
  };
}
