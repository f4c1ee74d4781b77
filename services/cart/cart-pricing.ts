import { giftLinesFor, type GiftCampaignRule } from '../../domain/cart-rules';
import { cheapestDeliveryOre, offeredDeliveryTypes, type DeliveryContext } from '../../domain/delivery-options';
import { ancestryIds } from '../../domain/category-tree';
import { isBuyable, type PricingInput } from '../../domain/pricing/price-cart';
import type { SiteSettings } from '../../domain/site-settings';
import type { CartRepository, SoldProduct, StoredCart } from '../../db/repositories/cart-repository';
import type { GiftCardRow } from '../../db/schema';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import type { Session } from '../session-service';
import type { ViewLine } from './cart-view';
import type { LoadedCart } from './loaded-cart';
import type { ShopConfig } from './shop-config';
import { toRule } from './discount-code-rule';

/** Where and for whom the checkout delivers, from the session's checkout choices and the cart's lines. */
function deliveryContextOf(session: Session | null, lines: readonly { product: { is_digital: number } }[]): DeliveryContext {
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

/** The cart's stored lines and, after them, the gift lines its campaigns give (while the gift is in stock). */
async function linesWithGifts(repo: Pick<CartRepository, 'soldProducts'>, cart: StoredCart | null, campaigns: GiftCampaignRule[], nowIso: string): Promise<ViewLine[]> {
  const stored = (cart?.lines ?? []).filter((l): l is typeof l & { product: SoldProduct } => l.product !== null);
  const paid = new Map<number, number>();
  for (const line of stored) paid.set(line.product_id, (paid.get(line.product_id) ?? 0) + line.quantity);
  const triggered = campaigns.filter((c) => paid.has(c.triggerProductId));
  const giftProducts = await repo.soldProducts([...new Set(triggered.map((c) => c.giftProductId))]);
  const giftById = new Map(giftProducts.filter(isBuyable).map((p) => [p.id, p]));
  const giftStock = new Map([...giftById.values()].map((p) => [p.id, p.allow_backorder === 1 ? Number.MAX_SAFE_INTEGER : Math.max(0, p.stock)]));
  const gifts = giftLinesFor(triggered, paid, giftStock, nowIso);
  return [
    ...stored.map((l) => ({ rowId: l.id, productId: l.product_id, variantId: l.variant_id, quantity: l.quantity, product: l.product, giftCampaignId: null })),
    ...gifts.map((g) => {
      const product = giftById.get(g.productId)!;
      return { rowId: `gift-${g.campaignId}`, productId: product.parent_id ?? product.id, variantId: product.parent_id === null ? null : product.id, quantity: g.quantity, product, giftCampaignId: g.campaignId };
    }),
  ];
}

/**
 * Everything pricing needs, from the cart, its codes and the shop's configuration. Reads only through `repo`
 * (never the catalog service), so an order can price a cart inside its transaction.
 */
export function createCartPricing(repo: Pick<CartRepository, 'soldProducts' | 'redemptionCounts'>, shopConfig: () => Promise<ShopConfig>) {
  return async function pricing(loaded: LoadedCart | null, session: Session | null, snapshot: CatalogSnapshot, nowIso: string, inCheckout = false) {
    const cfg = await shopConfig();
    const cart = loaded?.cart ?? null;
    const lines = await linesWithGifts(repo, cart, cfg.campaigns, nowIso);
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
        offers: offered.filter((o) => o.availability !== 'not_served').map((o) => ({ priceOre: o.type.priceInclVatOre, isPickup: o.type.isPickup, limitApplies: o.type.row.free_delivery_applies === 1 })),
        paymentFeeOre: 0,
      },
    };
    return {
      input, offered, selected,
      unknownCodes: codes.filter((c) => !byCode.has(c) && !cardByCode.has(c)), discountRows: [...byCode.values()], giftCardRows: [...cardByCode.values()],
    };
  };
}
