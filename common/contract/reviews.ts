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
