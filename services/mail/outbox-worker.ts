import type { Kysely } from 'kysely';
import { outsideStatementLog } from '../../db/statement-log';
import { createOutboxRepository } from '../../db/repositories/outbox-repository';
import type { Database, MailAttachmentRef } from '../../db/schema';
import type { MailAttachment, Mailer } from './mailer';

/** After this many failed attempts a mail is given up (status 'failed') and left for the shop to look at. */
export const MAX_MAIL_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/**
 * A claimed mail belongs to its worker this long; a worker that died lets it go when this runs out. Longer than any
 * send may take (the SMTP transport's timeouts are set below it), so two workers never send the same mail.
 */
const CLAIM_MS = 60_000;

/** When a mail that failed `attempts` times is tried again: 30 s, 1 min, 2 min ... at most an hour apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxWorkerOptions {
  mailer: Mailer;
  now?: () => Date;
  log?: (message: string) => void;
  /** How often pending mail is looked for besides being kicked after an order. */
  pollMs?: number;
  batch?: number;
  /** Renders a mail's documents when it is sent (an invoice's PDF from its row); a mail that has some needs it. */
  renderAttachment?: (ref: MailAttachmentRef) => Promise<MailAttachment>;
}

/**
 * Sends the e-mail rows that orders write in their own transactions (a transactional outbox): kicked after each
 * order, polled besides, and on start, so mail left by a crash goes out after a restart. Several processes share
 * the table safely: each claims its rows (FOR UPDATE SKIP LOCKED on PostgreSQL) for a while before sending.
 */
export function createOutboxWorker(db: Kysely<Database>, options: OutboxWorkerOptions) {
  const repo = createOutboxRepository(db);
  const now = options.now ?? (() => new Date());
  const batch = options.batch ?? 20;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** A graceful stop: the mail being sent is finished, nothing more is started. */
  let stopping = false;

  async function attachmentsOf(refs: readonly MailAttachmentRef[]): Promise<MailAttachment[]> {
    if (refs.length === 0) return [];
    const render = options.renderAttachment;
    // Failing the send keeps the mail queued: it is retried rather than sent without its document.
    if (!render) throw new Error('no renderer for the mail\'s attachments');
    return Promise.all(refs.map((ref) => render(ref)));
  }

  async function sendBatch(): Promise<number> {
    const at = now();
    const claimed = await repo.claimDue(at.toISOString(), new Date(at.getTime() + CLAIM_MS).toISOString(), batch);
    for (const [position, mail] of claimed.entries()) {
      if (stopping) {
        // The process is going down: what this worker claimed and did not try is another worker's (or the next start's) now.
        await repo.release(claimed.slice(position).map((rest) => rest.id));
        break;
      }
      try {
        const attachments = await attachmentsOf(mail.attachments);
        const where = await options.mailer.send({
          key: mail.key, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html, ...(attachments.length > 0 ? { attachments } : {}),
        });
        await repo.markSent(mail.id, now().toISOString());
        options.log?.(`e-mail ${mail.id} (order ${mail.orderId ?? '-'}) ${where}`);
      } catch (error) {
        const failedFor = mail.attempts >= MAX_MAIL_ATTEMPTS;
        const next = new Date(now().getTime() + retryDelayMs(mail.attempts)).toISOString();
        await repo.markFailed(mail.id, String(error).slice(0, 500), failedFor ? null : next);
        options.log?.(`e-mail ${mail.id} (order ${mail.orderId ?? '-'}) failed, attempt ${mail.attempts}${failedFor ? ', given up' : ''}: ${String(error)}`);
      }
    }
    return claimed.length;
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = outsideStatementLog(async () => {
      try {
        do {
          again = false;
          while (!stopped && !stopping && (await sendBatch()) === batch);
        } while (again && !stopped && !stopping);
      } catch (error) {
        options.log?.(`outbox worker: ${String(error)}`);
      } finally {
        running = null;
      }
    });
  }

  async function drain(): Promise<void> {
    kick();
    while (running) await running;
  }

  return {
    start(): void {
      stopped = false;
      stopping = false;
      timer = setInterval(kick, options.pollMs ?? 5_000);
      timer.unref();
      kick();
    },
    /** Something was queued: send it now rather than at the next poll. */
    kick,
    /** Sends everything due and waits for it (tests). */
    drain,
    /**
     * Stops (the app closing): finishes the mail being sent, releases the rest of its claim so no mail waits out the
     * claim's minute because this process went away, and starts nothing more.
     */
    async stop(): Promise<void> {
      clearInterval(timer);
      stopping = true;
      while (running) await running;
      stopped = true;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
