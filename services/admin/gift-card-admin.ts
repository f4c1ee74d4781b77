import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createDiscountCodeRepository } from '../../db/repositories/discount-code-repository';
import { createGiftCardRepository, type GiftCard, type GiftCardTransaction } from '../../db/repositories/gift-card-repository';
import { normaliseCode } from '../../domain/discounts';
import { lifecycleChange, type LifecycleAction } from '../../domain/code-lifecycle';
import { giftCardCodeFrom, giftCardValidUntil, validateGiftCard, type GiftCardField, type GiftCardForm, type GiftCardQuery } from '../../domain/gift-card-admin';
import { swedishDate } from '../../domain/swedish-calendar';
import { recordAudit, type Actor } from './audit-log';

export type GiftCardCreated =
  | { ok: true; card: GiftCard }
  | { ok: false; reason: 'taken' }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<GiftCardField, true>> };

/** A card's history as its page shows it: the newest draws and returns. */
const TRANSACTIONS_SHOWN = 500;

/**
 * The back office's gift cards (issue 18). The balance is set when a card is issued and moves only through
 * gift_card_transactions afterwards (db/repositories/order-repository.ts draws and gives back); deactivating flips a
 * flag that the checkout's draw checks in the same conditional update, so a card turned off cannot be spent.
 */
export function createGiftCardAdmin(db: Kysely<Database>, options: { now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const cards = createGiftCardRepository(db);

  return {
    list(query: GiftCardQuery): Promise<{ rows: GiftCard[]; total: number; pages: number }> {
      return cards.page(query, now().toISOString());
    },

    async detail(id: number): Promise<{ card: GiftCard; transactions: GiftCardTransaction[] } | null> {
      const card = await cards.find(id);
      if (!card) return null;
      return { card, transactions: await cards.transactions(id, TRANSACTIONS_SHOWN) };
    },

    /**
     * Issues a card from the form (a last day already past in Sweden is refused). A given code must be nobody's (no
     * gift card, no discount code: the checkout takes both in one box); a generated one is drawn again in the rare
     * case it is.
     */
    async create(form: GiftCardForm, actor: Actor): Promise<GiftCardCreated> {
      const at = now();
      const checked = validateGiftCard(form, swedishDate(at), normaliseCode);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const card = checked.card;
      const nowIso = at.toISOString();
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = card.code ?? giftCardCodeFrom(crypto.randomBytes(64))!;
        const created = await db.transaction().execute(async (trx) => {
          if (await createDiscountCodeRepository(trx).codeExists(code)) return null;
          const row = await createGiftCardRepository(trx).insert({ code, amountOre: card.amountOre, validUntil: card.validUntil }, nowIso);
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
     * Paused (the checkout refuses it), resumed, or ended for good (issue 30), under the card's row lock as
     * deactivate; null for an unknown card.
     */
    async lifecycle(id: number, action: LifecycleAction, actor: Actor): Promise<{ ok: true; changed: boolean } | { ok: false; reason: 'ended' } | null> {
      const nowIso = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const locked = createGiftCardRepository(trx);
        const card = await locked.lock(id);
        if (!card) return null;
        const change = lifecycleChange({ active: card.active, endedAt: card.ended_at }, action);
        if (!change.ok) return change;
        if (!change.changed) return { ok: true, changed: false };
        const endedAt = change.ended ? nowIso : null;
        await locked.setLife(id, { active: change.active, endedAt });
        await recordAudit(
          trx,
          actor,
          { action: `gift_card.${action}`, entityType: 'gift_card', entityId: id, before: { active: card.active, balance_ore: card.balance_ore }, after: { active: change.active, balance_ore: card.balance_ore, ...(endedAt ? { ended_at: endedAt } : {}) } },
          nowIso,
        );
        return { ok: true, changed: true };
      });
    },

    /** A new last valid day (empty: until spent), refused before today and for an ended card; null for an unknown card. */
    async setValidUntil(id: number, typed: string, actor: Actor): Promise<{ ok: true; changed: boolean } | { ok: false; reason: 'valid_until' | 'ended' } | null> {
      const at = now();
      const validUntil = giftCardValidUntil(typed, swedishDate(at));
      if (validUntil === undefined) return (await cards.find(id)) ? { ok: false, reason: 'valid_until' } : null;
      const nowIso = at.toISOString();
      return db.transaction().execute(async (trx) => {
        const locked = createGiftCardRepository(trx);
        const card = await locked.lock(id);
        if (!card) return null;
        if (card.ended_at !== null) return { ok: false, reason: 'ended' } as const;
        if (card.valid_until === validUntil) return { ok: true, changed: false } as const;
        await locked.setValidUntil(id, validUntil);
        await recordAudit(trx, actor, { action: 'gift_card.valid_until', entityType: 'gift_card', entityId: id, before: { valid_until: card.valid_until }, after: { valid_until: validUntil } }, nowIso);
        return { ok: true, changed: true } as const;
      });
    },

    /**
     * Turns a card off (null for an unknown card). The update takes the card's row lock, so it waits for an order
     * drawing on it right now to commit, and an order after it finds the card off.
     */
    async deactivate(id: number, actor: Actor): Promise<{ changed: boolean } | null> {
      const nowIso = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const locked = createGiftCardRepository(trx);
        const card = await locked.lock(id);
        if (!card) return null;
        if (!(await locked.deactivate(id))) return { changed: false };
        await recordAudit(trx, actor, { action: 'gift_card.deactivate', entityType: 'gift_card', entityId: id, before: { active: true, balance_ore: card.balance_ore }, after: { active: false, balance_ore: card.balance_ore } }, nowIso);
        return { changed: true };
      });
    },
  };
}

export type GiftCardAdmin = ReturnType<typeof createGiftCardAdmin>;
