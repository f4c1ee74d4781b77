import { MAX_CART_LINES, decideQuantity, giftLinesFor, maxQuantityFor, type GiftCampaignRule } from '../../domain/cart-rules';
import { blockingCode, checkCode, normaliseCode, type DiscountCodeRule, type DiscountableLine } from '../../domain/discounts';
import type { CartOwner, CartRepository, SoldProduct, StoredCart } from '../../db/repositories/cart-repository';
import type { DeliveryTypeRow, DiscountCodeRow, GiftCardRow } from '../../db/schema';
import { cheapestDeliveryOre, offeredDeliveryTypes, type DeliveryContext, type DeliveryTypeRule } from '../../domain/delivery-options';
import { sv } from '../../common/copy/sv';
import type { CatalogService, DisplayOptions } from '../catalog/catalog-service';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import { includesVatFor, type Session, type SessionService } from '../session-service';
import type { CartResponse, EmptyStateCategory } from '../../common/contract/cart';
import { isBuyable, priceCartWithFee, unitPriceOf, type PricingInput } from '../../domain/pricing/price-cart';
import { priceViewOf } from '../../domain/pricing/price-view';
import { characterLength } from '../../domain/text-input';
import type { SiteSettings } from '../../domain/site-settings';
import { buildCartResponse, limitsOf, refusalText, type ViewLine } from './cart-view';
import { memberPricedRepository } from './member-priced-repository';
import { recommendationScope } from '../../domain/recommendation-scope';
import { cartChanges, facebookTrackingEvents, type CartChange, type TrackedLine } from '../../domain/cart-tracking';
import { rankOrderedWith, type CoOccurrence } from '../../domain/ordered-with';
import type { ProductCard } from '../../common/contract/product-card';
import { ancestryIds } from '../../domain/category-tree';

/** Gift campaigns and delivery types are shop configuration: re-read at most this often. */
const CONFIG_TTL_MS = 2_000;
/** Popularity moves slowly: a category set's recommendations are kept this long. */
const RECOMMENDED_TTL_MS = 60_000;
const RECOMMENDED_COUNT = 4;
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

/** How many products the add answer's matching_order_products holds at most. */
export const MATCHING_ORDER_PRODUCTS_COUNT = 4;
const ORDERED_WITH_TTL_MS = 60_000;

/** The cart's stored lines as the tracking rules see them (copied: setQuantities changes lines in place). */
function trackedLines(loaded: Loaded): TrackedLine[] {
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

interface Loaded {
  owner: CartOwner;
  cart: StoredCart | null;
  isMember: boolean;
  includesVat: boolean;
}

function ownerOf(session: Session): CartOwner {
  return { sessionIdHash: session.idHash, customerId: session.customerId };
}

function toRule(row: DiscountCodeRow, timesUsedByCustomer: number): DiscountCodeRule {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountOre: row.amount_ore,
    minOrderOre: row.min_order_ore,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    usageLimitTotal: row.usage_limit_total,
    timesUsed: row.times_used,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    timesUsedByCustomer,
    memberOnly: row.member_only === 1,
    categoryIds: parseIds(row.category_ids),
    brandIds: parseIds(row.brand_ids),
    label: row.label,
  };
}

function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v)) : [];
  } catch {
    return [];
  }
}


/** A delivery type as the rules see it, with its row for names and options. */
export type DeliveryType = DeliveryTypeRule & { row: DeliveryTypeRow; shippingOptions: { key: string; name: string }[] };

function parseJsonArray<T>(json: string | null, valid: (v: unknown) => v is T): T[] | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(valid) : null;
  } catch {
    return null;
  }
}

const isRange = (v: unknown): v is { from: string; to: string } =>
  typeof v === 'object' && v !== null && typeof (v as { from?: unknown }).from === 'string' && typeof (v as { to?: unknown }).to === 'string';
const isOption = (v: unknown): v is { key: string; name: string } =>
  typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string' && typeof (v as { name?: unknown }).name === 'string';

function toDeliveryType(row: DeliveryTypeRow): DeliveryType {
  return {
    id: row.id,
    priceInclVatOre: row.price_incl_vat_ore,
    isPickup: row.is_pickup === 1,
    requiresPostalCode: row.requires_postal_code === 1,
    countries: row.countries.split(',').map((c) => c.trim()),
    postalCodeRanges: parseJsonArray(row.postal_code_ranges, isRange),
    forPrivate: row.for_private === 1,
    forCompany: row.for_company === 1,
    isDigital: row.is_digital === 1,
    row,
    shippingOptions: parseJsonArray(row.shipping_options, isOption) ?? [],
  };
}

/** Where and for whom the checkout delivers, from the session's checkout choices and the cart's lines. */
export function deliveryContextOf(session: Session | null, lines: readonly { product: { is_digital: number } }[]): DeliveryContext {
  const data = session?.data ?? {};
  return {
    country: typeof data.country_code === 'string' ? data.country_code : 'SE',
    customerType: data.customer_type === 'company' ? 'company' : 'private',
    postalCode: typeof data.postal_code === 'string' ? data.postal_code : null,
    allDigital: lines.length > 0 && lines.every((l) => l.product.is_digital === 1),
  };
}

function giftCardUsable(card: GiftCardRow, nowIso: string): boolean {
  return card.active === 1 && card.balance_ore > 0 && (card.valid_until === null || nowIso < card.valid_until);
}

/** Gift campaigns and delivery types: shop configuration, cached for CONFIG_TTL_MS. */
export interface ShopConfig {
  at: number;
  campaigns: GiftCampaignRule[];
  delivery: DeliveryType[];
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
  const repo = memberPricedRepository(cartRepo, deps.snapshot ?? (() => deps.catalog.snapshot()), now);

  /**
   * The cart answer with what the call changed: facebook_tracking_events from the changes, and (after an add only,
   * which may spend a query on it; the update call keeps its statement budget) matching_order_products: the products
   * most often ordered together with the product just added, none already in the cart.
   */
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

  async function withTracking(cart: CartResponse, loaded: Loaded, changes: CartChange[], matching: boolean): Promise<CartResponse> {
    const added = changes.find((c) => c.quantityDelta > 0);
    let matchingProducts: ProductCard[] = [];
    if (matching && added && deps.orderedWith) {
      const inCart = new Set((loaded.cart?.lines ?? []).map((l) => l.product_id));
      const ids = rankOrderedWith(added.productId, await orderedWithCached(added.productId, deps.orderedWith), [], inCart, MATCHING_ORDER_PRODUCTS_COUNT);
      if (ids.length > 0) matchingProducts = await deps.catalog.cardsByIds(ids, { includesVat: loaded.includesVat, memberPrices: loaded.isMember });
    }
    return { ...cart, facebook_tracking_events: facebookTrackingEvents(changes), matching_order_products: matchingProducts };
  }
  let config: ShopConfig | null = null;

  async function shopConfig(): Promise<ShopConfig> {
    if (deps.config) return deps.config();
    if (config && Date.now() - config.at < CONFIG_TTL_MS) return config;
    const [campaigns, delivery] = await Promise.all([repo.giftCampaigns(), repo.deliveryTypes()]);
    config = {
      at: Date.now(),
      campaigns: campaigns.map((c) => ({
        id: c.id, triggerProductId: c.trigger_product_id, triggerQuantity: c.trigger_quantity, giftProductId: c.gift_product_id,
        giftQuantity: c.gift_quantity, validFrom: c.valid_from, validUntil: c.valid_until,
      })),
      delivery: delivery.map(toDeliveryType),
    };
    return config;
  }

  const recommendedCache = new Map<string, { at: number; ids: number[] }>();

  /**
   * 'Passar bra ihop med': what was ordered together with the cart's products, then popular products of the other
   * categories of their main categories; never their own kind (domain/recommendation-scope.ts, issue 11 item 19).
   */
  async function recommendedFor(lines: readonly ViewLine[], display: DisplayOptions): Promise<ProductCard[]> {
    const inCart = [...new Set(lines.flatMap((l) => [l.productId, l.product.id]))].sort((a, b) => a - b);
    if (inCart.length === 0) return [];
    const key = inCart.join(',');
    let hit = recommendedCache.get(key);
    if (!hit || Date.now() - hit.at > RECOMMENDED_TTL_MS) {
      if (recommendedCache.size > 1_000) recommendedCache.clear();
      const snapshot = await deps.catalog.snapshot();
      const scope = recommendationScope(
        lines.map((l) => l.product.category_id),
        [...snapshot.categoryById.values()],
      );
      hit = { at: Date.now(), ids: await repo.recommendedWith(inCart, scope.related, scope.excluded, RECOMMENDED_COUNT) };
      recommendedCache.set(key, hit);
    }
    return deps.catalog.cardsByIds(hit.ids, display);
  }

  async function load(session: Session | null): Promise<Loaded | null> {
    if (!session) return null;
    const owner = ownerOf(session);
    const [cart, isMember] = await Promise.all([
      repo.find(owner),
      session.customerId === null ? Promise.resolve(false) : repo.isMember(session.customerId),
    ]);
    return { owner, cart, isMember, includesVat: includesVatFor(session) };
  }

  /** Builds the cart response from a loaded cart (after any change made to it in memory). */
  /**
   * Everything pricing needs, from the cart, its codes and the shop's configuration. Reads only through `repo`
   * (never the catalog service), so an order can price a cart inside its transaction.
   */
  async function pricing(loaded: Loaded | null, session: Session | null, snapshot: CatalogSnapshot, nowIso: string, inCheckout = false) {
    const cfg = await shopConfig();
    const cart = loaded?.cart ?? null;
    const stored = (cart?.lines ?? []).filter((l): l is typeof l & { product: SoldProduct } => l.product !== null);

    const paid = new Map<number, number>();
    for (const line of stored) paid.set(line.product_id, (paid.get(line.product_id) ?? 0) + line.quantity);
    const triggered = cfg.campaigns.filter((c) => paid.has(c.triggerProductId));
    const giftProducts = await repo.soldProducts([...new Set(triggered.map((c) => c.giftProductId))]);
    const giftById = new Map(giftProducts.filter(isBuyable).map((p) => [p.id, p]));
    const giftStock = new Map([...giftById.values()].map((p) => [p.id, p.allow_backorder === 1 ? Number.MAX_SAFE_INTEGER : Math.max(0, p.stock)]));
    const gifts = giftLinesFor(triggered, paid, giftStock, nowIso);

    const lines: ViewLine[] = [
      ...stored.map((l) => ({ rowId: l.id, productId: l.product_id, variantId: l.variant_id, quantity: l.quantity, product: l.product, giftCampaignId: null })),
      ...gifts.map((g) => {
        const product = giftById.get(g.productId)!;
        return { rowId: `gift-${g.campaignId}`, productId: product.parent_id ?? product.id, variantId: product.parent_id === null ? null : product.id, quantity: g.quantity, product, giftCampaignId: g.campaignId };
      }),
    ];
    const codes = cart?.codes ?? [];
    const discountRows = cart?.discountRows ?? [];
    const usage = session !== null && session.customerId !== null
      ? await repo.redemptionCounts(discountRows.filter((r) => r.usage_limit_per_customer !== null).map((r) => r.id), `customer:${session.customerId}`)
      : new Map<number, number>();
    const byCode = new Map(discountRows.map((r) => [r.code, r]));
    const cardByCode = new Map((cart?.giftCardRows ?? []).filter((c) => giftCardUsable(c, nowIso)).map((c) => [c.code, c]));
    const offered = offeredDeliveryTypes(cfg.delivery, deliveryContextOf(session, lines));
    const selectedId = session?.data.delivery_type_id;
    // Only a delivery the shopper chose, and that is still on offer and available, is priced: until then the
    // summary shows 'Frakt –' (the cart page 'Från ...'), and an order is refused with the delivery block's error.
    // An empty cart ships nothing, so nothing is chosen for it.
    const chosen = offered.find((o) => o.type.id === selectedId && o.availability === 'available');
    const selected = lines.length === 0 ? null : (chosen?.type ?? null);
    const input: PricingInput<ViewLine> & { settings: SiteSettings } = {
      lines,
      codes: codes.filter((c) => byCode.has(c)).map((c) => ({ rule: toRule(byCode.get(c)!, usage.get(byCode.get(c)!.id) ?? 0) })),
      giftCards: codes.filter((c) => cardByCode.has(c)).map((c) => ({ code: c, balanceOre: cardByCode.get(c)!.balance_ore })),
      isMember: loaded?.isMember ?? false,
      settings: snapshot.settings,
      nowIso,
      vatRateOf: (vatClass) => snapshot.vatRateOf(vatClass, nowIso),
      categoryChain: (categoryId) => ancestryIds(snapshot.categoryById, categoryId),
      delivery: {
        cheapestOre: cheapestDeliveryOre(offered),
        // The checkout asks for the postal code first when any delivery on offer depends on it (and keeps asking
        // for it, so it can be changed); the cart page only when nothing (but pickup) can be priced without one.
        requiresPostalCode: inCheckout
          ? offered.some((o) => o.type.requiresPostalCode)
          : offered.some((o) => !o.type.isPickup) && offered.every((o) => o.type.isPickup || o.availability === 'needs_postal_code'),
        awaitingChoice: inCheckout && lines.length > 0,
        selectedPriceOre: selected ? selected.priceInclVatOre : null,
        selectedFreeDeliveryApplies: selected?.row.free_delivery_applies === 1,
        paymentFeeOre: 0,
      },
    };
    return {
      input, offered, selected,
      unknownCodes: codes.filter((c) => !byCode.has(c) && !cardByCode.has(c)), discountRows: [...byCode.values()], giftCardRows: [...cardByCode.values()],
    };
  }

  /** Builds the cart response from a loaded cart (after any change made to it in memory). */
  /** The cart response outside the checkout: no payment fee. */
  async function respond(loaded: Loaded | null, messages: string[] = [], session: Session | null = null): Promise<CartResponse> {
    return (await respondWithOffer(loaded, messages, session, () => 0, false)).cart;
  }

  /**
   * The cart response and the delivery offer from one load. The payment fee may depend on whether anything is due
   * (a free order has none), so it is asked for once the cart is priced without it.
   */
  async function respondWithOffer(
    loaded: Loaded | null, messages: string[], session: Session | null, paymentFeeFor: (nothingDue: boolean) => number, inCheckout: boolean,
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

  async function ensureCart(loaded: Loaded): Promise<StoredCart> {
    if (loaded.cart) return loaded.cart;
    await deps.sessions?.persist({ idHash: loaded.owner.sessionIdHash, customerId: loaded.owner.customerId });
    const id = await repo.create(loaded.owner, now().toISOString());
    loaded.cart = { id, order_message: '', subscribe: 0, lines: [], codes: [], discountRows: [], giftCardRows: [] };
    return loaded.cart;
  }

  /** The cart's current discount lines, for checking a code against them. */
  function discountableLines(loaded: Loaded, snapshotChain: (id: number) => number[], vatRateOf: (vatClass: string) => number): DiscountableLine[] {
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

  /**
   * Sets lines to quantities (capped by the rules) and writes them in one go; the lines in memory follow, so the
   * answer needs no second read. Returns the messages a capped line explains itself with.
   */
  async function setQuantities(loaded: Loaded, changes: { product: SoldProduct; productId: number; variantId: number | null; quantity: number; adding: boolean }[]): Promise<string[]> {
    const cart = await ensureCart(loaded);
    const messages: string[] = [];
    const writes: { productId: number; variantId: number | null; quantity: number }[] = [];
    const adds: { productId: number; variantId: number | null; quantity: number; max: number }[] = [];
    for (const change of changes) {
      const existing = cart.lines.find((l) => l.sold_product_id === change.product.id);
      if (!existing && change.quantity > 0 && cart.lines.length >= MAX_CART_LINES) {
        messages.push(sv.cartRules.cartFull);
        continue;
      }
      const requested = change.adding ? (existing?.quantity ?? 0) + change.quantity : change.quantity;
      const decision = decideQuantity(requested, limitsOf(change.product));
      if (decision.cappedBy === 'purchase_cap') messages.push(sv.product.maxPerCustomer(decision.quantity));
      else if (decision.cappedBy === 'stock') messages.push(decision.quantity === 0 ? sv.cartRules.outOfStock : sv.stock.low_stock(decision.quantity));
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
      const nowIso = now().toISOString();
      if (writes.length > 0) await repo.writeLines(cart.id, writes, nowIso);
      const added = adds.length > 0 ? await repo.addToLines(cart.id, adds, nowIso) : new Map<number, number>();
      for (const line of cart.lines) line.quantity = added.get(line.sold_product_id) ?? line.quantity;
      cart.lines = cart.lines.filter((l) => l.quantity > 0);
      // New lines get their ids from the database; one read keeps row_id truthful for the answer.
      if (cart.lines.some((l) => l.id === 0)) loaded.cart = await repo.find(loaded.owner);
    }
    return messages;
  }

  /** The product a request names, resolved to what is sold: the variant when one is named (and belongs to it). */
  async function resolveSold(productId: number, variantId: number | null, known: StoredCart | null): Promise<{ ok: true; product: SoldProduct } | { ok: false; message: string; status?: 422 }> {
    const soldId = variantId ?? productId;
    const inCart = known?.lines.find((l) => l.sold_product_id === soldId && l.product !== null)?.product;
    const product = inCart ?? (await repo.soldProducts([soldId]))[0];
    if (!product) return { ok: false, message: variantId !== null ? sv.cartRules.variantNotFound : sv.cartRules.productNotFound };
    if (variantId !== null && product.parent_id !== productId) return { ok: false, message: sv.cartRules.variantNotFound };
    if (variantId === null && product.parent_id !== null) return { ok: false, message: sv.cartRules.productNotFound };
    // A product sold as variants is bought as one of them (a line already in the cart can still be changed).
    if (!inCart && variantId === null && (await repo.hasActiveVariants(product.id))) return { ok: false, message: sv.cartRules.chooseVariant, status: 422 };
    return { ok: true, product };
  }

  return {
    /** The gift campaigns and delivery types this service prices with (cached). */
    shopConfig,

    /** The next cart reads the delivery types and campaigns again (the back office just changed one, issue 18). */
    forgetShopConfig(): void {
      config = null;
    },

    /** The visitor's cart as the spec's cart response; an empty one when there is none (nothing is written). */
    async view(session: Session | null): Promise<CartResponse> {
      return respond(await load(session), [], session);
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
        return { ok: false, status: 422, message: sv.cartRules.productNotBuyable, cart: await respond(loaded, [], session) };
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
      if (after <= before) return { ok: false, status: 422, message: messages[0] ?? sv.cartRules.outOfStock, cart };
      return { ok: true, cart };
    },

    /** Sets quantities (0 removes); a non-numeric quantity is ignored and the cart answered unchanged. */
    async update(session: Session, requests: QuantityRequest[]): Promise<CartResult> {
      const loaded = (await load(session))!;
      const changes: Parameters<typeof setQuantities>[1] = [];
      for (const request of requests) {
        if (request.rowId !== null && request.rowId.startsWith('gift-')) {
          return { ok: false, status: 422, message: sv.cartRules.giftQuantityFixed, cart: await respond(loaded, [], session) };
        }
        if (request.quantity === null) continue;
        const byRow = request.rowId === null ? undefined : loaded.cart?.lines.find((l) => String(l.id) === request.rowId);
        const variantId = byRow ? byRow.variant_id : request.variantId;
        const sold = await resolveSold(request.productId, variantId, loaded.cart);
        if (!sold.ok) return { ok: false, status: sold.status ?? 404, message: sold.message, cart: await respond(loaded, [], session) };
        const inCart = loaded.cart?.lines.some((l) => l.sold_product_id === sold.product.id) ?? false;
        if (!inCart && request.quantity > 0 && !isBuyable(sold.product)) {
          return { ok: false, status: 422, message: sv.cartRules.productNotBuyable, cart: await respond(loaded, [], session) };
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
      if (code === '') return fail(sv.discounts.empty);
      if (code.length > MAX_CODE_LENGTH) return fail(sv.discounts.notFound, 404);
      if (loaded.cart?.codes.includes(code)) return fail(sv.discounts.alreadyApplied);
      const nowIso = now().toISOString();
      const [[discount], [giftCard]] = await Promise.all([repo.discountCodes([code]), repo.giftCards([code])]);
      if (giftCard) {
        if (giftCard.valid_until !== null && nowIso >= giftCard.valid_until) return fail(sv.discounts.expired);
        if (giftCard.balance_ore <= 0) return fail(sv.discounts.giftCardEmpty);
      } else if (discount) {
        const usage = session.customerId !== null && discount.usage_limit_per_customer !== null
          ? ((await repo.redemptionCounts([discount.id], `customer:${session.customerId}`)).get(discount.id) ?? 0)
          : 0;
        const rule = toRule(discount, usage);
        const snapshot = await deps.catalog.snapshot();
        const refusal = checkCode(rule, discountableLines(loaded, (categoryId) => ancestryIds(snapshot.categoryById, categoryId), (c) => snapshot.vatRateOf(c, nowIso)), { nowIso, isMember: loaded.isMember });
        if (refusal) return fail(refusalText(refusal.reason, refusal.minOrderOre));
        const blocking = blockingCode((loaded.cart?.discountRows ?? []).map((o) => toRule(o, 0)), rule);
        if (blocking) return fail(sv.discounts.notCombinable(blocking.code));
      } else {
        return fail(sv.discounts.notFound, 404);
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
        return { ok: false, status: 404, message: sv.discounts.notInCart, cart: await respond(loaded, [], session) };
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
      if (characterLength(text) > MAX_ORDER_MESSAGE_LENGTH) return { ok: false, message: sv.cartRules.orderMessageTooLong(MAX_ORDER_MESSAGE_LENGTH) };
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
