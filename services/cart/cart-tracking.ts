import type { SoldProduct } from '../../db/repositories/cart-repository';
import { facebookTrackingEvents, type CartChange, type TrackedLine } from '../../domain/cart-tracking';
import { rankOrderedWith, type CoOccurrence } from '../../domain/ordered-with';
import { unitPriceOf } from '../../domain/pricing/price-cart';
import type { CartResponse } from '../../common/contract/cart';
import type { ProductCard } from '../../common/contract/product-card';
import type { CatalogService } from '../catalog/catalog-service';
import type { LoadedCart } from './loaded-cart';

/** How many products the add answer's matching_order_products holds at most. */
export const MATCHING_ORDER_PRODUCTS_COUNT = 4;
const ORDERED_WITH_TTL_MS = 60_000;

/** The cart's stored lines as the tracking rules see them (copied: setQuantities changes lines in place). */
export function trackedLines(loaded: LoadedCart): TrackedLine[] {
  return (loaded.cart?.lines ?? [])
    .filter((l): l is typeof l & { product: SoldProduct } => l.product !== null)
    .map((l) => ({
      productId: l.product_id,
      variantId: l.variant_id,
      name: l.product.parent_name ? `${l.product.parent_name} ${l.product.name}` : l.product.name,
      quantity: l.quantity,
      unitPriceInclVatOre: unitPriceOf(l.product, loaded.isMember),
    }));
}

/**
 * The cart answer with what the call changed: facebook_tracking_events from the changes, and (after an add only,
 * which may spend a query on it; the update call keeps its statement budget) matching_order_products: the products
 * most often ordered together with the product just added, none already in the cart.
 */
export function createCartTracking(deps: { catalog: CatalogService; orderedWith?: (productId: number) => Promise<CoOccurrence[]> }) {
  // Order history shifts slowly: a product's companions are kept a minute, so repeated adds cost no query.
  const orderedWithCache = new Map<number, { at: number; rows: CoOccurrence[] }>();
  async function orderedWithCached(productId: number, load: (productId: number) => Promise<CoOccurrence[]>): Promise<CoOccurrence[]> {
    const hit = orderedWithCache.get(productId);
    if (hit && Date.now() - hit.at < ORDERED_WITH_TTL_MS) return hit.rows;
    const rows = await load(productId);
    if (orderedWithCache.size >= 5_000) orderedWithCache.clear();
    orderedWithCache.set(productId, { at: Date.now(), rows });
    return rows;
  }

  return async function withTracking(cart: CartResponse, loaded: LoadedCart, changes: CartChange[], matching: boolean): Promise<CartResponse> {
    const added = changes.find((c) => c.quantityDelta > 0);
    let matchingProducts: ProductCard[] = [];
    if (matching && added && deps.orderedWith) {
      const inCart = new Set((loaded.cart?.lines ?? []).map((l) => l.product_id));
      const ids = rankOrderedWith(added.productId, await orderedWithCached(added.productId, deps.orderedWith), [], inCart, MATCHING_ORDER_PRODUCTS_COUNT);
      if (ids.length > 0) matchingProducts = await deps.catalog.cardsByIds(ids, { includesVat: loaded.includesVat, memberPrices: loaded.isMember });
    }
    return { ...cart, facebook_tracking_events: facebookTrackingEvents(changes), matching_order_products: matchingProducts };
  };
}
