import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database, OrderStatus, OutboxStatus } from '../../db/schema';
import { nextDay, swedishDayStart } from '../../domain/back-office';
import { caseIdOf, RETURN_CASE_PAGE_SIZE, returnCaseTransition, type ReturnCaseAction, type ReturnCaseQuery, type ReturnCaseRefusal, type ReturnCaseStatus } from '../../domain/return-case-admin';
import { returnCaseNumber } from '../../domain/returns';
import { RETURN_MAIL_KIND } from '../returns/return-service';
import { recordAudit, type Actor, type AuditEntry } from './audit-log';
import { returnDecisionMail } from './return-case-mail';

export interface ReturnCaseListRow {
  id: number;
  case_number: string;
  type: 'return' | 'complaint';
  status: ReturnCaseStatus;
  created_at: string;
  order_number: string;
  name: string;
  email: string;
  units: number;
  images: number;
}

export interface ReturnCaseDetail {
  case: { id: number; case_number: string; type: 'return' | 'complaint'; status: ReturnCaseStatus; reason: string; decision_note: string; decided_at: string | null; created_at: string };
  order: { order_number: string; name: string; email: string; status: OrderStatus; created_at: string; delivered_at: string | null };
  lines: { id: number; name: string; quantity: number; ordered: number; unit_price_incl_vat_ore: number }[];
  images: { id: number; content_type: string; original_name: string; size_bytes: number }[];
  mails: { id: number; subject: string; status: OutboxStatus; created_at: string }[];
  history: AuditEntry[];
}

export type ReturnCaseChange = { ok: true; status: ReturnCaseStatus; changed: boolean } | { ok: false; reason: ReturnCaseRefusal | 'unknown_case' };

/** The mail of a decision: one per case and decision (the outbox keeps one mail per order and kind). */
const decisionMailKind = (caseId: number, status: 'approved' | 'rejected') => `${RETURN_MAIL_KIND}_${caseId}_${status}`;

/**
 * The back office's returns and complaints (issue 18): the cases shoppers filed (docs/decisions/019), their lines
 * and images, and the shop's decision, mailed to the customer in the decision's own transaction.
 */
export function createReturnCaseAdmin(db: Kysely<Database>, options: { now?: () => Date; mailQueued?: () => void }) {
  const now = options.now ?? (() => new Date());

  return {
    async list(query: ReturnCaseQuery): Promise<{ rows: ReturnCaseListRow[]; total: number; pages: number }> {
      let base = db.selectFrom('return_cases as c').innerJoin('orders as o', 'o.id', 'c.order_id');
      if (query.status) base = base.where('c.status', '=', query.status);
      if (query.type) base = base.where('c.type', '=', query.type);
      if (query.from) base = base.where('c.created_at', '>=', swedishDayStart(query.from));
      if (query.to) base = base.where('c.created_at', '<', swedishDayStart(nextDay(query.to)));
      if (query.search !== '') {
        const caseId = caseIdOf(query.search);
        const digits = query.search.replace(/\s/g, '');
        base = base.where((eb) =>
          eb.or([
            ...(/^\d{1,12}$/.test(digits) ? [eb('o.order_number', '=', digits)] : []),
            ...(caseId !== null && /^[Rr]/.test(query.search.trim()) ? [eb('c.id', '=', caseId)] : []),
            eb(sql<string>`lower(o.email)`, '=', query.search.toLowerCase()),
          ]),
        );
      }
      const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const total = Number(count);
      const rows = await base
        .select(['c.id', 'c.type', 'c.status', 'c.created_at', 'o.order_number', 'o.first_name', 'o.last_name', 'o.email'])
        .select((eb) => [
          eb.selectFrom('return_case_lines as l').select((e) => e.fn.coalesce(e.fn.sum<number>('l.quantity'), sql.lit(0)).as('n')).whereRef('l.case_id', '=', 'c.id').as('units'),
          eb.selectFrom('return_case_images as i').select((e) => e.fn.countAll<number>().as('n')).whereRef('i.case_id', '=', 'c.id').as('images'),
        ])
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(RETURN_CASE_PAGE_SIZE)
        .offset((query.page - 1) * RETURN_CASE_PAGE_SIZE)
        .execute();
      return {
        rows: rows.map((r) => ({
          id: r.id, case_number: returnCaseNumber(r.id), type: r.type, status: r.status, created_at: r.created_at, order_number: r.order_number ?? '',
          name: `${r.first_name} ${r.last_name}`, email: r.email, units: Number(r.units ?? 0), images: Number(r.images ?? 0),
        })),
        total,
        pages: Math.max(1, Math.ceil(total / RETURN_CASE_PAGE_SIZE)),
      };
    },

    async detail(id: number): Promise<ReturnCaseDetail | null> {
      const row = await db
        .selectFrom('return_cases as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(['c.id', 'c.type', 'c.status', 'c.reason', 'c.decision_note', 'c.decided_at', 'c.created_at', 'o.id as order_id', 'o.order_number', 'o.first_name', 'o.last_name', 'o.email', 'o.status as order_status', 'o.created_at as ordered_at', 'o.delivered_at'])
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const [lines, images, mails, history] = await Promise.all([
        db
          .selectFrom('return_case_lines as l')
          .innerJoin('order_lines as ol', 'ol.id', 'l.order_line_id')
          .select(['l.id', 'ol.name', 'l.quantity', 'ol.quantity as ordered', 'ol.unit_price_incl_vat_ore'])
          .where('l.case_id', '=', id)
          .orderBy('l.id')
          .execute(),
        db.selectFrom('return_case_images').select(['id', 'content_type', 'original_name', 'size_bytes']).where('case_id', '=', id).orderBy('id').execute(),
        db
          .selectFrom('outbox_emails')
          .select(['id', 'subject', 'status', 'created_at'])
          .where('order_id', '=', row.order_id)
          .where('kind', 'in', [`${RETURN_MAIL_KIND}_${id}`, decisionMailKind(id, 'approved'), decisionMailKind(id, 'rejected')])
          .orderBy('id')
          .execute(),
        db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'return_case').where('entity_id', '=', String(id)).orderBy('id').execute(),
      ]);
      return {
        case: { id: row.id, case_number: returnCaseNumber(row.id), type: row.type, status: row.status, reason: row.reason, decision_note: row.decision_note, decided_at: row.decided_at, created_at: row.created_at },
        order: { order_number: row.order_number ?? '', name: `${row.first_name} ${row.last_name}`, email: row.email, status: row.order_status, created_at: row.ordered_at, delivered_at: row.delivered_at },
        lines,
        images: images.map((i) => ({ ...i, size_bytes: Number(i.size_bytes) })),
        mails,
        history,
      };
    },

    /** One of a case's images, for the back office only (served with its checked content type). */
    async image(caseId: number, imageId: number): Promise<{ content_type: string; data: Buffer } | null> {
      const image = await db.selectFrom('return_case_images').select(['content_type', 'data']).where('case_id', '=', caseId).where('id', '=', imageId).executeTakeFirst();
      return image ? { content_type: image.content_type, data: Buffer.from(image.data) } : null;
    },

    /**
     * Decides or closes a case in one transaction: the state (conditionally, so two clicks decide once), the
     * customer's mail for a decision, and the audit entry.
     */
    async change(id: number, action: ReturnCaseAction, reason: string, actor: Actor): Promise<ReturnCaseChange> {
      const nowIso = now().toISOString();
      const outcome = await db.transaction().execute(async (trx): Promise<ReturnCaseChange & { mailed?: boolean }> => {
        let query = trx
          .selectFrom('return_cases as c')
          .innerJoin('orders as o', 'o.id', 'c.order_id')
          .select(['c.id', 'c.type', 'c.status', 'c.order_id', 'o.order_number', 'o.first_name', 'o.email'])
          .where('c.id', '=', id);
        if (isPostgres(trx)) query = query.forUpdate('c');
        const found = await query.executeTakeFirst();
        if (!found) return { ok: false, reason: 'unknown_case' };
        const next = returnCaseTransition(found.status, action);
        if (!next.ok) return next;
        if (!next.changed) return { ok: true, status: next.to, changed: false };
        const flipped = await trx
          .updateTable('return_cases')
          .set({ status: next.to, ...(action === 'close' ? {} : { decision_note: action === 'reject' ? reason : '', decided_at: nowIso }) })
          .where('id', '=', id)
          .where('status', '=', found.status)
          .executeTakeFirst();
        if (Number(flipped.numUpdatedRows) !== 1) return { ok: true, status: next.to, changed: false };
        let mailed = false;
        if (next.to === 'approved' || next.to === 'rejected') {
          const mail = returnDecisionMail({
            firstName: found.first_name, caseNumber: returnCaseNumber(id), orderNumber: found.order_number ?? '', type: found.type, decision: next.to, reason,
          });
          await trx
            .insertInto('outbox_emails')
            .values({
              order_id: found.order_id, kind: decisionMailKind(id, next.to), recipient: found.email, subject: mail.subject, text_body: mail.text, html_body: mail.html,
              next_attempt_at: nowIso, created_at: nowIso,
            })
            .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
            .execute();
          mailed = true;
        }
        await recordAudit(
          trx,
          actor,
          { action: `return_case.${action}`, entityType: 'return_case', entityId: id, before: { status: found.status }, after: { status: next.to, ...(action === 'reject' ? { reason } : {}) } },
          nowIso,
        );
        return { ok: true, status: next.to, changed: true, mailed };
      });
      if (outcome.ok && outcome.mailed) options.mailQueued?.();
      return outcome.ok ? { ok: true, status: outcome.status, changed: outcome.changed } : outcome;
    },
  };
}

export type ReturnCaseAdmin = ReturnType<typeof createReturnCaseAdmin>;
