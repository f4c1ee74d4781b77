import { sql, type Kysely, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { Database, ProductsTable } from '../schema';
import { priceHistoryRows, type PriceHistoryRow } from '../../domain/price-change';

/** A product's prices after a change: the shopper's price, the list price a reduction is shown against, the member price. */
export interface PriceMove {
  productId: number;
  priceOre: number;
  originalOre: number | null;
  memberOre: number | null;
}

/** Other columns of each product, written in the same statement as its prices: their names, and a move's values in that order. */
export interface AlsoWritten<M> {
  columns: readonly (keyof ProductsTable & string)[];
  values: (move: M) => readonly RawBuilder<unknown>[];
}

/** Rows per statement, well inside both dialects' limits on bound values. */
const BATCH_ROWS = 1_000;

const int = (value: number | null) => sql`cast(${value} as integer)`;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

/**
 * The only writer of a product's prices and of the price history the Omnibus rule reads (domain/price-history.ts):
 * every move of the shopper's price writes its history row here (domain/price-change.ts decides which), so no caller
 * can move a price and forget the row. A new product's first price is written by `opened`.
 */
export function createPriceRepository(db: Kysely<Database>) {
  async function latestValidFrom(ids: readonly number[]): Promise<Map<number, string>> {
    const rows = await db
      .selectFrom('product_price_history')
      .select((eb) => ['product_id', eb.fn.max('valid_from').as('latest')])
      .where('product_id', 'in', ids)
      .groupBy('product_id')
      .execute();
    return new Map(rows.map((r) => [r.product_id, String(r.latest)]));
  }

  async function writeHistory(rows: readonly PriceHistoryRow[]): Promise<void> {
    for (const batch of chunks(rows)) await db.insertInto('product_price_history').values(batch).execute();
  }

  return {
    /** The history rows of products just created with these prices. */
    async opened(products: readonly { productId: number; priceOre: number }[], nowIso: string): Promise<void> {
      await writeHistory(products.flatMap((p) => priceHistoryRows({ productId: p.productId, beforeOre: null, afterOre: p.priceOre, latestValidFrom: null, nowIso })));
    },

    /**
     * Sets these products' prices, and the columns `also` names, in batched statements (one write of each row: a
     * second update of a row would make PostgreSQL check its foreign keys again and wait on a category a concurrent
     * move holds), and writes a history row for each shopper price that moved.
     */
    async move<M extends PriceMove>(moves: readonly M[], nowIso: string, also?: AlsoWritten<M>): Promise<void> {
      const columns = also?.columns ?? [];
      const names = sql.join([sql`id`, sql`price`, sql`original_price`, sql`member_price`, ...columns.map((c) => sql.ref(c))]);
      const sets = sql.join([
        sql`price_incl_vat_ore = v.price`, sql`original_price_incl_vat_ore = v.original_price`, sql`member_price_incl_vat_ore = v.member_price`,
        ...columns.map((c) => sql`${sql.ref(c)} = ${sql.ref(`v.${c}`)}`), sql`updated_at = ${nowIso}`,
      ]);
      for (const batch of chunks(moves)) {
        const ids = batch.map((m) => m.productId);
        const [current, latest] = await Promise.all([
          db.selectFrom('products').select(['id', 'price_incl_vat_ore']).where('id', 'in', ids).execute(),
          latestValidFrom(ids),
        ]);
        const before = new Map(current.map((r) => [r.id, r.price_incl_vat_ore]));
        const values = sql.join(batch.map((m) => sql`(${sql.join([int(m.productId), int(m.priceOre), int(m.originalOre), int(m.memberOre), ...(also?.values(m) ?? [])])})`));
        await sql`with v(${names}) as (values ${values}) update products set ${sets} from v where products.id = v.id`.execute(db);
        await writeHistory(
          batch.flatMap((m) =>
            before.has(m.productId)
              ? priceHistoryRows({ productId: m.productId, beforeOre: before.get(m.productId)!, afterOre: m.priceOre, latestValidFrom: latest.get(m.productId) ?? null, nowIso })
              : [],
          ),
        );
      }
    },

    /**
     * Writes a product's columns, its prices among them, in one statement (a second update of the row would make
     * PostgreSQL check its foreign keys again and wait on a category a concurrent move holds), with the history row
     * a moved shopper price needs. The row as written, or undefined for an unknown product.
     */
    async updateProduct(productId: number, columns: Updateable<ProductsTable> & { price_incl_vat_ore: number }, nowIso: string): Promise<Selectable<ProductsTable> | undefined> {
      const [before, latest] = await Promise.all([
        db.selectFrom('products').select('price_incl_vat_ore').where('id', '=', productId).executeTakeFirst(),
        latestValidFrom([productId]),
      ]);
      if (!before) return undefined;
      const after = await db.updateTable('products').set({ ...columns, updated_at: nowIso }).where('id', '=', productId).returningAll().executeTakeFirstOrThrow();
      await writeHistory(priceHistoryRows({ productId, beforeOre: before.price_incl_vat_ore, afterOre: after.price_incl_vat_ore, latestValidFrom: latest.get(productId) ?? null, nowIso }));
      return after;
    },

    /** A product's newest history rows, newest first (the editor shows them). */
    async recent(productId: number, limit: number) {
      return db.selectFrom('product_price_history').select(['price_incl_vat_ore', 'valid_from']).where('product_id', '=', productId).orderBy('valid_from', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** Drops a deleted product's history. */
    async forget(productId: number): Promise<void> {
      await db.deleteFrom('product_price_history').where('product_id', '=', productId).execute();
    },
  };
}

export type PriceRepository = ReturnType<typeof createPriceRepository>;
