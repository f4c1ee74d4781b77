import { useEffect, useState } from 'react';
import type { ProductRecommendationsResponse } from '../../../services/recommendations/recommendations-contract';
import { requestJson } from '../../lib/http';
import { ProductGrid } from '../product-grid';
import { ProductCarousel } from './product-carousel';

/**
 * The product page's 'recommended' carousel and 'ordered with' grid, loaded after the page shows (they are below the
 * fold and cost the page nothing that way); a failed call or an empty list shows nothing.
 */
export function ProductRecommendations({ productId }: { productId: number }) {
  const [data, setData] = useState<ProductRecommendationsResponse | null>(null);
  useEffect(() => {
    setData(null);
    const controller = new AbortController();
    requestJson<ProductRecommendationsResponse>(`/api/internal/product_recommendations/${productId}`, { signal: controller.signal })
      .then(setData)
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId]);
  if (!data) return null;
  return (
    <>
      {data.recommended.products.length > 0 ? (
        <section className="product-page__section product-recommendations" aria-labelledby="recommended-products">
          <h2 id="recommended-products">{data.recommended.title}</h2>
          <ProductCarousel cards={data.recommended.products} label={data.recommended.title} />
        </section>
      ) : null}
      {data.ordered_with.products.length > 0 ? (
        <section className="product-page__section product-ordered-with" aria-labelledby="ordered-with-products">
          <h2 id="ordered-with-products">{data.ordered_with.title}</h2>
          <ProductGrid cards={data.ordered_with.products} twoColumnMinimum={data.minimum_two_column_grid} belowFold buyOnce />
        </section>
      ) : null}
    </>
  );
}
