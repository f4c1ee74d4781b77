import { discountBadge } from '../../domain/discount-badge';
import { oreToKronor, type Ore } from '../../domain/money';
import { announcedSaving, type PricePoint } from '../../domain/price-history';
import { stockStatus, type StockStatus } from '../../domain/stock';
import { exclVatFromInclVat } from '../../domain/vat';
import { sv } from '../../common/copy/sv';
import type { ProductRecord } from '../../db/repositories/catalog-repository';

/** The spec's Product (card) entity, as the listing widgets and the JSON calls carry it. */
export interface ProductCard {
  product_id: number;
  parent_id: number | null;
  product_name: string;
  product_title: string;
  brand_id: number;
  brand_name: string;
  product_url: string;
  product_link: string;
  product_puff_image: string | null;
  thumb: string | null;
  product_info_puff: string;
  product_status_name: string;
  status_icon: 'in-stock' | 'low-stock' | 'out-of-stock' | 'backorder';
  status_icon_color: string;
  stock_status: StockStatus;
  average_rating: number | null;
  rating_count: number;
  product_energy_class: string | null;
  product_energy_class_version: number | null;
  product_energy_file: string | null;
  /** Kronor, incl. or excl. VAT per `includes_vat`. */
  product_display_price: number;
  product_display_original_price: number | null;
  /** Omnibus: lowest price of the 30 days before the reduction (the struck prior price), same VAT basis as the price. */
  product_lowest_price_30_days: number | null;
  /** The customer club's price (issue 15), same VAT basis; shown to members only. Null without one below today's price. */
  product_member_price: number | null;
  product_display_price_monthly: number | null;
  product_monthly_price: number | null;
  product_hide_price: boolean;
  /** The product is sold online (the buy-button flag); without it cards say 'Läs mer' and the page's button stays off. */
  product_buy_option: boolean;
  /** Units the shop can sell now; null when it sells beyond its stock (backorder). */
  product_stock_limit: number | null;
  is_discounted: boolean;
  is_package: boolean;
  product_is_package: boolean;
  product_is_parent: boolean;
  product_max_purchasable_quantity: number | null;
  discount_badge: { image: string | null; discount: number; discount_amount: number; is_high_amount: boolean; is_second_priority: boolean } | null;
  badge: { badge_id: number; badge_image: string; badge_position: string } | null;
  tags: { product_tag_name: string; product_tag_color: string; product_tag_color_is_dark: boolean }[];
  includes_vat: boolean;
}

/** Fields a card on a page never renders (the JSON calls keep them): left out of a listing page's loader data. */
const UNRENDERED = [
  'product_title',
  'brand_id',
  'product_link',
  'thumb',
  'status_icon_color',
  'product_energy_file',
  'product_display_price_monthly',
  'is_discounted',
  'is_package',
  'includes_vat',
] as const satisfies readonly (keyof ProductCard)[];

/** A card as a page renders it (ProductCard component), without the fields only the JSON calls' consumers read. */
export type ListingCard = Omit<ProductCard, (typeof UNRENDERED)[number]>;

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
  return status.code === 'low_stock' ? sv.stock.low_stock(status.quantity) : sv.stock[status.code];
}

export function buildProductCard(row: ProductRecord, ctx: CardContext): ProductCard {
  const rate = ctx.vatRateOf(row.vat_class);
  const display = (ore: Ore) => oreToKronor(ctx.includesVat ? ore : exclVatFromInclVat(ore, rate));
  const stock = stockStatus({ stock: row.stock, allowBackorder: row.allow_backorder === 1 }, ctx.lowStockThreshold);
  // Omnibus: a reduction is measured against the prior price (never the list price); a package's saving against its parts.
  const saving = announcedSaving({
    priceOre: row.price_incl_vat_ore,
    referencePriceOre: row.original_price_incl_vat_ore,
    isPackage: row.is_package === 1,
    history: ctx.historyOf(row.id),
    nowIso: ctx.nowIso,
  });
  const badge = saving ? discountBadge(row.price_incl_vat_ore, saving.comparedWithOre) : null;
  const lowestPriorOre = saving?.lowestPrice30DaysOre ?? null;
  const image = ctx.imageOf(row.id);
  const hidePrice = row.hide_price === 1;
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
    product_display_price: hidePrice ? 0 : display(row.price_incl_vat_ore),
    product_display_original_price: saving && badge && !hidePrice ? display(saving.comparedWithOre) : null,
    product_lowest_price_30_days: lowestPriorOre !== null && !hidePrice ? display(lowestPriorOre) : null,
    product_member_price:
      row.member_price_incl_vat_ore !== null && row.member_price_incl_vat_ore < row.price_incl_vat_ore && !hidePrice ? display(row.member_price_incl_vat_ore) : null,
    product_display_price_monthly: row.monthly_price_ore === null ? null : oreToKronor(row.monthly_price_ore),
    product_monthly_price: row.monthly_price_ore === null ? null : oreToKronor(row.monthly_price_ore),
    product_hide_price: hidePrice,
    product_buy_option: row.buy_option === 1,
    product_stock_limit: row.allow_backorder === 1 ? null : Math.max(0, row.stock),
    is_discounted: badge !== null && !hidePrice,
    is_package: row.is_package === 1,
    product_is_package: row.is_package === 1,
    product_is_parent: ctx.isParent(row.id),
    product_max_purchasable_quantity: row.max_purchasable_quantity,
    discount_badge:
      badge && !hidePrice
        ? {
            image: ctx.customDiscountBadgeImage,
            discount: badge.discountPercent,
            discount_amount: display(badge.discountAmountOre),
            is_high_amount: badge.isHighAmount,
            is_second_priority: ctx.discountBadgeSecondPriority,
          }
        : null,
    badge: ctx.badgeOf(row.badge_id),
    tags: ctx.tagsOf(row.id),
    includes_vat: ctx.includesVat,
  };
}
