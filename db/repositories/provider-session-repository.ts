import type { Kysely } from 'kysely';
import type { Database, ProviderSessionRow } from '../schema';

/** Provider checkouts opened for carts (issue 17): written when opened, read by the provider's callbacks. */
export function createProviderSessionRepository(db: Kysely<Database>) {
  /**
   * A checkout leaves 'open' once, by one conditional update: it takes the row's lock (PostgreSQL makes a second
   * update wait and then re-reads the row; SQLite writes one at a time), so of a completion and a refusal at once
   * exactly one changes the row and the other learns it came second (decision 040).
   */
  async function leaveOpen(id: number, patch: Pick<ProviderSessionRow, 'status' | 'updated_at'> & Partial<Pick<ProviderSessionRow, 'order_id'>>): Promise<boolean> {
    const result = await db.updateTable('provider_sessions').set(patch).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    async insert(row: Omit<ProviderSessionRow, 'id' | 'status' | 'order_id'>): Promise<void> {
      await db.insertInto('provider_sessions').values(row).execute();
    },

    async find(provider: string, providerOrderId: string): Promise<ProviderSessionRow | null> {
      return (await db.selectFrom('provider_sessions').selectAll().where('provider', '=', provider).where('provider_order_id', '=', providerOrderId).executeTakeFirst()) ?? null;
    },

    /**
     * The checkout's transition from open to completed by `orderId`, run in the order's transaction so the order
     * and its checkout's state commit together. False when the checkout left 'open' already.
     */
    async complete(id: number, orderId: number, nowIso: string): Promise<boolean> {
      return leaveOpen(id, { status: 'completed', order_id: orderId, updated_at: nowIso });
    },

    /** The checkout's transition from open to refused (the shop will not place its order). False when it left 'open' already. */
    async refuse(id: number, nowIso: string): Promise<boolean> {
      return leaveOpen(id, { status: 'refused', updated_at: nowIso });
    },

    async update(id: number, patch: Partial<Pick<ProviderSessionRow, 'amount_ore' | 'session_id_hash' | 'status' | 'order_id' | 'updated_at'>>): Promise<void> {
      await db.updateTable('provider_sessions').set(patch).where('id', '=', id).execute();
    },
  };
}

export type ProviderSessionRepository = ReturnType<typeof createProviderSessionRepository>;
