import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database, GiftCardRow } from '../../db/schema';
import { GIFT_CARD_PAGE_SIZE, giftCardCodeFrom, type GiftCardQuery, type NewGiftCard } from '../../domain/gift-card-admin';
import { contains, recordAudit, type Actor } from './audit-log';

export interface GiftCardTransaction {
  id: number;
  /** Negative: drawn by an order; positive: given back (a cancelled order). */
  amount_ore: number;
  created_at: string;
  order_number: string | null;
}

export type GiftCardCreated = { ok: true; card: GiftCardRow } | { ok: false; reason: 'taken' };

/**
 * The back office's gift cards (issue 18). The balance is set when a card is issued and moves only through
 * gift_card_transactions afterwards (db/repositories/order-repository.ts draws and gives back); deactivating flips a
 * flag that the checkout's draw checks in the same conditional update, so a card turned off cannot be spent.
 */
export function createGiftCardAdmin(db: Kysely<Database>, options: { now?: () => Date }) {
  const now = options.now ?? (() => new Date());

  return {
    async list(query: GiftCardQuery): Promise<{ rows: GiftCardRow[]; total: number; pages: number }> {
      const nowIso = now().toISOString();
      let base = db.selectFrom('gift_cards');
      if (query.search !== '') base = base.where(contains(sql.ref('code'), query.search));
      if (query.state === 'inactive') base = base.where('active', '=', 0);
      if (query.state === 'expired') base = base.where('active', '=', 1).where('valid_until', '<=', nowIso);
      const current = (b: typeof base) => b.where('active', '=', 1).where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', nowIso)]));
      if (query.state === 'used') base = current(base).where('balance_ore', '<=', 0);
      if (query.state === 'active') base = current(base).where('balance_ore', '>', 0);
      const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const total = Number(count);
      const rows = await base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(GIFT_CARD_PAGE_SIZE)
        .offset((query.page - 1) * GIFT_CARD_PAGE_SIZE)
        .execute();
      return { rows, total, pages: Math.max(1, Math.ceil(total / GIFT_CARD_PAGE_SIZE)) };
    },

    async detail(id: number): Promise<{ card: GiftCardRow; transactions: GiftCardTransaction[] } | null> {
      const card = await db.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirst();
      if (!card) return null;
      const transactions = await db
        .selectFrom('gift_card_transactions as t')
        .leftJoin('orders as o', 'o.id', 't.order_id')
        .select(['t.id', 't.amount_ore', 't.created_at', 'o.order_number'])
        .where('t.gift_card_id', '=', id)
        .orderBy('t.id', 'desc')
        .limit(500)
        .execute();
      return { card, transactions };
    },

    /**
     * Issues a card. A given code must be nobody's (no gift card, no discount code: the checkout takes both in one
     * box); a generated one is drawn again in the rare case it is.
     */
    async create(card: NewGiftCard, actor: Actor): Promise<GiftCardCreated> {
      const nowIso = now().toISOString();
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = card.code ?? giftCardCodeFrom(crypto.randomBytes(64))!;
        const created = await db.transaction().execute(async (trx) => {
          const discount = await trx.selectFrom('discount_codes').select('id').where('code', '=', code).executeTakeFirst();
          if (discount) return null;
          const row = await trx
            .insertInto('gift_cards')
            .values({ code, initial_balance_ore: card.amountOre, balance_ore: card.amountOre, valid_until: card.validUntil, active: 1, created_at: nowIso })
            .onConflict((oc) => oc.column('code').doNothing())
            .returningAll()
            .executeTakeFirst();
          if (!row) return null;
          await recordAudit(
            trx,
            actor,
            { action: 'gift_card.create', entityType: 'gift_card', entityId: row.id, before: null, after: { code: row.code, balance_ore: row.balance_ore, valid_until: row.valid_until } },
            nowIso,
          );
          return row;
        });
        if (created) return { ok: true, card: created };
        if (card.code !== null) return { ok: false, reason: 'taken' };
      }
      throw new Error('No free gift card code in five draws');
    },

    /**
     * Turns a card off (null for an unknown card). The update takes the card's row lock, so it waits for an order
     * drawing on it right now to commit, and an order after it finds the card off.
     */
    async deactivate(id: number, actor: Actor): Promise<{ changed: boolean } | null> {
      const nowIso = now().toISOString();
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('gift_cards').select(['id', 'code', 'active', 'balance_ore']).where('id', '=', id);
        if (isPostgres(trx)) query = query.forUpdate();
        const card = await query.executeTakeFirst();
        if (!card) return null;
        const flipped = await trx.updateTable('gift_cards').set({ active: 0 }).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
        if (Number(flipped.numUpdatedRows) !== 1) return { changed: false };
        await recordAudit(trx, actor, { action: 'gift_card.deactivate', entityType: 'gift_card', entityId: id, before: { active: true, balance_ore: card.balance_ore }, after: { active: false, balance_ore: card.balance_ore } }, nowIso);
        return { changed: true };
      });
    },
  };
}

export type GiftCardAdmin = ReturnType<typeof createGiftCardAdmin>;
