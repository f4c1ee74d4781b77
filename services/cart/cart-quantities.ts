import { MAX_CART_LINES, decideQuantity, maxQuantityFor } from '../../domain/cart-rules';
import type { CartRepository, SoldProduct, StoredCart } from '../../db/repositories/cart-repository';
import { sv, svServer } from '../../common/copy/sv';
import { limitsOf } from './cart-view';
import type { LoadedCart } from './loaded-cart';

/** A line to set (or, `adding`, to raise) to a quantity of a product as sold. */
export interface QuantityChange {
  product: SoldProduct;
  productId: number;
  variantId: number | null;
  quantity: number;
  adding: boolean;
}

/** Changing the cart's lines: what a request names, resolved to what is sold, and its quantities written. */
export function createCartQuantities(deps: {
  repo: Pick<CartRepository, 'writeLines' | 'addToLines' | 'find' | 'soldProducts' | 'hasActiveVariants'>;
  now: () => Date;
  ensureCart: (loaded: LoadedCart) => Promise<StoredCart>;
}) {
  /**
   * Sets lines to quantities (capped by the rules) and writes them in one go; the lines in memory follow, so the
   * answer needs no second read. Returns the messages a capped line explains itself with.
   */
  async function setQuantities(loaded: LoadedCart, changes: QuantityChange[]): Promise<string[]> {
    const cart = await deps.ensureCart(loaded);
    const messages: string[] = [];
    const writes: { productId: number; variantId: number | null; quantity: number }[] = [];
    const adds: { productId: number; variantId: number | null; quantity: number; max: number }[] = [];
    for (const change of changes) {
      const existing = cart.lines.find((l) => l.sold_product_id === change.product.id);
      if (!existing && change.quantity > 0 && cart.lines.length >= MAX_CART_LINES) {
        messages.push(svServer.cartRules.cartFull);
        continue;
      }
      const requested = change.adding ? (existing?.quantity ?? 0) + change.quantity : change.quantity;
      const decision = decideQuantity(requested, limitsOf(change.product));
      if (decision.cappedBy === 'purchase_cap') messages.push(sv.product.maxPerCustomer(decision.quantity));
      else if (decision.cappedBy === 'stock') messages.push(decision.quantity === 0 ? svServer.cartRules.outOfStock : svServer.stock.low_stock(decision.quantity));
      if (existing && existing.quantity === decision.quantity) continue;
      if (!existing && decision.quantity === 0) continue;
      // An add is an increment the database applies to the line as it is now (no lost update between shoppers'
      // tabs); setting a quantity is idempotent and simply written.
      const max = maxQuantityFor(limitsOf(change.product));
      if (change.adding && max > 0) adds.push({ productId: change.productId, variantId: change.variantId, quantity: change.quantity, max });
      else writes.push({ productId: change.productId, variantId: change.variantId, quantity: decision.quantity });
      if (existing) existing.quantity = decision.quantity;
      else cart.lines.push({ id: 0, product_id: change.productId, variant_id: change.variantId, sold_product_id: change.product.id, quantity: decision.quantity, product: change.product });
    }
    if (writes.length > 0 || adds.length > 0) {
      const nowIso = deps.now().toISOString();
      if (writes.length > 0) await deps.repo.writeLines(cart.id, writes, nowIso);
      const added = adds.length > 0 ? await deps.repo.addToLines(cart.id, adds, nowIso) : new Map<number, number>();
      for (const line of cart.lines) line.quantity = added.get(line.sold_product_id) ?? line.quantity;
      cart.lines = cart.lines.filter((l) => l.quantity > 0);
      // New lines get their ids from the database; one read keeps row_id truthful for the answer.
      if (cart.lines.some((l) => l.id === 0)) loaded.cart = await deps.repo.find(loaded.owner);
    }
    return messages;
  }

  /** The product a request names, resolved to what is sold: the variant when one is named (and belongs to it). */
  async function resolveSold(productId: number, variantId: number | null, known: StoredCart | null): Promise<{ ok: true; product: SoldProduct } | { ok: false; message: string; status?: 422 }> {
    const soldId = variantId ?? productId;
    const inCart = known?.lines.find((l) => l.sold_product_id === soldId && l.product !== null)?.product;
    const product = inCart ?? (await deps.repo.soldProducts([soldId]))[0];
    if (!product) return { ok: false, message: variantId !== null ? svServer.cartRules.variantNotFound : svServer.cartRules.productNotFound };
    if (variantId !== null && product.parent_id !== productId) return { ok: false, message: svServer.cartRules.variantNotFound };
    if (variantId === null && product.parent_id !== null) return { ok: false, message: svServer.cartRules.productNotFound };
    // A product sold as variants is bought as one of them (a line already in the cart can still be changed).
    if (!inCart && variantId === null && (await deps.repo.hasActiveVariants(product.id))) return { ok: false, message: svServer.cartRules.chooseVariant, status: 422 };
    return { ok: true, product };
  }

  return { setQuantities, resolveSold };
}
