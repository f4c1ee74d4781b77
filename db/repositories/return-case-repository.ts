import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { Database, OrderStatus, OutboxStatus } from '../schema';
import { nextDay, swedishDayStart } from '../../domain/back-office';
import { caseIdOf, RETURN_CASE_PAGE_SIZE, type ReturnCaseQuery, type ReturnCaseStatus } from '../../domain/return-case-admin';
import { returnCaseNumber } from '../../domain/returns';
import { listPage } from '../list-page';

export type ReturnCaseType = 'return' | 'complaint';

export interface ReturnCaseListRow {
  id: number;
  case_number: string;
  type: ReturnCaseType;
  status: ReturnCaseStatus;
  created_at: string;
  order_number: string;
  name: string;
  email: string;
  units: number;
  images: number;
}

export interface ReturnCaseRecord {
  case: { id: number; case_number: string; type: ReturnCaseType; status: ReturnCaseStatus; reason: string; decision_note: string; decided_at: string | null; created_at: string };
  order: { id: number; order_number: string; name: string; email: string; status: OrderStatus; created_at: string; delivered_at: string | null };
}

export interface ReturnCaseLine {
  id: number;
  name: string;
  quantity: number;
  ordered: number;
  unit_price_incl_vat_ore: number;
}

export interface ReturnCaseImageInfo {
  id: number;
  content_type: string;
  original_name: string;
  size_bytes: number;
}

/** A case about to be decided: what the decision and its mail need. */
export interface CaseToDecide {
  id: number;
  type: ReturnCaseType;
  status: ReturnCaseStatus;
  orderId: number;
  orderNumber: string;
  firstName: string;
  email: string;
}

/** The back office's view of returns and complaints (issue 18) that shoppers filed through return-repository. */
export function createReturnCaseRepository(db: Kysely<Database>) {
  return {
    async page(query: ReturnCaseQuery): Promise<{ rows: ReturnCaseListRow[]; total: number; pages: number }> {
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
      const { rows, total, pages } = await listPage(
        base,
        (q) =>
          q
            .select(['c.id', 'c.type', 'c.status', 'c.created_at', 'o.order_number', 'o.first_name', 'o.last_name', 'o.email'])
            .select((eb) => [
              eb.selectFrom('return_case_lines as l').select((e) => e.fn.coalesce(e.fn.sum<number>('l.quantity'), sql.lit(0)).as('n')).whereRef('l.case_id', '=', 'c.id').as('units'),
              eb.selectFrom('return_case_images as i').select((e) => e.fn.countAll<number>().as('n')).whereRef('i.case_id', '=', 'c.id').as('images'),
            ])
            .orderBy('c.created_at', 'desc')
            .orderBy('c.id', 'desc'),
        query.page,
        RETURN_CASE_PAGE_SIZE,
      );
      return {
        rows: rows.map((r) => ({
          id: r.id, case_number: returnCaseNumber(r.id), type: r.type, status: r.status, created_at: r.created_at, order_number: r.order_number ?? '',
          name: `${r.first_name} ${r.last_name}`, email: r.email, units: Number(r.units ?? 0), images: Number(r.images ?? 0),
        })),
        total,
        pages,
      };
    },

    async find(id: number): Promise<ReturnCaseRecord | null> {
      const row = await db
        .selectFrom('return_cases as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(['c.id', 'c.type', 'c.status', 'c.reason', 'c.decision_note', 'c.decided_at', 'c.created_at', 'o.id as order_id', 'o.order_number', 'o.first_name', 'o.last_name', 'o.email', 'o.status as order_status', 'o.created_at as ordered_at', 'o.delivered_at'])
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        case: { id: row.id, case_number: returnCaseNumber(row.id), type: row.type, status: row.status, reason: row.reason, decision_note: row.decision_note, decided_at: row.decided_at, created_at: row.created_at },
        order: { id: row.order_id, order_number: row.order_number ?? '', name: `${row.first_name} ${row.last_name}`, email: row.email, status: row.order_status, created_at: row.ordered_at, delivered_at: row.delivered_at },
      };
    },

    lines(caseId: number): Promise<ReturnCaseLine[]> {
      return db
        .selectFrom('return_case_lines as l')
        .innerJoin('order_lines as ol', 'ol.id', 'l.order_line_id')
        .select(['l.id', 'ol.name', 'l.quantity', 'ol.quantity as ordered', 'ol.unit_price_incl_vat_ore'])
        .where('l.case_id', '=', caseId)
        .orderBy('l.id')
        .execute();
    },

    async images(caseId: number): Promise<ReturnCaseImageInfo[]> {
      const rows = await db.selectFrom('return_case_images').select(['id', 'content_type', 'original_name', 'size_bytes']).where('case_id', '=', caseId).orderBy('id').execute();
      return rows.map((i) => ({ ...i, size_bytes: Number(i.size_bytes) }));
    },

    /** The order's mails of the given kinds, oldest first. */
    mails(orderId: number, kinds: readonly string[]): Promise<{ id: number; subject: string; status: OutboxStatus; created_at: string }[]> {
      return db.selectFrom('outbox_emails').select(['id', 'subject', 'status', 'created_at']).where('order_id', '=', orderId).where('kind', 'in', kinds).orderBy('id').execute();
    },

    async image(caseId: number, imageId: number): Promise<{ content_type: string; data: Buffer } | null> {
      const image = await db.selectFrom('return_case_images').select(['content_type', 'data']).where('case_id', '=', caseId).where('id', '=', imageId).executeTakeFirst();
      return image ? { content_type: image.content_type, data: Buffer.from(image.data) } : null;
    },

    /** The case with its order's contact, locked for this transaction on PostgreSQL (SQLite serialises writes). */
    async lockToDecide(id: number): Promise<CaseToDecide | null> {
      let query = db
        .selectFrom('return_cases as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(['c.id', 'c.type', 'c.status', 'c.order_id', 'o.order_number', 'o.first_name', 'o.email'])
        .where('c.id', '=', id);
      if (isPostgres(db)) query = query.forUpdate('c');
      const row = await query.executeTakeFirst();
      return row ? { id: row.id, type: row.type, status: row.status, orderId: row.order_id, orderNumber: row.order_number ?? '', firstName: row.first_name, email: row.email } : null;
    },

    /**
     * Moves the case from `from` to `to` (a decision keeps its note and time, a closing neither): conditional on the
     * state it was read in, so of two clicks one changes it. False when it had moved already.
     */
    async move(id: number, from: ReturnCaseStatus, to: ReturnCaseStatus, decision: { note: string; decidedAt: string } | null): Promise<boolean> {
      const flipped = await db
        .updateTable('return_cases')
        .set({ status: to, ...(decision === null ? {} : { decision_note: decision.note, decided_at: decision.decidedAt }) })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(flipped.numUpdatedRows) === 1;
    },
  };
}
