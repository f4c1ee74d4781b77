import { blockingCode, checkCode, normaliseCode, type DiscountableLine } from '../../domain/discounts';
import type { CartOwner, CartRepository, SoldProduct, StoredCart } from '../../db/repositories/cart-repository';
import { svServer } from '../../common/copy/sv';
import type { CatalogService } from '../catalog/catalog-service';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import { includesVatFor, type Session, type SessionService } from '../session-service';
import type { CartResponse, EmptyStateCategory } from '../../common/contract/cart';
import { isBuyable, priceCartWithFee, unitPriceOf } from '../../domain/pricing/price-cart';
import { priceViewOf } from '../../domain/pricing/price-view';
import { characterLength } from '../../domain/text-input';
import { buildCartResponse, refusalText } from './cart-view';
import { memberPricedRepository } from './member-priced-repository';
import { cartChanges } from '../../domain/cart-tracking';
import type { CoOccurrence } from '../../domain/ordered-with';
import type { ProductCard } from '../../common/contract/product-card';
import { ancestryIds } from '../../domain/category-tree';
import type { LoadedCart } from './loaded-cart';
import { createCartTracking, trackedLines } from './cart-tracking';
import { createCartRecommendations } from './cart-recommendations';
import { createCartPricing } from './cart-pricing';
import { createCartQuantities, type QuantityChange } from './cart-quantities';
import { toRule } from './discount-code-rule';
import { loadShopConfig, type ShopConfig } from './shop-config';
import { cachedUntilCatalogChanges } from './until-catalog-changes';

export type { ShopConfig } from './shop-config';

/** The longest code anyone types; longer input is not looked up. */
const MAX_CODE_LENGTH = 64;
export const MAX_ORDER_MESSAGE_LENGTH = 1000;
/** Session data key of a message for the next cart page (a refusal answered with a redirect, without JavaScript). */
export const NOTICE_KEY = 'cart_notice';

export type CartFailure = { ok: false; status: 404 | 422; message: string; cart: CartResponse };
export type CartResult = { ok: true; cart: CartResponse } | CartFailure;

export interface AddRequest {
  productId: number;
  variantId: number | null;
  extraProductIds: number[];
  /** Units of the main product; add-ons come one each. Caps and stock apply as to any add. */
  quantity?: number;
}

export interface QuantityRequest {
  productId: number;
  variantId: number | null;
  /** A stored line's id, or a gift line's `gift-{campaign}`; null when the product names the line. */
  rowId: string | null;
  /** Null: not a number, ignored (spec section 4). */
  quantity: number | null;
}

function ownerOf(session: Session): CartOwner {
  return { sessionIdHash: session.idHash, customerId: session.customerId };
}

/** The cart's current discount lines, for checking a code against them. */
function discountableLines(loaded: LoadedCart, snapshotChain: (id: number) => number[], vatRateOf: (vatClass: string) => number): DiscountableLine[] {
  return (loaded.cart?.lines ?? [])
    .filter((l): l is typeof l & { product: SoldProduct } => l.product !== null && isBuyable(l.product))
    .map((l) => ({
      key: String(l.id),
      totalInclVatOre: unitPriceOf(l.product, loaded.isMember) * l.quantity,
      vatRatePercent: vatRateOf(l.product.vat_class),
      categoryIds: snapshotChain(l.product.category_id),
      brandId: l.product.brand_id,
      isGift: false,
    }));
}

export function createCartService(
  cartRepo: CartRepository,
  // Sessions only for the cart page's one-time notice; an order's transaction-bound cart service has none.
  deps: {
    catalog: CatalogService;
    sessions?: Pick<SessionService, 'update' | 'persist'>;
    now?: () => Date;
    /** Another cart service's configuration cache (an order's transaction-bound service reuses the shop's). */
    config?: () => Promise<ShopConfig>;
    /** The products ordered together with one (order history), for the add answer's matching_order_products. */
    orderedWith?: (productId: number) => Promise<CoOccurrence[]>;
    /** The catalog snapshot read before an order's transaction (member campaigns); else the catalog's own. */
    snapshot?: () => Promise<CatalogSnapshot>;
  },
) {
  const now = deps.now ?? (() => new Date());
  const snapshotOf = deps.snapshot ?? (() => deps.catalog.snapshot());
  const repo = memberPricedRepository(cartRepo, snapshotOf, now);

  const withTracking = createCartTracking(deps);
  // The order's transaction-bound service prices with the shop's configuration; the shop's own is kept until the
  // catalog changes (decision 045: the catalog signal reaches forgetShopConfig).
  const config = cachedUntilCatalogChanges(() => loadShopConfig(repo));
  const shopConfig = deps.config ?? config.get;
  const recommendedFor = createCartRecommendations(repo, deps.catalog);
  const pricing = createCartPricing(repo, shopConfig);
  const { setQuantities, resolveSold } = createCartQuantities({ repo, now, ensureCart });

  async function load(session: Session | null): Promise<LoadedCart | null> {
    if (!session) return null;
    const owner = ownerOf(session);
    const [cart, isMember, snapshot] = await Promise.all([
      repo.find(owner),
      session.customerId === null ? Promise.resolve(false) : repo.isMember(session.customerId),
      snapshotOf(),
    ]);
    return { owner, cart, isMember, includesVat: includesVatFor(session, snapshot.settings) };
  }

  /** The cart response outside the checkout: no payment fee. */
  async function respond(loaded: LoadedCart | null, messages: string[] = [], session: Session | null = null): Promise<CartResponse> {
    return (await respondWithOffer(loaded, messages, session, () => 0, false)).cart;
  }

  /**
   * The cart response and the delivery offer from one load. The payment fee may depend on whether anything is due
   * (a free order has none), so it is asked for once the cart is priced without it.
   */
  async function respondWithOffer(
    loaded: LoadedCart | null, messages: string[], session: Session | null, paymentFeeFor: (nothingDue: boolean) => number, inCheckout: boolean,
  ) {
    const nowIso = now().toISOString();
    const snapshot = await deps.catalog.snapshot();
    const priced = await pricing(loaded, session, snapshot, nowIso, inCheckout);
    const { input, priced: pricedCart, nothingDue } = priceCartWithFee(priced.input, paymentFeeFor);
    const productIds = [...new Set(input.lines.map((l) => l.product.id))];
    const packageIds = input.lines.filter((l) => l.product.is_package === 1).map((l) => l.product.id);
    const [cards, parts, recommended] = await Promise.all([
      deps.catalog.cardsByIds(productIds, { includesVat: true, memberPrices: false }),
      repo.packagePartNames(packageIds),
      recommendedFor(input.lines, { includesVat: loaded?.includesVat ?? true, memberPrices: loaded?.isMember ?? false }),
    ]);
    const packageParts = new Map<number, string[]>();
    for (const part of parts) {
      const list = packageParts.get(part.package_product_id) ?? [];
      list.push(part.quantity > 1 ? `${part.quantity} × ${part.name}` : part.name);
      packageParts.set(part.package_product_id, list);
    }
    const cart = buildCartResponse({
      ...input,
      priced: pricedCart,
      unknownCodes: priced.unknownCodes,
      orderMessage: loaded?.cart?.order_message ?? '',
      subscribe: loaded?.cart?.subscribe === 1,
      includesVat: loaded?.includesVat ?? true,
      cards: new Map(cards.map((c: ProductCard) => [c.product_id, c])),
      packageParts,
      messages,
      recommended,
    });
    return {
      cart, offered: priced.offered, selected: priced.selected, nothingDue, freeDeliveryByCode: pricedCart.outcome.freeDelivery,
      priceView: priceViewOf(pricedCart, input.giftCards),
      // The money itself and the stored cart's id, for a provider checkout opened for this cart (issue 17).
      priced: pricedCart, cartId: loaded?.cart?.id ?? null,
    };
  }

  async function ensureCart(loaded: LoadedCart): Promise<StoredCart> {
    if (loaded.cart) return loaded.cart;
    await deps.sessions?.persist({ idHash: loaded.owner.sessionIdHash, customerId: loaded.owner.customerId });
    const id = await repo.create(loaded.owner, now().toISOString());
    loaded.cart = { id, order_message: '', subscribe: 0, lines: [], codes: [], discountRows: [], giftCardRows: [] };
    return loaded.cart;
  }

  return {
    /** The gift campaigns and delivery types this service prices with (cached). */
    shopConfig,

    /** The next cart reads the delivery types and campaigns again (the back office just changed one, issue 18). */
    forgetShopConfig(): void {
      config.forget();
    },

    /** The visitor's cart as the spec's cart response; an empty one when there is none (nothing is written). */
    async view(session: Session | null): Promise<CartResponse> {
      return respond(await load(session), [], session);
    },

    /**
     * What the visitor's cart holds (lines, codes) and whether a logged-in visitor is a member: one statement, none
     * for a session that was never stored. Two equal answers price the same cart (services/pages/page-shopper.ts).
     */
    async contents(session: Session): Promise<{ lines: [number, number][]; codes: string[]; isMember: boolean | null }> {
      if (session.persisted === false && session.customerId === null) return { lines: [], codes: [], isMember: null };
      return repo.contents(ownerOf(session));
    },

    /** The id of the visitor's stored cart, or null when there is none (an offer request empties it). */
    async storedCartId(session: Session): Promise<number | null> {
      return (await load(session))?.cart?.id ?? null;
    },

    /** The cart page's view: with the message a redirect left for it, shown once. */
    async pageView(session: Session): Promise<CartResponse> {
      const notice = session.data[NOTICE_KEY];
      if (typeof notice === 'string') await deps.sessions?.update(session, { [NOTICE_KEY]: undefined });
      return respond(await load(session), typeof notice === 'string' ? [notice] : [], session);
    },

    /**
     * The checkout's view of the cart from one load: the cart response (with the payment fee the caller picks once it
     * knows whether anything is due), the delivery types offered and the one chosen.
     */
    async checkoutView(session: Session, paymentFeeFor: (nothingDue: boolean) => number) {
      return respondWithOffer(await load(session), [], session, paymentFeeFor, true);
    },

    /**
     * The cart priced for an order, through this service's repository only (the order service makes one on its
     * transaction): null when there is no cart.
     */
    async orderDraft(session: Session, snapshot: CatalogSnapshot, paymentFeeFor: (nothingDue: boolean) => number) {
      const loaded = await load(session);
      if (!loaded?.cart) return null;
      const nowIso = now().toISOString();
      const { input: withoutFee, discountRows, giftCardRows, offered, selected } = await pricing(loaded, session, snapshot, nowIso, true);
      const { input, priced } = priceCartWithFee(withoutFee, paymentFeeFor);
      return {
        cart: loaded.cart, input, priced, discountRows, giftCardRows, offered, selected,
        includesVat: loaded.includesVat, isMember: loaded.isMember, priceView: priceViewOf(priced, input.giftCards),
      };
    },

    /** Add-to-cart (spec section 4): +1 on the line of the same product or variant, else a new line; then the extras. */
    async add(session: Session, request: AddRequest): Promise<CartResult> {
      const loaded = (await load(session))!;
      const main = await resolveSold(request.productId, request.variantId, loaded.cart);
      if (!main.ok) return { ok: false, status: main.status ?? 404, message: main.message, cart: await respond(loaded, [], session) };
      if (!isBuyable(main.product)) {
        return { ok: false, status: 422, message: svServer.cartRules.productNotBuyable, cart: await respond(loaded, [], session) };
      }
      const extras = (await repo.soldProducts(request.extraProductIds.filter((id) => id !== main.product.id)))
        .filter((p) => p.parent_id === null && isBuyable(p));
      const changes = [main.product, ...extras].map((product) => ({
        product,
        productId: product.parent_id ?? product.id,
        variantId: product.parent_id === null ? null : product.id,
        quantity: product === main.product ? (request.quantity ?? 1) : 1,
        adding: true,
      }));
      const before = loaded.cart?.lines.find((l) => l.sold_product_id === main.product.id)?.quantity ?? 0;
      const linesBefore = trackedLines(loaded);
      const messages = await setQuantities(loaded, changes);
      const after = loaded.cart?.lines.find((l) => l.sold_product_id === main.product.id)?.quantity ?? 0;
      const cart = await withTracking(await respond(loaded, messages, session), loaded, cartChanges(linesBefore, trackedLines(loaded)), true);
      if (after <= before) return { ok: false, status: 422, message: messages[0] ?? svServer.cartRules.outOfStock, cart };
      return { ok: true, cart };
    },

    /** Sets quantities (0 removes); a non-numeric quantity is ignored and the cart answered unchanged. */
    async update(session: Session, requests: QuantityRequest[]): Promise<CartResult> {
      const loaded = (await load(session))!;
      const changes: QuantityChange[] = [];
      for (const request of requests) {
        if (request.rowId !== null && request.rowId.startsWith('gift-')) {
          return { ok: false, status: 422, message: svServer.cartRules.giftQuantityFixed, cart: await respond(loaded, [], session) };
        }
        if (request.quantity === null) continue;
        const byRow = request.rowId === null ? undefined : loaded.cart?.lines.find((l) => String(l.id) === request.rowId);
        const variantId = byRow ? byRow.variant_id : request.variantId;
        const sold = await resolveSold(request.productId, variantId, loaded.cart);
        if (!sold.ok) return { ok: false, status: sold.status ?? 404, message: sold.message, cart: await respond(loaded, [], session) };
        const inCart = loaded.cart?.lines.some((l) => l.sold_product_id === sold.product.id) ?? false;
        if (!inCart && request.quantity > 0 && !isBuyable(sold.product)) {
          return { ok: false, status: 422, message: svServer.cartRules.productNotBuyable, cart: await respond(loaded, [], session) };
        }
        changes.push({ product: sold.product, productId: request.productId, variantId, quantity: request.quantity, adding: false });
      }
      const linesBefore = trackedLines(loaded);
      const messages = changes.length > 0 ? await setQuantities(loaded, changes) : [];
      return { ok: true, cart: await withTracking(await respond(loaded, messages, session), loaded, cartChanges(linesBefore, trackedLines(loaded)), false) };
    },

    /** POST /checkoutv3/discounts/store: a discount code or a gift card, checked against the cart as it is. */
    async storeCode(session: Session, typed: string): Promise<CartResult> {
      const loaded = (await load(session))!;
      const fail = async (message: string, status: 404 | 422 = 422): Promise<CartFailure> => ({ ok: false, status, message, cart: await respond(loaded, [], session) });
      const code = normaliseCode(typed);
      if (code === '') return fail(svServer.discounts.empty);
      if (code.length > MAX_CODE_LENGTH) return fail(svServer.discounts.notFound, 404);
      if (loaded.cart?.codes.includes(code)) return fail(svServer.discounts.alreadyApplied);
      const nowIso = now().toISOString();
      const [[discount], [giftCard]] = await Promise.all([repo.discountCodes([code]), repo.giftCards([code])]);
      if (giftCard) {
        if (giftCard.valid_until !== null && nowIso >= giftCard.valid_until) return fail(svServer.discounts.expired);
        if (giftCard.balance_ore <= 0) return fail(svServer.discounts.giftCardEmpty);
      } else if (discount) {
        const usage = session.customerId !== null && discount.usage_limit_per_customer !== null
          ? ((await repo.redemptionCounts([discount.id], `customer:${session.customerId}`)).get(discount.id) ?? 0)
          : 0;
        const rule = toRule(discount, usage);
        const snapshot = await deps.catalog.snapshot();
        const refusal = checkCode(rule, discountableLines(loaded, (categoryId) => ancestryIds(snapshot.categoryById, categoryId), (c) => snapshot.vatRateOf(c, nowIso)), { nowIso, isMember: loaded.isMember });
        if (refusal) return fail(refusalText(refusal.reason, refusal.minOrderOre));
        const blocking = blockingCode((loaded.cart?.discountRows ?? []).map((o) => toRule(o, 0)), rule);
        if (blocking) return fail(svServer.discounts.notCombinable(blocking.code));
      } else {
        return fail(svServer.discounts.notFound, 404);
      }
      const cart = await ensureCart(loaded);
      await repo.addCode(cart.id, code, nowIso);
      cart.codes = [...cart.codes, code];
      if (giftCard) cart.giftCardRows = [...cart.giftCardRows, giftCard];
      else if (discount) cart.discountRows = [...cart.discountRows, discount];
      return { ok: true, cart: await respond(loaded, [], session) };
    },

    /** POST /checkoutv3/discounts/destroy. */
    async removeCode(session: Session, typed: string): Promise<CartResult> {
      const loaded = (await load(session))!;
      const code = normaliseCode(typed).slice(0, MAX_CODE_LENGTH + 1);
      const cart = loaded.cart;
      if (!cart || !cart.codes.includes(code)) {
        return { ok: false, status: 404, message: svServer.discounts.notInCart, cart: await respond(loaded, [], session) };
      }
      await repo.removeCode(cart.id, code);
      cart.codes = cart.codes.filter((c) => c !== code);
      cart.discountRows = cart.discountRows.filter((r) => r.code !== code);
      cart.giftCardRows = cart.giftCardRows.filter((r) => r.code !== code);
      return { ok: true, cart: await respond(loaded, [], session) };
    },

    async saveOrderMessage(session: Session, message: string): Promise<{ ok: true; orderMessage: string } | { ok: false; message: string }> {
      const text = message.replace(/\r\n/g, '\n').trim();
      // Counted in characters as the shopper sees them (an emoji is one), not in UTF-16 units.
      if (characterLength(text) > MAX_ORDER_MESSAGE_LENGTH) return { ok: false, message: svServer.cartRules.orderMessageTooLong(MAX_ORDER_MESSAGE_LENGTH) };
      const loaded = (await load(session))!;
      const cart = loaded.cart ?? (text === '' ? null : await ensureCart(loaded));
      if (cart) await repo.saveOrderMessage(cart.id, text, now().toISOString());
      return { ok: true, orderMessage: text };
    },

    async saveSubscribe(session: Session, subscribe: boolean): Promise<void> {
      const loaded = (await load(session))!;
      const cart = await ensureCart(loaded);
      await repo.saveSubscribe(cart.id, subscribe, now().toISOString());
    },

    /** Category links for the empty cart: the main categories that have products. */
    async emptyStateCategories(): Promise<EmptyStateCategory[]> {
      const snapshot = await deps.catalog.snapshot();
      return snapshot.categories.filter((c) => c.productCount > 0).map((c) => ({ link: c.url, title: c.name }));
    },

    /** At login: the session's cart joins the customer's. */
    async mergeAtLogin(session: Session, customerId: number): Promise<void> {
      await repo.mergeIntoCustomer(session.idHash, customerId, now().toISOString());
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
