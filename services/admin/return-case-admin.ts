import type { Kysely } from 'kysely';
import type { Database, OutboxStatus } from '../../db/schema';
import { createAuditLogRepository, type AuditEntry } from '../../db/repositories/audit-log-repository';
import { createOutboxRepository } from '../../db/repositories/outbox-repository';
import {
  createReturnCaseRepository, type ReturnCaseImageInfo, type ReturnCaseLine, type ReturnCaseListRow, type ReturnCaseRecord,
} from '../../db/repositories/return-case-repository';
import { rejectionReason, returnCaseTransition, type ReturnCaseAction, type ReturnCaseQuery, type ReturnCaseRefusal, type ReturnCaseStatus } from '../../domain/return-case-admin';
import { returnCaseNumber } from '../../domain/returns';
import { RETURN_MAIL_KIND } from '../returns/return-service';
import { recordAudit, type Actor } from './audit-log';
import { creditReturnedLines } from '../invoicing/invoice-issuing';
import { returnDecisionMail } from './return-case-mail';

export interface ReturnCaseDetail {
  case: ReturnCaseRecord['case'];
  order: Omit<ReturnCaseRecord['order'], 'id'>;
  lines: ReturnCaseLine[];
  images: ReturnCaseImageInfo[];
  mails: { id: number; subject: string; status: OutboxStatus; created_at: string }[];
  history: AuditEntry[];
}

export type ReturnCaseChange = { ok: true; status: ReturnCaseStatus; changed: boolean } | { ok: false; reason: ReturnCaseRefusal | 'unknown_case' | 'reason' };

/** The mail of a decision: one per case and decision (the outbox keeps one mail per order and kind). */
const decisionMailKind = (caseId: number, status: 'approved' | 'rejected') => `${RETURN_MAIL_KIND}_${caseId}_${status}`;

/**
 * The back office's returns and complaints (issue 18): the cases shoppers filed (docs/decisions/019), their lines
 * and images, and the shop's decision, mailed to the customer in the decision's own transaction.
 */
export function createReturnCaseAdmin(db: Kysely<Database>, options: { now?: () => Date; mailQueued?: () => void }) {
  const now = options.now ?? (() => new Date());
  const cases = createReturnCaseRepository(db);

  return {
    list(query: ReturnCaseQuery): Promise<{ rows: ReturnCaseListRow[]; total: number; pages: number }> {
      return cases.page(query);
    },

    async detail(id: number): Promise<ReturnCaseDetail | null> {
      const found = await cases.find(id);
      if (!found) return null;
      const { id: orderId, ...order } = found.order;
      const [lines, images, mails, history] = await Promise.all([
        cases.lines(id),
        cases.images(id),
        cases.mails(orderId, [`${RETURN_MAIL_KIND}_${id}`, decisionMailKind(id, 'approved'), decisionMailKind(id, 'rejected')]),
        createAuditLogRepository(db).history('return_case', String(id)),
      ]);
      return { case: found.case, order, lines, images, mails, history };
    },

    /** One of a case's images, for the back office only (served with its checked content type). */
    image(caseId: number, imageId: number): Promise<{ content_type: string; data: Buffer } | null> {
      return cases.image(caseId, imageId);
    },

    /**
     * Decides or closes a case in one transaction: the state (conditionally, so two clicks decide once), the
     * customer's mail for a decision, and the audit entry. A rejection states its reason (`reasonText`, refused as
     * 'reason' when too short or long); the other actions ignore it.
     */
    async change(id: number, action: ReturnCaseAction, reasonText: string, actor: Actor): Promise<ReturnCaseChange> {
      const reason = action === 'reject' ? rejectionReason(reasonText) : '';
      if (reason === null) return { ok: false, reason: 'reason' };
      const nowIso = now().toISOString();
      const outcome = await db.transaction().execute(async (trx): Promise<ReturnCaseChange & { mailed?: boolean }> => {
        const locked = createReturnCaseRepository(trx);
        const found = await locked.lockToDecide(id);
        if (!found) return { ok: false, reason: 'unknown_case' };
        const next = returnCaseTransition(found.status, action);
        if (!next.ok) return next;
        if (!next.changed) return { ok: true, status: next.to, changed: false };
        const decision = action === 'close' ? null : { note: action === 'reject' ? reason : '', decidedAt: nowIso };
        if (!(await locked.move(id, found.status, next.to, decision))) return { ok: true, status: next.to, changed: false };
        let mailed = false;
        if (next.to === 'approved' || next.to === 'rejected') {
          const mail = returnDecisionMail({
            firstName: found.firstName, caseNumber: returnCaseNumber(id), orderNumber: found.orderNumber, type: found.type, decision: next.to, reason,
          });
          await createOutboxRepository(trx).queue({ orderId: found.orderId, kind: decisionMailKind(id, next.to), recipient: found.email, ...mail }, nowIso);
          mailed = true;
        }
        // An accepted return of an invoiced order takes its lines off the invoice with a credit invoice (issue 30).
        if (next.to === 'approved' && found.type === 'return') {
          await creditReturnedLines(trx, { id: found.orderId, email: found.email, first_name: found.firstName, order_number: found.orderNumber }, id, nowIso);
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
