import { sql, type Kysely, type Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../schema';
import { AUDIT_PAGE_SIZE, nextDay, swedishDayStart, type AuditQuery } from '../../domain/back-office';
import { contains } from '../text-match';
import { listPage } from '../list-page';

export type AuditEntry = Selectable<AuditLogTable>;

export interface NewAuditEntry {
  staffId: number | null;
  staffEmail: string;
  action: string;
  entityType: string;
  entityId: string;
  /** Already JSON, or null for nothing (a creation has no before, a login neither). */
  beforeJson: string | null;
  afterJson: string | null;
  createdAt: string;
}

/** The back office's audit log (issue 18): written in the transaction of the change it records, read by its pages. */
export function createAuditLogRepository(db: Kysely<Database>) {
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          staff_id: entry.staffId, staff_email: entry.staffEmail, action: entry.action, entity_type: entry.entityType, entity_id: entry.entityId,
          before_json: entry.beforeJson, after_json: entry.afterJson, created_at: entry.createdAt,
        })
        .execute();
    },

    /** A page of the log, newest first, filtered by who (part of the e-mail), entity type, action and days. */
    async page(query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number; pages: number }> {
      let base = db.selectFrom('audit_log');
      if (query.staff !== '') base = base.where(contains(sql.ref('staff_email'), query.staff));
      if (query.entityType !== '') base = base.where('entity_type', '=', query.entityType);
      if (query.action !== '') base = base.where('action', '=', query.action);
      if (query.from) base = base.where('created_at', '>=', swedishDayStart(query.from));
      if (query.to) base = base.where('created_at', '<', swedishDayStart(nextDay(query.to)));
      const { rows: entries, total, pages } = await listPage(base, (q) => q.selectAll().orderBy('id', 'desc'), query.page, AUDIT_PAGE_SIZE);
      return { entries, total, pages };
    },

    /** The entity types and actions that occur, for the filter's choices. */
    async choices(): Promise<{ entityTypes: string[]; actions: string[] }> {
      const [types, actions] = await Promise.all([
        db.selectFrom('audit_log').select('entity_type').distinct().orderBy('entity_type').execute(),
        db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
      ]);
      return { entityTypes: types.map((t) => t.entity_type), actions: actions.map((a) => a.action) };
    },

    /** One entity's history, oldest first (an order's, a return case's). */
    history(entityType: string, entityId: string): Promise<AuditEntry[]> {
      return db.selectFrom('audit_log').selectAll().where('entity_type', '=', entityType).where('entity_id', '=', entityId).orderBy('id').execute();
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
