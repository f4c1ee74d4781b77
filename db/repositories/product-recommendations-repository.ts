import type { ExpressionBuilder, Kysely } from 'kysely';
import type { CoOccurrence } from '../../domain/ordered-with';
import type { Database } from '../schema';

/** The latest orders of a product that 'ordered with' looks at: bounded, so a best-seller costs no more than a niche product. */
const RECENT_ORDERS = 500;
/** More candidates than a grid shows, so filtering out unbuyable ones still leaves enough. */
const CANDIDATES = 48;

type ProductsEb = ExpressionBuilder<Database, 'products'>;

/** A product a grid may show: listed (active, not a variant), with a price, sold online, in stock or on backorder. */
function buyable(eb: ProductsEb) {
  return eb.and([
    eb('products.status', '=', 'active'),
    eb('products.parent_id', 'is', null),
    eb('products.hide_price', '=', 0),
    eb('products.buy_option', '=', 1),
    eb.or([eb('products.stock', '>', 0), eb('products.allow_backorder', '=', 1)]),
  ]);
}

export function createProductRecommendationsRepository(db: Kysely<Database>) {
  return {
    async productFacts(productId: number): Promise<{ id: number; category_id: number; brand_id: number } | undefined> {
      return db
        .selectFrom('products')
        .select(['id', 'category_id', 'brand_id'])
        .where('id', '=', productId)
        .where('status', '=', 'active')
        .executeTakeFirst();
    },

    /**
     * Buyable products in the latest orders of this product (order_lines_product_idx), with the number of those
     * orders each was in; cancelled orders do not count.
     */
    async orderedWith(productId: number): Promise<CoOccurrence[]> {
      const recent = db
        .selectFrom('order_lines')
        .select('order_id')
        .where('product_id', '=', productId)
        .orderBy('order_id', 'desc')
        .limit(RECENT_ORDERS);
      const rows = await db
        .selectFrom('order_lines as other')
        .innerJoin('orders as o', 'o.id', 'other.order_id')
        .innerJoin('products', 'products.id', 'other.product_id')
        .select(['other.product_id', (eb) => eb.fn.count<number | string>('other.order_id').distinct().as('orders')])
        .where('other.order_id', 'in', recent)
        .where('other.product_id', '!=', productId)
        .where('o.status', '!=', 'cancelled')
        .where(buyable)
        .groupBy('other.product_id')
        .orderBy('orders', 'desc')
        .orderBy('other.product_id')
        .limit(CANDIDATES)
        .execute();
      return rows.map((r) => ({ productId: r.product_id, orders: Number(r.orders) }));
    },

    /** The most popular buyable products of these categories (or of this brand), best first. */
    async popular(filter: { categoryIds?: readonly number[]; brandId?: number }, limit: number): Promise<number[]> {
      let query = db.selectFrom('products').select('id').where(buyable);
      if (filter.categoryIds) query = query.where('category_id', 'in', filter.categoryIds.length ? [...filter.categoryIds] : [-1]);
      if (filter.brandId !== undefined) query = query.where('brand_id', '=', filter.brandId);
      const rows = await query.orderBy('popularity', 'desc').orderBy('id').limit(limit).execute();
      return rows.map((r) => r.id);
    },
  };
}

export type ProductRecommendationsRepository = ReturnType<typeof createProductRecommendationsRepository>;
