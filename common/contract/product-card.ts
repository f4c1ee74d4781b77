/** What a shopper is told about availability (the texts live in common/copy; domain/stock.ts decides the code). */
export type StockStatusCode = 'in_stock' | 'low_stock' | 'out_of_stock' | 'backorder';

export interface StockStatus {
  code: StockStatusCode;
  /** Units left, for 'Endast {n} kvar i lager'. */
  quantity: number;
  purchasable: boolean;
}

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
export const UNRENDERED = [
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
