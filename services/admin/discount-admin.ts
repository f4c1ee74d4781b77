import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createDiscountCodeRepository, type DiscountCode } from '../../db/repositories/discount-code-repository';
import { createGiftCardRepository } from '../../db/repositories/gift-card-repository';
import { validateDiscountCode, type DiscountCodeField, type DiscountCodeForm } from '../../domain/back-office';
import { normaliseCode } from '../../domain/discounts';
import { recordAudit, type Actor } from './audit-log';

export type DiscountCodeCreated =
  | { ok: true; code: DiscountCode }
  | { ok: false; reason: 'taken' }
  | { ok: false; reason: 'invalid'; errors: Partial<Record<DiscountCodeField, true>> };

/** The back office's discount codes (issue 18): the list with their use, and a new code with its audit entry. */
export function createDiscountAdmin(db: Kysely<Database>, options: { now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  return {
    list(): Promise<DiscountCode[]> {
      return createDiscountCodeRepository(db).all();
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
  };
}
