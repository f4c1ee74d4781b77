import type { Kysely } from 'kysely';
import { swedishDayStart, nextDay } from '../../domain/back-office';
import { REFUSAL_PAGE_SIZE, type ProviderRefusalCancel, type ProviderRefusalReason, type RefusalListQuery } from '../../domain/provider-refusals';
import type { Database, ProviderSessionRow } from '../schema';
import { listPage } from '../list-page';

/** A refused provider checkout as the back office lists it (issue 28). */
export interface RefusedCheckout {
  id: number;
  provider: string;
  provider_order_id: string;
  refused_at: string;
  amount_ore: number;
  reason: ProviderRefusalReason | null;
  cancel: ProviderRefusalCancel | null;
}

type Refusal = { reason: ProviderRefusalReason; amountOre: number };

/** Provider checkouts opened for carts (issue 17): written when opened, read by the provider's callbacks. */
export function createProviderSessionRepository(db: Kysely<Database>) {
  /**
   * A checkout leaves 'open' once, by one conditional update: it takes the row's lock (PostgreSQL makes a second
   * update wait and then re-reads the row; SQLite writes one at a time), so of a completion and a refusal at once
   * exactly one changes the row and the other learns it came second (decision 040).
   */
  async function leaveOpen(
    id: number,
    patch: Pick<ProviderSessionRow, 'status' | 'updated_at'> & Partial<Pick<ProviderSessionRow, 'order_id' | 'refused_reason' | 'refused_amount_ore' | 'refused_at'>>,
  ): Promise<boolean> {
    const result = await db.updateTable('provider_sessions').set(patch).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    async insert(row: Omit<ProviderSessionRow, 'id' | 'status' | 'order_id' | 'refused_reason' | 'refused_cancel' | 'refused_amount_ore' | 'refused_at'>): Promise<void> {
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

    /**
     * The checkout's transition from open to refused (the shop will not place its order), with why and the amount of
     * the provider's order. False when it left 'open' already.
     */
    async refuse(id: number, refusal: Refusal, nowIso: string): Promise<boolean> {
      return leaveOpen(id, { status: 'refused', updated_at: nowIso, refused_at: nowIso, refused_reason: refusal.reason, refused_amount_ore: refusal.amountOre });
    },

    /** What the cancel call at the provider did with a checkout this process refused. */
    async recordCancel(id: number, cancel: ProviderRefusalCancel): Promise<void> {
      await db.updateTable('provider_sessions').set({ refused_cancel: cancel }).where('id', '=', id).where('status', '=', 'refused').execute();
    },

    /** Refused checkouts, newest first, a page at a time, with how many there are in all. */
    async refusals(query: RefusalListQuery): Promise<{ rows: RefusedCheckout[]; total: number }> {
      let base = db.selectFrom('provider_sessions').where('status', '=', 'refused').where('refused_at', 'is not', null);
      if (query.provider) base = base.where('provider', '=', query.provider);
      if (query.from) base = base.where('refused_at', '>=', swedishDayStart(query.from));
      if (query.to) base = base.where('refused_at', '<', swedishDayStart(nextDay(query.to)));
      const { rows, total } = await listPage(
        base,
        (q) =>
          q
            .select(['id', 'provider', 'provider_order_id', 'refused_at', 'amount_ore', 'refused_amount_ore', 'refused_reason', 'refused_cancel'])
            .orderBy('refused_at', 'desc')
            .orderBy('id', 'desc'),
        query.page,
        REFUSAL_PAGE_SIZE,
      );
      return {
        rows: rows.map((r) => ({
          id: r.id, provider: r.provider, provider_order_id: r.provider_order_id, refused_at: r.refused_at!,
          amount_ore: r.refused_amount_ore ?? r.amount_ore, reason: r.refused_reason, cancel: r.refused_cancel,
        })),
        total,
      };
    },

    /** How many checkouts were refused since `sinceIso` (the dashboard's figure). */
    async refusedSince(sinceIso: string): Promise<number> {
      const { count } = await db
        .selectFrom('provider_sessions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'refused')
        .where('refused_at', '>=', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async update(id: number, patch: Partial<Pick<ProviderSessionRow, 'amount_ore' | 'session_id_hash' | 'status' | 'order_id' | 'updated_at'>>): Promise<void> {
      await db.updateTable('provider_sessions').set(patch).where('id', '=', id).execute();
    },
  };
}

export type ProviderSessionRepository = ReturnType<typeof createProviderSessionRepository>;
