import type { ListingCard } from './product-card';

/** GET /api/internal/product_recommendations/{productId}: the product page's two grids. */
export interface ProductRecommendationsResponse {
  recommended: { title: string; products: ListingCard[] };
  ordered_with: { title: string; products: ListingCard[] };
  minimum_two_column_grid: boolean;
}
