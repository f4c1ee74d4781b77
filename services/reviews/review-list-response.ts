import type { ReviewListPage } from './review-service';

/** One review as GET /api/internal/product_reviews/{productId} answers it. */
export interface ReviewItem {
  id: number;
  reviewer: string;
  rating: number;
  text: string;
  store_name: string;
  /** YYYY-MM-DD */
  date: string;
  verified_buyer: boolean;
}

/** The review list call's answer; the product page renders its first page on the server in the same shape. */
export interface ReviewListResponse {
  data: ReviewItem[];
  pagination: { total: number; count: number; next_page: string | null };
  error: boolean;
}

export function reviewListResponse(productId: number, page: ReviewListPage): ReviewListResponse {
  return {
    data: page.reviews.map((r) => ({
      id: r.id,
      reviewer: r.reviewer,
      rating: r.rating,
      text: r.text,
      store_name: r.store_name,
      date: r.created_at.slice(0, 10),
      verified_buyer: r.verified_buyer,
    })),
    pagination: {
      total: page.total,
      count: page.reviews.length,
      next_page: page.hasNext ? `/api/internal/product_reviews/${productId}?page=${page.page + 1}` : null,
    },
    error: false,
  };
}
