import type { CartRepository } from '../../db/repositories/cart-repository';
import { recommendationScope } from '../../domain/recommendation-scope';
import type { ProductCard } from '../../common/contract/product-card';
import type { CatalogService, DisplayOptions } from '../catalog/catalog-service';
import type { ViewLine } from './cart-view';

/** Popularity moves slowly: a category set's recommendations are kept this long. */
const RECOMMENDED_TTL_MS = 60_000;
const RECOMMENDED_COUNT = 4;

/**
 * 'Passar bra ihop med': what was ordered together with the cart's products, then popular products of the other
 * categories of their main categories; never their own kind (domain/recommendation-scope.ts, issue 11 item 19).
 */
export function createCartRecommendations(repo: Pick<CartRepository, 'recommendedWith'>, catalog: CatalogService) {
  const recommendedCache = new Map<string, { at: number; ids: number[] }>();

  return async function recommendedFor(lines: readonly ViewLine[], display: DisplayOptions): Promise<ProductCard[]> {
    const inCart = [...new Set(lines.flatMap((l) => [l.productId, l.product.id]))].sort((a, b) => a - b);
    if (inCart.length === 0) return [];
    const key = inCart.join(',');
    let hit = recommendedCache.get(key);
    if (!hit || Date.now() - hit.at > RECOMMENDED_TTL_MS) {
      if (recommendedCache.size > 1_000) recommendedCache.clear();
      const snapshot = await catalog.snapshot();
      const scope = recommendationScope(
        lines.map((l) => l.product.category_id),
        [...snapshot.categoryById.values()],
      );
      hit = { at: Date.now(), ids: await repo.recommendedWith(inCart, scope.related, scope.excluded, RECOMMENDED_COUNT) };
      recommendedCache.set(key, hit);
    }
    return catalog.cardsByIds(hit.ids, display);
  };
}
