import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface QueueFigures {
  /** Mails waiting to be sent (new, or failed and due again). */
  outboxPending: number;
  /** Mails given up after every attempt: a person must look at them. */
  outboxFailed: number;
  /** Age of the oldest mail still waiting, in seconds (0 when none waits). */
  outboxOldestPendingSeconds: number;
  /** Orders holding stock while their payment is awaited (card, Swish and the providers' checkouts). */
  paymentHoldsOpen: number;
}

/** What an operator watches the shop's queues by (the /metrics gauges); a few indexed counts, read when scraped. */
export function createOperationsRepository(db: Kysely<Database>) {
  return {
    async queueFigures(now: Date): Promise<QueueFigures> {
      const [outbox, holds] = await Promise.all([
        db
          .selectFrom('outbox_emails')
          .select(['status', db.fn.countAll<number>().as('n'), db.fn.min('created_at').as('oldest')])
          .where('status', 'in', ['pending', 'failed'])
          .groupBy('status')
          .execute(),
        db.selectFrom('orders').select(db.fn.countAll<number>().as('n')).where('status', '=', 'awaiting_payment').executeTakeFirstOrThrow(),
      ]);
      const pending = outbox.find((row) => row.status === 'pending');
      const failed = outbox.find((row) => row.status === 'failed');
      const oldest = pending?.oldest ? Date.parse(String(pending.oldest)) : Number.NaN;
      return {
        outboxPending: Number(pending?.n ?? 0),
        outboxFailed: Number(failed?.n ?? 0),
        outboxOldestPendingSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
        paymentHoldsOpen: Number(holds.n),
      };
    },
  };
}
