import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Deletes what nobody can reach any more, a bounded batch per statement: on SQLite a delete holds the one write
 * lock, so a purge of a large backlog must leave room for shoppers' writes between its batches.
 */
export function createHousekeepingRepository(db: Kysely<Database>) {
  return {
    /** Up to `limit` sessions that expired at or before `nowIso` (read through sessions_expires_idx). */
    async deleteExpiredSessions(nowIso: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('id_hash', 'in', (eb) => eb.selectFrom('sessions').select('id_hash').where('expires_at', '<=', nowIso).limit(limit))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Up to `limit` abandoned anonymous carts (their lines and codes go with them): no customer, not changed since
     * `idleBeforeIso`, and no live session holding them. A live session keeps its cart however old the cart is.
     * Candidates come from carts_anonymous_updated_idx; each costs one primary-key probe into sessions.
     */
    async deleteAbandonedCarts(nowIso: string, idleBeforeIso: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('carts')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('carts as c')
            .select('c.id')
            .where('c.customer_id', 'is', null)
            .where('c.updated_at', '<', idleBeforeIso)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('sessions as s')
                    .select(sql<number>`1`.as('one'))
                    .whereRef('s.id_hash', '=', 'c.session_id_hash')
                    .where('s.expires_at', '>', nowIso),
                ),
              ),
            )
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Up to `limit` newsletter sign-ups never confirmed whose last link ran out before `lapsedBeforeIso`: nothing can
     * confirm them any more, and an address with its consent is not kept for a subscription that never began.
     */
    async deleteLapsedNewsletterSignUps(lapsedBeforeIso: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('newsletter_subscriptions')
        .where('id', 'in', (eb) => eb.selectFrom('newsletter_subscriptions').select('id').where('status', '=', 'pending').where('updated_at', '<', lapsedBeforeIso).limit(limit))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type HousekeepingRepository = ReturnType<typeof createHousekeepingRepository>;
