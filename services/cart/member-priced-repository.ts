import type { CartRepository, SoldProduct, StoredCart } from '../../db/repositories/cart-repository';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';

/**
 * The cart repository with every product sold carrying its member price of the moment (issue 15): its own member
 * price or a running member campaign's, the lowest (CatalogSnapshot.memberPriceOf). The pricing pipeline reads
 * `member_price_incl_vat_ore` for members only, so the cart, the checkout, the order and a provider checkout's
 * order lines all charge the campaign price exactly when the product cards show it. An order re-reads its cart
 * inside its transaction, so a campaign that ended after the cart was filled is no longer charged.
 */
export function memberPricedRepository(repo: CartRepository, snapshot: () => Promise<CatalogSnapshot>, now: () => Date): CartRepository {
  async function price(products: SoldProduct[]): Promise<void> {
    if (products.length === 0) return;
    const snap = await snapshot();
    const nowIso = now().toISOString();
    for (const product of products) product.member_price_incl_vat_ore = snap.memberPriceOf(product, nowIso);
  }

  return {
    ...repo,
    async find(owner): Promise<StoredCart | null> {
      const cart = await repo.find(owner);
      if (cart) await price(cart.lines.map((l) => l.product).filter((p): p is SoldProduct => p !== null));
      return cart;
    },
    async soldProducts(ids): Promise<SoldProduct[]> {
      const products = await repo.soldProducts(ids);
      await price(products);
      return products;
    },
  };
}
