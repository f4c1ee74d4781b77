import type { ProductRecommendationsRepository } from '../../db/repositories/product-recommendations-repository';
import { rankOrderedWith } from '../../domain/ordered-with';
import { recommendationScope } from '../../domain/recommendation-scope';
import type { CatalogService, DisplayOptions } from '../catalog/catalog-service';
import { listingCard } from '../catalog/product-card';
import type { ListingCard } from '../../common/contract/product-card';

/** How many cards each grid shows. */
export const RECOMMENDATION_COUNT = 8;
/** Orders come in all the time but shift co-occurrence slowly: a product's lists are kept this long per catalog version. */
const TTL_MS = 10 * 60_000;
const CACHE_MAX = 5_000;

export interface ProductRecommendations {
  recommended: ListingCard[];
  orderedWith: ListingCard[];
}

/**
 * The product page's grids: 'recommended' (popular products of the same category, then of the same brand) and
 * 'ordered with' (products in the same orders, most shared orders first, filled up with popular products of the
 * related categories, then of the same category). Ids are cached per catalog version; cards come from the
 * catalog's card cache so prices and stock stay current.
 */
export function createProductRecommendations(repo: ProductRecommendationsRepository, catalog: CatalogService) {
  const cache = new Map<number, { version: number; at: number; recommended: number[]; orderedWith: number[] }>();

  async function idsFor(productId: number) {
    const snapshot = await catalog.snapshot();
    const hit = cache.get(productId);
    if (hit && hit.version === snapshot.version && Date.now() - hit.at < TTL_MS) return hit;
    const product = await repo.productFacts(productId);
    if (!product) return null;
    const scope = recommendationScope([product.category_id], [...snapshot.categoryById.values()]);
    const [together, sameCategory, sameBrand, related] = await Promise.all([
      repo.orderedWith(productId),
      repo.popular({ categoryIds: [product.category_id] }, RECOMMENDATION_COUNT + 1),
      repo.popular({ brandId: product.brand_id }, RECOMMENDATION_COUNT + 1),
      repo.popular({ categoryIds: scope.related }, RECOMMENDATION_COUNT),
    ]);
    const none = new Set<number>();
    const recommended = rankOrderedWith(productId, [], [...sameCategory, ...sameBrand], none, RECOMMENDATION_COUNT);
    const orderedWith = rankOrderedWith(productId, together, [...related, ...sameCategory], none, RECOMMENDATION_COUNT);
    const entry = { version: snapshot.version, at: Date.now(), recommended, orderedWith };
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(productId, entry);
    return entry;
  }

  return {
    async forProduct(productId: number, display: DisplayOptions): Promise<ProductRecommendations | null> {
      const ids = await idsFor(productId);
      if (!ids) return null;
      const [recommended, orderedWith] = await Promise.all([catalog.cardsByIds(ids.recommended, display), catalog.cardsByIds(ids.orderedWith, display)]);
      return { recommended: recommended.map(listingCard), orderedWith: orderedWith.map(listingCard) };
    },
  };
}

export type ProductRecommendationsService = ReturnType<typeof createProductRecommendations>;
