import type { Kysely } from 'kysely';
import type { Database, DiscountCodeRow, OrderStatus } from '../schema';
import type { NewDiscountCode } from '../../domain/back-office';
import { isPostgres } from '../dialect';

/** A discount code as the back office reads it. */
export type DiscountCode = Omit<DiscountCodeRow, 'member_only' | 'active'> & { member_only: boolean; active: boolean };

/** One order that used a code: its number, when, and the discount the code gave it (incl. VAT). */
export interface DiscountCodeUse {
  order_number: string | null;
  status: OrderStatus;
  created_at: string;
  discount_ore: number;
}

const discountCodeOf = (row: DiscountCodeRow): DiscountCode => ({ ...row, member_only: row.member_only === 1, active: row.active === 1 });

/** The orders that shows first on a code's page. */
const USES_SHOWN = 500;

/** The back office's discount codes (issue 18); the checkout reads and redeems them through cart-repository. */
export function createDiscountCodeRepository(db: Kysely<Database>) {
  return {
    async all(): Promise<DiscountCode[]> {
      return (await db.selectFrom('discount_codes').selectAll().orderBy('code').execute()).map(discountCodeOf);
    },

    async find(id: number): Promise<DiscountCode | null> {
      const row = await db.selectFrom('discount_codes').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? discountCodeOf(row) : null;
    },

    /** The code's row, locked until the transaction ends on PostgreSQL (SQLite's writer lock serialises anyway). */
    async lock(id: number): Promise<DiscountCode | null> {
      let query = db.selectFrom('discount_codes').selectAll().where('id', '=', id);
      if (isPostgres(db)) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row ? discountCodeOf(row) : null;
    },

    async codeExists(code: string): Promise<boolean> {
      return (await db.selectFrom('discount_codes').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
    },

    /**
     * The orders whose discounts name the code (newest first, at most USES_SHOWN), cancelled ones too: the order
     * keeps the code it was placed with, so the history outlives a use given back.
     */
    async uses(code: string): Promise<DiscountCodeUse[]> {
      const rows = await db
        .selectFrom('orders')
        .select(['order_number', 'status', 'created_at', 'discounts'])
        .where('discounts', 'like', `%"code":${JSON.stringify(code)}%`)
        .orderBy('id', 'desc')
        .limit(USES_SHOWN)
        .execute();
      return rows.flatMap((row) => {
        const discounts = JSON.parse(row.discounts) as { code: string; incl_vat_ore: number }[];
        const used = discounts.filter((d) => d.code === code);
        if (used.length === 0) return [];
        return [{ order_number: row.order_number, status: row.status, created_at: row.created_at, discount_ore: used.reduce((sum, d) => sum + d.incl_vat_ore, 0) }];
      });
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

    /** Everything set at creation, changed; false when the new code is another code's. */
    async update(id: number, code: NewDiscountCode): Promise<boolean> {
      if ((await db.selectFrom('discount_codes').select('id').where('code', '=', code.code).where('id', '!=', id).executeTakeFirst()) !== undefined) return false;
      await db.updateTable('discount_codes').set({ ...code, member_only: code.member_only ? 1 : 0 }).where('id', '=', id).execute();
      return true;
    },

    /** Paused, resumed, or ended at `endedAt` (its last moment then too). */
    async setLife(id: number, life: { active: boolean; endedAt: string | null }): Promise<void> {
      const ended = life.endedAt === null ? {} : { ended_at: life.endedAt, valid_until: life.endedAt };
      await db.updateTable('discount_codes').set({ active: life.active ? 1 : 0, ...ended }).where('id', '=', id).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('discount_codes').where('id', '=', id).execute();
    },
  };
}
