import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductPriceSchedulesTable } from '../schema';

export type PriceScheduleRow = Selectable<ProductPriceSchedulesTable>;
type SaleState = PriceScheduleRow['state'];

/**
 * A product's scheduled sales (issue 18): each step is a conditional change of the sale's state, so it happens once
 * whoever runs it. The prices a step moves go through the price repository.
 */
export function createPriceScheduleRepository(db: Kysely<Database>) {
  return {
    async byId(saleId: number): Promise<PriceScheduleRow | undefined> {
      return db.selectFrom('product_price_schedules').selectAll().where('id', '=', saleId).executeTakeFirst();
    },

    async ofProduct(productId: number, saleId: number): Promise<PriceScheduleRow | undefined> {
      return db.selectFrom('product_price_schedules').selectAll().where('id', '=', saleId).where('product_id', '=', productId).executeTakeFirst();
    },

    /** The ids of sales with a step due at `nowIso`: a start, or an end (a sale never started lapses). */
    async dueIds(nowIso: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('product_price_schedules')
        .select('id')
        .where((eb) => eb.or([eb.and([eb('state', '=', 'scheduled'), eb('starts_at', '<=', nowIso)]), eb.and([eb('state', 'in', ['scheduled', 'running']), eb('ends_at', '<=', nowIso)])]))
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The periods of a product's sales still to come or running. */
    async activePeriods(productId: number): Promise<{ startsAt: string; endsAt: string }[]> {
      const rows = await db.selectFrom('product_price_schedules').select(['starts_at', 'ends_at']).where('product_id', '=', productId).where('state', 'in', ['scheduled', 'running']).execute();
      return rows.map((r) => ({ startsAt: r.starts_at, endsAt: r.ends_at }));
    },

    async create(sale: { productId: number; saleOre: number; startsAt: string; endsAt: string }, nowIso: string): Promise<PriceScheduleRow> {
      return db
        .insertInto('product_price_schedules')
        .values({ product_id: sale.productId, sale_price_incl_vat_ore: sale.saleOre, starts_at: sale.startsAt, ends_at: sale.endsAt, created_at: nowIso })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Moves a sale from state `from` to `to`, stamping its start (running) or its end (ended, cancelled). False when
     * it was no longer in `from` (another process took the step first).
     */
    async flip(saleId: number, from: SaleState, to: SaleState, nowIso: string): Promise<boolean> {
      const done = await db
        .updateTable('product_price_schedules')
        .set(to === 'running' ? { state: to, started_at: nowIso } : { state: to, ended_at: nowIso })
        .where('id', '=', saleId)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    /** The prices a starting sale replaced, which its end brings back. */
    async rememberPricesBefore(saleId: number, prices: { priceOre: number; originalOre: number | null }): Promise<void> {
      await db.updateTable('product_price_schedules').set({ price_before_incl_vat_ore: prices.priceOre, original_before_incl_vat_ore: prices.originalOre }).where('id', '=', saleId).execute();
    },

    /** Moves a running sale's end to now (its end step then runs). */
    async endNow(saleId: number, nowIso: string): Promise<void> {
      await db.updateTable('product_price_schedules').set({ ends_at: nowIso }).where('id', '=', saleId).where('state', '=', 'running').execute();
    },
  };
}

export type PriceScheduleRepository = ReturnType<typeof createPriceScheduleRepository>;
