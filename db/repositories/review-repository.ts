import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import type { Database, OrderStatus } from '../schema';

export interface ReviewRequestRow {
  uuid: string;
  orderId: number;
  orderNumber: string;
  orderStatus: OrderStatus;
  firstName: string;
  lastName: string;
  completedAt: string | null;
}

export interface ReviewableProduct {
  productId: number;
  name: string;
  url: string;
  image: string | null;
}

export interface StoredReview {
  id: number;
  product_id: number;
  rating: number;
  reviewer: string;
  text: string | null;
}

export interface ListedReview {
  id: number;
  reviewer: string;
  rating: number;
  text: string;
  store_name: string;
  created_at: string;
  verified_buyer: boolean;
}

/**
 * Review requests and reviews (issue 14). Writes run inside the caller's transaction: make the repository on it.
 */
export function createReviewRepository(db: Kysely<Database>) {
  const pg = isPostgres(db);
  return {
    async requestByUuid(uuid: string): Promise<ReviewRequestRow | null> {
      const row = await db
        .selectFrom('product_review_requests as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select(['r.uuid', 'r.order_id', 'r.completed_at', 'o.order_number', 'o.status', 'o.first_name', 'o.last_name'])
        .where('r.uuid', '=', uuid)
        .executeTakeFirst();
      return row
        ? { uuid: row.uuid, orderId: row.order_id, orderNumber: row.order_number ?? '', orderStatus: row.status, firstName: row.first_name, lastName: row.last_name, completedAt: row.completed_at }
        : null;
    },

    /** The request of an order, made once: a second call (a second delivery) finds the first. */
    async ensureRequest(orderId: number, uuid: string, nowIso: string): Promise<{ uuid: string; created: boolean }> {
      const inserted = await db
        .insertInto('product_review_requests')
        .values({ uuid, order_id: orderId, created_at: nowIso })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .returning('uuid')
        .executeTakeFirst();
      if (inserted) return { uuid: inserted.uuid, created: true };
      const existing = await db.selectFrom('product_review_requests').select('uuid').where('order_id', '=', orderId).executeTakeFirstOrThrow();
      return { uuid: existing.uuid, created: false };
    },

    /** The distinct products of an order (a variant's parent: reviews belong to the product page), in line order. */
    async productsOfOrder(orderId: number): Promise<ReviewableProduct[]> {
      const rows = await db
        .selectFrom('order_lines as l')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select(['l.id as line_id', 'l.product_id', 'l.name', 'l.parent_name', 'p.name as product_name', 'p.url'])
        .select((eb) =>
          eb.selectFrom('product_images as i').select('i.path').whereRef('i.product_id', '=', 'l.product_id').orderBy('i.position').limit(1).as('image'),
        )
        .where('l.order_id', '=', orderId)
        .orderBy('l.id')
        .execute();
      const seen = new Set<number>();
      const products: ReviewableProduct[] = [];
      for (const row of rows) {
        if (seen.has(row.product_id)) continue;
        seen.add(row.product_id);
        products.push({ productId: row.product_id, name: row.product_name, url: row.url, image: row.image ?? null });
      }
      return products;
    },

    async reviewsOfRequest(uuid: string): Promise<StoredReview[]> {
      return db.selectFrom('product_reviews').select(['id', 'product_id', 'rating', 'reviewer', 'text']).where('request_uuid', '=', uuid).orderBy('id').execute();
    },

    /**
     * The first rating stores the review, a later one changes its rating: one statement, so two first ratings at
     * once (a double click, two tabs) end as one review on both databases.
     */
    async upsertRating(input: { uuid: string; productId: number; orderId: number; rating: number; reviewer: string; storeName: string; nowIso: string }): Promise<StoredReview> {
      return db
        .insertInto('product_reviews')
        .values({
          request_uuid: input.uuid, product_id: input.productId, order_id: input.orderId, rating: input.rating, reviewer: input.reviewer,
          store_name: input.storeName, created_at: input.nowIso, updated_at: input.nowIso,
        })
        .onConflict((oc) => oc.columns(['request_uuid', 'product_id']).doUpdateSet({ rating: input.rating, updated_at: input.nowIso }))
        .returning(['id', 'product_id', 'rating', 'reviewer', 'text'])
        .executeTakeFirstOrThrow();
    },

    /** The review of this request, locked for the transaction on PostgreSQL. */
    async reviewOfRequest(uuid: string, reviewId: number): Promise<StoredReview | null> {
      let query = db.selectFrom('product_reviews').select(['id', 'product_id', 'rating', 'reviewer', 'text']).where('id', '=', reviewId).where('request_uuid', '=', uuid);
      if (pg) query = query.forUpdate();
      return (await query.executeTakeFirst()) ?? null;
    },

    async updateReview(reviewId: number, change: { rating?: number; text?: string; reviewer?: string }, nowIso: string): Promise<StoredReview> {
      return db
        .updateTable('product_reviews')
        .set({ ...change, updated_at: nowIso })
        .where('id', '=', reviewId)
        .returning(['id', 'product_id', 'rating', 'reviewer', 'text'])
        .executeTakeFirstOrThrow();
    },

    async completeRequest(uuid: string, nowIso: string): Promise<void> {
      await db.updateTable('product_review_requests').set({ completed_at: nowIso }).where('uuid', '=', uuid).where('completed_at', 'is', null).execute();
    },

    /** Every rating counts for the product's average (text or not), recomputed from the reviews in this transaction. */
    async ratingsOf(productId: number): Promise<number[]> {
      const rows = await db.selectFrom('product_reviews').select('rating').where('product_id', '=', productId).execute();
      return rows.map((r) => r.rating);
    },

    async setProductRating(productId: number, average: number | null, count: number): Promise<void> {
      await db.updateTable('products').set({ rating_average: average, rating_count: count }).where('id', '=', productId).execute();
    },

    async productExists(productId: number): Promise<boolean> {
      const row = await db.selectFrom('products').select('id').where('id', '=', productId).where('status', '=', 'active').executeTakeFirst();
      return row !== undefined;
    },

    /** How many reviews with a text a product has: only those are listed. */
    async countListed(productId: number): Promise<number> {
      const row = await db
        .selectFrom('product_reviews')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('product_id', '=', productId)
        .where('text', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * A page of a product's reviews with a text, newest first. A reviewer is a verified buyer when the order the
     * review came from holds the product and was delivered.
     */
    async listed(productId: number, offset: number, limit: number): Promise<ListedReview[]> {
      const rows = await db
        .selectFrom('product_reviews as r')
        .select(['r.id', 'r.reviewer', 'r.rating', 'r.text', 'r.store_name', 'r.created_at'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('order_lines as l')
                .innerJoin('orders as o', 'o.id', 'l.order_id')
                .select(sql<number>`1`.as('one'))
                .whereRef('l.order_id', '=', 'r.order_id')
                .whereRef('l.product_id', '=', 'r.product_id')
                .where('o.status', '=', 'delivered'),
            )
            .as('verified'),
        )
        .where('r.product_id', '=', productId)
        .where('r.text', 'is not', null)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id, reviewer: r.reviewer, rating: r.rating, text: r.text ?? '', store_name: r.store_name, created_at: r.created_at, verified_buyer: Boolean(r.verified),
      }));
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
