import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { Database, GiftCardRow } from '../schema';
import { GIFT_CARD_PAGE_SIZE, type GiftCardQuery } from '../../domain/gift-card-admin';
import { contains } from '../text-match';
import { listPage } from '../list-page';

/** A gift card as the back office reads it. */
export type GiftCard = Omit<GiftCardRow, 'active'> & { active: boolean };

export interface GiftCardTransaction {
  id: number;
  /** Negative: drawn by an order; positive: given back (a cancelled order). */
  amount_ore: number;
  created_at: string;
  order_number: string | null;
}

const giftCardOf = (row: GiftCardRow): GiftCard => ({ ...row, active: row.active === 1 });

/** The back office's gift cards (issue 18): issued here; their balance moves through order-repository's draws. */
export function createGiftCardRepository(db: Kysely<Database>) {
  return {
    async page(query: GiftCardQuery, nowIso: string): Promise<{ rows: GiftCard[]; total: number; pages: number }> {
      let base = db.selectFrom('gift_cards');
      if (query.search !== '') base = base.where(contains(sql.ref('code'), query.search));
      if (query.state === 'inactive') base = base.where('active', '=', 0);
      if (query.state === 'expired') base = base.where('active', '=', 1).where('valid_until', '<=', nowIso);
      const current = (b: typeof base) => b.where('active', '=', 1).where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', nowIso)]));
      if (query.state === 'used') base = current(base).where('balance_ore', '<=', 0);
      if (query.state === 'active') base = current(base).where('balance_ore', '>', 0);
      const { rows, total, pages } = await listPage(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query.page, GIFT_CARD_PAGE_SIZE);
      return { rows: rows.map(giftCardOf), total, pages };
    },

    async find(id: number): Promise<GiftCard | null> {
      const row = await db.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? giftCardOf(row) : null;
    },

    /** The card's row, locked for this transaction on PostgreSQL (SQLite serialises whole transactions anyway). */
    async lock(id: number): Promise<GiftCard | null> {
      let query = db.selectFrom('gift_cards').selectAll().where('id', '=', id);
      if (isPostgres(db)) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row ? giftCardOf(row) : null;
    },

    /** Newest first, at most `limit`. */
    transactions(id: number, limit: number): Promise<GiftCardTransaction[]> {
      return db
        .selectFrom('gift_card_transactions as t')
        .leftJoin('orders as o', 'o.id', 't.order_id')
        .select(['t.id', 't.amount_ore', 't.created_at', 'o.order_number'])
        .where('t.gift_card_id', '=', id)
        .orderBy('t.id', 'desc')
        .limit(limit)
        .execute();
    },

    async codeExists(code: string): Promise<boolean> {
      return (await db.selectFrom('gift_cards').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
    },

    /** Null when the code is taken. */
    async insert(card: { code: string; amountOre: number; validUntil: string | null }, nowIso: string): Promise<GiftCard | null> {
      const row = await db
        .insertInto('gift_cards')
        .values({ code: card.code, initial_balance_ore: card.amountOre, balance_ore: card.amountOre, valid_until: card.validUntil, active: 1, created_at: nowIso })
        .onConflict((oc) => oc.column('code').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? giftCardOf(row) : null;
    },

    /** Turns an active card off; false when it was off already. */
    /** Paused, resumed, or ended at `endedAt` (issue 30). */
    async setLife(id: number, life: { active: boolean; endedAt: string | null }): Promise<void> {
      await db.updateTable('gift_cards').set({ active: life.active ? 1 : 0, ...(life.endedAt === null ? {} : { ended_at: life.endedAt }) }).where('id', '=', id).execute();
    },

    async setValidUntil(id: number, validUntil: string | null): Promise<void> {
      await db.updateTable('gift_cards').set({ valid_until: validUntil }).where('id', '=', id).execute();
    },

    async deactivate(id: number): Promise<boolean> {
      const flipped = await db.updateTable('gift_cards').set({ active: 0 }).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
      return Number(flipped.numUpdatedRows) === 1;
    },
  };
}
