import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { Database, MailAttachmentRef } from '../schema';

export interface ClaimedMail {
  id: number;
  orderId: number | null;
  /** A stable name for the message: its creation time, kind and row id. */
  key: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** Including this one. */
  attempts: number;
  /** The documents to render and attach when it is sent. */
  attachments: MailAttachmentRef[];
}

/** A mail to queue: for an order (one per order and kind), or for nobody's order (an offer request). */
export interface MailToQueue {
  orderId: number | null;
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** Documents rendered when the mail is sent (an invoice's PDF), never stored as bytes. */
  attachments?: readonly MailAttachmentRef[];
}

export function createOutboxRepository(db: Kysely<Database>) {
  const pg = isPostgres(db);
  return {
    /**
     * Queues a mail, due now. A second mail of an order's kind is not queued: a retried decision mails once. (The
     * key is per order, so mails without one are never held back.)
     */
    async queue(mail: MailToQueue, nowIso: string): Promise<void> {
      await db
        .insertInto('outbox_emails')
        .values({
          order_id: mail.orderId, kind: mail.kind, recipient: mail.recipient, subject: mail.subject, text_body: mail.text, html_body: mail.html,
          next_attempt_at: nowIso, created_at: nowIso, attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        })
        .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
        .execute();
    },

    /** Claims up to `limit` due mails (pending, due, not claimed by a live worker), oldest first. */
    async claimDue(nowIso: string, claimUntilIso: string, limit: number): Promise<ClaimedMail[]> {
      let due = db
        .selectFrom('outbox_emails')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
        .orderBy('id')
        .limit(limit);
      if (pg) due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('outbox_emails')
        .set({ claimed_until: claimUntilIso, attempts: sql`attempts + 1` })
        .where('id', 'in', due)
        .returningAll()
        .execute();
      return rows
        .sort((a, b) => a.id - b.id)
        .map((r) => ({
          id: r.id,
          orderId: r.order_id,
          key: `${r.created_at.replace(/[:.]/g, '-')}-${r.kind}-${r.id}`,
          recipient: r.recipient,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          attempts: r.attempts,
          attachments: r.attachments === null ? [] : (JSON.parse(r.attachments) as MailAttachmentRef[]),
        }));
    },

    async markSent(id: number, nowIso: string): Promise<void> {
      await db.updateTable('outbox_emails').set({ status: 'sent', sent_at: nowIso, claimed_until: null, last_error: null }).where('id', '=', id).execute();
    },

    /**
     * Lets go of mails claimed but not tried (a worker stopping): due again at once for any worker, their attempt
     * not counted. Only rows still claimed are touched, so a mail another worker took over meanwhile is left alone.
     */
    async release(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('outbox_emails')
        .set({ claimed_until: null, attempts: sql`attempts - 1` })
        .where('id', 'in', ids)
        .where('status', '=', 'pending')
        .where('claimed_until', 'is not', null)
        .execute();
    },

    /** Back to pending until `retryAtIso`, or failed for good when that is null. */
    async markFailed(id: number, error: string, retryAtIso: string | null): Promise<void> {
      await db
        .updateTable('outbox_emails')
        .set(retryAtIso === null ? { status: 'failed', claimed_until: null, last_error: error } : { next_attempt_at: retryAtIso, claimed_until: null, last_error: error })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
