import type { ReviewListResponse } from '../../common/contract/reviews';
import { productReviewsCall } from '../../common/web/call-paths';
import type { ReviewListPage } from './review-service';

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
      next_page: page.hasNext ? productReviewsCall(productId, page.page + 1) : null,
    },
    error: false,
  };
}
