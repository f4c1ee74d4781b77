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

    async touch(idHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .execute();
    },

    /** Moves a session to a new id (login), keeping its data and its cart. */
    async rotate(oldHash: string, newHash: string, csrfToken: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('sessions').set({ id_hash: newHash, csrf_token: csrfToken }).where('id_hash', '=', oldHash).execute();
        await trx.updateTable('carts').set({ session_id_hash: newHash }).where('session_id_hash', '=', oldHash).execute();
      });
    },

    async saveData(idHash: string, data: string): Promise<void> {
      await db.updateTable('sessions').set({ data }).where('id_hash', '=', idHash).execute();
    },

    async deleteExpired(nowIso: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('expires_at', '<', nowIso).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
