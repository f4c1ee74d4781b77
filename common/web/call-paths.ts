/**
 * The spec's call paths, spelt once for the server: its routes are registered with them (`:name` marks a parameter,
 * as Fastify reads it) and `callPath` fills them in for an answer's links. Imported as a namespace
 * (`import * as CALLS`). The browser's widgets still spell theirs: one shared module of paths costs every page's first
 * paint about 300 bytes, more than the product page's budget has left (decision 043).
 */
export const cartIndex = '/checkoutv3/products/index';
export const cartAdd = '/checkoutv3/products/add';
export const cartUpdate = '/checkoutv3/products/update';
export const cartBuyAndShowModal = '/checkoutv3/products/buy/:productId';
export const discountIndex = '/checkoutv3/discounts/index';
export const discountStore = '/checkoutv3/discounts/store';
export const discountDestroy = '/checkoutv3/discounts/destroy';
export const orderMessage = '/api/internal/orders/update_order_message';
export const orderSubscribe = '/api/internal/orders/subscribe';
export const emptyStateCategories = '/api/internal/checkout/empty-state-categories';

export const checkoutShow = '/checkoutv3/checkoutv3/show';
export const checkoutCustomerType = '/checkoutv3/checkoutv3/update_customer_type';
export const checkoutCountry = '/checkoutv3/countries/update';
export const checkoutPaymentType = '/checkoutv3/paymentTypes/update';
export const checkoutDelivery = '/checkoutv3/deliverytypes/update';
export const checkoutPostalCode = '/checkoutv3/deliverytypes/update_postal_code';
export const placeFreeOrder = '/checkoutv3/checkout/freeorder';
export const placeManualPayment = '/checkoutv3/checkout/manual_payment';
export const placeCardPayment = '/checkoutv3/checkout/card_payment';
export const placeSwish = '/checkoutv3/checkout/swish';
export const offerRequest = '/checkoutv3/offer_request';

export const compareIndex = '/api/internal/compare/index';
export const compareStore = '/api/internal/compare/store';
export const compareDelete = '/api/internal/compare/delete';
export const compareClear = '/api/internal/compare/clear';
export const compareSearch = '/produkter/sok_for_jamfor';

export const filter = '/produkter/filtrera';
export const autocomplete = '/produkter/autocomplete';
export const productReviews = '/api/internal/product_reviews/:productId';
export const reviewStore = '/api/internal/product_review/:requestUuid/:productId/store';
export const reviewUpdate = '/api/internal/product_review/:requestUuid/:reviewId/update';
export const productRecommendations = '/api/internal/product_recommendations/:productId';
export const sveaCampaigns = '/api/internal/svea_campaigns/index/:productId';
export const wasaLeasingWidget = '/api/internal/wasa/leasing_widget';
export const cookieConsent = '/api/internal/cookie-consent';

/** The `:name` parameters of a path pattern. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A call's path with its parameters filled in (each URI-encoded). */
export function callPath<P extends string>(pattern: P, params: Record<ParamsOf<P>, string | number>): string {
  const values: Record<string, string | number> = params;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** A page of the review list (the call's `next_page` and the product page's "more" button). */
export function productReviewsCall(productId: number, page?: number): string {
  const path = callPath(productReviews, { productId });
  return page === undefined ? path : `${path}?page=${page}`;
}
