import type { Kysely } from 'kysely';
import { ratingSummary, reviewPage, REVIEWS_PER_PAGE, suggestedReviewer } from '../../domain/reviews';
import { createReviewRepository, type ListedReview, type ReviewableProduct, type StoredReview } from '../../db/repositories/review-repository';
import type { Database } from '../../db/schema';
import type { CatalogService } from '../catalog/catalog-service';
import { reviewListResponse } from './review-list-response';
import type { ProductCard } from '../../common/contract/product-card';
import type { ReviewListResponse } from '../../common/contract/reviews';

export type ReviewRefusal = 'unknown_request' | 'not_in_order' | 'unknown_review';

export interface ReviewRequestPage {
  uuid: string;
  orderNumber: string;
  suggestedReviewer: string;
  products: (ReviewableProduct & { review: StoredReview | null })[];
  complete: boolean;
}

export interface ReviewListPage {
  reviews: ListedReview[];
  total: number;
  page: number;
  hasNext: boolean;
}

/** The page a request's products are rated on, and where it sends the reviewer after a text. */
export const reviewPagePath = (uuid: string) => `/product_review/${uuid}`;
export const reviewCompletePath = (uuid: string) => `/product_review/${uuid}/complete`;

/**
 * Product reviews through a review request's uuid (issue 14): only the products of its order can be rated, each
 * once (a later rating changes it). Every write recomputes the product's average in the same transaction and drops
 * the product's cached cards, so cards, the product page and the shared pages show it at once in this process (in
 * another process within the card lifetime), without a catalog version bump that would rebuild every index.
 */
export function createReviewService(db: Kysely<Database>, options: { catalog: CatalogService; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const repo = createReviewRepository(db);

  async function refreshRating(trx: Kysely<Database>, productId: number): Promise<void> {
    const reviews = createReviewRepository(trx);
    const summary = ratingSummary(await reviews.ratingsOf(productId));
    await reviews.setProductRating(productId, summary.average, summary.count);
  }

  /** A page of a product's reviews with a text; null for a product the shop does not show. */
  async function list(productId: number, requestedPage: number): Promise<ReviewListPage | null> {
    if (!(await repo.productExists(productId))) return null;
    const total = await repo.countListed(productId);
    const { page, offset, hasNext } = reviewPage(total, requestedPage);
    const reviews = total === 0 ? [] : await repo.listed(productId, offset, REVIEWS_PER_PAGE);
    return { reviews, total, page, hasNext };
  }

  return {
    async requestPage(uuid: string): Promise<ReviewRequestPage | null> {
      const request = await repo.requestByUuid(uuid);
      if (!request) return null;
      const [products, reviews] = await Promise.all([repo.productsOfOrder(request.orderId), repo.reviewsOfRequest(uuid)]);
      const byProduct = new Map(reviews.map((r) => [r.product_id, r]));
      const listed = products.map((p) => ({ ...p, review: byProduct.get(p.productId) ?? null }));
      return {
        uuid,
        orderNumber: request.orderNumber,
        suggestedReviewer: suggestedReviewer(request.firstName, request.lastName),
        products: listed,
        complete: listed.length > 0 && listed.every((p) => p.review !== null && p.review.text !== null),
      };
    },

    /** The first rating of a product stores its review; a repeated one (another tab) changes the rating. */
    async rate(uuid: string, productId: number, rating: number): Promise<{ ok: true; review: StoredReview } | { ok: false; reason: ReviewRefusal }> {
      const storeName = (await options.catalog.snapshot()).settings.siteName;
      const nowIso = now().toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        const reviews = createReviewRepository(trx);
        const request = await reviews.requestByUuid(uuid);
        if (!request) return { ok: false as const, reason: 'unknown_request' as const };
        const products = await reviews.productsOfOrder(request.orderId);
        if (!products.some((p) => p.productId === productId)) return { ok: false as const, reason: 'not_in_order' as const };
        const review = await reviews.upsertRating({
          uuid, productId, orderId: request.orderId, rating, reviewer: suggestedReviewer(request.firstName, request.lastName), storeName, nowIso,
        });
        await refreshRating(trx, productId);
        return { ok: true as const, review };
      });
      if (outcome.ok) options.catalog.forgetCards([productId]);
      return outcome;
    },

    /**
     * Changes a review's rating, or completes it with the text and the name to show. Completing answers where the
     * reviewer goes next: the thank-you page once every product of the order has a text, else back to the list.
     */
    async update(
      uuid: string,
      reviewId: number,
      change: { rating?: number; text?: string; reviewer?: string; productId?: number },
    ): Promise<{ ok: true; review: StoredReview; redirectUrl: string | null } | { ok: false; reason: ReviewRefusal }> {
      const nowIso = now().toISOString();
      const outcome = await db.transaction().execute(async (trx) => {
        const reviews = createReviewRepository(trx);
        const request = await reviews.requestByUuid(uuid);
        if (!request) return { ok: false as const, reason: 'unknown_request' as const };
        const current = await reviews.reviewOfRequest(uuid, reviewId);
        if (!current) return { ok: false as const, reason: 'unknown_review' as const };
        if (change.productId !== undefined && change.productId !== current.product_id) return { ok: false as const, reason: 'not_in_order' as const };
        const review = await reviews.updateReview(reviewId, { rating: change.rating, text: change.text, reviewer: change.reviewer }, nowIso);
        if (change.rating !== undefined) await refreshRating(trx, review.product_id);
        let redirectUrl: string | null = null;
        if (change.text !== undefined) {
          const [products, all] = await Promise.all([reviews.productsOfOrder(request.orderId), reviews.reviewsOfRequest(uuid)]);
          const written = new Set(all.filter((r) => r.text !== null).map((r) => r.product_id));
          const done = products.every((p) => written.has(p.productId));
          if (done) await reviews.completeRequest(uuid, nowIso);
          redirectUrl = done ? reviewCompletePath(uuid) : reviewPagePath(uuid);
        }
        return { ok: true as const, review, redirectUrl };
      });
      if (outcome.ok) options.catalog.forgetCards([outcome.review.product_id]);
      return outcome;
    },

    /** A page of a product's reviews with a text; null for a product the shop does not show. */
    list,

    /**
     * The first page in the list call's shape, for the product page's server render. Reviews belong to the product a
     * variant is of; a product nobody has rated costs no query. Null when the list cannot be read (the page then
     * fetches it after hydration).
     */
    async firstPage(card: Pick<ProductCard, 'product_id' | 'parent_id' | 'rating_count'>): Promise<ReviewListResponse | null> {
      const productId = card.parent_id ?? card.product_id;
      if (card.parent_id === null && card.rating_count === 0) return reviewListResponse(productId, { reviews: [], total: 0, page: 1, hasNext: false });
      try {
        const page = await list(productId, 1);
        return page ? reviewListResponse(productId, page) : null;
      } catch {
        return null;
      }
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
