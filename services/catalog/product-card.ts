import { discountBadge } from '../../domain/discount-badge';
import { oreToKronor, type Ore } from '../../domain/money';
import { announcedSaving, type PricePoint } from '../../domain/price-history';
import { stockStatus } from '../../domain/stock';
import { exclVatFromInclVat } from '../../domain/vat';
import { svServer } from '../../common/copy/sv';
import { UNRENDERED, type ListingCard, type ProductCard, type StockStatus } from '../../common/contract/product-card';
import type { ProductRecord } from '../../db/repositories/catalog-repository';

const unrendered = new Set<string>(UNRENDERED);

export function listingCard(card: ProductCard): ListingCard {
  const lean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(card)) if (!unrendered.has(key)) lean[key] = value;
  return lean as ListingCard;
}

export interface CardContext {
  includesVat: boolean;
  nowIso: string;
  lowStockThreshold: number;
  vatRateOf(vatClass: string): number;
  imageOf(productId: number): string | null;
  tagsOf(productId: number): ProductCard['tags'];
  badgeOf(badgeId: number | null): ProductCard['badge'];
  historyOf(productId: number): PricePoint[];
  isParent(productId: number): boolean;
  customDiscountBadgeImage: string | null;
  discountBadgeSecondPriority: boolean;
}

const STATUS_COLORS: Record<StockStatus['code'], string> = {
  in_stock: 'var(--color-stock-ok)',
  low_stock: 'var(--color-stock-low)',
  out_of_stock: 'var(--color-stock-out)',
  backorder: 'var(--color-stock-low)',
};

export function stockText(status: StockStatus): string {
  return status.code === 'low_stock' ? svServer.stock.low_stock(status.quantity) : svServer.stock[status.code];
}

/** The prices a card shows, in kronor on the viewer's VAT basis (null: not shown), and its discount badge. */
interface CardPrices {
  price: number;
  original: number | null;
  lowest30Days: number | null;
  member: number | null;
  discountBadge: ProductCard['discount_badge'];
}

/** A hidden price shows nothing that would reveal it: no reduction, no member price, no badge. */
const HIDDEN_PRICES: CardPrices = { price: 0, original: null, lowest30Days: null, member: null, discountBadge: null };

function cardPrices(row: ProductRecord, ctx: CardContext): CardPrices {
  const rate = ctx.vatRateOf(row.vat_class);
  const shown = (ore: Ore) => (ctx.includesVat ? ore : exclVatFromInclVat(ore, rate));
  const display = (ore: Ore) => oreToKronor(shown(ore));
  // Omnibus: a reduction is measured against the prior price (never the list price); a package's saving against its parts.
  const saving = announcedSaving({
    priceOre: row.price_incl_vat_ore,
    referencePriceOre: row.original_price_incl_vat_ore,
    isPackage: row.is_package === 1,
    history: ctx.historyOf(row.id),
    nowIso: ctx.nowIso,
  });
  if (row.hide_price === 1) return HIDDEN_PRICES;
  const badge = saving ? discountBadge(row.price_incl_vat_ore, saving.comparedWithOre, shown) : null;
  const lowestPriorOre = saving?.lowestPrice30DaysOre ?? null;
  const memberOre = row.member_price_incl_vat_ore;
  return {
    price: display(row.price_incl_vat_ore),
    original: saving && badge ? display(saving.comparedWithOre) : null,
    lowest30Days: lowestPriorOre !== null ? display(lowestPriorOre) : null,
    member: memberOre !== null && memberOre < row.price_incl_vat_ore ? display(memberOre) : null,
    discountBadge: badge
      ? {
          image: ctx.customDiscountBadgeImage,
          discount: badge.discountPercent,
          discount_amount: oreToKronor(badge.discountAmountOre),
          is_high_amount: badge.isHighAmount,
          is_second_priority: ctx.discountBadgeSecondPriority,
        }
      : null,
  };
}

export function buildProductCard(row: ProductRecord, ctx: CardContext): ProductCard {
  const stock = stockStatus({ stock: row.stock, allowBackorder: row.allow_backorder === 1 }, ctx.lowStockThreshold);
  const prices = cardPrices(row, ctx);
  const image = ctx.imageOf(row.id);
  return {
    product_id: row.id,
    parent_id: row.parent_id,
    product_name: row.name,
    product_title: row.title,
    brand_id: row.brand_id,
    brand_name: row.brand_id === 1 ? '' : row.brand_name,
    product_url: row.url,
    product_link: row.url,
    product_puff_image: image,
    thumb: image,
    product_info_puff: row.info_text,
    product_status_name: stockText(stock),
    status_icon: stock.code.replaceAll('_', '-') as ProductCard['status_icon'],
    status_icon_color: STATUS_COLORS[stock.code],
    stock_status: stock,
    average_rating: row.rating_count > 0 ? row.rating_average : null,
    rating_count: row.rating_count,
    product_energy_class: row.energy_class,
    product_energy_class_version: row.energy_class_version,
    product_energy_file: row.energy_label_file,
    product_display_price: prices.price,
    product_display_original_price: prices.original,
    product_lowest_price_30_days: prices.lowest30Days,
    product_member_price: prices.member,
    product_display_price_monthly: row.monthly_price_ore === null ? null : oreToKronor(row.monthly_price_ore),
    product_monthly_price: row.monthly_price_ore === null ? null : oreToKronor(row.monthly_price_ore),
    product_hide_price: row.hide_price === 1,
    product_buy_option: row.buy_option === 1,
    product_stock_limit: row.allow_backorder === 1 ? null : Math.max(0, row.stock),
    is_discounted: prices.discountBadge !== null,
    is_package: row.is_package === 1,
    product_is_package: row.is_package === 1,
    product_is_parent: ctx.isParent(row.id),
    product_max_purchasable_quantity: row.max_purchasable_quantity,
    discount_badge: prices.discountBadge,
    badge: ctx.badgeOf(row.badge_id),
    tags: ctx.tagsOf(row.id),
    includes_vat: ctx.includesVat,
  };
}
