import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createDiscountCodeRepository, type DiscountCode, type DiscountCodeUse } from '../../db/repositories/discount-code-repository';
import { createGiftCardRepository } from '../../db/repositories/gift-card-repository';
import { validateDiscountCode, type DiscountCodeField, type DiscountCodeForm, type NewDiscountCode } from '../../domain/back-office';
import { discountCodeDeletable, lifecycleChange, type LifecycleAction } from '../../domain/code-lifecycle';
import { normaliseCode } from '../../domain/discounts';
import { recordAudit, type Actor } from './audit-log';

export type DiscountCodeCreated =
  | { ok: true; code: DiscountCode }
  | { ok: false; reason: 'taken' }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<DiscountCodeField, true>> };

export type DiscountCodeSaved =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'unknown' | 'taken' | 'ended' | 'code_used' }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<DiscountCodeField, true>> };

/** The fields a code was made with, as the audit log keeps them. */
const SET_AT_CREATION = ['code', 'kind', 'percent', 'amount_ore', 'min_order_ore', 'valid_from', 'valid_until', 'usage_limit_total', 'usage_limit_per_customer', 'member_only', 'label'] as const;
const creationFields = (code: NewDiscountCode | DiscountCode): NewDiscountCode => Object.fromEntries(SET_AT_CREATION.map((k) => [k, code[k]])) as unknown as NewDiscountCode;

/**
 * The back office's discount codes (issues 18, 30): the list with their use, a new code, a code's page with the
 * orders that used it, and its changes (edited, paused, resumed, ended, deleted), each with its audit entry.
 */
export function createDiscountAdmin(db: Kysely<Database>, options: { now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const codes = createDiscountCodeRepository(db);

  /** The change under the code's lock, with its audit entry; null for an unknown code. */
  function changing<T>(id: number, change: (locked: ReturnType<typeof createDiscountCodeRepository>, code: DiscountCode, trx: Kysely<Database>, nowIso: string) => Promise<T>): Promise<T | null> {
    const nowIso = now().toISOString();
    return db.transaction().execute(async (trx) => {
      const locked = createDiscountCodeRepository(trx);
      const code = await locked.lock(id);
      return code ? change(locked, code, trx, nowIso) : null;
    });
  }

  return {
    list(): Promise<DiscountCode[]> {
      return codes.all();
    },

    /** A code, the orders that used it, and whether it may be deleted. */
    async detail(id: number): Promise<{ code: DiscountCode; uses: DiscountCodeUse[]; deletable: boolean } | null> {
      const code = await codes.find(id);
      if (!code) return null;
      const uses = await codes.uses(code.code);
      return { code, uses, deletable: discountCodeDeletable({ timesUsed: code.times_used, orders: uses.length }) };
    },

    /** A new code from the form; refused when a field is wrong or the code exists (as a discount code or a gift card: the checkout takes both in one box). */
    async create(form: DiscountCodeForm, actor: Actor): Promise<DiscountCodeCreated> {
      const checked = validateDiscountCode(form, normaliseCode);
      if (!checked.ok) return { ok: false, reason: 'invalid', errors: checked.errors };
      const code = checked.code;
      return db.transaction().execute(async (trx): Promise<DiscountCodeCreated> => {
        if (await createGiftCardRepository(trx).codeExists(code.code)) return { ok: false, reason: 'taken' };
        const row = await createDiscountCodeRepository(trx).insert(code);
        if (!row) return { ok: false, reason: 'taken' };
        await recordAudit(trx, actor, { action: 'discount_code.create', entityType: 'discount_code', entityId: row.code, before: null, after: code }, now().toISOString());
        return { ok: true, code: row };
      });
    },

    /**
     * Everything set at creation, changed with the creation's own rules. An ended code is only shown; a code orders
     * used keeps its name (their history names it), and a new name must be nobody's.
     */
    async update(id: number, form: DiscountCodeForm, actor: Actor): Promise<DiscountCodeSaved> {
      const checked = validateDiscountCode(form, normaliseCode);
      if (!checked.ok) return (await codes.find(id)) ? { ok: false, reason: 'invalid', errors: checked.errors } : { ok: false, reason: 'unknown' };
      const next = checked.code;
      const saved = await changing(id, async (locked, code, trx, nowIso): Promise<DiscountCodeSaved> => {
        if (code.ended_at !== null) return { ok: false, reason: 'ended' };
        if (next.code !== code.code) {
          if (code.times_used > 0 || (await locked.uses(code.code)).length > 0) return { ok: false, reason: 'code_used' };
          if (await createGiftCardRepository(trx).codeExists(next.code)) return { ok: false, reason: 'taken' };
        }
        const before = creationFields(code);
        if (JSON.stringify(before) === JSON.stringify(creationFields(next))) return { ok: true, changed: false };
        if (!(await locked.update(id, next))) return { ok: false, reason: 'taken' };
        await recordAudit(trx, actor, { action: 'discount_code.update', entityType: 'discount_code', entityId: next.code, before, after: next }, nowIso);
        return { ok: true, changed: true };
      });
      return saved ?? { ok: false, reason: 'unknown' };
    },

    /** Paused (stops applying, in carts too), resumed, or ended for good (its last moment now). */
    async lifecycle(id: number, action: LifecycleAction, actor: Actor): Promise<{ ok: true; changed: boolean } | { ok: false; reason: 'unknown' | 'ended' }> {
      const result = await changing(id, async (locked, code, trx, nowIso) => {
        const change = lifecycleChange({ active: code.active, endedAt: code.ended_at }, action);
        if (!change.ok || !change.changed) return change;
        const endedAt = change.ended ? nowIso : null;
        await locked.setLife(id, { active: change.active, endedAt });
        await recordAudit(
          trx,
          actor,
          {
            action: `discount_code.${action}`, entityType: 'discount_code', entityId: code.code,
            before: { active: code.active, valid_until: code.valid_until }, after: { active: change.active, ...(endedAt ? { ended_at: endedAt, valid_until: endedAt } : {}) },
          },
          nowIso,
        );
        return change;
      });
      if (result === null) return { ok: false, reason: 'unknown' };
      return result.ok ? { ok: true, changed: result.changed } : result;
    },

    /** Deleted, only when no order ever used it. */
    async remove(id: number, actor: Actor): Promise<{ ok: true } | { ok: false; reason: 'unknown' | 'used' }> {
      const result = await changing(id, async (locked, code, trx, nowIso) => {
        if (!discountCodeDeletable({ timesUsed: code.times_used, orders: (await locked.uses(code.code)).length })) return { ok: false, reason: 'used' } as const;
        await locked.remove(id);
        await recordAudit(trx, actor, { action: 'discount_code.delete', entityType: 'discount_code', entityId: code.code, before: creationFields(code), after: null }, nowIso);
        return { ok: true } as const;
      });
      return result ?? { ok: false, reason: 'unknown' };
    },
  };
}
