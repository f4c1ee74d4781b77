import { cartTotals, type CartTotals } from '../cart-totals';
import { applyDiscounts, type DiscountCodeRule, type DiscountOutcome, type DiscountableLine, type GiftCardBalance } from '../discounts';
import { deliveryPriceAfterFreeDelivery, everyOfferFree, freeDeliveryState, limitFreesAnOffer, type DeliveryOffer, type FreeDeliveryState } from '../free-delivery';
import type { Ore } from '../money';

/**
 * The one pricing pipeline (issue 10): member price, buyability, discount codes, free delivery, the delivery price
 * and payment fee, VAT per rate and gift cards, from plain records in öre. The cart, the checkout and the order all
 * price through here, once per request.
 */

/** What pricing needs of a product sold (a variant or a product). */
export interface PricedProduct {
  category_id: number;
  brand_id: number;
  vat_class: string;
  price_incl_vat_ore: Ore;
  member_price_incl_vat_ore: Ore | null;
  status: string;
  /** The parent's status for a variant, else null. */
  parent_status: string | null;
  hide_price: number;
  /** 0: not sold online (the buy-button flag). */
  buy_option: number;
}

/** A cart line as pricing sees it: stored (row id) or derived from a gift campaign (price 0). */
export interface PricingLine {
  rowId: number | string;
  quantity: number;
  product: PricedProduct;
  giftCampaignId: number | null;
}

export interface PricingInput<L extends PricingLine = PricingLine> {
  lines: L[];
  codes: { rule: DiscountCodeRule }[];
  giftCards: GiftCardBalance[];
  isMember: boolean;
  settings: { freeDeliveryLimitOre: Ore | null; forcePickupInStore: boolean };
  nowIso: string;
  vatRateOf(vatClass: string): number;
  /** The category and its ancestors. */
  categoryChain(categoryId: number): number[];
  delivery: {
    /** The cheapest delivery on offer (for 'Från {cheapest} kr'). */
    cheapestOre: Ore | null;
    requiresPostalCode: boolean;
    /** The checkout waits for the shopper to choose a delivery before it prices one. */
    awaitingChoice?: boolean;
    /** The chosen delivery's own price, or null while none is chosen. */
    selectedPriceOre: Ore | null;
    selectedFreeDeliveryApplies: boolean;
    /** The deliveries this customer is offered here (the free-delivery promise and the 'Frakt' row follow them). */
    offers: readonly DeliveryOffer[];
    /** The chosen payment type's fee ('Betalningsavgift'), incl. VAT. */
    paymentFeeOre: Ore;
  };
}

export interface PricedLine<L extends PricingLine = PricingLine> {
  line: L;
  rate: number;
  unitIncl: Ore;
  buyable: boolean;
  key: string;
}

/** A cart's money, in öre: what the cart response shows and what an order stores. */
export interface PricedCart<L extends PricingLine = PricingLine> {
  lines: PricedLine<L>[];
  outcome: DiscountOutcome;
  lineDiscounts: Map<string, Ore>;
  freeState: FreeDeliveryState;
  qualifiedForFreeDelivery: boolean;
  /** Every delivery on offer costs nothing once free delivery is counted. */
  everyOfferFree: boolean;
  /** The chosen delivery's price after free delivery, or null when none is chosen. */
  deliveryPriceOre: Ore | null;
  totals: CartTotals;
}

/** The price a line is sold at: the member price for club members when it is lower. */
export function unitPriceOf(product: Pick<PricedProduct, 'price_incl_vat_ore' | 'member_price_incl_vat_ore'>, isMember: boolean): Ore {
  const member = product.member_price_incl_vat_ore;
  return isMember && member !== null && member < product.price_incl_vat_ore ? member : product.price_incl_vat_ore;
}

/** Whether a product can be bought at all (active, its parent too, price shown). */
export function isBuyable(product: Pick<PricedProduct, 'status' | 'parent_status' | 'hide_price' | 'buy_option'>): boolean {
  return (
    product.status === 'active' &&
    (product.parent_status === null || product.parent_status === 'active') &&
    product.hide_price === 0 &&
    product.buy_option === 1
  );
}

/** Prices the lines, applies the codes, free delivery, the delivery and payment fee, and the gift cards. */
export function priceCart<L extends PricingLine>(input: PricingInput<L>): PricedCart<L> {
  const lines: PricedLine<L>[] = input.lines.map((line) => ({
    line,
    key: String(line.rowId),
    rate: input.vatRateOf(line.product.vat_class),
    unitIncl: line.giftCampaignId !== null ? 0 : unitPriceOf(line.product, input.isMember),
    buyable: line.giftCampaignId !== null || isBuyable(line.product),
  }));
  const discountable: DiscountableLine[] = lines
    .filter((p) => p.buyable)
    .map((p) => ({
      key: p.key,
      totalInclVatOre: p.unitIncl * p.line.quantity,
      vatRatePercent: p.rate,
      categoryIds: input.categoryChain(p.line.product.category_id),
      brandId: p.line.product.brand_id,
      isGift: p.line.giftCampaignId !== null,
    }));
  const outcome = applyDiscounts(input.codes.map((c) => c.rule), discountable, { nowIso: input.nowIso, isMember: input.isMember });
  const lineDiscounts = new Map([...outcome.perLine].map(([key, part]) => [key, part.inclVatOre]));

  const totalsLines = lines
    .filter((p) => p.buyable)
    .map((p) => ({ key: p.key, unitPriceInclVatOre: p.unitIncl, quantity: p.line.quantity, vatRatePercent: p.rate }));
  const beforeDelivery = cartTotals({ lines: totalsLines, lineDiscountsInclVatOre: lineDiscounts, deliveryInclVatOre: null, paymentFeeInclVatOre: 0, giftCards: [] });
  const freeState = freeDeliveryState({
    limitOre: input.settings.freeDeliveryLimitOre,
    totalWithoutDeliveryOre: beforeDelivery.productsAfterDiscountInclVatOre,
    forcePickupInStore: input.settings.forcePickupInStore,
    limitFreesAnOffer: limitFreesAnOffer(input.delivery.offers),
  });
  const qualified = outcome.freeDelivery || (freeState.calculated && freeState.qualified);
  const selected = input.delivery.selectedPriceOre;
  const deliveryPriceOre =
    selected === null
      ? null
      : deliveryPriceAfterFreeDelivery(selected, { byCode: outcome.freeDelivery, limitReached: qualified, limitApplies: input.delivery.selectedFreeDeliveryApplies });
  const totals = cartTotals({
    lines: totalsLines,
    lineDiscountsInclVatOre: lineDiscounts,
    deliveryInclVatOre: deliveryPriceOre,
    paymentFeeInclVatOre: input.delivery.paymentFeeOre,
    giftCards: input.giftCards,
  });
  const everyFree = everyOfferFree(input.delivery.offers, { byCode: outcome.freeDelivery, limitReached: qualified });
  return { lines, outcome, lineDiscounts, freeState, qualifiedForFreeDelivery: qualified, everyOfferFree: everyFree, deliveryPriceOre, totals };
}

/**
 * Prices a cart whose payment fee depends on whether anything is due (a free order has none): priced without the
 * fee first, and again only when the fee the caller picks is not 0.
 */
export function priceCartWithFee<I extends PricingInput<PricingLine>>(
  input: I,
  paymentFeeFor: (nothingDue: boolean) => Ore,
): { input: I; priced: PricedCart<I['lines'][number]>; nothingDue: boolean } {
  const withoutFee = priceCart<I['lines'][number]>(input);
  const nothingDue = input.lines.length > 0 && withoutFee.totals.toPayInclVatOre === 0;
  const fee = paymentFeeFor(nothingDue);
  if (fee === 0) return { input, priced: withoutFee, nothingDue };
  const withFee: I = { ...input, delivery: { ...input.delivery, paymentFeeOre: fee } };
  return { input: withFee, priced: priceCart<I['lines'][number]>(withFee), nothingDue };
}
