import type { Kysely } from 'kysely';
import type { Database, DiscountCodeRow } from '../schema';
import type { NewDiscountCode } from '../../domain/back-office';

/** A discount code as the back office reads it. */
export type DiscountCode = Omit<DiscountCodeRow, 'member_only' | 'active'> & { member_only: boolean; active: boolean };

const discountCodeOf = (row: DiscountCodeRow): DiscountCode => ({ ...row, member_only: row.member_only === 1, active: row.active === 1 });

/** The back office's discount codes (issue 18); the checkout reads and redeems them through cart-repository. */
export function createDiscountCodeRepository(db: Kysely<Database>) {
  return {
    async all(): Promise<DiscountCode[]> {
      return (await db.selectFrom('discount_codes').selectAll().orderBy('code').execute()).map(discountCodeOf);
    },

    async codeExists(code: string): Promise<boolean> {
      return (await db.selectFrom('discount_codes').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
    },

    /** A new active code; null when the code is taken. */
    async insert(code: NewDiscountCode): Promise<DiscountCode | null> {
      const row = await db
        .insertInto('discount_codes')
        .values({ ...code, member_only: code.member_only ? 1 : 0, active: 1 })
        .onConflict((oc) => oc.column('code').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? discountCodeOf(row) : null;
    },
  };
}
