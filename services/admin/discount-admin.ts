import type { Kysely, Selectable } from 'kysely';
import type { Database, DiscountCodesTable } from '../../db/schema';
import type { NewDiscountCode } from '../../domain/back-office';
import { recordAudit, type Actor } from './audit-log';

export type DiscountCodeRow = Selectable<DiscountCodesTable>;

/** The back office's discount codes (issue 18): the list with their use, and a new code with its audit entry. */
export function createDiscountAdmin(db: Kysely<Database>, options: { now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  return {
    list(): Promise<DiscountCodeRow[]> {
      return db.selectFrom('discount_codes').selectAll().orderBy('code').execute();
    },

    /** Null when the code exists already (as a discount code or a gift card: the checkout takes both in one box). */
    async create(code: NewDiscountCode, actor: Actor): Promise<DiscountCodeRow | null> {
      return db.transaction().execute(async (trx) => {
        const giftCard = await trx.selectFrom('gift_cards').select('id').where('code', '=', code.code).executeTakeFirst();
        if (giftCard) return null;
        const row = await trx
          .insertInto('discount_codes')
          .values({ ...code, member_only: code.member_only ? 1 : 0, active: 1 })
          .onConflict((oc) => oc.column('code').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        await recordAudit(trx, actor, { action: 'discount_code.create', entityType: 'discount_code', entityId: row.code, before: null, after: code }, now().toISOString());
        return row;
      });
    },
  };
}
