/**
 * The spec's call paths, spelt once: the server registers its routes with them (`:name` marks a parameter, as Fastify
 * reads it) and the widgets call them, or post their no-JavaScript forms to them, through `callPath`.
 */
export const CALLS = {
  cartIndex: '/checkoutv3/products/index',
  cartAdd: '/checkoutv3/products/add',
  cartUpdate: '/checkoutv3/products/update',
  cartBuyAndShowModal: '/checkoutv3/products/buy/:productId',
  discountIndex: '/checkoutv3/discounts/index',
  discountStore: '/checkoutv3/discounts/store',
  discountDestroy: '/checkoutv3/discounts/destroy',
  orderMessage: '/api/internal/orders/update_order_message',
  orderSubscribe: '/api/internal/orders/subscribe',
  emptyStateCategories: '/api/internal/checkout/empty-state-categories',

  checkoutShow: '/checkoutv3/checkoutv3/show',
  checkoutCustomerType: '/checkoutv3/checkoutv3/update_customer_type',
  checkoutCountry: '/checkoutv3/countries/update',
  checkoutPaymentType: '/checkoutv3/paymentTypes/update',
  checkoutDelivery: '/checkoutv3/deliverytypes/update',
  checkoutPostalCode: '/checkoutv3/deliverytypes/update_postal_code',
  placeFreeOrder: '/checkoutv3/checkout/freeorder',
  placeManualPayment: '/checkoutv3/checkout/manual_payment',
  placeCardPayment: '/checkoutv3/checkout/card_payment',
  placeSwish: '/checkoutv3/checkout/swish',
  offerRequest: '/checkoutv3/offer_request',

  compareIndex: '/api/internal/compare/index',
  compareStore: '/api/internal/compare/store',
  compareDelete: '/api/internal/compare/delete',
  compareClear: '/api/internal/compare/clear',
  compareSearch: '/produkter/sok_for_jamfor',

  filter: '/produkter/filtrera',
  autocomplete: '/produkter/autocomplete',
  productReviews: '/api/internal/product_reviews/:productId',
  reviewStore: '/api/internal/product_review/:requestUuid/:productId/store',
  reviewUpdate: '/api/internal/product_review/:requestUuid/:reviewId/update',
  productRecommendations: '/api/internal/product_recommendations/:productId',
  sveaCampaigns: '/api/internal/svea_campaigns/index/:productId',
  wasaLeasingWidget: '/api/internal/wasa/leasing_widget',
  cookieConsent: '/api/internal/cookie-consent',
} as const;

export type CallPattern = (typeof CALLS)[keyof typeof CALLS];

/** The `:name` parameters of a path pattern. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A call's path with its parameters filled in (each URI-encoded). */
export function callPath<P extends CallPattern>(pattern: P, params: Record<ParamsOf<P>, string | number>): string {
  const values: Record<string, string | number> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** A page of the review list (the call's `next_page` and the product page's "more" button). */
export function productReviewsCall(productId: number, page?: number): string {
  const path = callPath(CALLS.productReviews, { productId });
  return page === undefined ? path : `${path}?page=${page}`;
}
