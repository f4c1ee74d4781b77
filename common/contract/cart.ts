/**
 * The JSON shapes of the cart calls (cart-and-checkout.md section 3), shared by the server and the React widgets.
 * Amounts are numbers in kronor (öre as decimals) in the VAT basis the field names; `status_text` and `image` are
 * HTML as the spec says. Fields after the spec's own are ours, marked as such.
 */
import type { ProductCard } from './product-card';

/** One call of the Meta pixel: `fbq(type, name, parameters)`; amounts in kronor, currency SEK. */
export interface FacebookTrackingEvent {
  type: 'track' | 'trackCustom';
  name: 'AddToCart' | 'RemoveFromCart';
  parameters: {
    content_ids: string[];
    content_type: 'product';
    contents: { id: string; quantity: number; item_price: number }[];
    value: number;
    currency: 'SEK';
  };
}

export interface CartLineOut {
  product_id: number;
  /** The stored line's id; a gift line (derived from its campaign) has `gift-{campaign id}`. */
  row_id: number | string;
  variant_id: number | null;
  name: string;
  /** The parent product's name when the line is a variant (shown as a prefix), else null. */
  parent_name: string | null;
  brand_name: string;
  quantity: number;
  max_purchasable_quantity: number | null;
  /** Units in stock. */
  product_qty: number;
  has_limited_in_stock_quantity: boolean;
  /** The line asks for more than can be sold. */
  is_overselling: boolean;
  unit_price_incl_vat: number;
  unit_price_excl_vat: number;
  total_price_incl_vat: number;
  total_price_excl_vat: number;
  original_price_incl_vat: number | null;
  original_price_excl_vat: number | null;
  is_discounted: boolean;
  give_away_campaign_id: number | null;
  give_away_product_original_price_incl_vat: number | null;
  give_away_product_original_price_excl_vat: number | null;
  package_product_names: string[];
  status_icon: 'in-stock' | 'low-stock' | 'out-of-stock' | 'backorder';
  status_icon_color: string;
  /** HTML. */
  status_text: string;
  /** HTML: an <img> with width, height and alt. */
  image: string;
  // Ours:
  /** The product page (the variant's parent page for a variant). */
  url: string;
  image_src: string | null;
  /** The rate the line is taxed at (25, 12, 6, 0). */
  vat_rate: number;
  /** Omnibus: the lowest price of the 30 days before the reduction, same basis as the unit price; null unless discounted. */
  lowest_price_30_days_incl_vat: number | null;
  lowest_price_30_days_excl_vat: number | null;
  /** The line's quantity is capped by max_purchasable_quantity (the status text says 'Max {n} per kund'). */
  at_purchase_cap: boolean;
  /** The most this line can be set to (purchase cap, stock unless backorder; 32767 at most). */
  max_quantity: number;
  /** The line's product can no longer be bought (hidden, sold out): it stays listed until removed. */
  unavailable: boolean;
}

export interface DiscountRowOut {
  code: string;
  label: string;
  discount_amount_incl_vat: number;
  discount_amount_excl_vat: number;
  // Ours:
  kind: 'percent' | 'amount' | 'free_delivery' | 'gift_card';
  /** Shown as 'Rabatt' when false (a discount), as a means of payment when true (a gift card). */
  is_gift_card: boolean;
  /** Why the code gives nothing right now (e.g. the minimum order is no longer reached), else null. */
  inactive_reason: string | null;
  /** A gift card's balance left after this order would draw on it (kronor), else null. */
  remaining_balance: number | null;
  /** Amounts above 9999 kr use the 'high amount' style. */
  is_high_amount: boolean;
}

export interface DiscountOut {
  /** Discounts only (not gift cards), incl. VAT, kronor. */
  total: number;
  total_incl_vat: number;
  total_excl_vat: number;
  rows: DiscountRowOut[];
  // Ours:
  /** Gift cards drawn on by this cart (kronor); they reduce 'Att betala', never 'Varav moms'. */
  gift_card_total: number;
}

export interface CartSummaryOut {
  /** The spec's summary values (section 3), in kronor. */
  totalProductSum: number;
  /** Products excl. VAT. */
  totalProductSumExclVat: number;
  /** The delivery price shown in the 'Frakt' row, or null before a delivery type is chosen. */
  deliveryPrice: number | null;
  paymentTypePrice: number;
  discountSum: number;
  giftCardSum: number;
  /** What the shopper pays: products + delivery + payment fee − discount − gift cards, in the shown basis. */
  totalCartSum: number;
  totalCartSumInclVat: number;
  totalCartSumExclVat: number;
  includesVat: boolean;
  totalVatValue: number;
  dominantVatRate: number;
  canCalculateFreeDelivery: boolean;
  qualifiedForFreeDelivery: boolean;
  /** Kronor left to the free-delivery limit (0 when qualified), null when not calculated. */
  amountLeftToFreeDelivery: number | null;
  /** The free-delivery banner (section 4), null when not calculated or no limit. */
  freeDeliveryText: string | null;
  /** The 'Frakt' row: a price, '0 kr', '-' or 'Från {cheapest} kr'. */
  deliveryRowText: string;
}

export interface EmptyStateCategory {
  link: string;
  title: string;
}

export interface CartResponse {
  products: CartLineOut[];
  /** Popular products from the categories of the cart's lines (cards with product_is_parent). */
  recommended_products: { title: string; products: ProductCard[] };
  /**
   * After an add: the products most often ordered together with the product just added (order history), none in the
   * cart; empty in every other answer.
   */
  matching_order_products: ProductCard[];
  cheapest_delivery_price: number | null;
  force_pickup_in_store: boolean;
  discount: DiscountOut;
  order_message: string;
  order_subscribe: { value: boolean; text: string; active: boolean };
  includes_vat: boolean;
  requires_postal_code: boolean;
  free_delivery_limit: number | null;
  dominant_vat_rate: number;
  /** The Meta pixel calls for what this call changed (AddToCart, RemoveFromCart); empty when nothing changed. */
  facebook_tracking_events: FacebookTrackingEvent[];
  // Ours:
  summary: CartSummaryOut;
  /** Units in the cart (gift lines included), for the cart toggle. */
  count: number;
  /** Shown beside the cart's lines when a line was capped or removed on read, e.g. 'Max 2 per kund'. */
  messages: string[];
}

/** POST /checkoutv3/discounts/store and /destroy. */
export interface DiscountCallResponse {
  error: boolean;
  message: string | null;
  discount: DiscountOut;
  /** The checkout's payment snippet after the change (issue #5), when refresh_checkout asked for it; null otherwise. */
  snippet: string | null;
  // Ours: the whole cart after the change, so the widgets need no second call.
  cart: CartResponse;
}

/** The buy-and-show-modal call. */
export interface BuyAndShowModalResponse {
  modalHtml: string;
  cartTotal: number;
  // Ours:
  count: number;
  /** What the add changed, as in the cart answer (the browser's add_to_cart event is built from it). */
  facebook_tracking_events: FacebookTrackingEvent[];
}
