import { Suspense, useEffect, useState } from 'react';
import type { ProductRecommendationsResponse } from '../../../common/contract/recommendations';
import { requestJson } from '../../lib/http';
import { ProductGrid } from '../product-grid';
import { lazyPart } from '../../lib/lazy-part';

const loadCarousel = () => import('./product-carousel').then((m) => m.ProductCarousel);
// Below the fold and shown only once its call has answered: its code stays out of the product page's first load.
const ProductCarousel = lazyPart(loadCarousel);

/**
 * The product page's 'recommended' carousel and 'ordered with' grid, loaded after the page shows (they are below the
 * fold and cost the page nothing that way); a failed call or an empty list shows nothing.
 */
export function ProductRecommendations({ productId }: { productId: number }) {
  const [data, setData] = useState<ProductRecommendationsResponse | null>(null);
  useEffect(() => {
    setData(null);
    const controller = new AbortController();
    // The carousel's code is fetched beside its products, not after them.
    loadCarousel().catch(() => undefined);
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
          <Suspense fallback={null}>
            <ProductCarousel cards={data.recommended.products} label={data.recommended.title} />
          </Suspense>
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
