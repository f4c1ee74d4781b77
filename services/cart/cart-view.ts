import { lineStatus, maxQuantityFor, type LineLimits } from '../../domain/cart-rules';
import type { cartTotals } from '../../domain/cart-totals';
import type { applyDiscounts, DiscountCodeRule } from '../../domain/discounts';
import { HIGH_AMOUNT_KRONOR } from '../../domain/discount-badge';
import { deliveryRow, type DeliveryOffer } from '../../domain/free-delivery';
import { isBuyable, priceCart, type PricedCart } from '../../domain/pricing/price-cart';
import { formatChargedAmount, formatKronorAmount, formatPrice, kronorToOre, oreToKronor, type Ore } from '../../domain/money';
import type { SiteSettings } from '../../domain/site-settings';
import { limitedStockLeft, stockStatus } from '../../domain/stock';
import { exclVatFromInclVat, inShownBasis } from '../../domain/vat';
import type { SoldProduct } from '../../db/repositories/cart-repository';
import { sv, svServer } from '../../common/copy/sv';
import { stockText } from '../catalog/product-card';
import type { CartLineOut, CartResponse, DiscountOut, DiscountRowOut } from '../../common/contract/cart';
import { escapeHtml } from '../../common/web/html';
import type { ProductCard } from '../../common/contract/product-card';

/** A line as the view sees it: stored (row id) or derived from a gift campaign. */
export interface ViewLine {
  rowId: number | string;
  productId: number;
  variantId: number | null;
  quantity: number;
  product: SoldProduct;
  giftCampaignId: number | null;
}

export interface ViewCode {
  rule: DiscountCodeRule;
}

export interface ViewGiftCard {
  code: string;
  balanceOre: number;
}

export interface CartViewInput {
  lines: ViewLine[];
  codes: ViewCode[];
  giftCards: ViewGiftCard[];
  /** Codes in the cart that no longer exist (deleted by the shop): listed so the shopper can remove them. */
  unknownCodes: string[];
  orderMessage: string;
  subscribe: boolean;
  includesVat: boolean;
  isMember: boolean;
  settings: SiteSettings;
  nowIso: string;
  vatRateOf(vatClass: string): number;
  /** The category and its ancestors. */
  categoryChain(categoryId: number): number[];
  cards: ReadonlyMap<number, ProductCard>;
  packageParts: ReadonlyMap<number, string[]>;
  /** This input already priced by priceCart, when the caller has done so. */
  priced?: PricedCart<ViewLine>;
  /** Delivery types on offer (for 'Från {cheapest} kr'). */
  delivery: {
    cheapestOre: number | null;
    requiresPostalCode: boolean;
    awaitingChoice?: boolean;
    selectedPriceOre: number | null;
    selectedFreeDeliveryApplies: boolean;
    offers: readonly DeliveryOffer[];
    /** The chosen payment type's fee ('Betalningsavgift'), incl. VAT. */
    paymentFeeOre: number;
  };
  messages: string[];
  /** Cards of popular products from the cart's categories, not in the cart. */
  recommended: ProductCard[];
}

export function limitsOf(product: SoldProduct): LineLimits {
  return { stock: product.stock, allowBackorder: product.allow_backorder === 1, maxPurchasableQuantity: product.max_purchasable_quantity };
}

const STATUS_COLORS = {
  'in-stock': 'var(--color-stock-ok)',
  'low-stock': 'var(--color-stock-low)',
  'out-of-stock': 'var(--color-stock-out)',
  backorder: 'var(--color-stock-low)',
} as const;

type PricedViewLine = PricedCart<ViewLine>['lines'][number];

/** What a line says of its stock: not for sale, more than in stock, at its cap, few left, or the stock status. */
function lineStatusText(buyable: boolean, lineState: ReturnType<typeof lineStatus>, status: ReturnType<typeof stockStatus>): string {
  if (!buyable) return svServer.cartRules.productNotBuyable;
  if (lineState.kind === 'overselling') return svServer.stock.outOfStockInCart;
  if (lineState.kind === 'at_cap') return sv.product.maxPerCustomer(lineState.cap);
  if (lineState.kind === 'limited') return svServer.stock.low_stock(lineState.left);
  return stockText(status);
}

/** One line of the cart response, from the line as priced. */
function cartLineOut({ line, rate, unitIncl, buyable }: PricedViewLine, input: CartViewInput): CartLineOut {
  const kr = (ore: Ore) => oreToKronor(ore);
  const lowStock = input.settings.lowStockThreshold;
  const limits = limitsOf(line.product);
  const card = input.cards.get(line.product.id);
  const isGift = line.giftCampaignId !== null;
  const status = stockStatus(limits, lowStock);
  const icon = status.code.replaceAll('_', '-') as CartLineOut['status_icon'];
  const lineState = isGift ? { kind: 'normal' as const } : lineStatus(line.quantity, limits, lowStock);
  const statusText = lineStatusText(buyable, lineState, status);
  const regular = line.product.price_incl_vat_ore;
  // The card carries the one rule (domain/price-history announcedSaving), incl. VAT: the prior price of a reduction
  // (Omnibus), or a package's parts' price. Otherwise only a member price is set against today's price.
  const announced = !isGift && card?.is_discounted && card.product_display_original_price !== null ? kronorToOre(card.product_display_original_price) : null;
  const original = announced !== null && announced > unitIncl ? announced : regular > unitIncl && !isGift ? regular : null;
  const lowest = announced !== null && original === announced && card !== undefined && card.product_lowest_price_30_days !== null ? card.product_lowest_price_30_days : null;
  const totalIncl = unitIncl * line.quantity;
  const name = line.product.name;
  const imageSrc = card?.thumb ?? null;
  return {
    product_id: line.productId,
    row_id: line.rowId,
    variant_id: line.variantId,
    name,
    parent_name: line.product.parent_name,
    brand_name: line.product.brand_id === 1 ? '' : line.product.brand_name,
    quantity: line.quantity,
    max_purchasable_quantity: line.product.max_purchasable_quantity,
    product_qty: Math.max(0, line.product.stock),
    has_limited_in_stock_quantity: limitedStockLeft(limits, lowStock) !== null,
    is_overselling: !isGift && lineState.kind === 'overselling',
    unit_price_incl_vat: kr(unitIncl),
    unit_price_excl_vat: kr(exclVatFromInclVat(unitIncl, rate)),
    total_price_incl_vat: kr(totalIncl),
    total_price_excl_vat: kr(exclVatFromInclVat(totalIncl, rate)),
    original_price_incl_vat: original === null ? null : kr(original),
    original_price_excl_vat: original === null ? null : kr(exclVatFromInclVat(original, rate)),
    is_discounted: original !== null,
    give_away_campaign_id: line.giftCampaignId,
    give_away_product_original_price_incl_vat: isGift ? kr(regular) : null,
    give_away_product_original_price_excl_vat: isGift ? kr(exclVatFromInclVat(regular, rate)) : null,
    package_product_names: input.packageParts.get(line.product.id) ?? [],
    status_icon: buyable ? icon : 'out-of-stock',
    status_icon_color: STATUS_COLORS[buyable ? icon : 'out-of-stock'],
    status_text: escapeHtml(statusText),
    image: imageSrc
      ? `<img src="${escapeHtml(imageSrc)}" alt="${escapeHtml(name)}" width="96" height="96" loading="lazy">`
      : `<span class="cart-line__no-image" aria-hidden="true"></span>`,
    url: line.product.parent_url ?? line.product.url,
    image_src: imageSrc,
    vat_rate: rate,
    lowest_price_30_days_incl_vat: lowest,
    lowest_price_30_days_excl_vat: lowest === null ? null : kr(exclVatFromInclVat(Math.round(lowest * 100), rate)),
    at_purchase_cap: !isGift && lineState.kind === 'at_cap',
    max_quantity: isGift ? line.quantity : maxQuantityFor(limits),
    unavailable: !buyable,
  };
}

/** The free-delivery line: reached, over the limit, or how much is left (null when it cannot be calculated). */
function freeDeliveryText(freeState: PricedCart<ViewLine>['freeState'], shown: (ore: Ore) => Ore): string | null {
  if (!freeState.calculated) return null;
  if (freeState.banner === 'qualified') return svServer.cartRules.freeDeliveryQualified;
  if (freeState.banner === 'over_limit') return svServer.cartRules.freeDeliveryOver(formatPrice(shown(freeState.limitOre)));
  return svServer.cartRules.freeDeliveryLeft(formatKronorAmount(Math.ceil(shown(freeState.leftOre) / 100) * 100));
}

/**
 * The summary's delivery row. It feeds the total, and 'Från …' names a delivery option's price as its box shows it:
 * to the öre (decision 041), as a company's excl. VAT delivery has öre.
 */
function deliveryRowTextOf(input: CartViewInput, pricedCart: PricedCart<ViewLine>, shown: (ore: Ore) => Ore): string {
  const row = deliveryRow({
    selectedPriceOre: pricedCart.deliveryPriceOre,
    qualifiedForFreeDelivery: pricedCart.qualifiedForFreeDelivery,
    everyOfferFree: pricedCart.everyOfferFree,
    requiresPostalCode: input.delivery.requiresPostalCode,
    cheapestOre: input.settings.forcePickupInStore ? null : input.delivery.cheapestOre,
    awaitingChoice: input.delivery.awaitingChoice,
  });
  if (row.kind === 'price') return formatChargedAmount(shown(row.priceOre));
  if (row.kind === 'free') return formatChargedAmount(0);
  if (row.kind === 'from') return svServer.cartRules.deliveryFrom(formatChargedAmount(shown(row.cheapestOre)));
  return '-';
}

/** The cart response of section 3: every amount re-computed from the catalog on this read. */
export function buildCartResponse(input: CartViewInput): CartResponse {
  const kr = (ore: Ore) => oreToKronor(ore);
  const sellable = input.lines.filter((l) => l.giftCampaignId !== null || isBuyable(l.product));
  const pricedCart = input.priced ?? priceCart(input);
  const { outcome, totals, freeState } = pricedCart;
  const priced = pricedCart.lines;
  const qualified = pricedCart.qualifiedForFreeDelivery;
  const selectedPrice = pricedCart.deliveryPriceOre;

  const products = priced.map((pricedLine) => cartLineOut(pricedLine, input));

  const discount = discountOut(input, outcome.applied, totals);
  const includesVat = input.includesVat;
  // Every amount the shopper sees is in one basis: a company sees delivery, 'Från …' and the free-delivery amounts
  // excl. VAT too, converted at the dominant rate like the delivery price and the fee.
  const shown = (ore: Ore) => inShownBasis(ore, includesVat, totals.dominantVatRatePercent);
  const freeText = freeDeliveryText(freeState, shown);
  const deliveryRowText = deliveryRowTextOf(input, pricedCart, shown);

  return {
    products,
    recommended_products: { title: input.recommended.length > 0 ? svServer.cartRules.recommendedTitle : '', products: input.recommended },
    matching_order_products: [],
    cheapest_delivery_price: input.delivery.cheapestOre === null ? null : kr(shown(input.delivery.cheapestOre)),
    force_pickup_in_store: input.settings.forcePickupInStore,
    discount,
    order_message: input.orderMessage,
    order_subscribe: { value: input.subscribe, text: svServer.cartRules.subscribeText, active: input.settings.newsletterActive },
    includes_vat: includesVat,
    requires_postal_code: input.delivery.requiresPostalCode,
    free_delivery_limit: input.settings.freeDeliveryLimitOre === null ? null : kr(shown(input.settings.freeDeliveryLimitOre)),
    dominant_vat_rate: totals.dominantVatRatePercent,
    facebook_tracking_events: [],
    summary: {
      totalProductSum: kr(includesVat ? totals.productsInclVatOre : totals.productsExclVatOre),
      totalProductSumExclVat: kr(totals.productsExclVatOre),
      deliveryPrice: selectedPrice === null ? null : kr(includesVat ? totals.deliveryInclVatOre : totals.deliveryExclVatOre),
      paymentTypePrice: kr(includesVat ? totals.paymentFeeInclVatOre : totals.paymentFeeExclVatOre),
      discountSum: kr(includesVat ? totals.discountInclVatOre : totals.discountExclVatOre),
      giftCardSum: kr(totals.giftCardsOre),
      totalCartSum: kr(includesVat ? totals.toPayInclVatOre : totals.toPayExclVatOre),
      totalCartSumInclVat: kr(totals.toPayInclVatOre),
      totalCartSumExclVat: kr(totals.toPayExclVatOre),
      includesVat,
      totalVatValue: kr(totals.vatOre),
      dominantVatRate: totals.dominantVatRatePercent,
      canCalculateFreeDelivery: freeState.calculated,
      qualifiedForFreeDelivery: qualified,
      amountLeftToFreeDelivery: freeState.calculated ? kr(shown(freeState.leftOre)) : null,
      freeDeliveryText: outcome.freeDelivery ? svServer.cartRules.freeDeliveryQualified : freeText,
      deliveryRowText,
    },
    count: sellable.reduce((sum, l) => sum + l.quantity, 0),
    messages: input.messages,
  };
}

function discountOut(
  input: CartViewInput,
  applied: ReturnType<typeof applyDiscounts>['applied'],
  totals: ReturnType<typeof cartTotals>,
): DiscountOut {
  const kr = (ore: Ore) => oreToKronor(ore);
  const priceCodes = applied.filter((a) => a.rule.kind !== 'free_delivery' && a.refusal === null);
  const rows: DiscountRowOut[] = applied.map((a) => {
    // With one price-reducing code at a time (the stacking rule) its excl-VAT amount is what left the lines.
    const exclOre = priceCodes.length === 1 && priceCodes[0] === a ? totals.discountExclVatOre : a.amountExclVatOre;
    return {
      code: a.rule.code,
      label: a.rule.label ?? labelOf(a.rule),
      discount_amount_incl_vat: kr(a.amountInclVatOre),
      discount_amount_excl_vat: kr(exclOre),
      kind: a.rule.kind,
      is_gift_card: false,
      inactive_reason: a.refusal === null ? null : refusalText(a.refusal.reason, a.refusal.minOrderOre),
      remaining_balance: null,
      is_high_amount: a.amountInclVatOre / 100 > HIGH_AMOUNT_KRONOR,
    };
  });
  for (const draw of totals.giftCardDraws) {
    rows.push({
      code: draw.code,
      label: svServer.discounts.giftCardLabel(draw.code),
      discount_amount_incl_vat: kr(draw.drawnOre),
      discount_amount_excl_vat: kr(draw.drawnOre),
      kind: 'gift_card',
      is_gift_card: true,
      inactive_reason: null,
      remaining_balance: kr(draw.remainingOre),
      is_high_amount: draw.drawnOre / 100 > HIGH_AMOUNT_KRONOR,
    });
  }
  for (const code of input.unknownCodes) {
    rows.push({
      code, label: code, discount_amount_incl_vat: 0, discount_amount_excl_vat: 0, kind: 'amount', is_gift_card: false,
      inactive_reason: svServer.discounts.notFound, remaining_balance: null, is_high_amount: false,
    });
  }
  return {
    total: kr(totals.discountInclVatOre),
    total_incl_vat: kr(totals.discountInclVatOre),
    total_excl_vat: kr(totals.discountExclVatOre),
    rows,
    gift_card_total: kr(totals.giftCardsOre),
  };
}

function labelOf(rule: DiscountCodeRule): string {
  if (rule.kind === 'percent') return svServer.discounts.percentLabel(rule.percent ?? 0);
  if (rule.kind === 'amount') return svServer.discounts.amountLabel(formatPrice(rule.amountOre ?? 0));
  return svServer.discounts.freeDeliveryLabel;
}

/** The Swedish reason a code cannot be used (store errors and inactive rows). */
export function refusalText(reason: string, minOrderOre?: number): string {
  switch (reason) {
    case 'expired': return svServer.discounts.expired;
    case 'not_yet_valid': return svServer.discounts.notYetValid;
    case 'used_up': return svServer.discounts.usedUp;
    case 'used_by_customer': return svServer.discounts.usedByCustomer;
    case 'member_only': return svServer.discounts.memberOnly;
    case 'minimum_not_reached': return svServer.discounts.minimumNotReached(formatPrice(minOrderOre ?? 0));
    case 'not_applicable': return svServer.discounts.notApplicable;
    default: return svServer.discounts.notFound;
  }
}
