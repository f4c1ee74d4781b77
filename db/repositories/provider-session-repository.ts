import type { Kysely } from 'kysely';
import type { Database, ProviderSessionRow } from '../schema';

/** Provider checkouts opened for carts (issue 17): written when opened, read by the provider's callbacks. */
export function createProviderSessionRepository(db: Kysely<Database>) {
  return {
    async insert(row: Omit<ProviderSessionRow, 'id' | 'status' | 'order_id'>): Promise<void> {
      await db.insertInto('provider_sessions').values(row).execute();
    },

    async find(provider: string, providerOrderId: string): Promise<ProviderSessionRow | null> {
      return (await db.selectFrom('provider_sessions').selectAll().where('provider', '=', provider).where('provider_order_id', '=', providerOrderId).executeTakeFirst()) ?? null;
    },

    async update(id: number, patch: Partial<Pick<ProviderSessionRow, 'amount_ore' | 'session_id_hash' | 'status' | 'order_id' | 'updated_at'>>): Promise<void> {
      await db.updateTable('provider_sessions').set(patch).where('id', '=', id).execute();
    },
  };
}

export type ProviderSessionRepository = ReturnType<typeof createProviderSessionRepository>;
