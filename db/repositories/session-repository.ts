import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../schema';

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async find(idHash: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    },

    async insert(row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    /**
     * Stores the row unless the session already has one. Two first writes of one visitor can race (a double click
     * in a new session): the loser's insert does nothing instead of failing on the key.
     */
    async insertIfAbsent(row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).onConflict((oc) => oc.column('id_hash').doNothing()).execute();
    },

    /**
     * Writes the session's data, creating the row when it has none yet: one statement whether or not an earlier
     * request (or a concurrent one) already stored the session. An existing row keeps its token, customer and expiry.
     */
    async upsertData(row: SessionRow): Promise<void> {
      await db
        .insertInto('sessions')
        .values(row)
        .onConflict((oc) => oc.column('id_hash').doUpdateSet({ data: (eb) => eb.ref('excluded.data') }))
        .execute();
    },

    async touch(idHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute();
    },

    /** Moves a session to a new id (login, a placed order), keeping its data and its cart. */
    async rotate(oldHash: string, newHash: string, csrfToken: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('sessions').set({ id_hash: newHash, csrf_token: csrfToken }).where('id_hash', '=', oldHash).execute();
        await trx.updateTable('carts').set({ session_id_hash: newHash }).where('session_id_hash', '=', oldHash).execute();
      });
    },

    /**
     * Logs the session in (a customer id) or out (null), with its data, creating the row when it has none: one
     * statement either way. The token and expiry of an existing row stay.
     */
    async setCustomer(row: SessionRow): Promise<void> {
      await db
        .insertInto('sessions')
        .values(row)
        .onConflict((oc) => oc.column('id_hash').doUpdateSet({ customer_id: (eb) => eb.ref('excluded.customer_id'), data: (eb) => eb.ref('excluded.data') }))
        .execute();
    },

    /** Ends a customer's sessions but the one given (null: all of them). */
    async deleteForCustomer(customerId: number, exceptHash: string | null): Promise<void> {
      let query = db.deleteFrom('sessions').where('customer_id', '=', customerId);
      if (exceptHash !== null) query = query.where('id_hash', '!=', exceptHash);
      await query.execute();
    },

    async deleteExpired(nowIso: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expires_at', '<', nowIso).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
